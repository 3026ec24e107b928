/**
 * At the counter through the staff API (issue 28): nothing before the identification; then a request through
 * the portal's own request flow (its price check included), recorded as the staff member's for the resident with
 * one audit row naming the way of identification, and e-mailed as "aangevraagd door de gemeente namens u"; a
 * payment link e-mailed through the portal's own link; another municipality's resident never acted for.
 */
import { addDays, amsterdamDay } from '@parkeerloket/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, testApp } from '../../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../../test/test-permits.js';
import { slow } from '../../test/time-scale.js';

const { app, db } = await testApp();

async function municipalityWithResident() {
  const tenant = await createTenant(db, { paymentServices: ['directpayment', 'paymentlink'] });
  const ids = await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { firstname: 'Bas', lastname: 'Balie' });
  await db
    .updateTable('relations')
    .set({ email: `r${relationId}@example.nl`, language: 'nl_NL' })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', relationId)
    .execute();
  const product = { permitTypeId: ids.permitType('VAST'), areaId: ids.area('CENTRUM') };
  return { tenant, relationId, product };
}

type Municipality = Awaited<ReturnType<typeof municipalityWithResident>>;
let own: Municipality;
let other: Municipality;

beforeAll(async () => {
  own = await municipalityWithResident();
  other = await municipalityWithResident();
}, slow(120_000));

