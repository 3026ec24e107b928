import { describe, expect, it } from 'vitest';
import { maskIban, REFUND_ORDER_STATUSES, residentRefundState } from './refund-state.js';

describe('residentRefundState', () => {
  it('maps every stored state, the coming back-office ones too, to the resident’s word', () => {
    expect(Object.fromEntries(REFUND_ORDER_STATUSES.map((status) => [status, residentRefundState(status)]))).toEqual({
      PLANNED: 'ordered',
      OPEN: 'ordered',
      APPROVED: 'ordered',
      EXPORTED: 'sent_to_bank',
      PAID: 'paid',
      FAILED: 'failed',
      CANCELLED: null,
    });
  });

  it('shows nothing for an unknown or missing state rather than a wrong word', () => {
    expect(residentRefundState('SOMETHING_NEW')).toBeNull();
    expect(residentRefundState('toString')).toBeNull();
    expect(residentRefundState(null)).toBeNull();
    expect(residentRefundState(undefined)).toBeNull();
  });
});

describe('maskIban', () => {
  it('keeps the country, check digits and last four signs', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 **** 4300');
    expect(maskIban('nl91 abna 0417 1643 00')).toBe('NL91 **** 4300');
    expect(maskIban('BE68539007547034')).toBe('BE68 **** 7034');
  });

  it('gives nothing away of a short value and leaves an empty one empty', () => {
    expect(maskIban('NL91AB')).toBe('NL**');
    expect(maskIban('')).toBe('');
  });
});
