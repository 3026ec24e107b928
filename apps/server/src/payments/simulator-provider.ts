/**
 * The built-in payment simulator (DECISIONS 2, External services): a hosted test checkout on this
 * server (simulator-checkout.ts) where you pay, cancel or leave the payment open. Its payments are
 * rows of payment_simulator_payments, so every server instance answers the same status. Refused in
 * production unless PAYMENT_SIMULATOR=on.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import {
  type CancelOutcome,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  PaymentProviderUnavailable,
  type ProviderReport,
} from './payment-provider.js';

export const SIMULATOR_ID_PREFIX = 'sim_';

export function simulatorCheckoutPath(tenantCode: string, id: string): string {
  return `/${tenantCode}/simulator/checkout/${id}`;
}

export function simulatorProvider(db: Database, tenantId: number): PaymentProvider {
  return {
    name: 'simulator',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const id = `${SIMULATOR_ID_PREFIX}${randomBytes(12).toString('base64url')}`;
      await db
        .insertInto('payment_simulator_payments')
        .values({
          tenant_id: tenantId,
          id,
          amount_cents: request.amountCents,
          description: request.description,
          redirect_url: request.redirectUrl,
          webhook_url: request.webhookUrl,
        })
        .execute();
      return { id, checkoutUrl: simulatorCheckoutPath(request.tenantCode, id) };
    },
    async fetchStatus(providerPaymentId: string): Promise<ProviderReport> {
      const row = await findSimulatorPayment(db, tenantId, providerPaymentId);
      if (!row) throw new PaymentProviderUnavailable(`simulator payment ${providerPaymentId} unknown`);
      return {
        status: row.status,
        paidCents: row.status === 'paid' ? (row.paid_cents ?? row.amount_cents) : null,
        payerIban: row.status === 'paid' ? row.payer_iban : null,
        payerName: null,
      };
    },
    // As Mollie: an open checkout can be cancelled and is then never paid; a settled one cannot.
    async cancelCheckout(providerPaymentId: string): Promise<CancelOutcome> {
      if (!(await findSimulatorPayment(db, tenantId, providerPaymentId))) {
        throw new PaymentProviderUnavailable(`simulator payment ${providerPaymentId} unknown`);
      }
      return (await decideSimulatorPayment(db, tenantId, providerPaymentId, 'canceled'))
        ? 'canceled'
        : 'not_cancelable';
    },
  };
}

export function findSimulatorPayment(db: Database, tenantId: number, id: string) {
  return db
    .selectFrom('payment_simulator_payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The payer's choice on the test checkout, or the portal cancelling it; only an open payment can still
 * change. A payer may pay another amount than asked, from an account the simulator then reports.
 */
export async function decideSimulatorPayment(
  db: Database,
  tenantId: number,
  id: string,
  status: 'paid' | 'canceled' | 'expired' | 'failed',
  paid: { cents?: number | undefined; iban?: string | undefined } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('payment_simulator_payments')
    .set({ status, paid_cents: paid.cents ?? null, payer_iban: paid.iban ?? null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
