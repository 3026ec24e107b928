/**
 * The resident's file and the audit log through the staff API (issue 27, decision 035): own municipality
 * only, each role what it may, a BSN search only with a reason, and every read leaving an audit row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, createTenant, testApp } from '../../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../../test/test-permits.js';
import { slow } from '../../test/time-scale.js';

const { app, db } = await testApp();

async function municipalityWithResident(plate: string) {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const bsn = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const relationId = await createRelation(
    db,
    tenant,
    {
      firstname: 'Rie',
      lastname: 'Routeling',
      street: 'Kade',
      nr: '3',
      zipcode: '1234',
      zipcodeLetters: 'CD',
      city: 'Voorbeeld',
    },
    { service: 'digid', subject: bsn },
  );
  const requestId = await issuePermit(db, tenant, relationId, {
    type: 'MAAND',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    priceCents: 12_000,
    plates: [plate],
  });
  const permit = await db
    .selectFrom('permits')
    .select(['id', 'permit_number'])
    .where('tenant_id', '=', tenant.id)
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { tenant, relationId, bsn, permit };
}

type Municipality = Awaited<ReturnType<typeof municipalityWithResident>>;
let own: Municipality;
let other: Municipality;

beforeAll(async () => {
  own = await municipalityWithResident('RT11AA');
  other = await municipalityWithResident('RT11AA');
}, slow(120_000));

async function auditRows(tenantId: number) {
  return db
    .selectFrom('staff_audit')
    .select(['action', 'object_type', 'object_id', 'relation_id', 'reason', 'staff_name', 'after'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
}

/** Calls the route and answers its response with the audit rows the call added. */
async function withAudit(tenantId: number, call: () => ReturnType<typeof staffCall>) {
  const before = (await auditRows(tenantId)).length;
  const response = await call();
  return { response, added: (await auditRows(tenantId)).slice(before) };
}

describe('searching residents', () => {
  it('klantcontact finds the own resident by plate and by permit number, and leaves an audit row each', async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['klantcontact'], 'Karin Klant');
    const byPlate = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', '/inwoners/_zoek', { cookie, body: { kind: 'plate', term: 'rt-11-aa' } }),
    );
    expect(byPlate.response.statusCode).toBe(200);
    expect(byPlate.response.json()).toEqual({
      items: [expect.objectContaining({ id: own.relationId, name: 'Rie Routeling' })],
      more: false,
    });
    expect(byPlate.added).toEqual([
      expect.objectContaining({ action: 'search-residents', relation_id: own.relationId, staff_name: 'Karin Klant' }),
    ]);

    const byNumber = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', '/inwoners/_zoek', {
        cookie,
        body: { kind: 'permitNumber', term: own.permit.permit_number.toLowerCase() },
      }),
    );
    expect(byNumber.response.json().items.map((item: { id: number }) => item.id)).toEqual([own.relationId]);
    expect(byNumber.added).toHaveLength(1);
  });

  it("never finds another municipality's resident, by its permit number or BSN", async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['beheerder']);
    const number = await staffCall(app, own.tenant.code, 'POST', '/inwoners/_zoek', {
      cookie,
      body: { kind: 'permitNumber', term: other.permit.permit_number },
    });
    expect(number.json()).toEqual({ items: [], more: false });
    const bsn = await staffCall(app, own.tenant.code, 'POST', '/inwoners/_zoek', {
      cookie,
      body: { kind: 'bsn', term: other.bsn, reason: 'Telefoon over een terugbetaling' },
    });
    expect(bsn.json()).toEqual({ items: [], more: false });
  });

  it('refuses a BSN search without a reason (400 naming the field, no audit row) and records the reason of one with', async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['klantcontact']);
    const without = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', '/inwoners/_zoek', { cookie, body: { kind: 'bsn', term: own.bsn } }),
    );
    expect(without.response.statusCode).toBe(400);
    expect(without.response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(without.response.json().invalidParams).toEqual([expect.objectContaining({ name: 'body.reason' })]);
    expect(without.added).toEqual([]);

    const withReason = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'POST', '/inwoners/_zoek', {
        cookie,
        body: { kind: 'bsn', term: own.bsn, reason: 'Bewoner belt over vergunning' },
      }),
    );
    expect(withReason.response.json().items.map((item: { id: number }) => item.id)).toEqual([own.relationId]);
    expect(withReason.added).toEqual([
      expect.objectContaining({ action: 'search-residents', object_id: 'bsn', reason: 'Bewoner belt over vergunning' }),
    ]);
  });

  it('refuses a malformed term with a 400 naming it, and the search to a beoordelaar and financiën', async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['klantcontact']);
    const bad = await staffCall(app, own.tenant.code, 'POST', '/inwoners/_zoek', {
      cookie,
      body: { kind: 'permitNumber', term: 'O0O0' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams).toEqual([expect.objectContaining({ name: 'body.term' })]);
    for (const role of ['beoordelaar', 'financien'] as const) {
      const staff = await signInStaff(app, own.tenant.code, [role]);
      const refused = await staffCall(app, own.tenant.code, 'POST', '/inwoners/_zoek', {
        cookie: staff.cookie,
        body: { kind: 'plate', term: 'RT11AA' },
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe("the resident's file", () => {
  it('shows klantcontact the permit, writes a view-resident row, and the timeline shows that read', async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['klantcontact'], 'Kees Contact');
    const file = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}`, { cookie }),
    );
    expect(file.response.statusCode).toBe(200);
    expect(file.response.json().permits).toEqual([
      expect.objectContaining({ permitNumber: own.permit.permit_number, plates: ['RT11AA'] }),
    ]);
    expect(file.added).toEqual([
      expect.objectContaining({ action: 'view-resident', object_type: 'relation', relation_id: own.relationId }),
    ]);

    const timeline = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}/audit-regels`, { cookie }),
    );
    expect(timeline.added).toHaveLength(1);
    const entries = timeline.response.json().items as { action: string; staffName: string }[];
    expect(entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'view-resident', staffName: 'Kees Contact' })]),
    );
    expect(timeline.response.json()).toMatchObject({ page: 1, total: expect.any(Number) });
  });

  it('answers each role its own sections, and a beoordelaar no audit timeline', async () => {
    const reviewer = await signInStaff(app, own.tenant.code, ['beoordelaar']);
    const file = (await staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}`, reviewer)).json();
    expect(file.sections).toEqual(['contact', 'addresses', 'permits', 'requests']);
    expect(file).not.toHaveProperty('identities');
    expect(file).not.toHaveProperty('invoices');
    const timeline = await staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}/audit-regels`, reviewer);
    expect(timeline.statusCode).toBe(403);
    const auditor = await signInStaff(app, own.tenant.code, ['auditor']);
    const full = (await staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}`, auditor)).json();
    expect(full.identities).toEqual([{ service: 'digid', subject: own.bsn }]);
  });

  it("answers 404 for another municipality's resident and permit, without an audit row", async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['beheerder']);
    for (const path of [
      `/inwoners/${other.relationId}`,
      `/inwoners/${other.relationId}/audit-regels`,
      `/inwoners/${other.relationId}/vergunningen/${other.permit.id}`,
      `/inwoners/${own.relationId}/vergunningen/${other.permit.id}`,
    ]) {
      const refused = await withAudit(own.tenant.id, () => staffCall(app, own.tenant.code, 'GET', path, { cookie }));
      expect(refused.response.statusCode, path).toBe(404);
      expect(refused.added, path).toEqual([]);
    }
    // And the other municipality's staff cannot open ours with their own session either.
    const theirs = await signInStaff(app, other.tenant.code, ['beheerder']);
    expect((await staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}`, theirs)).statusCode).toBe(401);
  });

  it("shows a permit's timeline: its request's transitions and the permit's audit rows", async () => {
    const { cookie } = await signInStaff(app, own.tenant.code, ['financien'], 'Fien Financiën');
    const path = `/inwoners/${own.relationId}/vergunningen/${own.permit.id}`;
    const first = await withAudit(own.tenant.id, () => staffCall(app, own.tenant.code, 'GET', path, { cookie }));
    expect(first.response.statusCode).toBe(200);
    expect(first.added).toEqual([expect.objectContaining({ action: 'view-permit', object_id: String(own.permit.id) })]);
    const body = first.response.json();
    expect(body.permit).toMatchObject({ id: own.permit.id, plates: ['RT11AA'] });
    expect(body.transitions).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'PAID' })]));
    expect(body.audit).toEqual([expect.objectContaining({ action: 'view-permit', staffName: 'Fien Financiën' })]);
  });
});

