/**
 * The refund queue, payments with a problem and the jobs through the staff API (decision 034):
 * approve (four eyes), export and download the pain.001 file (never an order twice), the bank's
 * answer, the account of a payment's refund; one audit row per write; others refused.
 */
import { describe, expect, it } from 'vitest';
import { setStaffQueueSettings, type Tenant } from '../../tenants/index.js';
import { insertPaymentRefundOrder } from '../../termination/index.js';
import { tenantWithRefundOrders } from '../../test/refund-fixtures.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createRelation, testApp } from '../../test/support.js';
import { paymentProblemNeeds } from '../payment-problems/payment-problems-handlers.js';

const { app, db } = await testApp();
const debtor = { debtorName: 'Gemeente Test', debtorIban: 'NL91ABNA0417164300' };
const IBAN = 'NL02ABNA0123456789';

async function refundTenant(count: number, fourEyes: boolean) {
  const tenant = await tenantWithRefundOrders(
    db,
    Array.from({ length: count }, (_, i) => ({ amountCents: 2500 + i, iban: IBAN, owner: `Eigenaar ${i}` })),
  );
  await setStaffQueueSettings(db, tenant.id, { refundFourEyes: fourEyes });
  return tenant;
}

async function auditCount(tenantId: number, action: string) {
  return (
    await db
      .selectFrom('staff_audit')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('action', '=', action)
      .execute()
  ).length;
}

