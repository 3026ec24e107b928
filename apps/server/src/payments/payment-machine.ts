/**
 * THE payment state machine (lifecycle 2.16–2.20, 4.7; DECISIONS 2, Cart and payments; DECISIONS 3,
 * Payment provider): one pure function from a payment's status and an event to the next status, or
 * a refusal. Nothing here reads or writes anything.
 *
 *   OPEN ─PROVIDER_REPORTED paid─► PAID (every invoice still payable) | PROBLEM (one is not: paid, cancelled meanwhile)
 *   OPEN ─PROVIDER_REPORTED canceled | expired | failed─► CANCELLED | EXPIRED | FAILED
 *        (a payment link within its period instead stays OPEN: refused as checkout_ended, and the
 *         payer may start a new checkout from the link; the provider's ended payment never pays)
 *   OPEN ─PROVIDER_REPORTED open─► refused (unchanged)
 *   OPEN ─CANCELLED_BY_USER─► CANCELLED        (cancel_bulkpayment, a withdrawn payment link)
 *   OPEN ─LINK_EXPIRED─► EXPIRED               (a payment link past the tenant's period)
 *   CANCELLED, EXPIRED, FAILED ─PROVIDER_REPORTED paid─► PAID | PROBLEM
 *   PAID, PROBLEM: final
 *
 * The state only ever comes from the provider (a notification or a return makes the server fetch it),
 * never from the browser. A payment the provider took is never dropped: paid after it was cancelled
 * here (a second tab, a late notification) it is still PAID when its invoices can be honoured, and
 * PROBLEM (shown to the resident and the municipality) when they cannot. Because PAID and PROBLEM
 * refuse everything, a notification repeated, late or out of order changes nothing twice.
 */

/** What a provider reports, in our words (each adapter maps its own statuses onto these). */
export const PROVIDER_STATUSES = ['open', 'paid', 'canceled', 'expired', 'failed'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const PAYMENT_STATES = ['OPEN', 'PAID', 'CANCELLED', 'EXPIRED', 'FAILED', 'PROBLEM'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export type PaymentEvent =
  | {
      type: 'PROVIDER_REPORTED';
      status: ProviderStatus;
      /** Every invoice of the payment is still OPEN and its request still awaits payment. */
      invoicesPayable: boolean;
      /** A payment link within its period: a checkout that ended unpaid does not end the payment. */
      canRetry: boolean;
    }
  | { type: 'CANCELLED_BY_USER' }
  | { type: 'LINK_EXPIRED' };

export type PaymentEventType = PaymentEvent['type'];
export const PAYMENT_EVENT_TYPES = [
  'PROVIDER_REPORTED',
  'CANCELLED_BY_USER',
  'LINK_EXPIRED',
] as const satisfies readonly PaymentEventType[];

/**
 * Why an event was refused:
 * - final: the payment is PAID or PROBLEM, or ended and this is not a late payment;
 * - unchanged: the provider still reports it open;
 * - checkout_ended: a payment link's checkout ended unpaid; the link stays open for a new checkout.
 */
export type PaymentRefusal = 'final' | 'unchanged' | 'checkout_ended';

export type PaymentOutcome = { ok: true; status: PaymentState } | { ok: false; refusal: PaymentRefusal };

export const FINAL_PAYMENT_STATES: readonly PaymentState[] = ['PAID', 'PROBLEM'];
/** Ended without money; only a late "paid" from the provider moves them again. */
export const ENDED_PAYMENT_STATES: readonly PaymentState[] = ['CANCELLED', 'EXPIRED', 'FAILED'];

const ENDED_BY_PROVIDER: Record<Exclude<ProviderStatus, 'open' | 'paid'>, PaymentState> = {
  canceled: 'CANCELLED',
  expired: 'EXPIRED',
  failed: 'FAILED',
};

const paid = (invoicesPayable: boolean): PaymentOutcome => ({ ok: true, status: invoicesPayable ? 'PAID' : 'PROBLEM' });

export function transitionPayment(state: PaymentState, event: PaymentEvent): PaymentOutcome {
  if (FINAL_PAYMENT_STATES.includes(state)) return { ok: false, refusal: 'final' };
  if (ENDED_PAYMENT_STATES.includes(state)) {
    return event.type === 'PROVIDER_REPORTED' && event.status === 'paid'
      ? paid(event.invoicesPayable)
      : { ok: false, refusal: 'final' };
  }
  switch (event.type) {
    case 'PROVIDER_REPORTED':
      if (event.status === 'open') return { ok: false, refusal: 'unchanged' };
      if (event.status === 'paid') return paid(event.invoicesPayable);
      if (event.canRetry) return { ok: false, refusal: 'checkout_ended' };
      return { ok: true, status: ENDED_BY_PROVIDER[event.status] };
    case 'CANCELLED_BY_USER':
      return { ok: true, status: 'CANCELLED' };
    case 'LINK_EXPIRED':
      return { ok: true, status: 'EXPIRED' };
  }
}

/** payment_status on the wire (lifecycle 2.17, 4.7): INIT before the provider has been asked, UNKNOWN while open. */
export function wirePaymentStatus(
  state: PaymentState,
  everChecked: boolean,
): 'INIT' | 'UNKNOWN' | 'CANCELLED' | 'PAID' {
  if (state === 'OPEN') return everChecked ? 'UNKNOWN' : 'INIT';
  if (state === 'PAID' || state === 'PROBLEM') return 'PAID';
  return 'CANCELLED';
}
