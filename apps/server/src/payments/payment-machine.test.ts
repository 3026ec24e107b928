import { describe, expect, it } from 'vitest';
import {
  ENDED_PAYMENT_STATES,
  FINAL_PAYMENT_STATES,
  PAYMENT_STATES,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentState,
  PROVIDER_STATUSES,
  transitionPayment,
  wirePaymentStatus,
} from './payment-machine.js';

/** Every event with every fact that makes a difference. */
const EVENTS: PaymentEvent[] = [
  ...PROVIDER_STATUSES.flatMap((status) =>
    [true, false].flatMap((invoicesPayable) =>
      [false, true].map((canRetry) => ({ type: 'PROVIDER_REPORTED' as const, status, invoicesPayable, canRetry })),
    ),
  ),
  { type: 'CANCELLED_BY_USER' },
  { type: 'LINK_EXPIRED' },
];

const name = (event: PaymentEvent) =>
  event.type === 'PROVIDER_REPORTED'
    ? `reported ${event.status}${event.invoicesPayable ? '' : ' (invoices not payable)'}${event.canRetry ? ' (link)' : ''}`
    : event.type;

/** The whole table, written out: state → event name → outcome. */
const EXPECTED: Record<PaymentState, Record<string, PaymentOutcome>> = {
  OPEN: {
    'reported open': { ok: false, refusal: 'unchanged' },
    'reported open (invoices not payable)': { ok: false, refusal: 'unchanged' },
    'reported open (link)': { ok: false, refusal: 'unchanged' },
    'reported open (invoices not payable) (link)': { ok: false, refusal: 'unchanged' },
    'reported paid': { ok: true, status: 'PAID' },
    'reported paid (invoices not payable)': { ok: true, status: 'PROBLEM' },
    'reported paid (link)': { ok: true, status: 'PAID' },
    'reported paid (invoices not payable) (link)': { ok: true, status: 'PROBLEM' },
    'reported canceled': { ok: true, status: 'CANCELLED' },
    'reported canceled (invoices not payable)': { ok: true, status: 'CANCELLED' },
    'reported expired': { ok: true, status: 'EXPIRED' },
    'reported expired (invoices not payable)': { ok: true, status: 'EXPIRED' },
    'reported failed': { ok: true, status: 'FAILED' },
    'reported failed (invoices not payable)': { ok: true, status: 'FAILED' },
    CANCELLED_BY_USER: { ok: true, status: 'CANCELLED' },
    LINK_EXPIRED: { ok: true, status: 'EXPIRED' },
  },
  PAID: {},
  PROBLEM: {},
  CANCELLED: {},
  EXPIRED: {},
  FAILED: {},
};
for (const status of ['canceled', 'expired', 'failed']) {
  for (const payable of ['', ' (invoices not payable)'])
    EXPECTED.OPEN[`reported ${status}${payable} (link)`] = { ok: false, refusal: 'checkout_ended' };
}
for (const state of ENDED_PAYMENT_STATES) {
  EXPECTED[state] = {
    'reported paid': { ok: true, status: 'PAID' },
    'reported paid (invoices not payable)': { ok: true, status: 'PROBLEM' },
    'reported paid (link)': { ok: true, status: 'PAID' },
    'reported paid (invoices not payable) (link)': { ok: true, status: 'PROBLEM' },
  };
}

describe('the payment machine', () => {
  for (const state of PAYMENT_STATES) {
    for (const event of EVENTS) {
      const expected = EXPECTED[state][name(event)] ?? { ok: false, refusal: 'final' };
      it(`${state} + ${name(event)} → ${expected.ok ? expected.status : `refused (${expected.refusal})`}`, () => {
        expect(transitionPayment(state, event)).toEqual(expected);
      });
    }
  }

  it('never leaves PAID or PROBLEM, whatever comes, however often', () => {
    for (const state of FINAL_PAYMENT_STATES)
      for (const event of EVENTS) expect(transitionPayment(state, event).ok).toBe(false);
  });

  it('reaches PAID from OPEN in one step, and a second identical report changes nothing', () => {
    const report: PaymentEvent = { type: 'PROVIDER_REPORTED', status: 'paid', invoicesPayable: true, canRetry: false };
    const first = transitionPayment('OPEN', report);
    expect(first).toEqual({ ok: true, status: 'PAID' });
    if (first.ok) expect(transitionPayment(first.status, report)).toEqual({ ok: false, refusal: 'final' });
  });

  it('gives every state of the wire its reading (lifecycle 2.17)', () => {
    expect(wirePaymentStatus('OPEN', false)).toBe('INIT');
    expect(wirePaymentStatus('OPEN', true)).toBe('UNKNOWN');
    expect(wirePaymentStatus('PAID', true)).toBe('PAID');
    expect(wirePaymentStatus('PROBLEM', true)).toBe('PAID');
    for (const state of ENDED_PAYMENT_STATES) expect(wirePaymentStatus(state, true)).toBe('CANCELLED');
  });
});
