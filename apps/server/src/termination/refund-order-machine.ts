/**
 * A refund order as one pure transition function (docs/refunds.md, decision 034). Refusals are
 * returned, never thrown; termination/refund-order-service.ts writes the new state, its lock first.
 *
 *   PLANNED  ─TAKE_EFFECT─► OPEN           OPEN     ─APPROVE─────► APPROVED
 *   PLANNED  ─CANCEL──────► CANCELLED      OPEN     ─EXPORT──────► EXPORTED  (only without four eyes)
 *   OPEN     ─SET_ACCOUNT─► OPEN           APPROVED ─EXPORT──────► EXPORTED
 *   APPROVED ─SET_ACCOUNT─► OPEN           EXPORTED ─PAID────────► PAID
 *   FAILED   ─SET_ACCOUNT─► OPEN           EXPORTED ─FAIL────────► FAILED
 *   OPEN     ─ORDER───────► OPEN (a staff member orders a payment's refund to its account)
 *   OPEN, APPROVED, FAILED ─DELIVER─► CANCELLED (all the money delivered) | OPEN (the rest still refunded)
 *
 * Four eyes (switchable per municipality): an order a staff member ordered (or gave the account of)
 * is approved by another, and with four eyes on only APPROVED orders are exported. An order without
 * an account is neither approved nor exported: there is nothing to transfer to. A changed account
 * undoes an approval: the approver approved the old one. DELIVER (payments with a problem): the money
 * is still with the municipality (not exported, or returned by the bank) and goes to what it paid for
 * instead; a rest is refunded anew, its approval undone (the approver approved the old amount).
 */

/** The stored states (docs/refunds.md): PLANNED until a planned termination takes effect, then OPEN (ordered). */
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

export const REFUND_ORDER_EVENTS = [
  'TAKE_EFFECT',
  'CANCEL',
  'SET_ACCOUNT',
  'APPROVE',
  'EXPORT',
  'PAID',
  'FAIL',
  'ORDER',
  'DELIVER',
] as const;
export type RefundOrderEvent = (typeof REFUND_ORDER_EVENTS)[number];

export type RefundOrderRefusal =
  /** The event does not apply in this state (e.g. paying an order that was never exported). */
  | 'wrong_state'
  /** No IBAN yet: nothing to approve or transfer to. */
  | 'no_account'
  /** The staff member who ordered the refund cannot approve it too. */
  | 'four_eyes'
  /** With four eyes on, an order is exported only once approved. */
  | 'not_approved';

export type RefundOrderOutcome = { ok: true; status: RefundOrderStatus } | { ok: false; refusal: RefundOrderRefusal };

export interface RefundOrderFacts {
  /** The municipality's switch. */
  fourEyes: boolean;
  hasAccount: boolean;
  /** Staff id of who ordered the refund or gave its account; null: the resident or the portal. */
  orderedBy: string | null;
  /** Staff id of who acts now; null: the operator tool or a job. */
  by: string | null;
  /** DELIVER: what is left to refund once delivered (0 or absent: nothing). */
  remainingCents?: number;
}

export function refundOrderTransition(
  status: RefundOrderStatus,
  event: RefundOrderEvent,
  facts: RefundOrderFacts,
): RefundOrderOutcome {
  const to = (next: RefundOrderStatus): RefundOrderOutcome => ({ ok: true, status: next });
  const refuse = (refusal: RefundOrderRefusal): RefundOrderOutcome => ({ ok: false, refusal });
  switch (event) {
    case 'TAKE_EFFECT':
      return status === 'PLANNED' ? to('OPEN') : refuse('wrong_state');
    case 'CANCEL':
      return status === 'PLANNED' ? to('CANCELLED') : refuse('wrong_state');
    case 'SET_ACCOUNT':
      return status === 'OPEN' || status === 'APPROVED' || status === 'FAILED' ? to('OPEN') : refuse('wrong_state');
    case 'APPROVE':
      if (status !== 'OPEN') return refuse('wrong_state');
      if (!facts.hasAccount) return refuse('no_account');
      if (facts.fourEyes && facts.orderedBy !== null && facts.orderedBy === facts.by) return refuse('four_eyes');
      return to('APPROVED');
    case 'EXPORT':
      if (status !== 'OPEN' && status !== 'APPROVED') return refuse('wrong_state');
      if (!facts.hasAccount) return refuse('no_account');
      if (status === 'OPEN' && facts.fourEyes) return refuse('not_approved');
      return to('EXPORTED');
    case 'PAID':
      return status === 'EXPORTED' ? to('PAID') : refuse('wrong_state');
    case 'FAIL':
      return status === 'EXPORTED' ? to('FAILED') : refuse('wrong_state');
    case 'ORDER':
      if (status !== 'OPEN') return refuse('wrong_state');
      return facts.hasAccount ? to('OPEN') : refuse('no_account');
    case 'DELIVER':
      if (status !== 'OPEN' && status !== 'APPROVED' && status !== 'FAILED') return refuse('wrong_state');
      return (facts.remainingCents ?? 0) > 0 ? to('OPEN') : to('CANCELLED');
  }
}

/** The states an export takes orders from (with an account), as the machine allows EXPORT. */
export function exportableStatuses(fourEyes: boolean): RefundOrderStatus[] {
  return REFUND_ORDER_STATUSES.filter(
    (status) => refundOrderTransition(status, 'EXPORT', { fourEyes, hasAccount: true, orderedBy: null, by: null }).ok,
  );
}
