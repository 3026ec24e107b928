import { PaymentStatus } from '@mollie/api-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listRefundOrders } from '../termination/index.js';
import { MOLLIE_TEST_KEY, startMollieFixtureServer } from '../test/mollie-fixture-server.js';
import { awaitingPayment, forward, notify, outcomeOf, paymentTenant, resident } from '../test/payment-fixtures.js';
import { post, testApp } from '../test/support.js';
import { mapMollieStatus, mollieProvider } from './mollie-provider.js';
import { readPaymentEnv } from './payment-env.js';
import { PaymentProviderUnavailable } from './payment-provider.js';
import { configurePaymentProvider, describePaymentProvider, paymentProviderFor } from './provider-settings.js';

// Only the fixture server's self-signed certificate is met in this file (see mollie-fixture-server.ts).
vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
const mollie = await startMollieFixtureServer();
afterAll(() => mollie.close());
// The server reads these per request: the tenant's key is sealed with a key derived from the first.
vi.stubEnv('IDENTITY_SECRET_KEY', 'a-test-secret-key-of-at-least-32-characters');
vi.stubEnv('MOLLIE_API_URL', mollie.apiEndpoint);
afterAll(() => vi.unstubAllEnvs());

const { app, db } = await testApp({ config: { PUBLIC_URL: 'https://parkeren.example.nl' } });
const provider = mollieProvider({ apiKey: MOLLIE_TEST_KEY, apiEndpoint: mollie.apiEndpoint });

describe('Mollie status mapping', () => {
  const EXPECTED: Record<PaymentStatus, string> = {
    open: 'open',
    pending: 'open',
    authorized: 'open',
    paid: 'paid',
    canceled: 'canceled',
    expired: 'expired',
    failed: 'failed',
  };

  for (const status of Object.values(PaymentStatus)) {
    it(`maps ${status} to ${EXPECTED[status]}, as fetched from the API`, async () => {
      expect(mapMollieStatus(status)).toBe(EXPECTED[status]);
      const { id } = await provider.createCheckout({
        tenantId: 1,
        tenantCode: 'x',
        amountCents: 1000,
        description: 'Parkeren',
        reference: `ref-${status}`,
        redirectUrl: 'https://parkeren.example.nl/x/payment-process',
        webhookUrl: 'https://parkeren.example.nl/x/payments/webhook',
        locale: 'nl_NL',
      });
      mollie.setStatus(id, status);
      expect((await provider.fetchStatus(id)).status).toBe(EXPECTED[status]);
    });
  }

  it('keeps a status Mollie might add later open, so it is asked again rather than trusted', () => {
    expect(mapMollieStatus('some_new_status')).toBe('open');
  });
});