async function auditRows(tenantId: number) {
  return db
    .selectFrom('staff_audit')
    .select(['action', 'object_type', 'object_id', 'relation_id', 'staff_name', 'after'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
}

async function withAudit(tenantId: number, call: () => ReturnType<typeof staffCall>) {
  const before = (await auditRows(tenantId)).length;
  const response = await call();
  return { response, added: (await auditRows(tenantId)).slice(before) };
}

async function requestsOf(m: Municipality) {
  return db
    .selectFrom('requests')
    .select(['id', 'status', 'price_cents', 'acted_by_staff_id', 'acted_by_staff_name'])
    .where('tenant_id', '=', m.tenant.id)
    .where('relation_id', '=', m.relationId)
    .orderBy('id')
    .execute();
}

function requestBody(m: Municipality, priceCents = 1_000) {
  return { ...m.product, startDate: amsterdamDay(new Date()), priceLineId: 1, plates: [], priceCents };
}

async function priceLineOf(m: Municipality, cookie: string): Promise<number> {
  const options = await staffCall(
    app,
    m.tenant.code,
    'GET',
    `/inwoners/${m.relationId}/balie/producten/${m.product.permitTypeId}/${m.product.areaId}`,
    { cookie },
  );
  expect(options.statusCode).toBe(200);
  const line = options.json().priceLines[0];
  expect(line).toEqual(expect.objectContaining({ priceCents: 1_000, periodType: 'M', daySelection: false }));
  return line.id;
}

describe('acting for a resident at the counter', () => {
  it('refuses every action before the identification (409, no audit row, nothing stored)', async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['klantcontact'], 'Kees Voorbarig');
    const listed = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}/balie/producten`, { cookie }),
    );
    expect(listed.response.statusCode).toBe(409);
    expect(listed.response.json().title).toBe('Leg eerst vast hoe u de inwoner heeft geïdentificeerd.');
    expect(listed.added).toEqual([]);
    const requested = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', `/inwoners/${own.relationId}/balie/aanvragen`, {
        cookie,
        body: requestBody(own),
      }),
    );
    expect(requested.response.statusCode).toBe(409);
    expect(requested.added).toEqual([]);
    expect(await requestsOf(own)).toEqual([]);
  });

  it("requests a product through the portal's flow: one audit row with the way, the staff member on the request, the resident e-mailed", async () => {
    const { cookie, staffId } = await signInStaff(app, own.tenant.code, ['klantcontact'], 'Karin Balie');
    const identified = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', `/inwoners/${own.relationId}/balie/identificaties`, {
        cookie,
        body: { way: 'phone-questions' },
      }),
    );
    expect(identified.response.statusCode).toBe(201);
    expect(identified.response.json()).toEqual(expect.objectContaining({ way: 'phone-questions' }));
    expect(identified.added).toEqual([
      expect.objectContaining({
        action: 'identify-resident',
        relation_id: own.relationId,
        staff_name: 'Karin Balie',
        after: { way: 'phone-questions' },
      }),
    ]);
    const current = await staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}/balie/identificaties`, {
      cookie,
    });
    expect(current.json().identification).toEqual(expect.objectContaining({ way: 'phone-questions' }));

    const products = await staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}/balie/producten`, {
      cookie,
    });
    expect(products.json().items).toContainEqual(
      expect.objectContaining({ ...own.product, name: 'Niet op te zeggen', requestable: true, reason: null }),
    );
    const priceLineId = await priceLineOf(own, cookie);

    // A price other than the product's is refused as the portal refuses it, in the staff member's language.
    const wrongPrice = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', `/inwoners/${own.relationId}/balie/aanvragen`, {
        cookie,
        body: { ...requestBody(own, 900), priceLineId },
      }),
    );
    expect(wrongPrice.response.statusCode).toBe(422);
    expect(wrongPrice.response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(wrongPrice.added).toEqual([]);
    expect(await requestsOf(own)).toEqual([]);

    const requested = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', `/inwoners/${own.relationId}/balie/aanvragen`, {
        cookie,
        body: { ...requestBody(own), priceLineId },
      }),
    );
    expect(requested.response.statusCode).toBe(201);
    const { requestId } = requested.response.json();
    expect(requested.response.json()).toEqual(expect.objectContaining({ status: 'AWAIT_PAYMENT' }));
    expect(await requestsOf(own)).toEqual([
      {
        id: requestId,
        status: 'AWAIT_PAYMENT',
        price_cents: 1_000,
        acted_by_staff_id: staffId,
        acted_by_staff_name: 'Karin Balie',
      },
    ]);
    expect(requested.added).toEqual([
      expect.objectContaining({
        action: 'request-for-resident',
        object_type: 'request',
        object_id: String(requestId),
        relation_id: own.relationId,
        after: expect.objectContaining({ identification: 'phone-questions', status: 'AWAIT_PAYMENT' }),
      }),
    ]);
    const mails = await db
      .selectFrom('outbox')
      .select(['kind', 'event_key', 'subject', 'body'])
      .where('tenant_id', '=', own.tenant.id)
      .where('relation_id', '=', own.relationId)
      .where('event_key', '=', `request:${requestId}`)
      .execute();
    expect(mails).toEqual([expect.objectContaining({ kind: 'request_on_behalf' })]);
    expect(mails[0]?.body).toContain('aangevraagd door de gemeente namens u');

    // The payment link: the portal's own, e-mailed to the resident, one audit row.
    const link = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', `/inwoners/${own.relationId}/balie/betaallinks`, { cookie }),
    );
    expect(link.response.statusCode).toBe(201);
    expect(link.response.json()).toEqual(expect.objectContaining({ amountCents: 1_000 }));
    expect(link.added).toEqual([
      expect.objectContaining({
        action: 'send-payment-link-for-resident',
        object_type: 'payment',
        object_id: link.response.json().reference,
        after: expect.objectContaining({ identification: 'phone-questions' }),
      }),
    ]);
    const linkMails = await db
      .selectFrom('outbox')
      .select('template')
      .where('tenant_id', '=', own.tenant.id)
      .where('relation_id', '=', own.relationId)
      .where('template', '=', 'payment_link')
      .execute();
    expect(linkMails).toHaveLength(1);

    // Nothing left to pay: a second link is refused, without an audit row.
    const again = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', `/inwoners/${own.relationId}/balie/betaallinks`, { cookie }),
    );
    expect(again.response.statusCode).toBe(422);
    expect(again.added).toEqual([]);
  });

  it("does not let one staff member act on another's identification", async () => {
    const first = await signInStaff(app, own.tenant.code, ['klantcontact'], 'Eerste Medewerker');
    await staffCall(app, own.tenant.code, 'POST', `/inwoners/${own.relationId}/balie/identificaties`, {
      cookie: first.cookie,
      body: { way: 'counter-id-document' },
    });
    const second = await signInStaff(app, own.tenant.code, ['beheerder'], 'Tweede Medewerker');
    const current = await staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}/balie/identificaties`, {
      cookie: second.cookie,
    });
    expect(current.json()).toEqual({ identification: null });
    const listed = await staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}/balie/producten`, {
      cookie: second.cookie,
    });
    expect(listed.statusCode).toBe(409);
  });

  it("never acts for another municipality's resident (404, no audit row, nothing stored there)", async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['beheerder']);
    for (const [method, path, body] of [
      ['POST', 'identificaties', { way: 'counter-id-document' }],
      ['GET', 'identificaties', undefined],
      ['GET', 'producten', undefined],
      ['POST', 'aanvragen', requestBody(other)],
      ['POST', 'betaallinks', undefined],
    ] as const) {
      const response = await withAudit(own.tenant.id, () =>
        staffCall(app, own.tenant.code, method, `/inwoners/${other.relationId}/balie/${path}`, {
          cookie,
          ...(body ? { body } : {}),
        }),
      );
      expect(response.response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.added).toEqual([]);
    }
    expect(await auditRows(other.tenant.id)).toEqual([]);
    expect(await requestsOf(other)).toEqual([]);
  });
});

describe("changing a resident's permit at the counter", () => {
  async function companyWithPermit(type: string) {
    const tenant = await createTenant(db, { paymentServices: ['directpayment', 'paymentlink'] });
    await importPermitsCatalogue(db, tenant);
    const relationId = await createRelation(db, tenant, { relationType: 'C', name: 'Balie BV' });
    await db
      .updateTable('relations')
      .set({ email: `c${relationId}@example.nl`, language: 'nl_NL' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', relationId)
      .execute();
    const today = amsterdamDay(new Date());
    const requestId = await issuePermit(db, tenant, relationId, {
      type,
      validFrom: addDays(today, -30),
      validTo: addDays(today, 365),
      priceCents: 12_000,
      plates: ['BA11LC'],
    });
    const permit = await db
      .selectFrom('permits')
      .select(['id', 'permit_number'])
      .where('tenant_id', '=', tenant.id)
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    const { cookie } = await signInStaff(app, tenant.code, ['klantcontact'], 'Karel Kenteken');
    await staffCall(app, tenant.code, 'POST', `/inwoners/${relationId}/balie/identificaties`, {
      cookie,
      body: { way: 'counter-id-document' },
    });
    return { tenant, relationId, permit, cookie, base: `/inwoners/${relationId}/balie/vergunningen/${permit.id}` };
  }

  async function onBehalfMails(tenantId: number, relationId: number) {
    return db
      .selectFrom('outbox')
      .select(['kind', 'event_key', 'body'])
      .where('tenant_id', '=', tenantId)
      .where('relation_id', '=', relationId)
      .where('kind', '=', 'changed_on_behalf')
      .execute();
  }

  it("changes the plates through the portal's plate change, its fee included, and e-mails the resident", async () => {
    const c = await companyWithPermit('KOSTEN');
    const shown = await staffCall(app, c.tenant.code, 'GET', c.base, { cookie: c.cookie });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(
      expect.objectContaining({ permitId: c.permit.id, plates: ['BA11LC'], plateChangeFeeCents: 750 }),
    );
    const free = await withAudit(c.tenant.id, () =>
      staffCall(app, c.tenant.code, 'POST', `${c.base}/kentekenwijzigingen`, {
        cookie: c.cookie,
        body: { plates: ['NW22LC'], priceCents: 0 },
      }),
    );
    expect(free.response.statusCode).toBe(422);
    expect(free.added).toEqual([]);

    const changed = await withAudit(c.tenant.id, () =>
      staffCall(app, c.tenant.code, 'POST', `${c.base}/kentekenwijzigingen`, {
        cookie: c.cookie,
        body: { plates: ['nw-22-lc'], priceCents: 750 },
      }),
    );
    expect(changed.response.statusCode).toBe(201);
    const { requestId } = changed.response.json();
    expect(changed.response.json()).toEqual(expect.objectContaining({ status: 'AWAIT_PAYMENT' }));
    expect(changed.added).toEqual([
      expect.objectContaining({
        action: 'change-plates-for-resident',
        object_id: String(c.permit.id),
        after: expect.objectContaining({ identification: 'counter-id-document', requestId }),
      }),
    ]);
    const request = await db
      .selectFrom('requests')
      .select(['kind', 'acted_by_staff_name'])
      .where('tenant_id', '=', c.tenant.id)
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ kind: 'LICENSE_CHANGE', acted_by_staff_name: 'Karel Kenteken' });
    const mails = await onBehalfMails(c.tenant.id, c.relationId);
    expect(mails).toEqual([expect.objectContaining({ event_key: `counter:plate-change:${requestId}` })]);
    expect(mails[0]?.body).toContain(`een kentekenwijziging aangevraagd voor vergunning ${c.permit.permit_number}`);
  });

  it("plans the permit's end through the portal's termination, its refund account rule included", async () => {
    const c = await companyWithPermit('MAAND');
    const endDate = addDays(amsterdamDay(new Date()), 40);
    const withoutAccount = await withAudit(c.tenant.id, () =>
      staffCall(app, c.tenant.code, 'POST', `${c.base}/beeindigingen`, { cookie: c.cookie, body: { endDate } }),
    );
    expect(withoutAccount.response.statusCode).toBe(422);
    expect(withoutAccount.added).toEqual([]);

    const planned = await withAudit(c.tenant.id, () =>
      staffCall(app, c.tenant.code, 'POST', `${c.base}/beeindigingen`, {
        cookie: c.cookie,
        body: { endDate, iban: 'NL91ABNA0417164300', owner: 'Balie BV' },
      }),
    );
    expect(planned.response.statusCode).toBe(201);
    expect(planned.response.json()).toEqual(expect.objectContaining({ kind: 'scheduled', endDate }));
    expect(planned.added).toEqual([
      expect.objectContaining({
        action: 'terminate-for-resident',
        object_id: String(c.permit.id),
        after: expect.objectContaining({ identification: 'counter-id-document', kind: 'scheduled', endDate }),
      }),
    ]);
    const mails = await onBehalfMails(c.tenant.id, c.relationId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`de beëindiging van vergunning ${c.permit.permit_number} ingepland`);
  });

  it("refuses another resident's permit (404, no audit row)", async () => {
    const c = await companyWithPermit('MAAND');
    const stranger = await createRelation(db, c.tenant, { relationType: 'C', name: 'Ander BV' });
    const { cookie } = await signInStaff(app, c.tenant.code, ['klantcontact'], 'Karel Kenteken');
    await staffCall(app, c.tenant.code, 'POST', `/inwoners/${stranger}/balie/identificaties`, {
      cookie,
      body: { way: 'counter-id-document' },
    });
    const response = await withAudit(c.tenant.id, () =>
      staffCall(app, c.tenant.code, 'POST', `/inwoners/${stranger}/balie/vergunningen/${c.permit.id}/beeindigingen`, {
        cookie,
        body: {},
      }),
    );
    expect(response.response.statusCode).toBe(404);
    expect(response.added).toEqual([]);
  });
});
