import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { listRefundOrders } from '../termination/index.js';
import {
  awaitingPayment,
  checkout,
  createPaymentLink,
  forward,
  GARAGE_PRICE_CENTS,
  invoicesParam,
  notify,
  outcomeOf,
  paymentTenant,
  resident,
  simulatorIdOf,
} from '../test/payment-fixtures.js';
import { post, sessionCookie, testApp, testConfig } from '../test/support.js';
import { DISPLAY_REFERENCE_PATTERN } from './display-reference.js';
import { insertPayment } from './payment-repository.js';
import { reconcilePaymentsJob } from './payments-jobs.js';
import { findSimulatorPayment } from './simulator-provider.js';

const { app, db } = await testApp();
const silent = { info() {}, warn() {} };
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const runReconcile = (now = later(4)) => reconcilePaymentsJob.run({ db, config: testConfig(), log: silent, now });

async function paying(language = 'nl_NL') {
  const tenant = await paymentTenant(db);
  const me = await resident(db, tenant, language);
  const { requestId, invoiceId } = await awaitingPayment(db, tenant, me.id);
  return { tenant, me, requestId, invoiceId };
}

/**
 * Waits for the simulator's delayed notification to have been handled: every notification asks the
 * provider and marks the payment checked again, so `checked_at` moving past its value now is the event.
 * Polled with a deadline rather than slept for, so a slow machine waits longer and a fast one does not.
 */