describe('the audit log', () => {
  it('the auditor searches it by who and action, own municipality only, paginated, and the search is audited', async () => {
    const contact = await signInStaff(app, own.tenant.code, ['klantcontact'], 'Zoekende Zeger');
    await staffCall(app, own.tenant.code, 'GET', `/inwoners/${own.relationId}`, contact);
    const elsewhere = await signInStaff(app, other.tenant.code, ['klantcontact'], 'Zoekende Zeger');
    await staffCall(app, other.tenant.code, 'GET', `/inwoners/${other.relationId}`, elsewhere);

    const { cookie } = await signInStaff(app, own.tenant.code, ['auditor'], 'Ada Auditor');
    const found = await withAudit(own.tenant.id, () =>
      staffCall(app, own.tenant.code, 'GET', '/audit-regels', {
        cookie,
        query: { who: 'zeger', action: 'view-resident', pageSize: '1' },
      }),
    );
    expect(found.response.statusCode).toBe(200);
    expect(found.response.json()).toEqual({
      items: [
        expect.objectContaining({ staffName: 'Zoekende Zeger', relationId: own.relationId, roles: ['klantcontact'] }),
      ],
      page: 1,
      pageSize: 1,
      total: 1,
    });
    expect(found.added).toEqual([expect.objectContaining({ action: 'search-audit', staff_name: 'Ada Auditor' })]);

    const byRole = await staffCall(app, own.tenant.code, 'GET', '/audit-regels', {
      cookie,
      query: { role: 'klantcontact', from: '2000-01-01' },
    });
    expect(byRole.json().items.every((item: { roles: string[] }) => item.roles.includes('klantcontact'))).toBe(true);
    expect(byRole.json().total).toBeGreaterThan(0);
    const future = await staffCall(app, own.tenant.code, 'GET', '/audit-regels', {
      cookie,
      query: { from: '2999-01-01' },
    });
    expect(future.json().total).toBe(0);
  });

  it('is refused to klantcontact, beoordelaar and financiën, and a bad date is a 400 naming it', async () => {
    for (const role of ['klantcontact', 'beoordelaar', 'financien'] as const) {
      const staff = await signInStaff(app, own.tenant.code, [role]);
      expect((await staffCall(app, own.tenant.code, 'GET', '/audit-regels', staff)).statusCode).toBe(403);
    }
    const { cookie } = await signInStaff(app, own.tenant.code, ['beheerder']);
    const bad = await staffCall(app, own.tenant.code, 'GET', '/audit-regels', {
      cookie,
      query: { from: '27-11-2026' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams).toEqual([expect.objectContaining({ name: 'query.from' })]);
  });
});
