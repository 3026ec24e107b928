/**
 * The built-in payment simulator (DECISIONS 2, External services): a hosted test checkout on this
 * server (simulator-checkout.ts) where you pay, cancel or leave the payment open. Its payments are
 * rows of payment_simulator_payments, so every server instance answers the same status. Refused in
 * production unless PAYMENT_SIMULATOR=on.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { ProviderStatus } from './payment-machine.js';
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  PaymentProviderUnavailable,
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
    async fetchStatus(providerPaymentId: string): Promise<ProviderStatus> {
      const row = await findSimulatorPayment(db, tenantId, providerPaymentId);
      if (!row) throw new PaymentProviderUnavailable(`simulator payment ${providerPaymentId} unknown`);
      return row.status;
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

/** The payer's choice on the test checkout; only an open payment can still change. */
export async function decideSimulatorPayment(
  db: Database,
  tenantId: number,
  id: string,
  status: 'paid' | 'canceled' | 'expired' | 'failed',
): Promise<boolean> {
  const result = await db
    .updateTable('payment_simulator_payments')
    .set({ status })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
