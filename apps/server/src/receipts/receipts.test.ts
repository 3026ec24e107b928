/**
 * The resident's payments made, their receipts and their refunds (issue 26, decision 030), through the
 * app: two payments paid at the simulator, listed newest first with what each paid for; a receipt PDF
 * read back with pdf.js (title, language, tags and text in reading order); refund orders in every
 * state the resident sees; and nothing for no session, another resident or another municipality.
 */
import { formatDisplayDate, formatEuro } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { Tenant } from '../tenants/index.js';
import { insertPaymentRefundOrder, insertRefundOrder } from '../termination/index.js';
import {
  awaitingPayment,
  checkout,
  forward,
  GARAGE_PRICE_CENTS,
  paymentTenant,
  resident,
  simulatorIdOf,
} from '../test/payment-fixtures.js';
import { readPdf } from '../test/read-pdf.js';
import { post, testApp } from '../test/support.js';
import { MUNICIPALITY_ADDRESS_SETTING } from './index.js';

const { app, db } = await testApp();

type Person = Awaited<ReturnType<typeof resident>>;

async function municipality() {
  return paymentTenant(db, { [MUNICIPALITY_ADDRESS_SETTING]: 'Postbus 16200, 3500 CE Voorbeeld' });
}

async function livingAt(tenant: Tenant, person: Person) {
  await db
    .updateTable('relations')
    .set({ street: 'Oudegracht', nr: '12', house_letter: 'a', zipcode: '3511', zipcode_letters: 'AB', city: 'Utrecht' })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', person.id)
    .execute();
}

/** A garage subscription requested and paid at the simulator; answers the payment's handle. */
async function pay(tenant: Tenant, person: Person): Promise<string> {
  const { invoiceId } = await awaitingPayment(db, tenant, person.id);
  const answer = await forward(app, tenant, person.cookie, invoiceId);
  expect(answer.statuscode).toBe('OK');
  const item = answer.result[0];
  expect((await checkout(app, tenant, simulatorIdOf(`${item.url}`), 'pay')).statusCode).toBe(303);
  return item.transactionid as string;
}

const call = (tenant: Tenant, endpoint: string, cookie?: string) =>
  post(app, tenant.code, endpoint, {}, cookie ? { cookie } : {});

