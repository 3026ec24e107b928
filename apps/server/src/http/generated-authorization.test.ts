/**
 * Generated authorization test (issue 18). From the contract's endpoint list, every endpoint that
 * takes the id of a resident's own object (a parameter named like an id or reference, except the
 * municipality's catalogue ids) is called by a second resident of the same municipality and by a
 * resident of a second municipality, with the first resident's real ids and with generated ones
 * (fast-check). No call may succeed. The first resident holds one object of every kind, and each
 * endpoint is first called with the ids of the kind it takes: an endpoint that never gets past
 * parameter validation fails the test, since its refusals would say nothing about authorization.
 * Endpoints that areas add later are picked up from the contract; a new id parameter must be given
 * its kind in KIND_OF_PARAM. Those without a handler yet answer NOT_IMPLEMENTED, which counts as
 * refused and is listed in the output.
 */
import { ENDPOINTS, type Endpoint } from '@parkeerloket/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../operator/index.js';
import { offerProlongationsJob } from '../prolongations/index.js';
import type { Tenant } from '../tenants/index.js';
import { createDocumentCatalogue, createRequestAt } from '../test/document-fixtures.js';
import { createPaymentLink, daysFromToday, type Resident, resident } from '../test/payment-fixtures.js';
import { samplePdf } from '../test/sample-files.js';
import { createTenant, post, testApp, testConfig } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { slow } from '../test/time-scale.js';
import { multipart, uploadHarness } from '../test/uploads.js';

const { app, db } = await testApp({ config: { RATE_LIMIT_PER_MINUTE: '1000000' } });

/** Parameters that name a resident's own object. Catalogue ids (product, area, location, price line) are the municipality's, the same for everyone. */
const OWNED_ID = /^p_(?!pte_id$|ara_id$|lcn_id$|priceline_id$).*(_id|id|_reference|reference|_nr|invoices)$/;
const NOT_IDS = new Set(['p_bankaccount_nr', 'p_reference']);

function paramNames(endpoint: Endpoint): string[] {
  const shape = (endpoint.params as unknown as { shape?: Record<string, unknown> }).shape;
  return Object.keys(shape ?? {});
}

const idParams = (endpoint: Endpoint) => paramNames(endpoint).filter((n) => OWNED_ID.test(n) && !NOT_IDS.has(n));

const TARGETS = ENDPOINTS.filter((e) => e.access !== 'public' && idParams(e).length > 0);

/** Wire values tried, in order, for a parameter that is not the id under attack: the first one its schema takes. */
const FILLERS = [
  '1',
  'N',
  'J',
  '0',
  '',
  '[]',
  '2026-12-01',
  '01-12-2026',
  'a@example.nl',
  'NL91ABNA0417164300',
  'AB123C',
  'X',
  'DIRECT',
];

function fieldSchema(endpoint: Endpoint, name: string) {
  return (endpoint.params as unknown as { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> })
    .shape[name];
}

function baseParams(endpoint: Endpoint): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of paramNames(endpoint)) {
    if (name === 'p_file_content') continue;
    const schema = fieldSchema(endpoint, name);
    const value = FILLERS.find((candidate) => schema?.safeParse(candidate).success);
    if (value !== undefined) params[name] = value;
  }
  return params;
}

interface Caller {
  tenant: Tenant;
  cookie: string;
}

