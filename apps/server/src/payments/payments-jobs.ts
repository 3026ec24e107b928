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
import { amsterdamDay, formatDisplayDate, formatEuro } from '@parkeerloket/contract';
import type { JobDefinition } from '../jobs/index.js';
import { notifyOutbox, queueMessage } from '../mail/index.js';
import { findTenantById } from '../tenants/index.js';
import { readPaymentEnv } from './payment-env.js';
import { PaymentProviderUnavailable } from './payment-provider.js';
import { claimDuePayment, listExpiringLinks, lockOpenLink, markChecked } from './payment-repository.js';
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

/** How long before a payment link expires the resident is reminded (issue 26, payment_link_expiring). */
export const LINK_EXPIRING_NOTICE_MS = 24 * 60 * 60 * 1000;

/**
 * payment-link-expiring: each payment link still OPEN that expires within a day gets one reminder
 * (`payment_link_expiring`, optional: the municipality's switch, the resident's opt-out) leading to the
 * payment portal. Each in a transaction of its own, locked while still OPEN; the outbox's event index
 * (tenant, kind, payment reference) keeps a repeated run or a second instance from writing it again.
 */
export const remindExpiringLinksJob: JobDefinition = {
  name: 'payment-link-expiring',
  everySeconds: 15 * 60,
  async run({ db, config, now }) {
    let reminded = 0;
    for (const link of await listExpiringLinks(db, now, new Date(now.getTime() + LINK_EXPIRING_NOTICE_MS))) {
      const written = await db.transaction().execute(async (trx) => {
        if (!(await lockOpenLink(trx, link.tenant_id, link.id))) return false;
        const tenant = await findTenantById(trx, link.tenant_id);
        if (!tenant || !link.expires_at) return false;
        const result = await queueMessage(trx, {
          tenant,
          config,
          relationId: link.relation_id,
          kind: 'payment_link_expiring',
          eventKey: `payment:${link.reference}`,
          values: {
            amount: formatEuro(link.amount_cents),
            expires: formatDisplayDate(amsterdamDay(link.expires_at)),
          },
          linkPath: `/paymentportal?${new URLSearchParams({ payment: link.reference })}`,
        });
        return result.queued;
      });
      if (written) reminded += 1;
    }
    if (reminded > 0) notifyOutbox();
    return { acted: reminded, note: `${reminded} residents reminded of a payment link expiring` };
  },
};

export const PAYMENT_JOBS: readonly JobDefinition[] = [reconcilePaymentsJob, remindExpiringLinksJob];
