/**
 * The document queue through the staff API (decision 034): list, open (claim), the document itself
 * (sandboxed headers), the decision only by the holder of the claim, the resident e-mailed, one
 * audit row per write; another municipality's and another role's calls refused.
 */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/index.js';
import { reviewFixtures } from '../../test/review-fixtures.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { testApp } from '../../test/support.js';

const { app, db } = await testApp();
const { awaitingReview } = reviewFixtures(app, db);

async function auditRows(tenantId: number, action?: string) {
  let query = db
    .selectFrom('staff_audit')
    .select(['action', 'object_id', 'staff_name', 'reason'])
    .where('tenant_id', '=', tenantId);
  if (action) query = query.where('action', '=', action);
  return query.execute();
}

describe('the document queue routes', () => {
  it('lists oldest first a page at a time, opens (claims) one, and a second reviewer sees who has it', async () => {
    const first = await awaitingReview();
    const second = await awaitingReview({ tenant: first.tenant, catalogue: first.catalogue });
    const code = first.tenant.code;
    const anna = await signInStaff(app, code, ['beoordelaar'], 'Anna', { db });
    const bert = await signInStaff(app, code, ['beoordelaar'], 'Bert', { db });

    const list = await staffCall(app, code, 'GET', '/documentbeoordelingen', {
      cookie: anna.cookie,
      query: { pageSize: '1' },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pageSize: 1, total: 2, items: [{ requestId: first.requestId }] });
    const page2 = await staffCall(app, code, 'GET', '/documentbeoordelingen', {
      cookie: anna.cookie,
      query: { page: '2', pageSize: '1' },
    });
    expect(page2.json().items.map((i: { requestId: number }) => i.requestId)).toEqual([second.requestId]);

    const opened = await staffCall(app, code, 'POST', `/documentbeoordelingen/${first.requestId}/claim`, {
      cookie: anna.cookie,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ requestId: first.requestId, claim: { standing: 'mine', staffName: 'Anna' } });
    expect(opened.json().documents).toHaveLength(2);
    expect(opened.json().rejectionReasons.length).toBeGreaterThan(0);

    const seen = await staffCall(app, code, 'POST', `/documentbeoordelingen/${first.requestId}/claim`, {
      cookie: bert.cookie,
    });
    expect(seen.json().claim).toMatchObject({ standing: 'other', staffName: 'Anna' });
    const refused = await staffCall(app, code, 'POST', `/documentbeoordelingen/${first.requestId}/besluit`, {
      cookie: bert.cookie,
      body: { outcome: 'accepted' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json().title).toContain('Anna');
    expect((await auditRows(first.tenant.id, 'claim-document-review')).map((r) => r.staff_name)).toEqual(['Anna']);
    expect((await auditRows(first.tenant.id, 'view-document-review')).map((r) => r.staff_name)).toEqual(['Bert']);
  });

  it('serves a document inline, never sniffed or run, and only of the request named', async () => {
    const r = await awaitingReview();
    const other = await awaitingReview({ tenant: r.tenant, catalogue: r.catalogue });
    const { cookie } = await signInStaff(app, r.tenant.code, ['beoordelaar'], 'Anna', { db });
    const file = await staffCall(
      app,
      r.tenant.code,
      'GET',
      `/documentbeoordelingen/${r.requestId}/documenten/${r.documentIds[0]}`,
      {
        cookie,
      },
    );
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="kenteken.pdf"/);
    expect(file.headers['content-security-policy']).toMatch(/default-src 'none'; sandbox/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const wrong = await staffCall(
      app,
      r.tenant.code,
      'GET',
      `/documentbeoordelingen/${r.requestId}/documenten/${other.documentIds[0]}`,
      {
        cookie,
      },
    );
    expect(wrong.statusCode).toBe(404);
    expect(await auditRows(r.tenant.id, 'read-document')).toHaveLength(1);
  });

  it('rejects with a listed reason and free text: the resident is e-mailed, one audit row, the request waits for new uploads', async () => {
    const r = await awaitingReview();
    const { cookie } = await signInStaff(app, r.tenant.code, ['beoordelaar'], 'Anna', { db });
    const opened = await staffCall(app, r.tenant.code, 'POST', `/documentbeoordelingen/${r.requestId}/claim`, {
      cookie,
    });
    const reason = opened.json().rejectionReasons[0] as string;
    const bad = await staffCall(app, r.tenant.code, 'POST', `/documentbeoordelingen/${r.requestId}/besluit`, {
      cookie,
      body: { outcome: 'rejected_upload', reason: 'not on the list' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams).toEqual([{ name: 'body.reason', reason: expect.any(String) }]);
    const missing = await staffCall(app, r.tenant.code, 'POST', `/documentbeoordelingen/${r.requestId}/besluit`, {
      cookie,
      body: { outcome: 'rejected_upload' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalidParams.map((p: { name: string }) => p.name)).toContain('body.reason');

    const decided = await staffCall(app, r.tenant.code, 'POST', `/documentbeoordelingen/${r.requestId}/besluit`, {
      cookie,
      body: { outcome: 'rejected_upload', reason, freeText: 'Te donker' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toEqual({ requestId: r.requestId, statuses: ['DOCS_REJECTED_UPLOAD'], mailed: true });
    const mails = await readOutbox(db, r.tenant.id);
    expect(mails.some((m) => m.body.includes(`${reason}: Te donker`))).toBe(true);
    const rows = await auditRows(r.tenant.id, 'decide-document-review-rejected_upload');
    expect(rows).toEqual([
      {
        action: 'decide-document-review-rejected_upload',
        object_id: String(r.requestId),
        staff_name: 'Anna',
        reason: `${reason}: Te donker`,
      },
    ]);
    // Decided: no longer in the queue, and a second decision is refused.
    const again = await staffCall(app, r.tenant.code, 'POST', `/documentbeoordelingen/${r.requestId}/besluit`, {
      cookie,
      body: { outcome: 'accepted' },
    });
    expect(again.statusCode).toBe(409);
    expect((await staffCall(app, r.tenant.code, 'GET', '/documentbeoordelingen', { cookie })).json().total).toBe(0);
  });

  it('refuses another municipality’s request, roles that do not review, and a resident’s cookie', async () => {
    const r = await awaitingReview();
    const elsewhere = await awaitingReview();
    const other = await signInStaff(app, elsewhere.tenant.code, ['beoordelaar'], 'Other', { db });
    const asOther = await staffCall(app, elsewhere.tenant.code, 'POST', `/documentbeoordelingen/${r.requestId}/claim`, {
      cookie: other.cookie,
    });
    expect(asOther.statusCode).toBe(404);
    const fin = await signInStaff(app, r.tenant.code, ['financien'], 'Fin', { db });
    expect(
      (await staffCall(app, r.tenant.code, 'GET', '/documentbeoordelingen', { cookie: fin.cookie })).statusCode,
    ).toBe(403);
    const auditor = await signInStaff(app, r.tenant.code, ['auditor'], 'Aud', { db });
    expect(
      (await staffCall(app, r.tenant.code, 'GET', '/documentbeoordelingen', { cookie: auditor.cookie })).statusCode,
    ).toBe(200);
    expect(
      (
        await staffCall(app, r.tenant.code, 'POST', `/documentbeoordelingen/${r.requestId}/claim`, {
          cookie: auditor.cookie,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await staffCall(app, r.tenant.code, 'GET', '/documentbeoordelingen', { cookie: r.cookie })).statusCode,
    ).toBe(401);
  });
});