/** A payment whose money became a refund order without an account (docs/refunds.md). */
async function paymentProblem(tenant: Tenant) {
  const relationId = await createRelation(db, tenant, { firstname: 'Piet', lastname: 'Betaler' });
  const { id: paymentId } = await db
    .insertInto('payments')
    .values({
      tenant_id: tenant.id,
      relation_id: relationId,
      reference: `ref-${Date.now()}-${Math.random()}`,
      method: 'paymentlink',
      status: 'PAID',
      amount_cents: 4200,
      locale: 'nl_NL',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderId = await insertPaymentRefundOrder(db, tenant.id, {
    relationId,
    paymentId,
    amountCents: 4200,
    iban: '',
    owner: '',
  });
  return { paymentId, orderId };
}

describe('the refund queue routes', () => {
  it('four eyes: approves by state, exports the approved orders once, and downloads the same file again', async () => {
    const tenant = await refundTenant(3, true);
    const fin = await signInStaff(app, tenant.code, ['financien'], 'Fien', { db });
    const list = await staffCall(app, tenant.code, 'GET', '/terugbetalingen', {
      cookie: fin.cookie,
      query: { status: 'OPEN' },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 3, fourEyes: true });
    const [a, b] = list.json().items.map((o: { id: number }) => o.id) as number[];

    const none = await staffCall(app, tenant.code, 'POST', '/terugbetalingen/exporten', {
      cookie: fin.cookie,
      body: debtor,
    });
    expect(none.json()).toEqual({ exportId: null, messageId: null, count: 0, totalCents: 0 });

    for (const id of [a, b]) {
      const approved = await staffCall(app, tenant.code, 'POST', `/terugbetalingen/${id}/goedkeuring`, {
        cookie: fin.cookie,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().order).toMatchObject({ id, status: 'APPROVED', approvedBy: fin.staffId });
    }
    expect(await auditCount(tenant.id, 'approve-refund')).toBe(2);
    const exported = await staffCall(app, tenant.code, 'POST', '/terugbetalingen/exporten', {
      cookie: fin.cookie,
      body: debtor,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toMatchObject({ count: 2, totalCents: 2500 + 2501 });
    const second = await staffCall(app, tenant.code, 'POST', '/terugbetalingen/exporten', {
      cookie: fin.cookie,
      body: debtor,
    });
    expect(second.json().count).toBe(0);
    expect(await auditCount(tenant.id, 'export-refunds')).toBe(3);

    const file = await staffCall(app, tenant.code, 'GET', `/terugbetalingen/exporten/${exported.json().exportId}`, {
      cookie: fin.cookie,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="PL-/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).toContain('pain.001.001.03');
    expect(file.body).toContain(`REFUND-${a}<`);
    expect(file.body).toContain(`REFUND-${b}<`);
    expect(file.body.match(/<CdtTrfTxInf>/g)).toHaveLength(2);

    const paid = await staffCall(app, tenant.code, 'POST', `/terugbetalingen/${a}/betaald`, { cookie: fin.cookie });
    expect(paid.json().order.status).toBe('PAID');
    const failed = await staffCall(app, tenant.code, 'POST', `/terugbetalingen/${b}/mislukt`, {
      cookie: fin.cookie,
      body: { reason: 'AC04 rekening opgeheven' },
    });
    expect(failed.json().order).toMatchObject({ status: 'FAILED', failureReason: 'AC04 rekening opgeheven' });
    const twice = await staffCall(app, tenant.code, 'POST', `/terugbetalingen/${a}/betaald`, { cookie: fin.cookie });
    expect(twice.statusCode).toBe(409);
    expect(twice.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('four eyes: who gave the account cannot approve; a colleague can', async () => {
    const tenant = await refundTenant(1, true);
    const fien = await signInStaff(app, tenant.code, ['financien'], 'Fien', { db });
    const frits = await signInStaff(app, tenant.code, ['financien'], 'Frits', { db });
    const id = (await staffCall(app, tenant.code, 'GET', '/terugbetalingen', { cookie: fien.cookie })).json().items[0]
      .id;
    const bad = await staffCall(app, tenant.code, 'PUT', `/terugbetalingen/${id}/rekening`, {
      cookie: fien.cookie,
      body: { iban: 'NL00BANK0000000000', owner: 'J. Jansen' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('body.iban');
    const set = await staffCall(app, tenant.code, 'PUT', `/terugbetalingen/${id}/rekening`, {
      cookie: fien.cookie,
      body: { iban: 'NL39 RABO 0300 0652 64', owner: 'J. Jansen' },
    });
    expect(set.json().order).toMatchObject({ iban: 'NL39RABO0300065264', orderedBy: fien.staffId, status: 'OPEN' });
    const own = await staffCall(app, tenant.code, 'POST', `/terugbetalingen/${id}/goedkeuring`, {
      cookie: fien.cookie,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().title).toMatch(/vier ogen|four eyes/i);
    const colleague = await staffCall(app, tenant.code, 'POST', `/terugbetalingen/${id}/goedkeuring`, {
      cookie: frits.cookie,
    });
    expect(colleague.json().order.status).toBe('APPROVED');
  });

  it('refuses another municipality’s order, roles without money, an auditor’s change; an auditor reads', async () => {
    const tenant = await refundTenant(1, false);
    const other = await refundTenant(1, false);
    const fin = await signInStaff(app, tenant.code, ['financien'], 'Fien', { db });
    const id = (await staffCall(app, tenant.code, 'GET', '/terugbetalingen', { cookie: fin.cookie })).json().items[0]
      .id;
    const elsewhere = await signInStaff(app, other.code, ['financien'], 'Ander', { db });
    expect(
      (await staffCall(app, other.code, 'POST', `/terugbetalingen/${id}/goedkeuring`, { cookie: elsewhere.cookie }))
        .statusCode,
    ).toBe(404);
    const reviewer = await signInStaff(app, tenant.code, ['beoordelaar'], 'Bo', { db });
    expect((await staffCall(app, tenant.code, 'GET', '/terugbetalingen', { cookie: reviewer.cookie })).statusCode).toBe(
      403,
    );
    const auditor = await signInStaff(app, tenant.code, ['auditor'], 'Aud', { db });
    expect((await staffCall(app, tenant.code, 'GET', '/terugbetalingen', { cookie: auditor.cookie })).statusCode).toBe(
      200,
    );
    expect(
      (await staffCall(app, tenant.code, 'POST', `/terugbetalingen/${id}/goedkeuring`, { cookie: auditor.cookie }))
        .statusCode,
    ).toBe(403);
    const badQuery = await staffCall(app, tenant.code, 'GET', '/terugbetalingen', {
      cookie: fin.cookie,
      query: { status: 'NOPE' },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().invalidParams[0].name).toBe('query.status');
  });
});

describe('payments with a problem', () => {
  it('lists the payment whose money has no account yet; giving the account sends it to the refund queue', async () => {
    const tenant = await refundTenant(1, true);
    const { paymentId, orderId } = await paymentProblem(tenant);
    const fin = await signInStaff(app, tenant.code, ['financien'], 'Fien', { db });
    const list = await staffCall(app, tenant.code, 'GET', '/betalingen-met-probleem', { cookie: fin.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ paymentId, needs: 'account', order: { id: orderId, iban: '' } }],
    });
    const noAccount = await staffCall(app, tenant.code, 'POST', `/terugbetalingen/${orderId}/goedkeuring`, {
      cookie: fin.cookie,
    });
    expect(noAccount.statusCode).toBe(409);
    await staffCall(app, tenant.code, 'PUT', `/terugbetalingen/${orderId}/rekening`, {
      cookie: fin.cookie,
      body: { iban: IBAN, owner: 'Piet Betaler' },
    });
    const after = await staffCall(app, tenant.code, 'GET', '/betalingen-met-probleem', { cookie: fin.cookie });
    expect(after.json().items[0].needs).toBe('approval');
    const start = await staffCall(app, tenant.code, 'GET', '/start', { cookie: fin.cookie });
    expect(start.json().counts).toEqual(
      expect.arrayContaining([
        { name: 'terugbetalingen', count: 2 },
        { name: 'betalingen-met-probleem', count: 1 },
      ]),
    );
  });

  it('says what each state still needs', () => {
    expect(paymentProblemNeeds({ status: 'OPEN', iban: '' }, true)).toBe('account');
    expect(paymentProblemNeeds({ status: 'OPEN', iban: IBAN }, true)).toBe('approval');
    expect(paymentProblemNeeds({ status: 'OPEN', iban: IBAN }, false)).toBe('export');
    expect(paymentProblemNeeds({ status: 'APPROVED', iban: IBAN }, true)).toBe('export');
    expect(paymentProblemNeeds({ status: 'EXPORTED', iban: IBAN }, true)).toBe('bank');
    expect(paymentProblemNeeds({ status: 'FAILED', iban: IBAN }, true)).toBe('account');
    expect(paymentProblemNeeds({ status: 'PAID', iban: IBAN }, true)).toBe('none');
  });
});

describe('the jobs', () => {
  it('lists every job with its record; a beheerder runs one now, once, audited; others may not', async () => {
    const tenant = await refundTenant(0, false);
    const admin = await signInStaff(app, tenant.code, ['beheerder'], 'Beheer', { db });
    const list = await staffCall(app, tenant.code, 'GET', '/taken', { cookie: admin.cookie });
    expect(list.statusCode, list.body).toBe(200);
    const names = list.json().items.map((j: { name: string }) => j.name);
    expect(names).toContain('planned-terminations');
    const ran = await staffCall(app, tenant.code, 'POST', '/taken/planned-terminations/uitvoering', {
      cookie: admin.cookie,
    });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toMatchObject({ name: 'planned-terminations', ran: true, error: null });
    const after = (await staffCall(app, tenant.code, 'GET', '/taken', { cookie: admin.cookie })).json();
    expect(after.items.find((j: { name: string }) => j.name === 'planned-terminations').lastFinishedAt).not.toBeNull();
    expect(await auditCount(tenant.id, 'run-job')).toBe(1);
    expect(
      (await staffCall(app, tenant.code, 'POST', '/taken/bestaat-niet/uitvoering', { cookie: admin.cookie }))
        .statusCode,
    ).toBe(404);
    const auditor = await signInStaff(app, tenant.code, ['auditor'], 'Aud', { db });
    expect((await staffCall(app, tenant.code, 'GET', '/taken', { cookie: auditor.cookie })).statusCode).toBe(200);
    expect(
      (await staffCall(app, tenant.code, 'POST', '/taken/planned-terminations/uitvoering', { cookie: auditor.cookie }))
        .statusCode,
    ).toBe(403);
  });
});
