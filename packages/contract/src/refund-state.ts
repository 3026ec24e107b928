/**
 * What a resident reads of a refund (issue 26, decision 030): the one mapping from a refund order's
 * stored state to the four words the resident sees, used by the server (the refunds list, the receipt
 * and history answers) and the web app (history, *Betalingen*), so they never disagree. The termination
 * area owns the orders and their states (docs/refunds.md); APPROVED, PAID and FAILED are the back
 * office's (staff approves an order, the bank reports it paid or returned).
 */

/** Every state a refund order can be stored in, the coming back-office states included. */
export const REFUND_ORDER_STATUSES = [
  'PLANNED',
  'OPEN',
  'APPROVED',
  'EXPORTED',
  'PAID',
  'FAILED',
  'CANCELLED',
] as const;
export type RefundOrderStatus = (typeof REFUND_ORDER_STATUSES)[number];

/** What the resident sees: ordered, sent to the bank, paid, or failed (the bank returned it). */
export const RESIDENT_REFUND_STATES = ['ordered', 'sent_to_bank', 'paid', 'failed'] as const;
export type ResidentRefundState = (typeof RESIDENT_REFUND_STATES)[number];

const RESIDENT_STATE_OF: Record<RefundOrderStatus, ResidentRefundState | null> = {
  // Waiting for a planned termination, or to be transferred (approved or not): ordered, not yet at the bank.
  PLANNED: 'ordered',
  OPEN: 'ordered',
  APPROVED: 'ordered',
  EXPORTED: 'sent_to_bank',
  PAID: 'paid',
  FAILED: 'failed',
  // A plan changed or called off: no refund any more, so the resident is shown none.
  CANCELLED: null,
};

/** The resident's word for a stored state; null for a cancelled order (not shown) or a state this build does not know. */
export function residentRefundState(status: string | null | undefined): ResidentRefundState | null {
  if (!status || !Object.hasOwn(RESIDENT_STATE_OF, status)) return null;
  return RESIDENT_STATE_OF[status as RefundOrderStatus];
}

/**
 * An IBAN as a list shows it: the country and check digits and the last four signs, the rest hidden
 * ('NL91 **** 4300'), so a screen over someone's shoulder does not give the account away. '' stays ''.
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  if (compact === '') return '';
  if (compact.length <= 8) return `${compact.slice(0, 2)}**`;
  return `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
}
