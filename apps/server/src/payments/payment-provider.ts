/**
 * The payment provider adapter (DECISIONS 3, Payment provider; docs/adapters/payments.md): one
 * interface, implemented by the built-in simulator and by Mollie. A provider creates a hosted
 * checkout for an amount and tells the status of a payment when asked. The server never takes a
 * status from anyone else: a notification only says "ask me about payment X".
 */
import type { Locale } from '@parkeerloket/contract';
import type { ProviderStatus } from './payment-machine.js';

export interface CheckoutRequest {
  tenantId: number;
  tenantCode: string;
  amountCents: number;
  /** Shown by the provider on its checkout and on the payer's bank statement. */
  description: string;
  /** Our payment's reference: sent along so the provider's dashboard can find it. */
  reference: string;
  /** Where the provider sends the browser afterwards. */
  redirectUrl: string;
  /** Where the provider notifies the server (server to server). */
  webhookUrl: string;
  locale: Locale;
}

export interface Checkout {
  /** The provider's id of the payment (Mollie: tr_...). */
  id: string;
  /** The hosted checkout the browser goes to. */
  checkoutUrl: string;
}

/** What a provider says about one of its payments, in our words. */
export interface ProviderReport {
  status: ProviderStatus;
  /** What the payer paid, in cents; null when the provider does not say (then the amount asked). */
  paidCents: number | null;
  /** The account the payer paid from, where the method reports it (Mollie: iDEAL, bank transfer); a refund goes there. */
  payerIban: string | null;
  payerName: string | null;
}

/**
 * Ending a checkout: `canceled` (it can no longer be paid), or `not_cancelable` (the provider refuses:
 * paid meanwhile, being processed, or a method that cannot be cancelled). Ask the status afterwards.
 */
export type CancelOutcome = 'canceled' | 'not_cancelable';

export interface PaymentProvider {
  readonly name: 'simulator' | 'mollie';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The provider's current status of one of its payments, with what was paid and from which account. */
  fetchStatus(providerPaymentId: string): Promise<ProviderReport>;
  /** Ends an open checkout at the provider, so that an abandoned checkout can never be paid. */
  cancelCheckout(providerPaymentId: string): Promise<CancelOutcome>;
}

/** The provider could not be reached, refused, or is not configured; nothing was paid. */
export class PaymentProviderUnavailable extends Error {
  override name = 'PaymentProviderUnavailable';
}
