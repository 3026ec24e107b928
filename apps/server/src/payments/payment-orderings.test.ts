/**
 * Every ordering of what can reach the server about one payment: the browser's return (status
 * check), the provider's notifications, the reconcile job and the details screen, before and after
 * the payer pays, in sequence or all at once. Generated with fast-check. Whatever the order: exactly
 * one paid payment, one permit per request and one confirmation e-mail listing both invoices.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/index.js';
import {
  awaitingPayment,
  checkout,
  forward,
  notify,
  outcomeOf,
  paymentTenant,
  reconcileTenant,
  resident,
  simulatorIdOf,
} from '../test/payment-fixtures.js';
import { post, testApp } from '../test/support.js';
import { slow } from '../test/time-scale.js';

const { app, db } = await testApp();

const STEPS = ['return', 'notify', 'check', 'details'] as const;
/** The job's clock: each run is a round later (4 minutes), as the runner would call it. */
let rounds = 0;
type Step = (typeof STEPS)[number];

async function run(tenant: Tenant, step: Step, cookie: string, simulatorId: string, reference: string) {
  switch (step) {
    case 'return':
      return post(app, tenant.code, 'eloket/get_payment_status', {}, { cookie });
    case 'notify':
      return notify(app, tenant, simulatorId);
    case 'check':
      return reconcileTenant(db, tenant, new Date(Date.now() + ++rounds * 4 * 60_000));
    case 'details':
      return post(app, tenant.code, 'eloket/get_payment_details', { p_int_reference: reference }, { cookie });
  }
}

describe('every ordering of return, notifications and status checks', () => {
  it(
    'pays once, makes one permit per request and sends one e-mail',
    async () => {
      const tenant = await paymentTenant(db);
      const step = fc.constantFrom(...STEPS);
      await fc.assert(
        fc.asyncProperty(
          fc.array(step, { maxLength: 3 }),
          fc.array(step, { minLength: 1, maxLength: 5 }),
          fc.boolean(),
          fc.boolean(),
          async (before, after, beforeAtOnce, afterAtOnce) => {
            const me = await resident(db, tenant, 'en_EN');
            const first = await awaitingPayment(db, tenant, me.id);
            const second = await awaitingPayment(db, tenant, me.id);
            const answer = await forward(app, tenant, me.cookie, first.invoiceId, second.invoiceId);
            const simulatorId = simulatorIdOf(answer.result[0].url);
            const reference = answer.result[0].transactionid;
            const go = async (steps: Step[], atOnce: boolean) => {
              if (atOnce) await Promise.all(steps.map((s) => run(tenant, s, me.cookie, simulatorId, reference)));
              else for (const s of steps) await run(tenant, s, me.cookie, simulatorId, reference);
            };

            await go(before, beforeAtOnce);
            expect((await outcomeOf(db, tenant, first.requestId, me.id)).paidPayments).toBe(0);
            await checkout(app, tenant, simulatorId, 'pay', 'none');
            await go(after, afterAtOnce);

            for (const { requestId } of [first, second]) {
              const outcome = await outcomeOf(db, tenant, requestId, me.id);
              expect(outcome).toMatchObject({
                requestStatus: 'PERMIT_CREATED',
                permits: 1,
                paidPayments: 1,
                paidTransitions: 1,
              });
              expect(outcome.invoices).toEqual([expect.objectContaining({ status: 'PAID' })]);
              expect(outcome.mails).toHaveLength(1);
              expect(outcome.mails[0]?.body).toContain('€ 65,50');
            }
            expect((await outcomeOf(db, tenant, first.requestId, me.id)).mails[0]?.subject).toBe(
              'Payment received: € 131,00',
            );
          },
        ),
        { numRuns: 40 },
      );
    },
    slow(600_000),
  );
});