const receipt = (tenantCode: string, reference: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/${tenantCode}/payment-receipt/${reference}`, headers: cookie ? { cookie } : {} });

/** A permit of the resident's: a garage subscription paid for, so issued. */
async function permitIdOf(tenant: Tenant, person: Person): Promise<number> {
  const reference = await pay(tenant, person);
  const permit = await db
    .selectFrom('permits')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('relation_id', '=', person.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(reference).toBeTruthy();
  return permit.id;
}

async function paymentIdOf(d: Database, tenant: Tenant, reference: string): Promise<number> {
  const row = await d
    .selectFrom('payments')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('payments made', () => {
  it('lists both payments, newest first, each with its date, short reference, amount and what it paid for', async () => {
    const tenant = await municipality();
    const me = await resident(db, tenant);
    const first = await pay(tenant, me);
    const second = await pay(tenant, me);
    // An open payment is not one made.
    const { invoiceId } = await awaitingPayment(db, tenant, me.id);
    expect((await forward(app, tenant, me.cookie, invoiceId)).statuscode).toBe('OK');

    const answer = await call(tenant, 'eloket/get_paid_payments', me.cookie);
    expect(answer.json().statuscode).toBe('OK');
    const listed = answer.json().result;
    expect(listed.map((p: { UNIQUE_ID: string }) => p.UNIQUE_ID)).toEqual([second, first]);
    const shown = await db
      .selectFrom('payments')
      .select(['reference', 'display_reference', 'paid_at'])
      .where('tenant_id', '=', tenant.id)
      .where('reference', '=', second)
      .executeTakeFirstOrThrow();
    expect(listed[0]).toMatchObject({
      REFERENCE: shown.display_reference,
      AMOUNT: GARAGE_PRICE_CENTS / 100,
      METHOD: 'directpayment',
    });
    expect(listed[0].REFERENCE).toMatch(/^PL-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(listed[0].PAID_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listed[0].ITEMS).toHaveLength(1);
    expect(listed[0].ITEMS[0]).toMatchObject({ PRICE: GARAGE_PRICE_CENTS / 100 });
    expect(listed[0].ITEMS[0].DESCRIPTION).toEqual(expect.any(String));
    expect(listed[0].ITEMS[0].VALID_FROM).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('has a receipt: a tagged PDF whose text names the municipality, the payer, the reference, the item with its period and amount', async () => {
    const tenant = await municipality();
    const me = await resident(db, tenant);
    await livingAt(tenant, me);
    const reference = await pay(tenant, me);
    const [payment] = (await call(tenant, 'eloket/get_paid_payments', me.cookie)).json().result;
    const item = payment.ITEMS[0];

    const answer = await receipt(tenant.code, reference, me.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain(`betalingsbewijs-${payment.REFERENCE}.pdf`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const pdf = await readPdf(answer.rawPayload);
    expect(pdf.title).toBe(`Betalingsbewijs ${payment.REFERENCE}`);
    expect(pdf.language).toBe('nl-NL');
    expect(pdf.roles.slice(0, 2)).toEqual(['Document', 'P']);
    expect(pdf.roles).toContain('H1');
    expect(pdf.roles).toContain('H2');
    const text = pdf.texts.join('\n').replace(/\s+/g, ' ');
    const order = [
      tenant.name,
      'Postbus 16200',
      '3500 CE Voorbeeld',
      'Betalingsbewijs',
      'Betaald door:',
      'Test Persoon',
      'Oudegracht 12a, 3511 AB Utrecht',
      'Referentie:',
      payment.REFERENCE,
      'Betaald op:',
      formatDisplayDate(payment.PAID_DATE),
      'Directe betaling',
      'Betaald voor',
      item.DESCRIPTION,
      `van ${formatDisplayDate(item.VALID_FROM)} tot en met ${formatDisplayDate(item.VALID_TO)}`,
      formatEuro(GARAGE_PRICE_CENTS).replace(/\s/g, ' '),
      'Totaal betaald:',
    ];
    let at = -1;
    for (const part of order) {
      const found = text.indexOf(part, at + 1);
      expect(found, `"${part}" after position ${at} in:\n${text}`).toBeGreaterThan(at);
      at = found;
    }
  });

  it('is in English when the resident chose English', async () => {
    const tenant = await municipality();
    const me = await resident(db, tenant);
    const reference = await pay(tenant, me);
    await db.updateTable('sessions').set({ locale: 'en_EN' }).where('tenant_id', '=', tenant.id).execute();
    const pdf = await readPdf((await receipt(tenant.code, reference, me.cookie)).rawPayload);
    expect(pdf.title).toMatch(/^Payment receipt PL-/);
    expect(pdf.language).toBe('en-GB');
    const text = pdf.texts.join('\n');
    expect(text).toContain('Paid by:');
    expect(text).toContain('Direct payment');
    expect(text).toContain('€65.50');
  });
});

describe('refunds', () => {
  it('lists the resident’s refund orders newest first in the resident’s words, with the IBAN masked and the dates, leaving out cancelled ones', async () => {
    const tenant = await municipality();
    const me = await resident(db, tenant);
    const reference = await pay(tenant, me);
    const order = (permitId: number, status: 'OPEN' | 'PLANNED', iban = 'NL91ABNA0417164300') =>
      insertRefundOrder(db, tenant.id, {
        relationId: me.id,
        permitId,
        amountCents: 11_970,
        iban,
        owner: 'T. Persoon',
        endDate: '2026-03-10',
        status,
      });
    await order(await permitIdOf(tenant, me), 'OPEN');
    await order(await permitIdOf(tenant, me), 'PLANNED');
    await db
      .updateTable('refund_orders')
      .set({ status: 'CANCELLED' })
      .where('tenant_id', '=', tenant.id)
      .where('status', '=', 'PLANNED')
      .execute();
    await order(await permitIdOf(tenant, me), 'OPEN', 'BE68539007547034');
    const exported = await db
      .insertInto('refund_exports')
      .values({ tenant_id: tenant.id, message_id: `test-${tenant.code}`, order_count: 1, total_cents: 11_970 })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await db
      .updateTable('refund_orders')
      .set({ status: 'EXPORTED', export_id: exported.id })
      .where('tenant_id', '=', tenant.id)
      .where('iban', '=', 'BE68539007547034')
      .execute();
    await insertPaymentRefundOrder(db, tenant.id, {
      relationId: me.id,
      paymentId: await paymentIdOf(db, tenant, reference),
      amountCents: 500,
      iban: '',
      owner: '',
    });

    const answer = await call(tenant, 'eloket/get_refunds', me.cookie);
    expect(answer.json().statuscode).toBe('OK');
    const [forPayment, sent, ordered, ...rest] = answer.json().result;
    expect(rest).toEqual([]);
    expect(forPayment).toMatchObject({ AMOUNT: 5, IBAN: null, STATUS: 'OPEN', STATE: 'ordered', END_DATE: null });
    expect(forPayment.REFERENCE).toMatch(/^PL-/);
    expect(sent).toMatchObject({ AMOUNT: 119.7, IBAN: 'BE68 **** 7034', STATUS: 'EXPORTED', STATE: 'sent_to_bank' });
    expect(sent.SENT_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ordered).toMatchObject({
      AMOUNT: 119.7,
      IBAN: 'NL91 **** 4300',
      STATE: 'ordered',
      END_DATE: '2026-03-10',
      SENT_DATE: null,
    });
    expect(JSON.stringify(answer.json())).not.toContain('0417164300');

    // The bank paid the exported one (the back office records it): the resident sees paid, and the day.
    await db
      .updateTable('refund_orders')
      .set({ status: 'PAID', settled_at: new Date('2026-03-20T23:30:00Z') })
      .where('tenant_id', '=', tenant.id)
      .where('iban', '=', 'BE68539007547034')
      .execute();
    const paid = (await call(tenant, 'eloket/get_refunds', me.cookie)).json().result[1];
    // 23:30 UTC on 20 March is 21 March in Amsterdam.
    expect(paid).toMatchObject({ STATUS: 'PAID', STATE: 'paid', SETTLED_DATE: '2026-03-21' });
    expect(ordered.SETTLED_DATE).toBeNull();
  });
});

describe('who gets what', () => {
  it('gives no list or receipt without a session, to another resident or at another municipality', async () => {
    const tenant = await municipality();
    const me = await resident(db, tenant);
    const reference = await pay(tenant, me);
    await insertRefundOrder(db, tenant.id, {
      relationId: me.id,
      permitId: await permitIdOf(tenant, me),
      amountCents: 1000,
      iban: 'NL91ABNA0417164300',
      owner: 'T. Persoon',
      endDate: '2026-03-10',
      status: 'OPEN',
    });
    const neighbour = await resident(db, tenant);
    const elsewhere = await municipality();
    const stranger = await resident(db, elsewhere);

    // Two payments made (the permit refunded was paid too) and one refund.
    for (const [endpoint, mine] of [
      ['eloket/get_paid_payments', 2],
      ['eloket/get_refunds', 1],
    ] as const) {
      expect((await call(tenant, endpoint)).json().statuscode).toBe('SESSION_TIMEOUT');
      expect((await call(tenant, endpoint, me.cookie)).json().result).toHaveLength(mine);
      expect((await call(tenant, endpoint, neighbour.cookie)).json().result).toEqual([]);
      expect((await call(elsewhere, endpoint, stranger.cookie)).json().result).toEqual([]);
      // My own cookie at the other municipality's address: it knows no such session.
      expect((await call(elsewhere, endpoint, me.cookie)).json().statuscode).toBe('SESSION_TIMEOUT');
    }

    expect((await receipt(tenant.code, reference)).statusCode).toBe(401);
    expect((await receipt(tenant.code, reference, neighbour.cookie)).statusCode).toBe(404);
    expect((await receipt(elsewhere.code, reference, me.cookie)).statusCode).toBe(401);
    expect((await receipt(elsewhere.code, reference, stranger.cookie)).statusCode).toBe(404);
    expect((await receipt(tenant.code, 'not%20a%20reference', me.cookie)).statusCode).toBe(404);
    expect((await receipt('nosuchmunicipality', reference, me.cookie)).statusCode).toBe(404);
    expect((await receipt(tenant.code, reference, me.cookie)).statusCode).toBe(200);

    // A payment not (yet) paid has no receipt, even for its payer.
    const { invoiceId } = await awaitingPayment(db, tenant, me.id);
    const open = (await forward(app, tenant, me.cookie, invoiceId)).result[0].transactionid as string;
    expect((await receipt(tenant.code, open, me.cookie)).statusCode).toBe(404);
  });
});
