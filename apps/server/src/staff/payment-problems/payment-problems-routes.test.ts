/**
 * Resolving a payment with a problem through the staff API (issue 27): deliver what it was for when
 * that is still possible (the payments area's own delivery: invoice paid, permit made, confirmation
 * e-mail), refused with why when not; or refund it, ordered by the staff member so that with four eyes
 * a colleague approves it. One audit row per change; another municipality's payment is not found.
 * The problems are made as residents make them: a real payment paid with another amount at the simulator.
 */
import { describe, expect, it } from 'vitest';
import { applyRequestEvent } from '../../requests/index.js';
import { setStaffQueueSettings, type Tenant } from '../../tenants/index.js';
import { findPaymentRefundOrder } from '../../termination/index.js';
import {
  awaitingPayment,
  forward,
  GARAGE_PRICE_CENTS,
  outcomeOf,
  paymentTenant,
  resident,
  simulatorIdOf,
} from '../../test/payment-fixtures.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { testApp } from '../../test/support.js';

const { app, db } = await testApp();
const PAYER_IBAN = 'NL91ABNA0417164300';

/**
 * A resident with `invoices` garage subscriptions awaiting payment, paid in one payment at the simulator
 * with `paidCents` instead of their sum: a PROBLEM payment whose money became a refund order.
 */
