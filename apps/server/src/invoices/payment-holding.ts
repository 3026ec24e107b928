/**
 * Which open payment holds an invoice: the payments area's tables (payment_invoices.live_key), asked
 * by the cart, the pending list and the prolongations through this area's queries. The payments area
 * sits above those areas (it bundles the cart's judged invoices), so it cannot be imported here: it
 * exports the two fragments and the composition root registers them (composition.ts,
 * `wireEffects`), as it registers what paying an invoice brings (decision 021).
 */
import type { Expression, RawBuilder } from 'kysely';

/** The open payment holding an invoice, as a listing shows it. */
export interface HoldingPayment {
  id: number;
  reference: string;
  method: 'directpayment' | 'paymentlink';
}

/** Scalar subselects on the outer query's columns (the invoice's tenant and id), null when no open payment holds it. */
export interface PaymentHoldingFragments {
  paymentIdHolding: (tenantId: Expression<number>, invoiceId: Expression<number>) => RawBuilder<number | null>;
  paymentHolding: (tenantId: Expression<number>, invoiceId: Expression<number>) => RawBuilder<HoldingPayment | null>;
}

let registered: PaymentHoldingFragments | undefined;

/** For the composition root: the payments area's fragments. */
export function onPaymentHolding(fragments: PaymentHoldingFragments): void {
  registered = fragments;
}

export function paymentHolding(): PaymentHoldingFragments {
  // Without them an invoice held by a payment would look payable: refuse rather than answer wrongly.
  if (!registered) throw new Error("the payments' holding fragments are not registered (composition.ts)");
  return registered;
}
