/**
 * How a pending request's state reads on the pending list (lifecycle 4.2, 4.3). Pure: the request's
 * own status, except that a request awaiting payment whose invoice an open payment holds shows that
 * payment: a direct payment at the provider is PENDING_PAYMENT_FOR_CART ("Awaiting payment result"),
 * a payment link sent by e-mail is PENDING_PAYMENT ("Awaiting payment"). See docs/decisions/012.
 */
import type { PaymentService, RequestStatuscode } from '@parkeerloket/contract';

export function pendingStatusOf(status: RequestStatuscode, heldBy: PaymentService | null): RequestStatuscode {
  if (status !== 'AWAIT_PAYMENT' || heldBy === null) return status;
  return heldBy === 'directpayment' ? 'PENDING_PAYMENT_FOR_CART' : 'PENDING_PAYMENT';
}
