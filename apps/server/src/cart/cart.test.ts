/**
 * The cart (lifecycle 2.15, 4.6): what it lists and counts, how an invoice held by a payment shows,
 * and the one rule for an invoice outcome's text, in the municipality's own words. Withdrawing a cart
 * item is in withdraw-item.test.ts; plate-change items in products/plate-change-payment.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { importCatalogue, TEST_CATALOGUE } from '../catalogue/index.js';
import { awaitingPayment, forward, GARAGE_PRICE_CENTS, paymentTenant, resident } from '../test/payment-fixtures.js';
import { createTenant, post, testApp } from '../test/support.js';

const { app, db } = await testApp();

async function paying(language = 'nl_NL') {
  const tenant = await paymentTenant(db);
  const me = await resident(db, tenant, language);
  const { requestId, invoiceId } = await awaitingPayment(db, tenant, me.id);
  return { tenant, me, requestId, invoiceId };
}

/** The resident's own call to a service, with their session. */
function callAs(setup: { tenant: { code: string }; me: { cookie: string } }, endpoint: string, params = {}) {
  return post(app, setup.tenant.code, endpoint, params, { cookie: setup.me.cookie });
}

async function startPayment(setup: Awaited<ReturnType<typeof paying>>) {
  const answer = await forward(app, setup.tenant, setup.me.cookie, setup.invoiceId);
  expect(answer.statuscode).toBe('OK');
  return { reference: answer.result[0].transactionid as string };
}

describe('the cart', () => {
  it('lists a request awaiting payment as a payable new request, and counts it', async () => {
    const { tenant, me, requestId, invoiceId } = await paying();
    const cart = await callAs({ tenant, me }, 'eloket/get_shopping_cart');
    expect(cart.json().result).toEqual([
      expect.objectContaining({
        REQUESTID: requestId,
        INVOICEID: invoiceId,
        REQUEST_TYPE: 'to_be_paid_request',
        STATUSCODE: 'AWAIT_PAYMENT',
        CAN_CONTINUE: 'Y',
        CAN_CANCEL: 'Y',
        pay_now: 'Y',
        PRICE: GARAGE_PRICE_CENTS / 100,
        LICENSE_PLATES: [{ LICENSE_PLATE: 'AB12CD' }],
      }),
    ]);
    const count = await callAs({ tenant, me }, 'eloket/get_shopping_cart_count');
    expect(count.json().result[0]).toMatchObject({ NAME: 'shopping_cart_count', VALUE: 1 });
    const rpay = await callAs({ tenant, me }, 'eloket/get_rpay_permits');
    expect(rpay.json().result).toEqual([]);
  });

  it('shows an invoice in a running payment as awaiting the payment result, not payable again, and names that payment', async () => {
    const setup = await paying();
    const first = await startPayment(setup);
    const cart = await callAs(setup, 'eloket/get_shopping_cart');
    expect(cart.json().result[0]).toMatchObject({ STATUSCODE: 'PENDING_PAYMENT', CAN_CONTINUE: 'N', CAN_CANCEL: 'N' });
    const again = await forward(app, setup.tenant, setup.me.cookie, setup.invoiceId);
    expect(again.result[0]).toMatchObject({
      statuscode: 'NOTHING_TO_PAY',
      rejected: [
        expect.objectContaining({
          INVOICEID: setup.invoiceId,
          STATUSCODE: 'INVOICE_ALREADY_IN_PAYMENT',
          PAYMENTREFERENCE: first.reference,
          PAYMENTSERVICE: 'directpayment',
        }),
      ],
    });
  });
});

describe('the text of an invoice outcome', () => {
  it('is the municipality’s own wording where it set one, for an invoice of the caller and one it cannot see', async () => {
    const tenant = await createTenant(db, {
      paymentServices: ['directpayment', 'paymentlink'],
      translations: {
        nl_NL: {
          'payment.invoice.INVOICE_ALREADY_IN_PAYMENT': 'Zit al in een betaling bij ons',
          'payment.invoice.INVOICE_NOT_FOUND': 'Deze factuur kennen wij niet',
        },
      },
    });
    await importCatalogue(db, tenant.code, TEST_CATALOGUE);
    const me = await resident(db, tenant);
    const { invoiceId } = await awaitingPayment(db, tenant, me.id);
    await startPayment({ tenant, me, invoiceId, requestId: 0 });
    const again = await forward(app, tenant, me.cookie, invoiceId, 2_000_000_000);
    const rejected = again.result[0].rejected;
    expect(rejected).toEqual([
      expect.objectContaining({ INVOICEID: invoiceId, STATUS: 'Zit al in een betaling bij ons' }),
      expect.objectContaining({ INVOICEID: 2_000_000_000, STATUS: 'Deze factuur kennen wij niet' }),
    ]);
  });

  it('is the bundled wording otherwise, in the caller’s language', async () => {
    const setup = await paying('en_EN');
    await startPayment(setup);
    const again = await forward(app, setup.tenant, setup.me.cookie, setup.invoiceId);
    expect(again.result[0].rejected[0]).toMatchObject({ STATUSCODE: 'INVOICE_ALREADY_IN_PAYMENT' });
    expect(again.result[0].rejected[0].STATUS).not.toMatch(/^payment\.invoice\./);
  });
});
