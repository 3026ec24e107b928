/**
 * PRODUCT_EXPIRED (lifecycle 2.15, 4.6; decision 016): a request awaiting payment whose first day has
 * passed can no longer be paid: the cart shows it as expired (withdraw only), a payment leaves it out
 * with the reason, and a payment link holding it ends (portal, open payments, reconcile job), the
 * portal saying why.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { Tenant } from '../tenants/index.js';
import {
  awaitingPayment,
  createPaymentLink,
  daysFromToday,
  forward,
  outcomeOf,
  paymentTenant,
  reconcileTenant,
  resident,
} from '../test/payment-fixtures.js';
import { post, testApp } from '../test/support.js';
import { isProductExpired } from './index.js';

const { app, db } = await testApp();

async function startOn(database: Database, tenant: Tenant, requestId: number, day: string) {
  await database
    .updateTable('requests')
    .set({ valid_from: day })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', requestId)
    .execute();
}

async function inCart() {
  const tenant = await paymentTenant(db);
  const me = await resident(db, tenant);
  const { requestId, invoiceId } = await awaitingPayment(db, tenant, me.id);
  const cartOf = async () =>
    (await post(app, tenant.code, 'eloket/get_shopping_cart', {}, { cookie: me.cookie })).json().result;
  return { tenant, me, requestId, invoiceId, cartOf };
}

describe('isProductExpired', () => {
  it('is expired once the start day has passed; the start day itself still counts', () => {
    expect(isProductExpired('2026-11-24', '2026-11-24')).toBe(false);
    expect(isProductExpired('2026-12-01', '2026-11-24')).toBe(false);
    expect(isProductExpired('2026-11-23', '2026-11-24')).toBe(true);
    expect(isProductExpired('2025-12-31', '2026-01-01')).toBe(true);
  });
});

describe('PRODUCT_EXPIRED in the cart', () => {
  it('a request whose start day passed unpaid: expired, not payable, but withdrawable', async () => {
    const { tenant, me, requestId, invoiceId, cartOf } = await inCart();
    expect((await cartOf())[0]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT', CAN_CONTINUE: 'Y' });
    await startOn(db, tenant, requestId, daysFromToday(-1));
    expect((await cartOf())[0]).toMatchObject({
      INVOICEID: invoiceId,
      STATUSCODE: 'PRODUCT_EXPIRED',
      CAN_CONTINUE: 'N',
      CAN_CANCEL: 'Y',
    });

    const withdrawn = await post(
      app,
      tenant.code,
      'eloket/withdraw_item',
      { p_rqt_id: `${requestId}`, p_ive_id: `${invoiceId}`, p_reference: '', p_pcs_code: 'WEB_NEW' },
      { cookie: me.cookie },
    );
    expect(withdrawn.json()).toMatchObject({ statuscode: 'OK', result: [{ REQUESTID: requestId }] });
    expect(await outcomeOf(db, tenant, requestId, me.id)).toMatchObject({ requestStatus: 'CANCELLED', permits: 0 });
    expect(await cartOf()).toEqual([]);
  });

  it('a payment or a payment link leaves it out with the reason, and nothing is charged', async () => {
    const { tenant, me, requestId, invoiceId } = await inCart();
    await startOn(db, tenant, requestId, daysFromToday(-3));
    const answer = await forward(app, tenant, me.cookie, invoiceId);
    expect(answer.result[0]).toMatchObject({
      statuscode: 'NOTHING_TO_PAY',
      accepted: [],
      rejected: [expect.objectContaining({ INVOICEID: invoiceId, STATUSCODE: 'PRODUCT_EXPIRED' })],
    });
    expect(answer.result[0].rejected[0].STATUS).toContain('Product verlopen');
    expect((await outcomeOf(db, tenant, requestId, me.id)).payments).toEqual([]);
    expect((await createPaymentLink(app, tenant, me.cookie, invoiceId)).statuscode).toBe('NOTHING_TO_PAY');
  });

  it('a payment link whose product expired while it waited says so on the portal and offers no checkout', async () => {
    const { tenant, me, requestId, invoiceId, cartOf } = await inCart();
    const reference = (await createPaymentLink(app, tenant, me.cookie, invoiceId)).result[0].INTERNAL_REFERENCE;
    await startOn(db, tenant, requestId, daysFromToday(-1));
    const portal = await app.inject({
      method: 'GET',
      url: `/${tenant.code}/services/paymentlink/handle/payment/${reference}`,
    });
    expect(portal.json().result[0]).toMatchObject({ CAN_CONTINUE: 'N' });
    expect(portal.json().result[0].url).toBeUndefined();
    expect(portal.json().result[0].statusmessage).toContain('verlopen');
    expect((await outcomeOf(db, tenant, requestId, me.id)).permits).toBe(0);
    // The link has ended, so the invoice is back in the cart, expired, to be withdrawn.
    expect((await cartOf())[0]).toMatchObject({ STATUSCODE: 'PRODUCT_EXPIRED', CAN_CANCEL: 'Y' });
    const open = await post(app, tenant.code, 'eloket/get_open_payments', {}, { cookie: me.cookie });
    expect(open.json().result).toEqual([]);
  });

  it('a payment link opened at the checkout and then left ends at the reconcile job once its product expired', async () => {
    const { tenant, me, requestId, invoiceId, cartOf } = await inCart();
    const reference = (await createPaymentLink(app, tenant, me.cookie, invoiceId)).result[0].INTERNAL_REFERENCE;
    const opened = await app.inject({
      method: 'GET',
      url: `/${tenant.code}/services/paymentlink/handle/payment/${reference}`,
    });
    expect(opened.json().result[0]).toMatchObject({ CAN_CONTINUE: 'Y' });
    await startOn(db, tenant, requestId, daysFromToday(-1));
    await reconcileTenant(db, tenant, new Date(Date.now() + 4 * 60_000));
    expect((await outcomeOf(db, tenant, requestId, me.id)).payments).toEqual([
      expect.objectContaining({ status: 'EXPIRED' }),
    ]);
    expect((await cartOf())[0]).toMatchObject({ STATUSCODE: 'PRODUCT_EXPIRED', CAN_CANCEL: 'Y' });
  });

  it('a payment link holding it ends when the open payments are listed, freeing the invoice', async () => {
    const { tenant, me, requestId, invoiceId, cartOf } = await inCart();
    await createPaymentLink(app, tenant, me.cookie, invoiceId);
    expect((await cartOf())[0]).toMatchObject({ STATUSCODE: 'PENDING_PAYMENT', CAN_CANCEL: 'N' });
    await startOn(db, tenant, requestId, daysFromToday(-1));
    const open = await post(app, tenant.code, 'eloket/get_open_payments', {}, { cookie: me.cookie });
    expect(open.json().result).toEqual([]);
    expect((await cartOf())[0]).toMatchObject({ STATUSCODE: 'PRODUCT_EXPIRED', CAN_CANCEL: 'Y' });
    expect((await outcomeOf(db, tenant, requestId, me.id)).payments).toEqual([
      expect.objectContaining({ status: 'EXPIRED' }),
    ]);
  });
});
