/**
 * Issue 25: `terminate_permit` while a plate-change fee sits in an open payment must not become money
 * for nothing (decision 008). Ending the permit now cancels the change, so its checkout is ended at the
 * provider first and can no longer be paid; where the provider will not cancel it (Mollie's 422) the
 * termination is refused with PAYMENT_NOT_CANCELABLE, and the payment, once paid, delivers the change. A
 * planned termination leaves the change waiting; when its day has passed the job cancels the change without
 * asking the provider, and money that still arrives becomes a refund order with one e-mail.
 * Each test has its own municipality and permit holder.
 */
import { bundledCatalogue } from '@parkeerloket/translations';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listRefundOrders, plannedTerminationsJob } from '../termination/index.js';
import { MOLLIE_TEST_KEY, startMollieFixtureServer } from '../test/mollie-fixture-server.js';
import { checkout, daysFromToday, forward, notify, simulatorIdOf } from '../test/payment-fixtures.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp, testConfig } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { readPaymentEnv } from './payment-env.js';
import { configurePaymentProvider } from './provider-settings.js';

// Only the fixture server's self-signed certificate is met in this file (see mollie-fixture-server.ts).
vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
const mollie = await startMollieFixtureServer();
afterAll(() => mollie.close());
vi.stubEnv('IDENTITY_SECRET_KEY', 'a-test-secret-key-of-at-least-32-characters');
vi.stubEnv('MOLLIE_API_URL', mollie.apiEndpoint);
afterAll(() => vi.unstubAllEnvs());

const { app, db } = await testApp({ config: { PUBLIC_URL: 'https://parkeren.example.nl' } });
const silent = { info() {}, warn() {} };
const IBAN = 'NL91ABNA0417164300';

