import { describe, expect, it } from 'vitest';
import {
  exportableStatuses,
  REFUND_ORDER_EVENTS,
  REFUND_ORDER_STATUSES,
  type RefundOrderEvent,
  type RefundOrderFacts,
  type RefundOrderStatus,
  refundOrderTransition,
} from './refund-order-machine.js';

/** With an account, four eyes on, ordered by the portal, decided by a staff member. */
const BASE: RefundOrderFacts = { fourEyes: true, hasAccount: true, orderedBy: null, by: 'staff-a' };

const EXPECTED: Record<RefundOrderStatus, Record<RefundOrderEvent, string>> = {
  PLANNED: {
    TAKE_EFFECT: 'OPEN',
    CANCEL: 'CANCELLED',
    SET_ACCOUNT: 'wrong_state',
    APPROVE: 'wrong_state',
    EXPORT: 'wrong_state',
    PAID: 'wrong_state',
    FAIL: 'wrong_state',
    ORDER: 'wrong_state',
    DELIVER: 'wrong_state',
  },
  OPEN: {
    TAKE_EFFECT: 'wrong_state',
    CANCEL: 'wrong_state',
    SET_ACCOUNT: 'OPEN',
    APPROVE: 'APPROVED',
    EXPORT: 'not_approved',
    PAID: 'wrong_state',
    FAIL: 'wrong_state',
    ORDER: 'OPEN',
    DELIVER: 'CANCELLED',
  },
  APPROVED: {
    TAKE_EFFECT: 'wrong_state',
    CANCEL: 'wrong_state',
    SET_ACCOUNT: 'OPEN',
    APPROVE: 'wrong_state',
    EXPORT: 'EXPORTED',
    PAID: 'wrong_state',
    FAIL: 'wrong_state',
    ORDER: 'wrong_state',
    DELIVER: 'CANCELLED',
  },
  EXPORTED: {
    TAKE_EFFECT: 'wrong_state',
    CANCEL: 'wrong_state',
    SET_ACCOUNT: 'wrong_state',
    APPROVE: 'wrong_state',
    EXPORT: 'wrong_state',
    PAID: 'PAID',
    FAIL: 'FAILED',
    ORDER: 'wrong_state',
    DELIVER: 'wrong_state',
  },
  PAID: {
    TAKE_EFFECT: 'wrong_state',
    CANCEL: 'wrong_state',
    SET_ACCOUNT: 'wrong_state',
    APPROVE: 'wrong_state',
    EXPORT: 'wrong_state',
    PAID: 'wrong_state',
    FAIL: 'wrong_state',
    ORDER: 'wrong_state',
    DELIVER: 'wrong_state',
  },
  FAILED: {
    TAKE_EFFECT: 'wrong_state',
    CANCEL: 'wrong_state',
    SET_ACCOUNT: 'OPEN',
    APPROVE: 'wrong_state',
    EXPORT: 'wrong_state',
    PAID: 'wrong_state',
    FAIL: 'wrong_state',
    ORDER: 'wrong_state',
    DELIVER: 'CANCELLED',
  },
  CANCELLED: {
    TAKE_EFFECT: 'wrong_state',
    CANCEL: 'wrong_state',
    SET_ACCOUNT: 'wrong_state',
    APPROVE: 'wrong_state',
    EXPORT: 'wrong_state',
    PAID: 'wrong_state',
    FAIL: 'wrong_state',
    ORDER: 'wrong_state',
    DELIVER: 'wrong_state',
  },
};

const answer = (status: RefundOrderStatus, event: RefundOrderEvent, facts: Partial<RefundOrderFacts> = {}) => {
  const outcome = refundOrderTransition(status, event, { ...BASE, ...facts });
  return outcome.ok ? outcome.status : outcome.refusal;
};

describe('refund order machine', () => {
  for (const status of REFUND_ORDER_STATUSES) {
    for (const event of REFUND_ORDER_EVENTS) {
      it(`${status} + ${event} → ${EXPECTED[status][event]}`, () => {
        expect(answer(status, event)).toBe(EXPECTED[status][event]);
      });
    }
  }

  it('four eyes: whoever ordered a refund cannot approve it; another can, and the portal’s orders anyone', () => {
    expect(answer('OPEN', 'APPROVE', { orderedBy: 'staff-a', by: 'staff-a' })).toBe('four_eyes');
    expect(answer('OPEN', 'APPROVE', { orderedBy: 'staff-a', by: 'staff-b' })).toBe('APPROVED');
    expect(answer('OPEN', 'APPROVE', { orderedBy: null, by: 'staff-a' })).toBe('APPROVED');
  });

  it('four eyes off: who ordered may approve, and OPEN orders go out without approval', () => {
    expect(answer('OPEN', 'APPROVE', { fourEyes: false, orderedBy: 'staff-a', by: 'staff-a' })).toBe('APPROVED');
    expect(answer('OPEN', 'EXPORT', { fourEyes: false })).toBe('EXPORTED');
    expect(answer('APPROVED', 'EXPORT', { fourEyes: false })).toBe('EXPORTED');
  });

  it('an order without an account is neither approved nor exported, in every setting', () => {
    for (const fourEyes of [true, false]) {
      expect(answer('OPEN', 'APPROVE', { fourEyes, hasAccount: false })).toBe('no_account');
      expect(answer('OPEN', 'EXPORT', { fourEyes: false, hasAccount: false })).toBe('no_account');
      expect(answer('APPROVED', 'EXPORT', { fourEyes, hasAccount: false })).toBe('no_account');
      // Giving the account is what resolves it.
      expect(answer('OPEN', 'SET_ACCOUNT', { fourEyes, hasAccount: false })).toBe('OPEN');
    }
  });

  it('a payment problem: ordering needs an account; a delivery leaves the rest refunded anew, or nothing', () => {
    expect(answer('OPEN', 'ORDER', { hasAccount: false })).toBe('no_account');
    for (const status of ['OPEN', 'APPROVED', 'FAILED'] as const) {
      expect(answer(status, 'DELIVER', { remainingCents: 0 })).toBe('CANCELLED');
      expect(answer(status, 'DELIVER', { remainingCents: 150 })).toBe('OPEN');
    }
    // Exported money is on its way to the payer: it can no longer be delivered against.
    expect(answer('EXPORTED', 'DELIVER', { remainingCents: 0 })).toBe('wrong_state');
  });

  it('exports APPROVED orders only with four eyes, OPEN and APPROVED without', () => {
    expect(exportableStatuses(true)).toEqual(['APPROVED']);
    expect(exportableStatuses(false)).toEqual(['OPEN', 'APPROVED']);
  });

  it('every state is reachable from an order, and PAID and CANCELLED are final', () => {
    const reached = new Set<RefundOrderStatus>(['PLANNED', 'OPEN']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const status of [...reached]) {
        for (const event of REFUND_ORDER_EVENTS) {
          for (const fourEyes of [true, false]) {
            const outcome = refundOrderTransition(status, event, { ...BASE, fourEyes });
            if (outcome.ok && !reached.has(outcome.status)) {
              reached.add(outcome.status);
              grew = true;
            }
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...REFUND_ORDER_STATUSES].sort());
    for (const final of ['PAID', 'CANCELLED'] as const) {
      expect(REFUND_ORDER_EVENTS.filter((event) => refundOrderTransition(final, event, BASE).ok)).toEqual([]);
    }
  });
});