async function paymentProblem(options: { invoices: number; paidCents: number; iban?: string; tenant?: Tenant }) {
  const tenant = options.tenant ?? (await paymentTenant(db));
  const me = await resident(db, tenant);
  const requests = [];
  for (let i = 0; i < options.invoices; i++) requests.push(await awaitingPayment(db, tenant, me.id));
  const answer = await forward(app, tenant, me.cookie, ...requests.map((r) => r.invoiceId));
  expect(answer.statuscode, JSON.stringify(answer)).toBe('OK');
  const paid = await app.inject({
    method: 'POST',
    url: `/${tenant.code}/simulator/checkout/${simulatorIdOf(`${answer.result[0].url}`)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'pay',
      notify: 'once',
      amount: (options.paidCents / 100).toFixed(2),
      iban: options.iban ?? '',
    }).toString(),
  });
  expect(paid.statusCode).toBeLessThan(400);
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'status'])
    .where('tenant_id', '=', tenant.id)
    .where('relation_id', '=', me.id)
    .executeTakeFirstOrThrow();
  expect(payment.status).toBe('PROBLEM');
  return { tenant, me, requests, paymentId: payment.id };
}

async function auditRows(tenantId: number, action: string) {
  return db
    .selectFrom('staff_audit')
    .select(['staff_id', 'object_type', 'object_id', 'before', 'after'])
    .where('tenant_id', '=', tenantId)
    .where('action', '=', action)
    .execute();
}

function deliver(tenant: Tenant, cookie: string, paymentId: number) {
  return staffCall(app, tenant.code, 'POST', `/betalingen-met-probleem/${paymentId}/levering`, { cookie });
}

function refund(tenant: Tenant, cookie: string, paymentId: number, body: Record<string, string> = {}) {
  return staffCall(app, tenant.code, 'POST', `/betalingen-met-probleem/${paymentId}/terugbetaling`, {
    cookie,
    body,
  });
}

describe('delivering a payment with a problem', () => {
  it('delivers what the money held covers: the permit, one e-mail, the refund cancelled, one audit row', async () => {
    // Two subscriptions, paid for one: nothing was delivered, all of it became a refund.
    const problem = await paymentProblem({ invoices: 2, paidCents: GARAGE_PRICE_CENTS, iban: PAYER_IBAN });
    const [first, second] = problem.requests;
    if (!first || !second) throw new Error('two requests');
    expect(await outcomeOf(db, problem.tenant, first.requestId, problem.me.id)).toMatchObject({ permits: 0 });
    const fin = await signInStaff(app, problem.tenant.code, ['financien'], 'Fenna', { db });

    const listed = await staffCall(app, problem.tenant.code, 'GET', '/betalingen-met-probleem', { cookie: fin.cookie });
    expect(listed.json().items).toEqual([expect.objectContaining({ paymentId: problem.paymentId })]);

    const answer = await deliver(problem.tenant, fin.cookie, problem.paymentId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      deliveredInvoiceIds: [first.invoiceId],
      order: { status: 'CANCELLED', amountCents: GARAGE_PRICE_CENTS },
    });
    const outcome = await outcomeOf(db, problem.tenant, first.requestId, problem.me.id);
    expect(outcome).toMatchObject({ requestStatus: 'PERMIT_CREATED', permits: 1 });
    expect(outcome.mails).toHaveLength(1);
    expect(await outcomeOf(db, problem.tenant, second.requestId, problem.me.id)).toMatchObject({
      requestStatus: 'AWAIT_PAYMENT',
      permits: 0,
    });
    expect(await auditRows(problem.tenant.id, 'deliver-payment-problem')).toEqual([
      expect.objectContaining({
        staff_id: fin.staffId,
        object_type: 'payment',
        object_id: String(problem.paymentId),
        before: expect.objectContaining({ status: 'OPEN', amountCents: GARAGE_PRICE_CENTS }),
        after: expect.objectContaining({ status: 'CANCELLED', deliveredCents: GARAGE_PRICE_CENTS }),
      }),
    ]);
    // Resolved: out of the queue, and a second delivery is refused without a change.
    const after = await staffCall(app, problem.tenant.code, 'GET', '/betalingen-met-probleem', { cookie: fin.cookie });
    expect(after.json().items).toEqual([]);
    const again = await deliver(problem.tenant, fin.cookie, problem.paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect((await outcomeOf(db, problem.tenant, first.requestId, problem.me.id)).permits).toBe(1);
    expect(await auditRows(problem.tenant.id, 'deliver-payment-problem')).toHaveLength(1);
  });

  it('keeps what is left over a refund, anew: its approval undone', async () => {
    const problem = await paymentProblem({ invoices: 2, paidCents: GARAGE_PRICE_CENTS + 1000, iban: PAYER_IBAN });
    await setStaffQueueSettings(db, problem.tenant.id, { refundFourEyes: true });
    const fin = await signInStaff(app, problem.tenant.code, ['financien'], 'Fenna', { db });
    const order = await findPaymentRefundOrder(db, problem.tenant.id, problem.paymentId);
    const approved = await staffCall(app, problem.tenant.code, 'POST', `/terugbetalingen/${order?.id}/goedkeuring`, {
      cookie: fin.cookie,
    });
    expect(approved.json().order.status).toBe('APPROVED');
    const answer = await deliver(problem.tenant, fin.cookie, problem.paymentId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().order).toMatchObject({ status: 'OPEN', amountCents: 1000, approvedBy: null });
  });

  it('refuses, changing nothing, when the money covers nothing, the requests were cancelled, or the refund was exported', async () => {
    const fin = async (tenant: Tenant) => (await signInStaff(app, tenant.code, ['financien'], 'Fenna', { db })).cookie;

    const short = await paymentProblem({ invoices: 1, paidCents: 1000, iban: PAYER_IBAN });
    const tooLittle = await deliver(short.tenant, await fin(short.tenant), short.paymentId);
    expect(tooLittle.statusCode).toBe(409);
    expect(tooLittle.json().title).toBe(
      'Het ontvangen bedrag is te laag voor wat er betaald moest worden; betaal het terug.',
    );

    const cancelled = await paymentProblem({ invoices: 2, paidCents: GARAGE_PRICE_CENTS, iban: PAYER_IBAN });
    for (const request of cancelled.requests) {
      const applied = await applyRequestEvent(db, cancelled.tenant.id, request.requestId, {
        type: 'CANCELLED_BY_USER',
      });
      expect(applied.ok).toBe(true);
    }
    const gone = await deliver(cancelled.tenant, await fin(cancelled.tenant), cancelled.paymentId);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().title).toContain('Er is niets meer te leveren');

    const exported = await paymentProblem({ invoices: 2, paidCents: GARAGE_PRICE_CENTS, iban: PAYER_IBAN });
    await setStaffQueueSettings(db, exported.tenant.id, { refundFourEyes: false });
    const cookie = await fin(exported.tenant);
    const file = await staffCall(app, exported.tenant.code, 'POST', '/terugbetalingen/exporten', {
      cookie,
      body: { debtorName: 'Gemeente Test', debtorIban: 'NL02ABNA0123456789' },
    });
    expect(file.json().count).toBe(1);
    const underway = await deliver(exported.tenant, cookie, exported.paymentId);
    expect(underway.statusCode).toBe(409);
    expect(underway.json().title).toContain('onderweg terug');

    for (const problem of [short, cancelled, exported]) {
      expect((await findPaymentRefundOrder(db, problem.tenant.id, problem.paymentId))?.amount_cents).toBeGreaterThan(0);
      expect(await auditRows(problem.tenant.id, 'deliver-payment-problem')).toEqual([]);
      for (const request of problem.requests) {
        expect((await outcomeOf(db, problem.tenant, request.requestId, problem.me.id)).permits).toBe(0);
      }
    }
  });

  it("does not find another municipality's payment", async () => {
    const problem = await paymentProblem({ invoices: 2, paidCents: GARAGE_PRICE_CENTS, iban: PAYER_IBAN });
    const elsewhere = await paymentTenant(db);
    const fin = await signInStaff(app, elsewhere.code, ['financien', 'beheerder'], 'Fenna', { db });
    expect((await deliver(elsewhere, fin.cookie, problem.paymentId)).statusCode).toBe(404);
    expect((await refund(elsewhere, fin.cookie, problem.paymentId)).statusCode).toBe(404);
    expect((await findPaymentRefundOrder(db, problem.tenant.id, problem.paymentId))?.status).toBe('OPEN');
  });
});

describe('refunding a payment with a problem', () => {
  it('orders the refund to the payer’s account in the staff member’s name: with four eyes a colleague approves it', async () => {
    const problem = await paymentProblem({ invoices: 1, paidCents: 1000, iban: PAYER_IBAN });
    await setStaffQueueSettings(db, problem.tenant.id, { refundFourEyes: true });
    const fenna = await signInStaff(app, problem.tenant.code, ['financien'], 'Fenna', { db });
    const bea = await signInStaff(app, problem.tenant.code, ['beheerder'], 'Bea', { db });

    const answer = await refund(problem.tenant, fenna.cookie, problem.paymentId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().order).toMatchObject({ status: 'OPEN', iban: PAYER_IBAN, orderedBy: fenna.staffId });
    expect(await auditRows(problem.tenant.id, 'refund-payment-problem')).toEqual([
      expect.objectContaining({ staff_id: fenna.staffId, object_id: String(problem.paymentId) }),
    ]);

    const orderId = answer.json().order.id;
    const own = await staffCall(app, problem.tenant.code, 'POST', `/terugbetalingen/${orderId}/goedkeuring`, {
      cookie: fenna.cookie,
    });
    expect(own.statusCode).toBe(409);
    const other = await staffCall(app, problem.tenant.code, 'POST', `/terugbetalingen/${orderId}/goedkeuring`, {
      cookie: bea.cookie,
    });
    expect(other.json().order.status).toBe('APPROVED');
  });

  it('without an account asks for one: both fields or none, a valid IBAN', async () => {
    const problem = await paymentProblem({ invoices: 1, paidCents: 1000 });
    const fin = await signInStaff(app, problem.tenant.code, ['financien'], 'Fenna', { db });
    const none = await refund(problem.tenant, fin.cookie, problem.paymentId);
    expect(none.statusCode).toBe(409);
    expect(none.json().title).toBe('Deze opdracht heeft nog geen rekening.');
    const half = await refund(problem.tenant, fin.cookie, problem.paymentId, { iban: PAYER_IBAN });
    expect(half.statusCode).toBe(400);
    expect(half.json().invalidParams.map((p: { name: string }) => p.name)).toEqual(['body.owner']);
    const bad = await refund(problem.tenant, fin.cookie, problem.paymentId, { iban: 'NL00XXXX1', owner: 'P. Betaler' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams.map((p: { name: string }) => p.name)).toEqual(['body.iban']);
    expect(await auditRows(problem.tenant.id, 'refund-payment-problem')).toEqual([]);

    const given = await refund(problem.tenant, fin.cookie, problem.paymentId, {
      iban: PAYER_IBAN,
      owner: 'P. Betaler',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().order).toMatchObject({ iban: PAYER_IBAN, owner: 'P. Betaler', orderedBy: fin.staffId });
    expect(await auditRows(problem.tenant.id, 'refund-payment-problem')).toHaveLength(1);
  });
});