async function lateNotificationAsked(tenantId: number, relationId: number, deadlineMs = 15_000): Promise<void> {
  const checkedAt = async () =>
    (
      await db
        .selectFrom('payments')
        .select('checked_at')
        .where('tenant_id', '=', tenantId)
        .where('relation_id', '=', relationId)
        .executeTakeFirstOrThrow()
    ).checked_at?.getTime() ?? 0;
  const before = await checkedAt();
  const until = Date.now() + deadlineMs;
  while ((await checkedAt()) <= before) {
    if (Date.now() > until) throw new Error(`the delayed notification was not handled within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The resident's own call to a service, with their session. */
function callAs(setup: { tenant: { code: string }; me: { cookie: string } }, endpoint: string, params = {}) {
  return post(app, setup.tenant.code, endpoint, params, { cookie: setup.me.cookie });
}

async function startPayment(setup: Awaited<ReturnType<typeof paying>>) {
  const answer = await forward(app, setup.tenant, setup.me.cookie, setup.invoiceId);
  expect(answer.statuscode).toBe('OK');
  const item = answer.result[0];
  return { item, simulatorId: simulatorIdOf(`${item.url}`), reference: item.transactionid as string };
}

function simulatorStatus(tenantId: number, id: string) {
  return findSimulatorPayment(db, tenantId, id).then((row) => row?.status);
}

describe('a direct payment', () => {
  it('is paid at the provider and becomes a permit, with one confirmation e-mail in the payer’s language', async () => {
    const setup = await paying('en_EN');
    const { item, simulatorId } = await startPayment(setup);
    expect(item).toMatchObject({
      httpmethod: 'GET',
      postparams: [],
      accepted: [expect.objectContaining({ INVOICEID: setup.invoiceId, STATUSCODE: 'PAYMENT_RUNNING' })],
      rejected: [],
    });
    const page = await app.inject({ method: 'GET', url: item.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TESTOMGEVING');
    expect(page.body).toContain('€ 65,50');

    const back = await checkout(app, setup.tenant, simulatorId, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/${setup.tenant.code}/payment-process`);

    const status = await callAs(setup, 'eloket/get_payment_status');
    expect(status.json().result[0]).toMatchObject({ payment_status: 'PAID', transactionid: item.transactionid });
    const outcome = await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id);
    expect(outcome).toMatchObject({ requestStatus: 'PERMIT_CREATED', permits: 1, paidPayments: 1, paidTransitions: 1 });
    expect(outcome.invoices).toEqual([expect.objectContaining({ status: 'PAID' })]);
    expect(outcome.mails).toHaveLength(1);
    expect(outcome.mails[0]).toMatchObject({ locale: 'en_EN', subject: 'Payment received: € 65,50' });
    expect(outcome.mails[0]?.body).toContain('€ 65,50');
    // The short reference the payer saw, never the long one (the handle).
    expect(outcome.mails[0]?.body).toContain(`(reference ${item.reference})`);
    expect(outcome.mails[0]?.body).not.toContain(item.transactionid);

    const paid = await callAs(setup, 'eloket/get_paid_permits');
    expect(paid.json().result).toEqual([
      expect.objectContaining({ INVOICEID: setup.invoiceId, STATUSCODE: 'PROCESSED' }),
    ]);
    const cart = await callAs(setup, 'eloket/get_shopping_cart_count');
    expect(cart.json().result[0].VALUE).toBe(0);
  });

  it('cancelled at the provider: the payment is cancelled and the invoice is back in the cart', async () => {
    const setup = await paying();
    const { simulatorId } = await startPayment(setup);
    await checkout(app, setup.tenant, simulatorId, 'cancel');
    const status = await callAs(setup, 'eloket/get_payment_status');
    expect(status.json().result[0].payment_status).toBe('CANCELLED');
    const cart = await callAs(setup, 'eloket/get_shopping_cart');
    expect(cart.json().result[0]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT', CAN_CONTINUE: 'Y' });
    expect((await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id)).permits).toBe(0);
  });

  it('left open: unknown until paid, then paid on the next check', async () => {
    const setup = await paying();
    const { simulatorId, reference } = await startPayment(setup);
    await checkout(app, setup.tenant, simulatorId, 'open');
    const first = await callAs(setup, 'eloket/get_payment_status');
    expect(first.json().result[0].payment_status).toBe('UNKNOWN');
    const open = await callAs(setup, 'eloket/get_open_payments');
    expect(open.json().result).toEqual([
      expect.objectContaining({ UNIQUE_ID: reference, METHOD: 'directpayment', STATUS: 'OPEN', AMOUNT: 65.5 }),
    ]);
    const details = await callAs(setup, 'eloket/get_payment_details', { p_int_reference: reference });
    expect(details.json().result[0]).toMatchObject({ statuscode: 'OK', AMOUNT: 65.5, transactionid: reference });
    expect(details.json().result[0].url).toContain(simulatorId);

    await checkout(app, setup.tenant, simulatorId, 'pay', 'none');
    const again = await callAs(setup, 'eloket/get_payment_status');
    expect(again.json().result[0].payment_status).toBe('PAID');
    expect(await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id)).toMatchObject({
      permits: 1,
      paidTransitions: 1,
    });
  });

  it('cancelled by the resident: the checkout is ended at the provider too, so it can no longer be paid', async () => {
    const setup = await paying();
    const { simulatorId, reference } = await startPayment(setup);
    const cancel = await callAs(setup, 'eloket/cancel_bulkpayment', { p_transactionid: reference });
    expect(cancel.json().statuscode).toBe('OK');
    const status = await callAs(setup, 'eloket/get_payment_status');
    expect(status.json().result[0].payment_status).toBe('CANCELLED');

    await checkout(app, setup.tenant, simulatorId, 'pay');
    expect(await simulatorStatus(setup.tenant.id, simulatorId)).toBe('canceled');
    expect(await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id)).toMatchObject({
      requestStatus: 'AWAIT_PAYMENT',
      permits: 0,
      paidPayments: 0,
    });
  });

  it('two tabs: T1 cancelled, T2 paid; T1 checkout can no longer be paid, so the resident pays once', async () => {
    const setup = await paying();
    const first = await startPayment(setup);
    await callAs(setup, 'eloket/cancel_bulkpayment', { p_transactionid: first.reference });
    const second = await startPayment(setup);
    await checkout(app, setup.tenant, second.simulatorId, 'pay');
    await checkout(app, setup.tenant, first.simulatorId, 'pay');
    const outcome = await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id);
    expect(outcome).toMatchObject({ permits: 1, paidPayments: 1 });
    expect(outcome.payments.map((p) => p.status).sort()).toEqual(['CANCELLED', 'PAID']);
    expect(await simulatorStatus(setup.tenant.id, first.simulatorId)).toBe('canceled');
    expect(await listRefundOrders(db, setup.tenant.id)).toEqual([]);
    expect(outcome.mails).toHaveLength(1);
  });

  it('a paid amount that differs from the invoices delivers nothing when short and refunds it all, with one e-mail', async () => {
    const setup = await paying();
    const { simulatorId, reference, item } = await startPayment(setup);
    await app.inject({
      method: 'POST',
      url: `/${setup.tenant.code}/simulator/checkout/${simulatorId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        notify: 'once',
        amount: '10.00',
        iban: 'NL91ABNA0417164300',
      }).toString(),
    });
    const outcome = await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id);
    expect(outcome).toMatchObject({ requestStatus: 'AWAIT_PAYMENT', permits: 0, paidPayments: 0 });
    expect(outcome.payments.map((p) => p.status)).toEqual(['PROBLEM']);
    expect(await listRefundOrders(db, setup.tenant.id)).toEqual([
      expect.objectContaining({ amount_cents: 1000, iban: 'NL91ABNA0417164300', status: 'OPEN', permit_id: null }),
    ]);
    expect(outcome.mails).toHaveLength(0);
    const refundMails = await db
      .selectFrom('outbox')
      .select('body')
      .where('tenant_id', '=', setup.tenant.id)
      .where('template', '=', 'payment_refund')
      .execute();
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.body).toContain('NL91ABNA0417164300');
    // The short reference the payer saw (not the handle, which opens a payment link).
    expect(refundMails[0]?.body).toContain(`kenmerk ${item.reference}`);
    expect(refundMails[0]?.body).not.toContain(reference);
    // The invoice is free again: the resident can pay it once more.
    expect((await startPayment(setup)).reference).not.toBe(reference);
  });

  it('a payment link whose checkout was opened, then withdrawn and its item withdrawn: the checkout cannot be paid', async () => {
    const setup = await paying();
    const link = await createPaymentLink(app, setup.tenant, setup.me.cookie, setup.invoiceId);
    const reference = link.result[0].INTERNAL_REFERENCE as string;
    const portal = await handleLink(setup.tenant.code, 'payment', reference);
    const simulatorId = simulatorIdOf(`${portal.json().result[0].url}`);
    expect((await callAs(setup, 'eloket/cancel_paymentlink', { p_transactionid: reference })).json().statuscode).toBe(
      'OK',
    );
    const withdraw = await callAs(setup, 'eloket/withdraw_item', {
      p_rqt_id: `${setup.requestId}`,
      p_ive_id: `${setup.invoiceId}`,
      p_reference: '',
      p_pcs_code: 'WEB_NEW',
    });
    expect(withdraw.json().statuscode).toBe('OK');
    await checkout(app, setup.tenant, simulatorId, 'pay');
    expect(await simulatorStatus(setup.tenant.id, simulatorId)).toBe('canceled');
    const outcome = await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id);
    expect(outcome).toMatchObject({ permits: 0, paidPayments: 0 });
    expect(outcome.payments.map((p) => p.status)).toEqual(['CANCELLED']);
  });
});

describe('notifications', () => {
  for (const mode of ['repeat', 'concurrent', 'delayed'] as const) {
    it(`delivered ${mode === 'delayed' ? 'after the return' : `three times (${mode})`}: one paid payment, one permit, one e-mail`, async () => {
      const setup = await paying();
      const { simulatorId } = await startPayment(setup);
      await checkout(app, setup.tenant, simulatorId, 'pay', mode);
      if (mode === 'delayed') {
        // The browser's return settles it first; the notification (SIMULATOR_DELAY_MS later) must then change nothing.
        expect((await callAs(setup, 'eloket/get_payment_status')).json().result[0].payment_status).toBe('PAID');
        await lateNotificationAsked(setup.tenant.id, setup.me.id);
      }
      const outcome = await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id);
      expect(outcome).toMatchObject({
        requestStatus: 'PERMIT_CREATED',
        permits: 1,
        paidPayments: 1,
        paidTransitions: 1,
      });
      expect(outcome.mails).toHaveLength(1);
    });
  }

  it('the same notification three times in a row and three times at once, by hand: changes things once', async () => {
    const setup = await paying();
    const { simulatorId } = await startPayment(setup);
    await checkout(app, setup.tenant, simulatorId, 'pay', 'none');
    for (let i = 0; i < 3; i++) expect((await notify(app, setup.tenant, simulatorId)).statusCode).toBe(200);
    await Promise.all([1, 2, 3].map(() => notify(app, setup.tenant, simulatorId)));
    const outcome = await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id);
    expect(outcome).toMatchObject({ permits: 1, paidPayments: 1, paidTransitions: 1 });
    expect(outcome.mails).toHaveLength(1);
  });

  it('a forged notification (the real id while unpaid) and an unknown id change nothing', async () => {
    const setup = await paying();
    const { simulatorId } = await startPayment(setup);
    expect((await notify(app, setup.tenant, simulatorId)).statusCode).toBe(200);
    expect((await notify(app, setup.tenant, 'tr_WDqYK6vllg')).statusCode).toBe(200);
    expect((await notify(app, setup.tenant, '../../etc')).statusCode).toBe(400);
    const outcome = await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id);
    expect(outcome).toMatchObject({ requestStatus: 'AWAIT_PAYMENT', permits: 0, paidPayments: 0 });
    expect(outcome.payments.map((p) => p.status)).toEqual(['OPEN']);
  });

  it('a notification for another tenant’s payment, sent to this tenant, changes nothing there or here', async () => {
    const theirs = await paying();
    const mine = await paying();
    const { simulatorId } = await startPayment(theirs);
    await checkout(app, theirs.tenant, simulatorId, 'pay', 'none');
    expect((await notify(app, mine.tenant, simulatorId)).statusCode).toBe(200);
    expect((await outcomeOf(db, theirs.tenant, theirs.requestId, theirs.me.id)).permits).toBe(0);
    expect((await outcomeOf(db, mine.tenant, mine.requestId, mine.me.id)).paidPayments).toBe(0);
  });
});

describe('the reconcile job', () => {
  it('recovers a lost notification: a paid invoice and a permit; a second run does nothing', async () => {
    const setup = await paying();
    const { simulatorId } = await startPayment(setup);
    await checkout(app, setup.tenant, simulatorId, 'pay', 'none');
    expect((await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id)).permits).toBe(0);
    expect((await runReconcile(later(0))).acted).toBe(0);
    const first = await runReconcile();
    expect(first.acted).toBeGreaterThanOrEqual(1);
    expect(await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id)).toMatchObject({
      requestStatus: 'PERMIT_CREATED',
      permits: 1,
      paidTransitions: 1,
    });
    expect((await runReconcile(later(5))).acted).toBe(0);
  });

  it('run twice at once acts once per payment', async () => {
    const setup = await paying();
    const { simulatorId } = await startPayment(setup);
    await checkout(app, setup.tenant, simulatorId, 'pay', 'none');
    await Promise.all([runReconcile(later(6)), runReconcile(later(6))]);
    const outcome = await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id);
    expect(outcome).toMatchObject({ permits: 1, paidTransitions: 1 });
    expect(outcome.mails).toHaveLength(1);
  });

  it('expires a payment link past its period', async () => {
    const setup = await paying();
    const link = await callAs(setup, 'eloket/create_payment_send_link', {
      p_initial: 'Y',
      p_invoices: invoicesParam(setup.invoiceId),
    });
    const reference = link.json().result[0].INTERNAL_REFERENCE;
    await runReconcile(later(60 * 24 * 15));
    const payment = await db
      .selectFrom('payments')
      .select('status')
      .where('tenant_id', '=', setup.tenant.id)
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('EXPIRED');
  });
});

async function handleLink(tenantCode: string, kind: string, value: string) {
  return app.inject({ method: 'GET', url: `/${tenantCode}/services/paymentlink/handle/${kind}/${value}` });
}

async function createLink(setup: Awaited<ReturnType<typeof paying>>) {
  const answer = await createPaymentLink(app, setup.tenant, setup.me.cookie, setup.invoiceId);
  expect(answer.statuscode).toBe('OK');
  return answer.result[0].INTERNAL_REFERENCE as string;
}

async function linkMail(database: Database, tenantId: number, relationId: number) {
  return database
    .selectFrom('outbox')
    .select(['body', 'subject', 'to_address'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('template', '=', 'payment_link')
    .execute();
}

describe('a payment link', () => {
  it('is e-mailed, opened without login and paid on the portal: a permit, and the link then says paid', async () => {
    const setup = await paying();
    const reference = await createLink(setup);
    expect(reference).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mails = await linkMail(db, setup.tenant.id, setup.me.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`/${setup.tenant.code}/paymentportal?payment=${reference}`);
    expect(mails[0]?.body).toContain('€ 65,50');

    const portal = await handleLink(setup.tenant.code, 'payment', reference);
    expect(portal.json()).toMatchObject({ statuscode: 'OK' });
    const answer = portal.json().result[0];
    expect(answer).toMatchObject({ CAN_CONTINUE: 'Y', httpmethod: 'GET' });
    // What is paid for (product and period), and nothing personal: no name, e-mail address or plate.
    expect(JSON.stringify(portal.json())).not.toMatch(/AB12CD|bewoner|Persoon|example\.test/);
    expect(answer.PAYMENT_FOR).toEqual([
      expect.objectContaining({
        DESCRIPTION: expect.stringMatching(/\S/),
        VALID_FROM: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        PRICE: GARAGE_PRICE_CENTS / 100,
      }),
    ]);
    expect(Object.keys(answer.PAYMENT_FOR[0]).sort()).toEqual(
      ['DESCRIPTION', 'HAS_STAFFEL_YN', 'PRICE', 'STAFFEL', 'VALID_FROM', 'VALID_TO'].filter(
        (key) => key in answer.PAYMENT_FOR[0],
      ),
    );
    expect(answer.PAYMENT_FOR[0]).not.toHaveProperty('LICENSE_PLATES');

    const back = await checkout(app, setup.tenant, simulatorIdOf(answer.url), 'pay');
    expect(back.headers.location).toBe(`/${setup.tenant.code}/paymentportal?payment=${reference}`);
    const after = await handleLink(setup.tenant.code, 'payment', reference);
    expect(after.json().result[0]).toMatchObject({ CAN_CONTINUE: 'N' });
    expect(after.json().result[0].statusmessage).toContain('betaald');
    expect(await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id)).toMatchObject({
      permits: 1,
      paidPayments: 1,
    });
  });

  it('is listed among the open payments, sent again, and once withdrawn cannot be paid', async () => {
    const setup = await paying();
    const reference = await createLink(setup);
    const open = await callAs(setup, 'eloket/get_open_payments');
    expect(open.json().result[0]).toMatchObject({ UNIQUE_ID: reference, METHOD: 'paymentlink', STATUS: 'OPEN' });
    expect(open.json().result[0].EXPIRY_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await callAs(setup, 'eloket/create_payment_send_link', {
      p_initial: 'N',
      p_internal_reference: reference,
    });
    expect(again.json().result[0].INTERNAL_REFERENCE).toBe(reference);
    const resend = await callAs(setup, 'eloket/send_paymentlink', { p_paymentreference: reference });
    expect(resend.json().statuscode).toBe('OK');
    expect(await linkMail(db, setup.tenant.id, setup.me.id)).toHaveLength(3);

    const withdraw = await callAs(setup, 'eloket/cancel_paymentlink', { p_transactionid: reference });
    expect(withdraw.json().statuscode).toBe('OK');
    const portal = await handleLink(setup.tenant.code, 'payment', reference);
    expect(portal.json()).toMatchObject({ statuscode: 'PAYMENT_NOT_PAYABLE', result: [] });
    const cart = await callAs(setup, 'eloket/get_shopping_cart');
    expect(cart.json().result[0]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT', CAN_CONTINUE: 'Y' });
  });

  it('holding an invoice, is named on the invoice a direct payment leaves out, and can be sent again from there', async () => {
    const setup = await paying();
    const reference = await createLink(setup);
    const direct = await forward(app, setup.tenant, setup.me.cookie, setup.invoiceId);
    expect(direct.result[0]).toMatchObject({
      statuscode: 'NOTHING_TO_PAY',
      rejected: [
        expect.objectContaining({
          INVOICEID: setup.invoiceId,
          STATUSCODE: 'INVOICE_ALREADY_IN_PAYMENT',
          PAYMENTREFERENCE: reference,
          PAYMENTSERVICE: 'paymentlink',
        }),
      ],
    });
    const resend = await callAs(setup, 'eloket/send_paymentlink', {
      p_paymentreference: direct.result[0].rejected[0].PAYMENTREFERENCE,
    });
    expect(resend.json().statuscode).toBe('OK');
    const mails = await linkMail(db, setup.tenant.id, setup.me.id);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body).toContain(`paymentportal?payment=${reference}`);
  });

  it('a payer who cancels at the checkout can start again from the same link', async () => {
    const setup = await paying();
    const reference = await createLink(setup);
    const first = (await handleLink(setup.tenant.code, 'payment', reference)).json().result[0];
    await checkout(app, setup.tenant, simulatorIdOf(first.url), 'cancel');
    const second = (await handleLink(setup.tenant.code, 'payment', reference)).json().result[0];
    expect(second.CAN_CONTINUE).toBe('Y');
    expect(second.url).not.toBe(first.url);
    await checkout(app, setup.tenant, simulatorIdOf(second.url), 'pay');
    expect(await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id)).toMatchObject({
      permits: 1,
      paidPayments: 1,
    });
  });

  it('expires after the period the municipality sets', async () => {
    const setup = await paying();
    const reference = await createLink(setup);
    await db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('tenant_id', '=', setup.tenant.id)
      .where('reference', '=', reference)
      .execute();
    expect((await handleLink(setup.tenant.code, 'payment', reference)).json().statuscode).toBe('PAYMENT_NOT_PAYABLE');
    const open = await callAs(setup, 'eloket/get_open_payments');
    expect(open.json().result).toEqual([]);
  });

  it('lasts PAYMENT_LINK_VALID_DAYS days', async () => {
    const tenant = await paymentTenant(db, { PAYMENT_LINK_VALID_DAYS: '2' });
    const me = await resident(db, tenant);
    const { invoiceId } = await awaitingPayment(db, tenant, me.id);
    await post(
      app,
      tenant.code,
      'eloket/create_payment_send_link',
      { p_initial: 'Y', p_invoices: invoicesParam(invoiceId) },
      { cookie: me.cookie },
    );
    const row = await db
      .selectFrom('payments')
      .select(['expires_at', 'created_at'])
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    const days = ((row.expires_at as Date).getTime() - row.created_at.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(2);
  });

  it('by invoice reference pays that invoice', async () => {
    const setup = await paying();
    const invoice = await db
      .selectFrom('invoices')
      .select('reference')
      .where('tenant_id', '=', setup.tenant.id)
      .where('id', '=', setup.invoiceId)
      .executeTakeFirstOrThrow();
    const answer = (await handleLink(setup.tenant.code, 'invoice', `${invoice.reference}`)).json().result[0];
    expect(answer.CAN_CONTINUE).toBe('Y');
    await checkout(app, setup.tenant, simulatorIdOf(answer.url), 'pay');
    expect(await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id)).toMatchObject({ permits: 1 });
  });

  it('an unknown reference, a bad kind, or another tenant’s reference is not found', async () => {
    const setup = await paying();
    const reference = await createLink(setup);
    const other = await paymentTenant(db);
    expect((await handleLink(setup.tenant.code, 'payment', 'AAAAAAAAAAAAAAAAAAAAAA')).json().statuscode).toBe(
      'PAYMENT_NOT_FOUND',
    );
    expect((await handleLink(other.code, 'payment', reference)).json().statuscode).toBe('PAYMENT_NOT_FOUND');
    expect((await handleLink(setup.tenant.code, 'invoice', reference)).json().statuscode).toBe('PAYMENT_NOT_FOUND');
    expect((await handleLink(setup.tenant.code, 'bogus', reference)).json().statuscode).toBe('INVALID_PARAMETERS');
  });
});

describe('the reference a payer reads', () => {
  it('is short, without look-alike characters, the same on the confirmation, the status and the open payments', async () => {
    const setup = await paying();
    const answer = await forward(app, setup.tenant, setup.me.cookie, setup.invoiceId);
    const shown = answer.result[0].reference as string;
    expect(shown).toMatch(DISPLAY_REFERENCE_PATTERN);
    expect(shown).not.toBe(answer.result[0].transactionid);
    const status = await callAs(setup, 'eloket/get_payment_status');
    expect(status.json().result[0]).toMatchObject({ reference: shown, transactionid: answer.result[0].transactionid });
    const open = await callAs(setup, 'eloket/get_open_payments');
    expect(open.json().result[0]).toMatchObject({ REFERENCE: shown, UNIQUE_ID: answer.result[0].transactionid });
    const details = await callAs(setup, 'eloket/get_payment_details', {
      p_int_reference: answer.result[0].transactionid,
    });
    expect(details.json().result[0].reference).toBe(shown);
  });

  it('is unique within the municipality: one already taken is drawn again', async () => {
    const setup = await paying();
    const { reference } = await startPayment(setup);
    const taken = (
      await db
        .selectFrom('payments')
        .select('display_reference')
        .where('tenant_id', '=', setup.tenant.id)
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).display_reference as string;
    const draws = [taken, taken, 'PL-2345-6789'];
    const row = await insertPayment(
      db,
      setup.tenant.id,
      {
        relationId: setup.me.id,
        reference: 'test-unique-display-reference',
        method: 'directpayment',
        amountCents: 100,
        locale: 'nl_NL',
        expiresAt: null,
        invoiceIds: [],
      },
      () => draws.shift() as string,
    );
    expect(row.display_reference).toBe('PL-2345-6789');
  });
});

describe('the specification’s parameter names (lifecycle 7)', () => {
  it('cancel_bulkpayment takes transactionid as well as p_transactionid', async () => {
    const setup = await paying();
    const { reference } = await startPayment(setup);
    const cancel = await callAs(setup, 'eloket/cancel_bulkpayment', { transactionid: reference });
    expect(cancel.json().statuscode).toBe('OK');
    const status = await callAs(setup, 'eloket/get_payment_status');
    expect(status.json().result[0].payment_status).toBe('CANCELLED');
  });

  it('send_paymentlink takes paymentreference, cancel_paymentlink transactionid; ours counts when both come', async () => {
    const setup = await paying();
    const reference = await createLink(setup);
    const resend = await callAs(setup, 'eloket/send_paymentlink', { paymentreference: reference });
    expect(resend.json().statuscode).toBe('OK');
    expect(await linkMail(db, setup.tenant.id, setup.me.id)).toHaveLength(2);

    const wrongOurs = await callAs(setup, 'eloket/cancel_paymentlink', {
      transactionid: reference,
      p_transactionid: 'not-a-reference',
    });
    expect(wrongOurs.json().statuscode).not.toBe('OK');
    const withdraw = await callAs(setup, 'eloket/cancel_paymentlink', { transactionid: reference });
    expect(withdraw.json().statuscode).toBe('OK');
    const portal = await handleLink(setup.tenant.code, 'payment', reference);
    expect(portal.json()).toMatchObject({ statuscode: 'PAYMENT_NOT_PAYABLE', result: [] });
  });
});

describe('ownership and the amount', () => {
  it('another resident cannot pay, link, see, cancel or withdraw my invoices and payments', async () => {
    const mine = await paying();
    const other = await resident(db, mine.tenant);
    const direct = await startPayment(mine);

    const theirForward = await forward(app, mine.tenant, other.cookie, mine.invoiceId);
    expect(theirForward.result[0]).toMatchObject({
      statuscode: 'NOTHING_TO_PAY',
      rejected: [{ INVOICEID: mine.invoiceId, STATUSCODE: 'INVOICE_NOT_FOUND', STATUS: expect.any(String) }],
    });
    expect(JSON.stringify(theirForward)).not.toContain('AB12CD');
    const theirLink = await post(
      app,
      mine.tenant.code,
      'eloket/create_payment_send_link',
      { p_initial: 'Y', p_invoices: invoicesParam(mine.invoiceId) },
      { cookie: other.cookie },
    );
    expect(theirLink.json().statuscode).toBe('NOTHING_TO_PAY');
    for (const [endpoint, params] of [
      ['eloket/get_payment_details', { p_int_reference: direct.reference }],
      ['eloket/cancel_bulkpayment', { p_transactionid: direct.reference }],
      ['eloket/cancel_paymentlink', { p_transactionid: direct.reference }],
      ['eloket/send_paymentlink', { p_paymentreference: direct.reference }],
      ['eloket/create_payment_send_link', { p_initial: 'N', p_internal_reference: direct.reference }],
    ] as const) {
      const res = await post(app, mine.tenant.code, endpoint, params, { cookie: other.cookie });
      expect(res.json().statuscode, endpoint).toBe('PAYMENT_NOT_FOUND');
    }
    for (const endpoint of ['eloket/get_shopping_cart', 'eloket/get_open_payments', 'eloket/get_paid_permits']) {
      expect(
        (await post(app, mine.tenant.code, endpoint, {}, { cookie: other.cookie })).json().result,
        endpoint,
      ).toEqual([]);
    }
    expect(
      (await post(app, mine.tenant.code, 'eloket/get_payment_status', {}, { cookie: other.cookie })).json().result,
    ).toEqual([]);
    // My payment is untouched by all of that.
    const status = await callAs(mine, 'eloket/get_payment_status');
    expect(status.json().result[0]).toMatchObject({ payment_status: 'UNKNOWN', transactionid: direct.reference });
    expect((await outcomeOf(db, mine.tenant, mine.requestId, mine.me.id)).payments.map((p) => p.status)).toEqual([
      'OPEN',
    ]);
  });

  it('another municipality’s session is refused, and its residents cannot reach these invoices', async () => {
    const mine = await paying();
    const elsewhere = await paying();
    const cookie = await sessionCookie(db, elsewhere.tenant);
    for (const endpoint of ['eloket/get_shopping_cart', 'eloket/get_open_payments', 'eloket/get_shopping_cart_count']) {
      expect((await post(app, mine.tenant.code, endpoint, {}, { cookie })).json().statuscode).toBe('SESSION_TIMEOUT');
      expect((await post(app, mine.tenant.code, endpoint, {}, { cookie: elsewhere.me.cookie })).json().statuscode).toBe(
        'SESSION_TIMEOUT',
      );
    }
    const foreign = await forward(app, elsewhere.tenant, elsewhere.me.cookie, mine.invoiceId);
    expect(foreign.result[0].rejected[0].STATUSCODE).toBe('INVOICE_NOT_FOUND');
    const noSession = await forward(app, mine.tenant, '', mine.invoiceId);
    expect(noSession.statuscode).toBe('SESSION_TIMEOUT');
  });

  it('the amount is the invoices’, whatever the browser sends', async () => {
    const setup = await paying();
    const res = await post(
      app,
      setup.tenant.code,
      'eloket/get_forward_post',
      {
        p_ext_service: 'directpayment',
        p_invoices: JSON.stringify([
          { INVOICEID: setup.invoiceId, PRICE: 0.01, AMOUNT: 1 },
          { INVOICEID: setup.invoiceId },
        ]),
        p_amount: '0.01',
        p_price: '0.01',
      },
      { cookie: setup.me.cookie },
    );
    expect(res.json().statuscode).toBe('OK');
    const outcome = await outcomeOf(db, setup.tenant, setup.requestId, setup.me.id);
    expect(outcome.payments.map((p) => p.amount_cents)).toEqual([GARAGE_PRICE_CENTS]);
    const page = await app.inject({ method: 'GET', url: res.json().result[0].url });
    expect(page.body).toContain('€ 65,50');
  });

  it('refuses a payment service the municipality does not offer', async () => {
    const setup = await paying();
    await db.deleteFrom('tenant_payment_services').where('tenant_id', '=', setup.tenant.id).execute();
    expect((await forward(app, setup.tenant, setup.me.cookie, setup.invoiceId)).statuscode).toBe('PAYMENT_SERVICE_OFF');
  });

  it('counts open payments on the home tile', async () => {
    const setup = await paying();
    await createLink(setup);
    const counts = await callAs(setup, 'eloket/get_overview_counts');
    const byName = Object.fromEntries(
      counts.json().result.map((c: { NAME: string; VALUE: number }) => [c.NAME, c.VALUE]),
    );
    expect(byName).toMatchObject({ payments_count: 1, shopping_cart_count: 1 });
  });
});

describe('the payment simulator', () => {
  it('is refused in production unless switched on', async () => {
    const production = await testApp({ config: { NODE_ENV: 'production', PUBLIC_URL: 'https://parkeren.example.nl' } });
    const tenant = await paymentTenant(production.db);
    const me = await resident(production.db, tenant);
    const { invoiceId } = await awaitingPayment(production.db, tenant, me.id);
    const answer = await forward(production.app, tenant, me.cookie, invoiceId);
    expect(answer.statuscode).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const page = await production.app.inject({ method: 'GET', url: `/${tenant.code}/simulator/checkout/sim_x` });
    expect(page.statusCode).toBe(404);
    const cart = await post(production.app, tenant.code, 'eloket/get_shopping_cart', {}, { cookie: me.cookie });
    expect(cart.json().result[0]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT' });
  });
});