async function callAs(caller: Caller, endpoint: Endpoint, params: Record<string, string>) {
  const url = `/${caller.tenant.code}/services/${endpoint.name}`;
  const headers = { cookie: caller.cookie, 'accept-language': 'en' };
  if (endpoint.body === 'multipart') {
    const body = multipart(params, [{ filename: 'a.pdf', type: 'application/pdf', data: samplePdf() }]);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  if (!endpoint.methods.includes('POST')) {
    return app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(params)}`, headers });
  }
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });
}

/** Whether an answer gave the attacker anything: an OK or PENDING envelope, or a file. */
function succeeded(response: Awaited<ReturnType<typeof callAs>>): { ok: boolean; code: string } {
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return { ok: response.statusCode === 200, code: `file ${response.statusCode}` };
  }
  const code = String(response.json().statuscode);
  return { ok: code === 'OK' || code === 'PENDING', code };
}

/** The first resident's objects, by kind: every kind of object a resident owns, each made the way the portal makes it. */
interface OwnedIds {
  request: string[];
  permit: string[];
  prolongation: string[];
  plateChange: string[];
  document: string[];
  invoice: string[];
  payment: string[];
  waitingList: string[];
  address: string[];
}

/**
 * Which kind of object each id parameter names. `p_rqt_id` names a permit (terminate, plate change), a cart item
 * (withdraw), a prolongation (finalize) or a pending request (cancel), so it gets every request-shaped id.
 * A parameter missing here fails the test: a new one must be given its kind.
 */
const KIND_OF_PARAM: Record<string, readonly (keyof OwnedIds)[]> = {
  p_rqt_id: ['request', 'permit', 'prolongation', 'plateChange'],
  p_request_id: ['request', 'permit', 'prolongation', 'plateChange'],
  p_root_rqt_id: ['permit'],
  p_doc_id: ['document'],
  p_rpg_id: ['request'],
  p_ive_id: ['invoice'],
  p_invoices: ['invoice'],
  p_int_reference: ['payment'],
  p_internal_reference: ['payment'],
  p_transactionid: ['payment'],
  p_paymentreference: ['payment'],
  p_wlt_id: ['waitingList'],
  p_addressid: ['address'],
};

/**
 * Parameters other than the id whose first accepted filler makes the handler refuse before it looks at the id:
 * cancel_request's continue (N) is refused as an invalid parameter, and a payment link sent again (p_initial N) never
 * reads p_invoices. These take the value that makes the endpoint act on the id.
 */
const ACTING_PARAMS: Record<string, Record<string, string>> = {
  'eloket/cancel_request': { p_cancel: 'Y' },
  'eloket/create_payment_send_link': { p_initial: 'Y' },
};

function attackParams(endpoint: Endpoint, ids: (name: string) => string): Record<string, string> {
  const params = { ...baseParams(endpoint), ...ACTING_PARAMS[endpoint.name] };
  // p_invoices is a JSON list of { INVOICEID: number } (encodeInvoiceReferences); the id goes in as written, so
  // generated forms such as `05` or `[5]` test the list's parser too.
  for (const name of idParams(endpoint)) {
    params[name] = name === 'p_invoices' ? `[{"INVOICEID":${ids(name)}}]` : ids(name);
  }
  return params;
}

/**
 * The first resident holds one of every kind: a request waiting for documents with an uploaded document, a permit
 * with a prolongation offered by the job, a permit whose plate change waits for its fee (an invoice in the cart), a
 * payment link holding that invoice, a place on a waiting list, and an address the request flow checked.
 */
async function firstResident(): Promise<{ tenant: Tenant; owner: Resident; ids: OwnedIds }> {
  const tenant = await createTenant(db, { paymentServices: ['directpayment', 'paymentlink'] });
  const permitIds = await importPermitsCatalogue(db, tenant);
  await runCommand(db, 'set-prolongation-days', [tenant.code, 'MAAND', '30'], {}, () => undefined);
  const catalogue = await createDocumentCatalogue(db, tenant.id);
  const owner = await resident(db, tenant);

  const requestId = await createRequestAt(db, tenant.id, owner.id, catalogue, 'DOCS_UPLOAD', {
    plates: [{ plate: 'AB123C' }],
  });
  const stored = await uploadHarness(app, db).upload(
    { tenant, relationId: owner.id, cookie: owner.cookie, catalogue, requestId },
    { filename: 'a.pdf', type: 'application/pdf', data: samplePdf() },
  );
  const documentId = Number(stored.json().result[0].UPLOAD_FILE);

  const prolonged = await issuePermit(db, tenant, owner.id, {
    type: 'MAAND',
    validFrom: daysFromToday(-300),
    validTo: daysFromToday(20),
    priceCents: 12_000,
  });
  await offerProlongationsJob.run({ db, config: testConfig(), log: { info() {}, warn() {} }, now: new Date() });
  const prolongation = await db
    .selectFrom('requests')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('relation_id', '=', owner.id)
    .where('kind', '=', 'PROLONGATION')
    .executeTakeFirstOrThrow();

  const changed = await issuePermit(db, tenant, owner.id, {
    type: 'KOSTEN',
    validFrom: daysFromToday(-10),
    validTo: daysFromToday(20),
    priceCents: 3_100,
  });
  const change = await post(
    app,
    tenant.code,
    'eloket/request_license_change_for_rqt',
    { p_rqt_id: String(changed), p_licenseplates: JSON.stringify([{ LICENSE_PLATE: 'NEW001' }]), p_price: '7.50' },
    { cookie: owner.cookie },
  );
  const changeId = Number(change.json().result[0].REQUESTID);
  const invoice = await db
    .selectFrom('invoices')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('subject_id', '=', changeId)
    .executeTakeFirstOrThrow();
  const link = await createPaymentLink(app, tenant, owner.cookie, invoice.id);
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'reference'])
    .where('tenant_id', '=', tenant.id)
    .where('relation_id', '=', owner.id)
    .executeTakeFirstOrThrow();

  const entry = await db
    .insertInto('waiting_list_entries')
    .values({
      tenant_id: tenant.id,
      relation_id: owner.id,
      permit_type_id: permitIds.permitType('MAAND'),
      area_id: permitIds.area('CENTRUM'),
      location_id: permitIds.location('MAAND', 'CENTRUM', 'ZONE'),
      status: 'WAITING',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // What eloket/check_address keeps of an address the resident typed (the request flow's p_addressid).
  const address = await db
    .insertInto('checked_addresses')
    .values({
      tenant_id: tenant.id,
      relation_id: owner.id,
      zipcode: '1234AB',
      nr: '1',
      street: 'Kerkstraat',
      city: 'Voorbeeld',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const ids: OwnedIds = {
    request: [String(requestId)],
    permit: [String(prolonged), String(changed)],
    prolongation: [String(prolongation.id)],
    plateChange: [String(changeId)],
    document: [String(documentId)],
    invoice: [String(invoice.id)],
    payment: [payment.reference],
    waitingList: [String(entry.id)],
    address: [String(address.id)],
  };
  // Every kind made, or the test below would try an endpoint only with ids of the wrong kind.
  expect(link).toMatchObject({ statuscode: 'OK' });
  for (const [kind, values] of Object.entries(ids)) {
    expect(
      values.every((v) => v !== '' && v !== 'NaN' && v !== 'undefined'),
      kind,
    ).toBe(true);
  }
  return { tenant, owner, ids };
}

describe('generated authorization: another resident and another municipality never reach the first resident’s objects', () => {
  it(
    'refuses at least 1,000 generated attempts on every endpoint of the contract that takes an id',
    async () => {
      const { tenant, owner, ids: owned } = await firstResident();
      const ownerCookie = owner.cookie;
      const documentId = Number(owned.document[0]);
      // A control: the harness sees a success when there is one (the owner opens their own document).
      const control = await callAs(
        { tenant, cookie: ownerCookie },
        ENDPOINTS.find((e) => e.name === 'eloket/get_document') as Endpoint,
        { p_doc_id: String(documentId) },
      );
      expect(succeeded(control).ok).toBe(true);

      // Every id parameter has a kind, so that each endpoint is tried with the first resident's ids of that kind.
      const unkinded = [...new Set(TARGETS.flatMap(idParams))].filter((name) => !KIND_OF_PARAM[name]);
      expect(unkinded, 'id parameters without a kind in KIND_OF_PARAM').toEqual([]);
      const idsFor = (name: string) => (KIND_OF_PARAM[name] ?? []).flatMap((kind) => owned[kind]);

      const victimState = async () => ({
        requests: await db
          .selectFrom('requests')
          .select(['id', 'status', 'valid_to'])
          .where('tenant_id', '=', tenant.id)
          .where('relation_id', '=', owner.id)
          .orderBy('id')
          .execute(),
        documents: await db
          .selectFrom('documents')
          .select(['id', 'status_level', 'sha256'])
          .where('tenant_id', '=', tenant.id)
          .execute(),
        permits: await db
          .selectFrom('permits')
          .select(['id', 'status', 'valid_to', 'ended_on'])
          .where('tenant_id', '=', tenant.id)
          .orderBy('id')
          .execute(),
        invoices: await db
          .selectFrom('invoices')
          .select(['id', 'status', 'payment_id'])
          .where('tenant_id', '=', tenant.id)
          .orderBy('id')
          .execute(),
        payments: await db
          .selectFrom('payments')
          .select(['id', 'status'])
          .where('tenant_id', '=', tenant.id)
          .orderBy('id')
          .execute(),
        waitingList: await db
          .selectFrom('waiting_list_entries')
          .select(['id', 'status'])
          .where('tenant_id', '=', tenant.id)
          .orderBy('id')
          .execute(),
      });

      const realIds = [
        ...Object.values(owned).flat(),
        ...(await db.selectFrom('requests').select('id').where('tenant_id', '=', tenant.id).execute()).map((r) =>
          String(r.id),
        ),
      ];

      // The attackers: a second resident of the same municipality, and a resident of a second one that pays the same
      // ways, both with a verified e-mail address, so that no call stops at "no e-mail" or "payment service off"
      // before it is asked about the first resident's object.
      const neighbourCaller = { tenant, cookie: (await resident(db, tenant)).cookie };
      const otherTown = await createTenant(db, { paymentServices: ['directpayment', 'paymentlink'] });
      await importPermitsCatalogue(db, otherTown);
      await createDocumentCatalogue(db, otherTown.id);
      const strangerCaller = { tenant: otherTown, cookie: (await resident(db, otherTown)).cookie };
      const attackers = [
        { label: 'second resident', caller: neighbourCaller },
        { label: 'second municipality', caller: strangerCaller },
      ];

      const idArbitrary = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...realIds) },
        { weight: 2, arbitrary: fc.integer({ min: -2, max: 2_000_000_000 }).map(String) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 5000 }).map(String) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...realIds)
            .chain((id) => fc.constantFrom(`0${id}`, ` ${id}`, `${id}.0`, `${id}e0`, `[${id}]`, `-${id}`)),
        },
      );
      const stats = {
        attempts: 0,
        successes: 0,
        sameAsUnknown: 0,
        notImplemented: new Set<string>(),
        codes: new Map<string, number>(),
        reachedHandler: new Set<string>(),
      };
      const successes: string[] = [];
      // What the attacker is answered for an id that exists nowhere: an endpoint whose id is optional
      // (get_product_rqt_parms' p_wlt_id) answers the same with a foreign id, which gives away nothing.
      const baselines = new Map<string, string>();
      const baseline = async (label: string, caller: Caller, endpoint: Endpoint) => {
        const key = `${label}|${endpoint.name}`;
        if (!baselines.has(key)) {
          const params = attackParams(endpoint, () => '999999990');
          baselines.set(key, (await callAs(caller, endpoint, params)).body);
        }
        return baselines.get(key);
      };
      const before = await victimState();

      const attempt = async (
        attacker: (typeof attackers)[number],
        endpoint: Endpoint,
        id: (name: string) => string,
      ) => {
        const params = attackParams(endpoint, id);
        const response = await callAs(attacker.caller, endpoint, params);
        const outcome = succeeded(response);
        stats.attempts++;
        stats.codes.set(outcome.code, (stats.codes.get(outcome.code) ?? 0) + 1);
        if (outcome.ok && response.body === (await baseline(attacker.label, attacker.caller, endpoint))) {
          stats.sameAsUnknown++;
        } else if (outcome.ok) {
          stats.successes++;
          successes.push(`${attacker.label} ${endpoint.name} ${JSON.stringify(params)} ${response.body.slice(0, 200)}`);
        }
        return outcome.code;
      };

      // First, every endpoint with each of the first resident's ids of the kind it takes, by both attackers: this pass
      // must get past parameter validation everywhere, or the generated attempts below prove nothing for that endpoint.
      for (const endpoint of TARGETS) {
        const rounds = Math.max(...idParams(endpoint).map((name) => idsFor(name).length));
        for (const attacker of attackers) {
          for (let round = 0; round < rounds; round++) {
            const code = await attempt(attacker, endpoint, (name) => {
              const pool = idsFor(name);
              return pool[round % pool.length] ?? '';
            });
            if (code === 'NOT_IMPLEMENTED') stats.notImplemented.add(endpoint.name);
            else if (code !== 'INVALID_PARAMETERS') stats.reachedHandler.add(endpoint.name);
          }
        }
      }

      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...TARGETS.map((e) => e.name)),
          fc.constantFrom(...attackers),
          idArbitrary,
          async (name, attacker, id) => {
            await attempt(attacker, TARGETS.find((e) => e.name === name) as Endpoint, () => id);
            // Every attempt runs; the successes are listed at the end, all of them at once.
            return true;
          },
        ),
        { numRuns: 1200 },
      );

      const neverReached = TARGETS.map((e) => e.name).filter(
        (n) => !stats.reachedHandler.has(n) && !stats.notImplemented.has(n),
      );
      console.log(
        [
          `generated authorization: ${TARGETS.length} endpoints that take an id: ${TARGETS.map((e) => e.name).join(', ')}`,
          `generated authorization: ${stats.attempts} attempts, ${stats.successes} successes`,
          `generated authorization: ${stats.sameAsUnknown} answered exactly as for an id that exists nowhere (an optional id ignored)`,
          `generated authorization: answers ${JSON.stringify(Object.fromEntries(stats.codes))}`,
          `generated authorization: refused as NOT_IMPLEMENTED (no handler yet): ${[...stats.notImplemented].sort().join(', ') || 'none'}`,
        ].join('\n'),
      );
      expect(successes).toEqual([]);
      // An endpoint whose every call is refused as invalid parameters was never asked about the first resident's object.
      expect(neverReached, 'endpoints only refused by parameter validation, never reaching a handler').toEqual([]);
      expect(stats.attempts).toBeGreaterThanOrEqual(1000);
      // Nothing of the first resident changed: no request, permit, document, invoice, payment or waiting-list place.
      expect(await victimState()).toEqual(before);
    },
    slow(600_000),
  );
});
