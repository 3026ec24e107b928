/**
 * Generated authorization test (issue 18). From the contract's endpoint list, every endpoint that
 * takes the id of a resident's own object (a parameter named like an id or reference, except the
 * municipality's catalogue ids) is called by a second resident of the same municipality and by a
 * resident of a second municipality, with the first resident's real ids and with generated ones
 * (fast-check). No call may succeed. Endpoints that areas add later are picked up from the
 * contract without editing this file; those without a handler yet answer NOT_IMPLEMENTED, which
 * counts as refused and is listed in the output.
 */
import { ENDPOINTS, type Endpoint } from '@parkeerloket/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/index.js';
import { createDocumentCatalogue, createRequestAt } from '../test/document-fixtures.js';
import { samplePdf } from '../test/sample-files.js';
import { createRelation, createTenant, relationSessionCookie, testApp } from '../test/support.js';
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

describe('generated authorization: another resident and another municipality never reach the first resident’s objects', () => {
  it('refuses at least 1,000 generated attempts on every endpoint of the contract that takes an id', async () => {
    // The first resident: a request waiting for documents, with an uploaded document.
    const tenant = await createTenant(db);
    const catalogue = await createDocumentCatalogue(db, tenant.id);
    const owner = await createRelation(db, tenant);
    const ownerCookie = await relationSessionCookie(db, tenant, owner);
    const requestId = await createRequestAt(db, tenant.id, owner, catalogue, 'DOCS_UPLOAD', {
      plates: [{ plate: 'AB123C' }],
    });
    const harness = uploadHarness(app, db);
    const stored = await harness.upload(
      { tenant, relationId: owner, cookie: ownerCookie, catalogue, requestId },
      { filename: 'a.pdf', type: 'application/pdf', data: samplePdf() },
    );
    const documentId = Number(stored.json().result[0].UPLOAD_FILE);
    expect(documentId).toBeGreaterThan(0);
    // A control: the harness sees a success when there is one (the owner opens their own document).
    const control = await callAs(
      { tenant, cookie: ownerCookie },
      ENDPOINTS.find((e) => e.name === 'eloket/get_document') as Endpoint,
      { p_doc_id: String(documentId) },
    );
    expect(succeeded(control).ok).toBe(true);

    const victimState = async () => ({
      requests: await db
        .selectFrom('requests')
        .select(['id', 'status'])
        .where('tenant_id', '=', tenant.id)
        .where('relation_id', '=', owner)
        .execute(),
      documents: await db
        .selectFrom('documents')
        .select(['id', 'status_level', 'sha256'])
        .where('tenant_id', '=', tenant.id)
        .execute(),
    });

    const realIds = [
      String(requestId),
      String(documentId),
      ...(await db.selectFrom('requests').select('id').where('tenant_id', '=', tenant.id).execute()).map((r) =>
        String(r.id),
      ),
    ];

    // The attackers: a second resident of the same municipality, and a resident of a second one.
    const neighbour = await createRelation(db, tenant);
    const neighbourCaller = { tenant, cookie: await relationSessionCookie(db, tenant, neighbour) };
    const otherTown = await createTenant(db);
    await createDocumentCatalogue(db, otherTown.id);
    const stranger = await createRelation(db, otherTown);
    const strangerCaller = { tenant: otherTown, cookie: await relationSessionCookie(db, otherTown, stranger) };
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
        const params = baseParams(endpoint);
        for (const name of idParams(endpoint)) params[name] = name === 'p_invoices' ? '[999999990]' : '999999990';
        baselines.set(key, (await callAs(caller, endpoint, params)).body);
      }
      return baselines.get(key);
    };
    const before = await victimState();

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TARGETS.map((e) => e.name)),
        fc.constantFrom(...attackers),
        idArbitrary,
        async (name, attacker, id) => {
          const endpoint = TARGETS.find((e) => e.name === name) as Endpoint;
          const params = baseParams(endpoint);
          for (const name of idParams(endpoint)) params[name] = name === 'p_invoices' ? `[${id}]` : id;
          const response = await callAs(attacker.caller, endpoint, params);
          const outcome = succeeded(response);
          stats.attempts++;
          stats.codes.set(outcome.code, (stats.codes.get(outcome.code) ?? 0) + 1);
          if (outcome.code === 'NOT_IMPLEMENTED') stats.notImplemented.add(endpoint.name);
          else if (outcome.code !== 'INVALID_PARAMETERS') stats.reachedHandler.add(endpoint.name);
          if (outcome.ok && response.body === (await baseline(attacker.label, attacker.caller, endpoint))) {
            stats.sameAsUnknown++;
          } else if (outcome.ok) {
            stats.successes++;
            successes.push(
              `${attacker.label} ${endpoint.name} ${JSON.stringify(params)} ${response.body.slice(0, 200)}`,
            );
          }
          // Every attempt runs; the successes are listed at the end, all of them at once.
          return true;
        },
      ),
      { numRuns: 1200 },
    );

    console.log(
      [
        `generated authorization: ${TARGETS.length} endpoints that take an id: ${TARGETS.map((e) => e.name).join(', ')}`,
        `generated authorization: ${stats.attempts} attempts, ${stats.successes} successes`,
        `generated authorization: ${stats.sameAsUnknown} answered exactly as for an id that exists nowhere (an optional id ignored)`,
        `generated authorization: answers ${JSON.stringify(Object.fromEntries(stats.codes))}`,
        `generated authorization: only refused by parameter validation (never reached a handler): ${
          TARGETS.map((e) => e.name)
            .filter((n) => !stats.reachedHandler.has(n) && !stats.notImplemented.has(n))
            .join(', ') || 'none'
        }`,
        `generated authorization: refused as NOT_IMPLEMENTED (no handler yet): ${[...stats.notImplemented].sort().join(', ') || 'none'}`,
      ].join('\n'),
    );
    expect(successes).toEqual([]);
    expect(stats.attempts).toBeGreaterThanOrEqual(1000);
    // Nothing of the first resident changed: not the request, not the document.
    expect(await victimState()).toEqual(before);
  }, 600_000);
});
