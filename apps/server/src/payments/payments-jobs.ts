/**
 * The payments' scheduled work, as a job definition for the one job runner (composition.ts):
 * reconcile. A notification can be lost (the provider gave up, the server was down); so every
 * payment still OPEN a few minutes after its checkout started is asked of the provider again, and
 * a payment link past its period is expired. A lost "paid" thus still ends in a paid invoice and a
 * permit.
 *
 * Several instances may run it at once: a payment is claimed with `for update skip locked` and
 * marked as checked in that same short transaction, so no other run takes it this round; the
 * provider is asked after the commit, never while rows are locked.
 */
import type { JobDefinition } from '../jobs/index.js';
import { findTenantById } from '../tenants/index.js';
import { readPaymentEnv } from './payment-env.js';
import { PaymentProviderUnavailable } from './payment-provider.js';
import { claimDuePayment, markChecked } from './payment-repository.js';
import { endLinkIfDone, refreshPayment } from './settle-payment.js';

/** A checkout younger than this is left to its notification. */
export const RECONCILE_AFTER_MS = 3 * 60 * 1000;
/** Payments per run; the next run takes the rest. */
const BATCH = 50;

export const reconcilePaymentsJob: JobDefinition = {
  name: 'payments-reconcile',
  everySeconds: 60,
  async run({ db, config, log, now }) {
    const env = readPaymentEnv(config.NODE_ENV);
    const since = new Date(now.getTime() - RECONCILE_AFTER_MS);
    let acted = 0;
    let unreachable = 0;
    for (let round = 0; round < BATCH; round++) {
      const claimed = await db.transaction().execute(async (trx) => {
        const payment = await claimDuePayment(trx, since, now);
        if (payment) await markChecked(trx, payment.tenant_id, payment.id, now);
        return payment;
      });
      if (!claimed) break;
      const tenant = await findTenantById(db, claimed.tenant_id);
      if (!tenant) continue;
      const ctx = { db, env, config, now: () => now };
      try {
        const { payment: after } = await endLinkIfDone(ctx, tenant, await refreshPayment(ctx, tenant, claimed));
        if (after.status !== claimed.status) acted++;
      } catch (error) {
        if (!(error instanceof PaymentProviderUnavailable)) throw error;
        unreachable++;
        log.warn({ tenant: tenant.code, payment: claimed.id }, 'payment provider unavailable during reconcile');
      }
    }
    return unreachable > 0 ? { acted, note: `${unreachable} not reachable at the provider` } : { acted };
  },
};

export const PAYMENT_JOBS: readonly JobDefinition[] = [reconcilePaymentsJob];