describe('the Mollie adapter', () => {
  it('creates a payment with the amount, description, redirect and webhook URLs, idempotently', async () => {
    const checkout = await provider.createCheckout({
      tenantId: 1,
      tenantCode: 'x',
      amountCents: 6550,
      description: 'Parkeerloket X abc',
      reference: 'abcdefghijklmnopqrstuv',
      redirectUrl: 'https://parkeren.example.nl/x/payment-process',
      webhookUrl: 'https://parkeren.example.nl/x/payments/webhook',
      locale: 'en_EN',
    });
    expect(checkout.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\/select-method\//);
    const sent = mollie.created.find((c) => c.id === checkout.id);
    expect(sent?.body).toMatchObject({
      amount: { currency: 'EUR', value: '65.50' },
      description: 'Parkeerloket X abc',
      redirectUrl: 'https://parkeren.example.nl/x/payment-process',
      webhookUrl: 'https://parkeren.example.nl/x/payments/webhook',
      locale: 'en_US',
      metadata: { reference: 'abcdefghijklmnopqrstuv' },
    });
    expect(sent?.idempotencyKey).toBe('abcdefghijklmnopqrstuv');
  });

  it('reports a refused key or an unknown payment as the provider being unavailable', async () => {
    const wrongKey = mollieProvider({ apiKey: 'test_wrongwrongwrongwrongwrongwr', apiEndpoint: mollie.apiEndpoint });
    await expect(wrongKey.fetchStatus('tr_WDqYK6vllg')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    await expect(provider.fetchStatus('tr_Unknown')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });
});

describe('a municipality on Mollie', () => {
  it('stores its key encrypted and never shows it', async () => {
    const tenant = await paymentTenant(db);
    await configurePaymentProvider(db, readPaymentEnv('test'), tenant.id, {
      provider: 'mollie',
      apiKey: MOLLIE_TEST_KEY,
    });
    const row = await db
      .selectFrom('tenant_payment_providers')
      .select('api_key')
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(row.api_key).not.toContain(MOLLIE_TEST_KEY.slice(5));
    expect(await describePaymentProvider(db, tenant.id)).toMatchObject({ provider: 'mollie', apiKeyStored: true });
    expect((await paymentProviderFor(db, readPaymentEnv('test'), tenant.id)).name).toBe('mollie');
    // A sealed key moved to another tenant's row does not open there.
    const other = await paymentTenant(db);
    await db
      .insertInto('tenant_payment_providers')
      .values({ tenant_id: other.id, provider: 'mollie', api_key: row.api_key })
      .execute();
    await expect(paymentProviderFor(db, readPaymentEnv('test'), other.id)).rejects.toThrow();
  });

  it('refuses a key that is not a Mollie key, and a key without IDENTITY_SECRET_KEY', async () => {
    const tenant = await paymentTenant(db);
    await expect(
      configurePaymentProvider(db, readPaymentEnv('test'), tenant.id, { provider: 'mollie', apiKey: 'sk_live_123' }),
    ).rejects.toThrow(/live_ or test_/);
    await expect(
      configurePaymentProvider(db, readPaymentEnv('test', {}), tenant.id, {
        provider: 'mollie',
        apiKey: MOLLIE_TEST_KEY,
      }),
    ).rejects.toThrow(/IDENTITY_SECRET_KEY/);
  });

  it('pays through Mollie: the webhook carries only the id, the status is fetched, the permit made once', async () => {
    const tenant = await paymentTenant(db);
    await configurePaymentProvider(db, readPaymentEnv('test'), tenant.id, {
      provider: 'mollie',
      apiKey: MOLLIE_TEST_KEY,
    });
    const me = await resident(db, tenant);
    const { requestId, invoiceId } = await awaitingPayment(db, tenant, me.id);
    const answer = await forward(app, tenant, me.cookie, invoiceId);
    const item = answer.result[0];
    expect(item.url).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const created = mollie.created.at(-1);
    expect(created?.body).toMatchObject({
      amount: { value: '65.50', currency: 'EUR' },
      redirectUrl: `https://parkeren.example.nl/${tenant.code}/payment-process`,
      webhookUrl: `https://parkeren.example.nl/${tenant.code}/payments/webhook`,
    });
    const id = created?.id as string;

    // A notification while Mollie still says open: nothing changes.
    expect((await notify(app, tenant, id)).statusCode).toBe(200);
    expect((await outcomeOf(db, tenant, requestId, me.id)).permits).toBe(0);

    mollie.setStatus(id, 'paid');
    const before = mollie.fetched.length;
    await Promise.all([notify(app, tenant, id), notify(app, tenant, id), notify(app, tenant, id)]);
    expect(mollie.fetched.length - before).toBe(3);
    const outcome = await outcomeOf(db, tenant, requestId, me.id);
    expect(outcome).toMatchObject({ requestStatus: 'PERMIT_CREATED', permits: 1, paidPayments: 1, paidTransitions: 1 });
    expect(outcome.mails).toHaveLength(1);

    // An id Mollie never issued for this tenant is not even asked about.
    const asked = mollie.fetched.length;
    expect((await notify(app, tenant, 'tr_Forged0001')).statusCode).toBe(200);
    expect(mollie.fetched.length).toBe(asked);
    const status = await post(app, tenant.code, 'eloket/get_payment_status', {}, { cookie: me.cookie });
    expect(status.json().result[0].payment_status).toBe('PAID');
  });

  it('describes a payment to Mollie by the short reference the payer saw, with no part of the one that opens its link', async () => {
    const tenant = await paymentTenant(db);
    await configurePaymentProvider(db, readPaymentEnv('test'), tenant.id, {
      provider: 'mollie',
      apiKey: MOLLIE_TEST_KEY,
    });
    const me = await resident(db, tenant);
    const { invoiceId } = await awaitingPayment(db, tenant, me.id);
    const reference = String((await forward(app, tenant, me.cookie, invoiceId)).result[0].transactionid);
    const payment = await db
      .selectFrom('payments')
      .select('display_reference')
      .where('tenant_id', '=', tenant.id)
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const description = String(mollie.created.at(-1)?.body.description);
    expect(description).toBe(`Parkeerloket ${tenant.name} ${payment.display_reference}`);
    expect(reference).toHaveLength(22);
    for (let start = 0; start + 4 <= reference.length; start++) {
      expect(description).not.toContain(reference.slice(start, start + 4));
    }
  });

  it('cancel_bulkpayment ends the checkout at Mollie (DELETE /v2/payments/{id}), so it can no longer be paid', async () => {
    const tenant = await paymentTenant(db);
    await configurePaymentProvider(db, readPaymentEnv('test'), tenant.id, {
      provider: 'mollie',
      apiKey: MOLLIE_TEST_KEY,
    });
    const me = await resident(db, tenant);
    const { requestId, invoiceId } = await awaitingPayment(db, tenant, me.id);
    const reference = (await forward(app, tenant, me.cookie, invoiceId)).result[0].transactionid as string;
    const id = mollie.created.at(-1)?.id as string;
    const cancel = await post(
      app,
      tenant.code,
      'eloket/cancel_bulkpayment',
      { p_transactionid: reference },
      { cookie: me.cookie },
    );
    expect(cancel.json().statuscode).toBe('OK');
    expect(mollie.cancelled).toContain(id);
    // Mollie now holds it canceled: a payer returning to the checkout cannot pay it.
    expect((await provider.fetchStatus(id)).status).toBe('canceled');
    expect(await outcomeOf(db, tenant, requestId, me.id)).toMatchObject({ requestStatus: 'AWAIT_PAYMENT', permits: 0 });
  });

  it('refuses to cancel a checkout Mollie will not cancel (422), and leaves the payment open', async () => {
    const tenant = await paymentTenant(db);
    await configurePaymentProvider(db, readPaymentEnv('test'), tenant.id, {
      provider: 'mollie',
      apiKey: MOLLIE_TEST_KEY,
    });
    const me = await resident(db, tenant);
    const { invoiceId } = await awaitingPayment(db, tenant, me.id);
    const reference = (await forward(app, tenant, me.cookie, invoiceId)).result[0].transactionid as string;
    const id = mollie.created.at(-1)?.id as string;
    mollie.setCancelable(id, false);
    const cancel = await post(
      app,
      tenant.code,
      'eloket/cancel_bulkpayment',
      { p_transactionid: reference },
      { cookie: me.cookie },
    );
    expect(cancel.json()).toMatchObject({ statuscode: 'PAYMENT_NOT_CANCELABLE', messagetype: 'E' });
    expect(mollie.cancelled).toContain(id);
    const open = await post(app, tenant.code, 'eloket/get_open_payments', {}, { cookie: me.cookie });
    expect(open.json().result).toEqual([expect.objectContaining({ UNIQUE_ID: reference, STATUS: 'OPEN' })]);
  });

  it('refunds a Mollie payment it can no longer deliver against to the account Mollie reports (details.consumerAccount)', async () => {
    const tenant = await paymentTenant(db);
    await configurePaymentProvider(db, readPaymentEnv('test'), tenant.id, {
      provider: 'mollie',
      apiKey: MOLLIE_TEST_KEY,
    });
    const me = await resident(db, tenant);
    const { requestId, invoiceId } = await awaitingPayment(db, tenant, me.id);
    await forward(app, tenant, me.cookie, invoiceId);
    const id = mollie.created.at(-1)?.id as string;
    // The request is withdrawn behind the payment's back (as a job ending a permit does); then Mollie reports it paid.
    await db
      .updateTable('requests')
      .set({ status: 'CANCELLED' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', requestId)
      .execute();
    mollie.setStatus(id, 'paid');
    await notify(app, tenant, id);
    const orders = await listRefundOrders(db, tenant.id);
    expect(orders).toEqual([
      expect.objectContaining({ amount_cents: 6550, iban: 'NL53INGB0654422370', status: 'OPEN', permit_id: null }),
    ]);
  });

  it('answers 503 to a notification when Mollie cannot be asked, so Mollie sends it again', async () => {
    const tenant = await paymentTenant(db);
    await configurePaymentProvider(db, readPaymentEnv('test'), tenant.id, {
      provider: 'mollie',
      apiKey: MOLLIE_TEST_KEY,
    });
    const me = await resident(db, tenant);
    const { invoiceId } = await awaitingPayment(db, tenant, me.id);
    await forward(app, tenant, me.cookie, invoiceId);
    const id = mollie.created.at(-1)?.id as string;
    vi.stubEnv('MOLLIE_API_URL', 'https://127.0.0.1:9/v2/');
    try {
      expect((await notify(app, tenant, id)).statusCode).toBe(503);
    } finally {
      vi.stubEnv('MOLLIE_API_URL', mollie.apiEndpoint);
    }
  });
});
