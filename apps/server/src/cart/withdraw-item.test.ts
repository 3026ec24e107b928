import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/index.js';
import {
  awaitingPayment,
  forward,
  invoicesParam,
  outcomeOf,
  paymentTenant,
  type Resident,
  resident,
} from '../test/payment-fixtures.js';
import { post, testApp } from '../test/support.js';

const { app, db } = await testApp();

async function withdraw(
  tenant: Tenant,
  cookie: string,
  item: { requestId: number; invoiceId: number },
  pcs = 'WEB_NEW',
) {
  const res = await post(
    app,
    tenant.code,
    'eloket/withdraw_item',
    { p_rqt_id: `${item.requestId}`, p_ive_id: `${item.invoiceId}`, p_reference: '', p_pcs_code: pcs },
    { cookie },
  );
  return { status: res.statusCode, body: res.json() };
}

async function cartOf(tenant: Tenant, me: Resident) {
  const cart = await post(app, tenant.code, 'eloket/get_shopping_cart', {}, { cookie: me.cookie });
  const count = await post(app, tenant.code, 'eloket/get_shopping_cart_count', {}, { cookie: me.cookie });
  return { items: cart.json().result, count: count.json().result[0].VALUE };
}

async function inCart() {
  const tenant = await paymentTenant(db);
  const me = await resident(db, tenant);
  const item = await awaitingPayment(db, tenant, me.id);
  return { tenant, me, item };
}

describe('eloket/withdraw_item on a cart item', () => {
  it('withdraws my new request: the request is CANCELLED, its invoice cancelled, the cart count goes down', async () => {
    const { tenant, me, item } = await inCart();
    const other = await awaitingPayment(db, tenant, me.id);
    expect((await cartOf(tenant, me)).count).toBe(2);

    const answer = await withdraw(tenant, me.cookie, item);
    expect(answer.body).toMatchObject({ statuscode: 'OK', result: [{ REQUESTID: item.requestId }] });

    const outcome = await outcomeOf(db, tenant, item.requestId, me.id);
    expect(outcome.requestStatus).toBe('CANCELLED');
    expect(outcome.invoices).toEqual([expect.objectContaining({ id: item.invoiceId, status: 'CANCELLED' })]);
    const cart = await cartOf(tenant, me);
    expect(cart.count).toBe(1);
    expect(cart.items.map((i: { INVOICEID: number }) => i.INVOICEID)).toEqual([other.invoiceId]);
    // Withdrawn once: a second try finds nothing to withdraw, and the invoice cannot be paid any more.
    expect((await withdraw(tenant, me.cookie, item)).body.statuscode).toBe('REQUEST_STATE');
    expect((await forward(app, tenant, me.cookie, item.invoiceId)).result[0].rejected[0].STATUSCODE).toBe(
      'INVOICE_CANCELLED',
    );
  });

  it('refuses an item held by an open payment, saying why, and changes nothing', async () => {
    const { tenant, me, item } = await inCart();
    const link = await post(
      app,
      tenant.code,
      'eloket/create_payment_send_link',
      { p_initial: 'Y', p_invoices: invoicesParam(item.invoiceId) },
      { cookie: me.cookie },
    );
    expect(link.json().statuscode).toBe('OK');

    const answer = await withdraw(tenant, me.cookie, item);
    expect(answer.body).toMatchObject({ statuscode: 'CART_ITEM_IN_PAYMENT', messagetype: 'E', result: [] });
    expect(answer.body.statusmessage).toMatch(/betaling die nog loopt/);
    const outcome = await outcomeOf(db, tenant, item.requestId, me.id);
    expect(outcome.requestStatus).toBe('AWAIT_PAYMENT');
    expect(outcome.invoices).toEqual([expect.objectContaining({ status: 'OPEN' })]);
    expect(outcome.payments.map((p) => p.status)).toEqual(['OPEN']);
    expect((await cartOf(tenant, me)).count).toBe(1);
  });

  it('is refused for a direct payment too, and allowed once that payment is cancelled', async () => {
    const { tenant, me, item } = await inCart();
    const started = await forward(app, tenant, me.cookie, item.invoiceId);
    expect((await withdraw(tenant, me.cookie, item)).body.statuscode).toBe('CART_ITEM_IN_PAYMENT');
    const cancel = await post(
      app,
      tenant.code,
      'eloket/cancel_bulkpayment',
      { p_transactionid: started.result[0].transactionid },
      { cookie: me.cookie },
    );
    expect(cancel.json().statuscode).toBe('OK');
    expect((await withdraw(tenant, me.cookie, item)).body.statuscode).toBe('OK');
    expect((await outcomeOf(db, tenant, item.requestId, me.id)).requestStatus).toBe('CANCELLED');
  });

  it('another resident of the municipality gets NOT_FOUND, and my item stays', async () => {
    const { tenant, me, item } = await inCart();
    const other = await resident(db, tenant);
    const theirs = await awaitingPayment(db, tenant, other.id);

    expect((await withdraw(tenant, other.cookie, item)).body.statuscode).toBe('NOT_FOUND');
    // Their own request with my invoice (or the reverse) is no way in either.
    expect((await withdraw(tenant, other.cookie, { ...theirs, invoiceId: item.invoiceId })).body.statuscode).toBe(
      'NOT_FOUND',
    );
    expect((await withdraw(tenant, me.cookie, { ...item, invoiceId: theirs.invoiceId })).body.statuscode).toBe(
      'NOT_FOUND',
    );
    expect((await outcomeOf(db, tenant, item.requestId, me.id)).requestStatus).toBe('AWAIT_PAYMENT');
    expect((await outcomeOf(db, tenant, theirs.requestId, other.id)).requestStatus).toBe('AWAIT_PAYMENT');
    expect((await cartOf(tenant, me)).count).toBe(1);
  });

  it('another municipality: its session is refused here, and its resident cannot reach my item from there', async () => {
    const { tenant, me, item } = await inCart();
    const elsewhere = await inCart();

    expect((await withdraw(tenant, elsewhere.me.cookie, item)).body.statuscode).toBe('SESSION_TIMEOUT');
    expect((await withdraw(elsewhere.tenant, elsewhere.me.cookie, item)).body.statuscode).toBe('NOT_FOUND');
    expect((await outcomeOf(db, tenant, item.requestId, me.id)).requestStatus).toBe('AWAIT_PAYMENT');
    expect((await cartOf(tenant, me)).count).toBe(1);
  });

  it('checks its parameters: a wrong PCS code or no invoice id is invalid, nothing changes', async () => {
    const { tenant, me, item } = await inCart();
    const wrongCode = await withdraw(tenant, me.cookie, item, 'WEB_CHLI');
    expect(wrongCode.body).toMatchObject({ statuscode: 'INVALID_PARAMETERS', result: [{ FIELD: 'p_pcs_code' }] });
    const noInvoice = await post(
      app,
      tenant.code,
      'eloket/withdraw_item',
      { p_rqt_id: `${item.requestId}`, p_pcs_code: 'WEB_NEW' },
      { cookie: me.cookie },
    );
    expect(noInvoice.json()).toMatchObject({ statuscode: 'INVALID_PARAMETERS', result: [{ FIELD: 'p_ive_id' }] });
    expect((await outcomeOf(db, tenant, item.requestId, me.id)).requestStatus).toBe('AWAIT_PAYMENT');
  });
});
