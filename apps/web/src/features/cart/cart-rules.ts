/**
 * The cart's rules (lifecycle 2.15, 4.6): which items go into a payment, the total, the labels
 * and their tone, and when an item may be withdrawn. Pure; the screen only draws them. Whether an
 * item can be paid or withdrawn is the server's decision, sent as CAN_CONTINUE and CAN_CANCEL on
 * each item (apps/server's cart service, the same rule its payment and withdrawal accept): it is
 * read here, never derived again from STATUSCODE.
 */
import { type CartItem, centsFromEuro, type PaymentService, PCS_CODE_PLATE_CHANGE } from '@parkeerloket/contract';

export type Tone = 'success' | 'warning' | 'danger';

/** Label colours of 4.6; a code the table does not name is neutral-warning. */
const TONES: Partial<Record<string, Tone>> = {
  PENDING_PAYMENT: 'warning',
  PROCESSING_PAYMENT: 'warning',
  PROBLEM_PAYMENT: 'danger',
  AWAIT_PAYMENT: 'success',
  PRODUCT_EXPIRED: 'danger',
  PERMIT_CREATED: 'success',
  CANCELLED_PAYMENT: 'danger',
};

export function statusTone(status: string): Tone {
  return TONES[status] ?? 'warning';
}

/** The payment type label's key: prolongation, invoice or request; a plate change (WEB_CHLI) overrides. Hidden when expired. */
export function typeLabelKey(item: Pick<CartItem, 'REQUEST_TYPE' | 'PCS_CANCEL' | 'STATUSCODE'>): string | null {
  if (item.STATUSCODE === 'PRODUCT_EXPIRED') return null;
  if (item.PCS_CANCEL === PCS_CODE_PLATE_CHANGE) return 'cart.type.plate_change';
  return `cart.type.${item.REQUEST_TYPE}`;
}

/** Only items the server lets continue (CAN_CONTINUE Y) are paid; a new request always is (pay_now), the others when chosen. */
export function isPayable(item: Pick<CartItem, 'CAN_CONTINUE'>): boolean {
  return item.CAN_CONTINUE === 'Y';
}

export function isLocked(item: Pick<CartItem, 'pay_now'>): boolean {
  return item.pay_now === 'Y';
}

/** Withdraw is offered when the server says the item can be cancelled (CAN_CANCEL Y). */
export function canWithdraw(item: Pick<CartItem, 'CAN_CANCEL'>): boolean {
  return item.CAN_CANCEL === 'Y';
}

/** The invoices that go into the payment: every payable item that is locked or chosen. */
export function selectedInvoices(items: readonly CartItem[], chosen: ReadonlySet<number>): number[] {
  return items
    .filter((item) => isPayable(item) && (isLocked(item) || chosen.has(item.INVOICEID)))
    .map((i) => i.INVOICEID);
}

/** The total in cents of what would be paid (4.6: only what the server lets continue). */
export function totalCents(items: readonly CartItem[], chosen: ReadonlySet<number>): number {
  const ids = new Set(selectedInvoices(items, chosen));
  return items.filter((item) => ids.has(item.INVOICEID)).reduce((sum, item) => sum + centsFromEuro(item.PRICE ?? 0), 0);
}

/** Which footer buttons show: send link with paymentlink, pay with directpayment (2.15). */
export function footerButtons(services: readonly PaymentService[] | undefined) {
  return { link: services?.includes('paymentlink') ?? false, pay: services?.includes('directpayment') ?? false };
}
