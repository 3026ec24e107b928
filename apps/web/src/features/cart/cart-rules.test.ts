import type { CartItem } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import {
  canWithdraw,
  footerButtons,
  isPayable,
  selectedInvoices,
  statusTone,
  totalCents,
  typeLabelKey,
} from './cart-rules';

const item = (over: Partial<CartItem>): CartItem => ({
  REQUESTID: 1,
  INVOICEID: 1,
  REQUEST_TYPE: 'to_be_paid_request',
  PCS_CANCEL: 'WEB_NEW',
  STATUSCODE: 'AWAIT_PAYMENT',
  CAN_CANCEL: 'Y',
  CAN_CONTINUE: 'Y',
  PRICE: 65.5,
  pay_now: 'Y',
  ...over,
});

describe('the cart rules', () => {
  it('always pays new requests, the others only when chosen, and never what cannot continue', () => {
    const items = [
      item({ INVOICEID: 1 }),
      item({ INVOICEID: 2, pay_now: 'N', REQUEST_TYPE: 'vrex_request', PRICE: 10 }),
      item({ INVOICEID: 3, STATUSCODE: 'PENDING_PAYMENT', CAN_CONTINUE: 'N', PRICE: 99 }),
    ];
    expect(selectedInvoices(items, new Set())).toEqual([1]);
    expect(selectedInvoices(items, new Set([2, 3]))).toEqual([1, 2]);
    expect(totalCents(items, new Set([2]))).toBe(7550);
    expect(totalCents([], new Set())).toBe(0);
  });

  it('labels the type (a plate change overrides, hidden when expired) and colours the status', () => {
    expect(typeLabelKey(item({}))).toBe('cart.type.to_be_paid_request');
    expect(typeLabelKey(item({ PCS_CANCEL: 'WEB_CHLI', REQUEST_TYPE: 'rpay_request' }))).toBe('cart.type.plate_change');
    expect(typeLabelKey(item({ STATUSCODE: 'PRODUCT_EXPIRED' }))).toBeNull();
    expect(statusTone('AWAIT_PAYMENT')).toBe('success');
    expect(statusTone('PROBLEM_PAYMENT')).toBe('danger');
    expect(statusTone('PENDING_PAYMENT')).toBe('warning');
  });

  it("offers withdraw exactly when the server's CAN_CANCEL is Y, whatever the status", () => {
    for (const STATUSCODE of ['AWAIT_PAYMENT', 'PRODUCT_EXPIRED', 'PENDING_PAYMENT', 'PROBLEM_PAYMENT'] as const) {
      expect(canWithdraw(item({ STATUSCODE, CAN_CANCEL: 'Y' }))).toBe(true);
      expect(canWithdraw(item({ STATUSCODE, CAN_CANCEL: 'N' }))).toBe(false);
    }
  });

  it("pays exactly what the server's CAN_CONTINUE lets continue, whatever the status", () => {
    for (const STATUSCODE of ['AWAIT_PAYMENT', 'PRODUCT_EXPIRED', 'PENDING_PAYMENT'] as const) {
      expect(isPayable(item({ STATUSCODE, CAN_CONTINUE: 'Y' }))).toBe(true);
      expect(isPayable(item({ STATUSCODE, CAN_CONTINUE: 'N' }))).toBe(false);
    }
    const items = [item({ INVOICEID: 1, CAN_CONTINUE: 'N' }), item({ INVOICEID: 2, pay_now: 'N', CAN_CONTINUE: 'Y' })];
    expect(selectedInvoices(items, new Set([1, 2]))).toEqual([2]);
    expect(totalCents(items, new Set([1, 2]))).toBe(6550);
  });

  it('shows the buttons per payment service', () => {
    expect(footerButtons(['paymentlink'])).toEqual({ link: true, pay: false });
    expect(footerButtons(undefined)).toEqual({ link: false, pay: false });
  });
});
