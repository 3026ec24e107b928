/**
 * Issue 25, "no money taken for nothing", generated: interleavings of paying, cancelling, withdrawing,
 * notifications and the reconcile job, for one tab and for two, through the real endpoints and the
 * simulator's checkout (which, as Mollie, cannot be paid once cancelled). After every run, with each
 * checkout's notification finally delivered (Mollie retries until answered): every euro the simulator
 * took is a delivered invoice or a refund order, never both, never neither; one e-mail per outcome.
 * A fixed seed and bounded runs keep it reproducible and quick on PGlite and PostgreSQL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listRefundOrders } from '../termination/index.js';
import {
  awaitingPayment,
  createPaymentLink,
  forward,
  notify,
  paymentTenant,
  resident,
  simulatorIdOf,
} from '../test/payment-fixtures.js';
import { post, testApp, testConfig } from '../test/support.js';
import { reconcilePaymentsJob } from './payments-jobs.js';

const { app, db } = await testApp();
const silent = { info() {}, warn() {}, error() {} } as never;

type Step =
  | { kind: 'start'; tab: 0 | 1 }
  | { kind: 'link' }
  | { kind: 'pay'; tab: 0 | 1; short: boolean }
  | { kind: 'cancel'; tab: 0 | 1 }
  | { kind: 'withdraw' }
  | { kind: 'notify'; tab: 0 | 1 }
  | { kind: 'job' };

const tab = fc.constantFrom<0 | 1>(0, 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('start' as const), tab }),
  fc.record({ kind: fc.constant('link' as const) }),
  // Mostly the amount asked; sometimes too little (a paid amount that differs from the invoice).
  fc.record({ kind: fc.constant('pay' as const), tab, short: fc.constant(false) }),
  fc.record({ kind: fc.constant('pay' as const), tab, short: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel' as const), tab }),
  fc.record({ kind: fc.constant('withdraw' as const) }),
  fc.record({ kind: fc.constant('notify' as const), tab }),
  fc.record({ kind: fc.constant('job' as const) }),
);

async function run(steps: readonly Step[]) {
  const tenant = await paymentTenant(db);
  const me = await resident(db, tenant);
  const { requestId, invoiceId } = await awaitingPayment(db, tenant, me.id);
  const call = (endpoint: string, params: Record<string, string> = {}) =>
    post(app, tenant.code, endpoint, params, { cookie: me.cookie }).then((r) => r.json());
  // Each tab: the reference of its payment and the simulator checkout it holds.
  const tabs: ({ reference: string; sim: string | null; link: boolean } | null)[] = [null, null];
  const sims = new Set<string>();
  for (const s of steps) {
    if (s.kind === 'start') {
      const answer = await forward(app, tenant, me.cookie, invoiceId);
      const item = answer.result?.[0];
      if (item?.url) {
        tabs[s.tab] = { reference: item.transactionid, sim: simulatorIdOf(item.url), link: false };
        sims.add(simulatorIdOf(item.url));
      }
    } else if (s.kind === 'link') {
      const answer = await createPaymentLink(app, tenant, me.cookie, invoiceId);
      const reference = answer.result?.[0]?.INTERNAL_REFERENCE;
      if (!reference) continue;
      const portal = await app.inject({
        method: 'GET',
        url: `/${tenant.code}/services/paymentlink/handle/payment/${reference}`,
      });
      const url = portal.json().result?.[0]?.url;
      tabs[1] = { reference, sim: url ? simulatorIdOf(url) : null, link: true };
      if (url) sims.add(simulatorIdOf(url));
    } else if (s.kind === 'pay') {
      const t = tabs[s.tab];
      if (!t?.sim) continue;
      await app.inject({
        method: 'POST',
        url: `/${tenant.code}/simulator/checkout/${t.sim}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          action: 'pay',
          notify: 'none',
          ...(s.short ? { amount: '10.00' } : {}),
        }).toString(),
      });
    } else if (s.kind === 'cancel') {
      const t = tabs[s.tab];
      if (!t) continue;
      await call(t.link ? 'eloket/cancel_paymentlink' : 'eloket/cancel_bulkpayment', { p_transactionid: t.reference });
    } else if (s.kind === 'withdraw') {
      await call('eloket/withdraw_item', {
        p_rqt_id: `${requestId}`,
        p_ive_id: `${invoiceId}`,
        p_reference: '',
        p_pcs_code: 'WEB_NEW',
      });
    } else if (s.kind === 'notify') {
      const t = tabs[s.tab];
      if (t?.sim) await notify(app, tenant, t.sim);
    } else {
      await reconcilePaymentsJob.run({
        db,
        config: testConfig(),
        log: silent,
        now: new Date(Date.now() + 10 * 60 * 1000),
      });
    }
  }
  // Mollie notifies until it is answered: every checkout's notification arrives in the end.
  for (const sim of sims) await notify(app, tenant, sim);

  const taken = await db
    .selectFrom('payment_simulator_payments')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(eb.fn.coalesce('paid_cents', 'amount_cents')), eb.lit(0)).as('cents'),
    )
    .where('tenant_id', '=', tenant.id)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const delivered = await db
    .selectFrom('invoices')
    .select(['amount_cents', 'payment_id'])
    .where('tenant_id', '=', tenant.id)
    .where('status', '=', 'PAID')
    .execute();
  const refunds = (await listRefundOrders(db, tenant.id)).filter((o) => o.payment_id !== null);
  const mails = await db
    .selectFrom('outbox')
    .select('template')
    .where('tenant_id', '=', tenant.id)
    .where('template', 'in', ['payment_confirmation', 'payment_refund'])
    .execute();
  const permits = await db.selectFrom('permits').select('id').where('tenant_id', '=', tenant.id).execute();
  const deliveredCents = delivered.reduce((sum, i) => sum + i.amount_cents, 0);
  const refundedCents = refunds.reduce((sum, o) => sum + o.amount_cents, 0);
  expect(deliveredCents + refundedCents).toBe(Number(taken.cents));
  expect(permits.length).toBe(delivered.length);
  expect(delivered.length).toBeLessThanOrEqual(1);
  // Never both: a payment that delivered refunds nothing of what it delivered (one order per payment, the surplus only).
  expect(new Set(refunds.map((o) => o.payment_id)).size).toBe(refunds.length);
  expect(mails.filter((m) => m.template === 'payment_confirmation')).toHaveLength(delivered.length);
  expect(mails.filter((m) => m.template === 'payment_refund')).toHaveLength(refunds.length);
}

describe('every paid euro is delivered or refunded', () => {
  it('over generated interleavings of pay, cancel, withdraw, notification and job, in one tab and two', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 9 }), async (steps) => run(steps)),
      { seed: 25, numRuns: 80, endOnFailure: true },
    );
  }, 120_000);
});
