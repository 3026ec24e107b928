import { REQUEST_STATUSCODES, type RequestStatuscode } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import {
  awaitsPayment,
  canContinue,
  canResendLink,
  canWithdraw,
  checkEmailNote,
  openPath,
  paymentActionPath,
  pendingTone,
} from './pending-rules';

const item = (STATUSCODE: RequestStatuscode, payment: 'directpayment' | 'paymentlink' | null = null) => ({
  REQUESTID: 7,
  STATUSCODE,
  PAYMENTREFERENCE: payment ? 'ref' : null,
  PAYMENTSERVICE: payment,
  METHOD: payment,
});

describe('pending request rules (lifecycle 4.3)', () => {
  it('colours: green, red, else orange', () => {
    expect(pendingTone('AWAIT_PAYMENT')).toBe('success');
    expect(pendingTone('AWAIT_CONFIRMATION')).toBe('success');
    expect(pendingTone('DOCS_ACCEPTED')).toBe('success');
    expect(pendingTone('DOCS_REJECTED')).toBe('danger');
    expect(pendingTone('PRODUCT_EXPIRED')).toBe('danger');
    for (const status of REQUEST_STATUSCODES) expect(['success', 'danger', 'warning']).toContain(pendingTone(status));
    expect(pendingTone('DOCS_UPLOAD')).toBe('warning');
    expect(pendingTone('PENDING_PAYMENT_FOR_CART')).toBe('warning');
  });

  it('continue: the upload statuses, confirmation, accepted and awaiting completion; opening leads to the request page', () => {
    for (const status of [
      'DOCS_UPLOAD',
      'DOCS_OPTIONAL',
      'DOCS_REJECTED_UPLOAD',
      'AWAIT_CONFIRMATION',
      'AWAIT_CONTINUE',
      'DOCS_ACCEPTED',
    ] as const) {
      expect(canContinue(item(status))).toBe(true);
      expect(openPath(item(status))).toBe('/upload-files-for-pending-request/7');
    }
    expect(canContinue(item('DOCS_AWAIT_APROVAL'))).toBe(false);
    expect(openPath(item('DOCS_AWAIT_APROVAL'))).toBeNull();
    expect(canContinue(item('AWAIT_PAYMENT'))).toBe(false);
  });

  it('awaiting payment: to the cart, or to /payments while a direct payment runs; a card with METHOD opens /payments', () => {
    expect(paymentActionPath(item('AWAIT_PAYMENT'))).toBe('/shopping-cart');
    expect(openPath(item('AWAIT_PAYMENT'))).toBe('/shopping-cart');
    expect(paymentActionPath(item('PENDING_PAYMENT_FOR_CART', 'directpayment'))).toBe('/payments');
    expect(openPath(item('PENDING_PAYMENT_FOR_CART', 'directpayment'))).toBe('/payments');
    expect(paymentActionPath(item('PENDING_PAYMENT', 'paymentlink'))).toBe('/shopping-cart');
    expect(openPath(item('PENDING_PAYMENT', 'paymentlink'))).toBe('/payments');
    expect(paymentActionPath(item('DOCS_UPLOAD'))).toBeNull();
    expect(awaitsPayment(item('DOCS_UPLOAD'))).toBe(false);
  });

  it('withdraw hidden in a direct payment; a payment link can be sent again, with a check-your-e-mail note', () => {
    expect(canWithdraw(item('AWAIT_PAYMENT'))).toBe(true);
    expect(canWithdraw(item('DOCS_UPLOAD'))).toBe(true);
    expect(canWithdraw(item('PENDING_PAYMENT_FOR_CART', 'directpayment'))).toBe(false);
    expect(canWithdraw(item('PENDING_PAYMENT', 'paymentlink'))).toBe(true);
    expect(canResendLink(item('PENDING_PAYMENT', 'paymentlink'))).toBe(true);
    expect(canResendLink(item('PENDING_PAYMENT_FOR_CART', 'directpayment'))).toBe(false);
    expect(checkEmailNote(item('PENDING_PAYMENT', 'paymentlink'))).toBe(true);
    expect(checkEmailNote(item('AWAIT_PAYMENT'))).toBe(false);
  });
});
