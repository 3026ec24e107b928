/**
 * Mollie through its official Node package (@mollie/api-client). A payment is created with its
 * amount, description, redirect and webhook URLs and our reference as metadata; Mollie's webhook
 * carries only the payment id and no signature, so every status is fetched from Mollie's API with the
 * tenant's key. See docs/adapters/payments.md.
 */
import {
  createMollieClient,
  MollieApiError,
  Locale as MollieLocale,
  type Payment,
  PaymentStatus,
} from '@mollie/api-client';
import type { ProviderStatus } from './payment-machine.js';
import {
  type CancelOutcome,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  PaymentProviderUnavailable,
  type ProviderReport,
} from './payment-provider.js';

/**
 * Every Mollie payment status in our words. `pending` (the method is processing it) and `authorized`
 * (reserved, not yet captured: pay-later methods) are not money received, so still open.
 */
export const MOLLIE_STATUS_MAP: Record<PaymentStatus, ProviderStatus> = {
  [PaymentStatus.open]: 'open',
  [PaymentStatus.pending]: 'open',
  [PaymentStatus.authorized]: 'open',
  [PaymentStatus.paid]: 'paid',
  [PaymentStatus.canceled]: 'canceled',
  [PaymentStatus.expired]: 'expired',
  [PaymentStatus.failed]: 'failed',
};

export function mapMollieStatus(status: string): ProviderStatus {
  const mapped = (MOLLIE_STATUS_MAP as Record<string, ProviderStatus | undefined>)[status];
  // A status Mollie adds later is not money we can count on: keep the payment open and ask again.
  return mapped ?? 'open';
}

/** Mollie's locales; ours are nl_NL and en_EN. */
const MOLLIE_LOCALE = { nl_NL: MollieLocale.nl_NL, en_EN: MollieLocale.en_US } as const;

export interface MollieSettings {
  apiKey: string;
  /** Mollie's API root; only tests set another (a fixture server on 127.0.0.1). */
  apiEndpoint?: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: string) => Math.round(Number(value) * 100);

/** The payer's account where the method reports one (iDEAL, bank transfer, Bancontact, ...: details.consumerAccount). */
function payerOf(payment: Payment): { payerIban: string | null; payerName: string | null } {
  const details = (payment.details ?? {}) as { consumerAccount?: unknown; consumerName?: unknown };
  return {
    payerIban: typeof details.consumerAccount === 'string' ? details.consumerAccount : null,
    payerName: typeof details.consumerName === 'string' ? details.consumerName : null,
  };
}

export function mollieReport(payment: Payment): ProviderReport {
  const status = mapMollieStatus(payment.status);
  if (status !== 'paid') return { status, paidCents: null, payerIban: null, payerName: null };
  return { status, paidCents: payment.amount?.value ? cents(payment.amount.value) : null, ...payerOf(payment) };
}

export function mollieProvider(settings: MollieSettings): PaymentProvider {
  const client = createMollieClient({
    apiKey: settings.apiKey,
    ...(settings.apiEndpoint ? { apiEndpoint: settings.apiEndpoint } : {}),
  });
  return {
    name: 'mollie',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      let payment: Payment;
      try {
        payment = await client.payments.create({
          amount: { currency: 'EUR', value: euros(request.amountCents) },
          description: request.description,
          redirectUrl: request.redirectUrl,
          webhookUrl: request.webhookUrl,
          locale: MOLLIE_LOCALE[request.locale],
          metadata: { reference: request.reference },
          // A retried create (a timeout after Mollie took it) returns the same payment, not a second one.
          idempotencyKey: request.reference,
        });
      } catch (error) {
        throw new PaymentProviderUnavailable(`mollie create: ${(error as Error).message}`);
      }
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new PaymentProviderUnavailable(`mollie payment ${payment.id} has no checkout URL`);
      return { id: payment.id, checkoutUrl };
    },
    async fetchStatus(providerPaymentId: string): Promise<ProviderReport> {
      try {
        return mollieReport(await client.payments.get(providerPaymentId));
      } catch (error) {
        throw new PaymentProviderUnavailable(`mollie get ${providerPaymentId}: ${(error as Error).message}`);
      }
    },
    // DELETE /v2/payments/{id}: Mollie answers the canceled payment, or 422 when it cannot be cancelled
    // (paid, being processed, or a method without cancelling; isCancelable says so beforehand).
    async cancelCheckout(providerPaymentId: string): Promise<CancelOutcome> {
      try {
        const payment = await client.payments.cancel(providerPaymentId);
        return payment.status === PaymentStatus.canceled ? 'canceled' : 'not_cancelable';
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 422) return 'not_cancelable';
        throw new PaymentProviderUnavailable(`mollie cancel ${providerPaymentId}: ${(error as Error).message}`);
      }
    },
  };
}