/** A company holding a KOSTEN permit whose change of plates to NEW001 waits for its € 7,50 fee, in an open payment. */
async function feeInOpenPayment(provider: 'simulator' | 'mollie' = 'simulator') {
  const tenant = await createTenant(db, { paymentServices: ['directpayment', 'paymentlink'] });
  await importPermitsCatalogue(db, tenant);
  if (provider === 'mollie') {
    await configurePaymentProvider(db, readPaymentEnv('test'), tenant.id, {
      provider: 'mollie',
      apiKey: MOLLIE_TEST_KEY,
    });
  }
  const relationId = await createRelation(db, tenant, { relationType: 'C', name: 'Bakkerij BV' });
  await db
    .updateTable('relations')
    .set({ email: `houder${relationId}@example.test`, email_validation_status: 'VALIDATED', language: 'nl_NL' })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', relationId)
    .execute();
  const cookie = await relationSessionCookie(db, tenant, relationId);
  const call = async (endpoint: string, params: Record<string, string> = {}) =>
    (await post(app, tenant.code, endpoint, params, { cookie })).json();
  const root = await issuePermit(db, tenant, relationId, {
    type: 'KOSTEN',
    validFrom: daysFromToday(-10),
    validTo: daysFromToday(20),
    priceCents: 3_100,
  });
  const change = await call('eloket/request_license_change_for_rqt', {
    p_rqt_id: String(root),
    p_licenseplates: JSON.stringify([{ LICENSE_PLATE: 'NEW001' }]),
    p_price: '7.50',
  });
  expect(change.result[0]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT' });
  const changeId = change.result[0].REQUESTID as number;
  const invoice = await db
    .selectFrom('invoices')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('subject_id', '=', changeId)
    .executeTakeFirstOrThrow();
  const forwarded = await forward(app, tenant, cookie, invoice.id);
  expect(forwarded.result[0].statuscode).toBe('OK');
  const providerId =
    provider === 'mollie' ? (mollie.created.at(-1)?.id as string) : simulatorIdOf(forwarded.result[0].url);

  const terminate = (endDate?: string) =>
    call('eloket/terminate_permit', {
      p_rqt_id: String(root),
      p_bankaccount_nr: IBAN,
      p_bankaccount_owner: 'Bakkerij BV',
      ...(endDate ? { p_end_date: endDate } : {}),
    });
  const state = async () => {
    const permit = await db
      .selectFrom('permits')
      .select(['id', 'status', 'plates_request_id'])
      .where('tenant_id', '=', tenant.id)
      .where('request_id', '=', root)
      .executeTakeFirstOrThrow();
    const request = await db
      .selectFrom('requests')
      .select('status')
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', changeId)
      .executeTakeFirstOrThrow();
    const payment = await db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('tenant_id', '=', tenant.id)
      .where('relation_id', '=', relationId)
      .executeTakeFirstOrThrow();
    const mails = await db
      .selectFrom('outbox')
      .select(['template', 'body'])
      .where('tenant_id', '=', tenant.id)
      .where('template', 'in', ['payment_confirmation', 'payment_refund'])
      .execute();
    return {
      permit: permit.status,
      platesChanged: permit.plates_request_id === changeId,
      change: request.status,
      payment,
      orders: await listRefundOrders(db, tenant.id),
      mails,
    };
  };
  return { tenant, providerId, terminate, state, call };
}

describe('terminate_permit while a plate-change fee sits in an open payment', () => {
  it('now: the checkout is ended at the provider first, so the fee can no longer be paid; only the unused days are refunded', async () => {
    const who = await feeInOpenPayment();
    expect((await who.terminate()).statuscode).toBe('OK');
    expect(
      await db
        .selectFrom('payment_simulator_payments')
        .select('status')
        .where('id', '=', who.providerId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'canceled' });

    // The payer, still on the checkout page, pays: the provider refuses; its notification changes nothing.
    await checkout(app, who.tenant, who.providerId, 'pay');
    await notify(app, who.tenant, who.providerId);
    const after = await who.state();
    expect(after).toMatchObject({ permit: 'ENDED', platesChanged: false, change: 'CANCELLED', mails: [] });
    expect(after.payment.status).toBe('CANCELLED');
    expect(after.orders).toEqual([expect.objectContaining({ payment_id: null, status: 'OPEN', iban: IBAN })]);
  });

  it('planned, then the day passes and the provider reports the fee paid: a refund order of the fee, one e-mail', async () => {
    const who = await feeInOpenPayment();
    expect((await who.terminate(daysFromToday(3))).statuscode).toBe('OK');
    // A planned termination cancels no plate change: the payment stays open and could still deliver it.
    expect(await who.state()).toMatchObject({ permit: 'ACTIVE', change: 'AWAIT_PAYMENT', payment: { status: 'OPEN' } });

    // The day passes. The job serves every tenant of the database: the plan is moved to 2020 and the job run
    // the day after, so it ends no other test's permit. It cancels the change without asking the provider.
    await db
      .updateTable('permits')
      .set({ valid_from: '2019-12-01', planned_end_date: '2020-01-01' })
      .where('tenant_id', '=', who.tenant.id)
      .execute();
    await plannedTerminationsJob.run({ db, config: testConfig(), log: silent, now: new Date('2020-01-02T12:00:00Z') });
    expect(await who.state()).toMatchObject({ permit: 'ENDED', change: 'CANCELLED' });

    // The checkout was left open at the provider: paid now, the money comes back.
    await checkout(app, who.tenant, who.providerId, 'pay', 'repeat');
    const after = await who.state();
    expect(after).toMatchObject({ platesChanged: false, payment: { status: 'PROBLEM' } });
    expect(after.orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ payment_id: null, permit_id: expect.any(Number), status: 'OPEN' }),
        expect.objectContaining({ payment_id: after.payment.id, amount_cents: 750, status: 'OPEN' }),
      ]),
    );
    expect(after.orders).toHaveLength(2);
    expect(after.mails.map((m) => m.template)).toEqual(['payment_refund']);
    expect(after.mails[0]?.body).toContain('€ 7,50');
  });

  it('now, where the provider will not cancel the checkout (422): refused with PAYMENT_NOT_CANCELABLE; paid, it delivers the change', async () => {
    const who = await feeInOpenPayment('mollie');
    mollie.setCancelable(who.providerId, false);
    const refused = await who.terminate();
    expect(refused).toMatchObject({
      statuscode: 'PAYMENT_NOT_CANCELABLE',
      messagetype: 'E',
      statusmessage: bundledCatalogue('nl_NL')['failure.PAYMENT_NOT_CANCELABLE'],
    });
    expect(mollie.cancelled).toContain(who.providerId);
    expect(await who.state()).toMatchObject({
      permit: 'ACTIVE',
      change: 'AWAIT_PAYMENT',
      payment: { status: 'OPEN' },
      orders: [],
      mails: [],
    });

    // Mollie then reports it paid: the change is delivered, one confirmation; nothing refunded.
    mollie.setStatus(who.providerId, 'paid');
    await notify(app, who.tenant, who.providerId);
    await notify(app, who.tenant, who.providerId);
    expect(await who.state()).toMatchObject({
      permit: 'ACTIVE',
      platesChanged: true,
      payment: { status: 'PAID' },
      orders: [],
      mails: [expect.objectContaining({ template: 'payment_confirmation' })],
    });
    // Now nothing holds the permit: it ends, with the unused days refunded.
    expect((await who.terminate()).statuscode).toBe('OK');
    expect((await who.state()).orders).toEqual([expect.objectContaining({ payment_id: null, status: 'OPEN' })]);
  });
});
