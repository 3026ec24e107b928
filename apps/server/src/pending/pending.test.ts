import { REQUEST_STATUSCODES, type RequestStatuscode } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { catalogueIds } from '../catalogue/index.js';
import { PENDING_REQUEST_STATUSCODES, readTransitions } from '../requests/index.js';
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
import { pendingStatusOf } from './pending-rules.js';

const { app, db } = await testApp();

interface Item {
  REQUESTID: number;
  STATUSCODE: string;
  STATUS: string;
  PAYMENTREFERENCE?: string | null;
  PAYMENTSERVICE?: string | null;
  METHOD?: string | null;
}

/** A request of the resident stored in `status`, as the request flow would have left it. */
async function requestIn(tenant: Tenant, relationId: number, status: RequestStatuscode): Promise<number> {
  const ids = await catalogueIds(db, tenant.id);
  const { id } = await db
    .insertInto('requests')
    .values({
      tenant_id: tenant.id,
      relation_id: relationId,
      permit_type_id: ids.permitType('GARAGE'),
      area_id: ids.area('GARAGES'),
      location_id: ids.location('GARAGE', 'GARAGES', 'VRIJ'),
      valid_from: '2026-12-01',
      valid_to: '2026-12-31',
      price_cents: 6550,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('request_plates')
    .values({ tenant_id: tenant.id, request_id: id, position: 1, license_plate: 'AB12CD' })
    .execute();
  return id;
}

async function pendingOf(tenant: Tenant, cookie: string) {
  const res = await post(app, tenant.code, 'eloket/get_pending_requests', {}, { cookie });
  return res.json() as { statuscode: string; result: Item[] };
}

async function pendingCount(tenant: Tenant, cookie: string): Promise<number> {
  const res = await post(app, tenant.code, 'eloket/get_overview_counts', {}, { cookie });
  return res.json().result.find((c: { NAME: string }) => c.NAME === 'pending_permits_count').VALUE;
}

async function cancel(tenant: Tenant, cookie: string, requestId: number, flag = 'Y') {
  const res = await post(
    app,
    tenant.code,
    'eloket/cancel_request',
    { p_rqt_id: `${requestId}`, p_cancel: flag },
    { cookie },
  );
  return res.json();
}

async function statusOf(tenant: Tenant, me: Resident, requestId: number) {
  return (await outcomeOf(db, tenant, requestId, me.id)).requestStatus;
}

describe('pendingStatusOf', () => {
  it('is the request status, except awaiting payment inside an open payment', () => {
    for (const status of REQUEST_STATUSCODES) {
      if (status !== 'AWAIT_PAYMENT') expect(pendingStatusOf(status, 'directpayment')).toBe(status);
      expect(pendingStatusOf(status, null)).toBe(status);
    }
    expect(pendingStatusOf('AWAIT_PAYMENT', 'directpayment')).toBe('PENDING_PAYMENT_FOR_CART');
    expect(pendingStatusOf('AWAIT_PAYMENT', 'paymentlink')).toBe('PENDING_PAYMENT');
  });
});

describe('eloket/get_pending_requests', () => {
  it('lists every open request with its status label, newest first, and the home tile counts exactly those', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const open: number[] = [];
    for (const status of PENDING_REQUEST_STATUSCODES) open.push(await requestIn(tenant, me.id, status));
    // Ended requests and a failed maximum check waiting for the waiting-list answer are not pending.
    for (const status of ['PERMIT_CREATED', 'CANCELLED', 'DOCS_REJECTED', 'WITHDRAWN', 'MAX_CHECK_FAILED_WL'] as const)
      await requestIn(tenant, me.id, status);

    const answer = await pendingOf(tenant, me.cookie);
    expect(answer.statuscode).toBe('OK');
    expect(answer.result.map((item) => item.REQUESTID)).toEqual([...open].reverse());
    expect(answer.result.map((item) => item.STATUSCODE).sort()).toEqual([...PENDING_REQUEST_STATUSCODES].sort());
    const byStatus = Object.fromEntries(answer.result.map((item) => [item.STATUSCODE, item]));
    expect(byStatus.DOCS_REJECTED_UPLOAD?.STATUS).toBe('Aanvraag afgewezen, upload een nieuw document');
    expect(byStatus.AWAIT_CONFIRMATION?.STATUS).toBe('In afwachting van uw bevestiging');
    expect(byStatus.DOCS_UPLOAD).toMatchObject({
      DESCRIPTION: expect.any(String),
      VALID_FROM: '2026-12-01',
      VALID_TO: '2026-12-31',
      ENDDATE: '2026-12-31',
      PRICE: 65.5,
      LICENSE_PLATES: [{ LICENSE_PLATE: 'AB12CD' }],
      PAYMENTREFERENCE: null,
      METHOD: null,
    });
    expect(await pendingCount(tenant, me.cookie)).toBe(answer.result.length);
  });

  it('shows the open payment holding the invoice: a payment link as PENDING_PAYMENT, a direct payment as PENDING_PAYMENT_FOR_CART', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const byLink = await awaitingPayment(db, tenant, me.id);
    const byDirect = await awaitingPayment(db, tenant, me.id);
    const free = await awaitingPayment(db, tenant, me.id);
    const link = await post(
      app,
      tenant.code,
      'eloket/create_payment_send_link',
      { p_initial: 'Y', p_invoices: invoicesParam(byLink.invoiceId) },
      { cookie: me.cookie },
    );
    const linkReference = link.json().result[0].INTERNAL_REFERENCE;
    await forward(app, tenant, me.cookie, byDirect.invoiceId);

    const items = Object.fromEntries((await pendingOf(tenant, me.cookie)).result.map((i) => [i.REQUESTID, i]));
    expect(items[byLink.requestId]).toMatchObject({
      STATUSCODE: 'PENDING_PAYMENT',
      STATUS: 'In afwachting van betaling',
      PAYMENTREFERENCE: linkReference,
      PAYMENTSERVICE: 'paymentlink',
      METHOD: 'paymentlink',
    });
    expect(items[byDirect.requestId]).toMatchObject({
      STATUSCODE: 'PENDING_PAYMENT_FOR_CART',
      PAYMENTREFERENCE: expect.any(String),
      PAYMENTSERVICE: 'directpayment',
      METHOD: 'directpayment',
    });
    expect(items[free.requestId]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT', PAYMENTREFERENCE: null });
    expect(await pendingCount(tenant, me.cookie)).toBe(3);
  });

  it('answers in the language of the call', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    await requestIn(tenant, me.id, 'DOCS_UPLOAD');
    const res = await post(
      app,
      tenant.code,
      'eloket/get_pending_requests',
      {},
      { cookie: me.cookie, 'accept-language': 'en' },
    );
    expect(res.json().result[0].STATUS).toBe('Awaiting documents');
  });

  it('another resident sees none of mine; another municipality refuses my session', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const neighbour = await resident(db, tenant);
    await requestIn(tenant, me.id, 'DOCS_UPLOAD');
    expect((await pendingOf(tenant, neighbour.cookie)).result).toEqual([]);
    expect(await pendingCount(tenant, neighbour.cookie)).toBe(0);
    const elsewhere = await paymentTenant(db);
    expect((await pendingOf(elsewhere, me.cookie)).statuscode).toBe('SESSION_TIMEOUT');
    expect((await pendingOf(tenant, '')).statuscode).toBe('SESSION_TIMEOUT');
  });
});

describe('eloket/cancel_request', () => {
  it('withdraws a request at the upload stage: CANCELLED through the machine, one transition, off the list and the count', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const id = await requestIn(tenant, me.id, 'DOCS_UPLOAD');
    expect(await pendingCount(tenant, me.cookie)).toBe(1);

    expect(await cancel(tenant, me.cookie, id)).toMatchObject({
      statuscode: 'OK',
      result: [{ REQUESTID: id, STATUSCODE: 'CANCELLED', STATUS: 'Aanvraag geannuleerd' }],
    });
    expect(await statusOf(tenant, me, id)).toBe('CANCELLED');
    const transitions = await readTransitions(db, tenant.id, id);
    expect(transitions.map((t) => [t.event, t.from_status, t.to_status])).toEqual([
      ['CANCELLED_BY_USER', 'DOCS_UPLOAD', 'CANCELLED'],
    ]);
    expect((await pendingOf(tenant, me.cookie)).result).toEqual([]);
    expect(await pendingCount(tenant, me.cookie)).toBe(0);
    // Once ended, it stays ended.
    expect((await cancel(tenant, me.cookie, id)).statuscode).toBe('REQUEST_STATE');
  });

  it('withdraws every pending status the machine allows', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    for (const status of PENDING_REQUEST_STATUSCODES) {
      const id = await requestIn(tenant, me.id, status);
      expect((await cancel(tenant, me.cookie, id)).statuscode).toBe('OK');
      expect(await statusOf(tenant, me, id)).toBe('CANCELLED');
    }
  });

  it('refuses an ended request and changes nothing', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    for (const status of ['DOCS_REJECTED', 'PERMIT_CREATED', 'CANCELLED'] as const) {
      const id = await requestIn(tenant, me.id, status);
      expect((await cancel(tenant, me.cookie, id)).statuscode).toBe('REQUEST_STATE');
      expect(await statusOf(tenant, me, id)).toBe(status);
    }
  });

  it('withdraws a request awaiting payment with its invoice, which can then no longer be paid', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const item = await awaitingPayment(db, tenant, me.id);
    expect((await cancel(tenant, me.cookie, item.requestId)).statuscode).toBe('OK');
    const outcome = await outcomeOf(db, tenant, item.requestId, me.id);
    expect(outcome.requestStatus).toBe('CANCELLED');
    expect(outcome.invoices).toEqual([expect.objectContaining({ id: item.invoiceId, status: 'CANCELLED' })]);
    expect((await forward(app, tenant, me.cookie, item.invoiceId)).result[0].rejected[0].STATUSCODE).toBe(
      'INVOICE_CANCELLED',
    );
  });

  it('refuses while an open payment holds the invoice (link or direct), and allows it once that payment is cancelled', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const byLink = await awaitingPayment(db, tenant, me.id);
    await post(
      app,
      tenant.code,
      'eloket/create_payment_send_link',
      { p_initial: 'Y', p_invoices: invoicesParam(byLink.invoiceId) },
      { cookie: me.cookie },
    );
    const refused = await cancel(tenant, me.cookie, byLink.requestId);
    expect(refused).toMatchObject({ statuscode: 'CART_ITEM_IN_PAYMENT', messagetype: 'E', result: [] });
    expect(refused.statusmessage).toMatch(/betaling die nog loopt/);
    const outcome = await outcomeOf(db, tenant, byLink.requestId, me.id);
    expect(outcome.requestStatus).toBe('AWAIT_PAYMENT');
    expect(outcome.invoices).toEqual([expect.objectContaining({ status: 'OPEN' })]);

    const byDirect = await awaitingPayment(db, tenant, me.id);
    const started = await forward(app, tenant, me.cookie, byDirect.invoiceId);
    expect((await cancel(tenant, me.cookie, byDirect.requestId)).statuscode).toBe('CART_ITEM_IN_PAYMENT');
    await post(
      app,
      tenant.code,
      'eloket/cancel_bulkpayment',
      { p_transactionid: started.result[0].transactionid },
      { cookie: me.cookie },
    );
    expect((await cancel(tenant, me.cookie, byDirect.requestId)).statuscode).toBe('OK');
    expect(await statusOf(tenant, me, byDirect.requestId)).toBe('CANCELLED');
  });

  it("the request flow's own cancel (continue_pcs_by_rqt_id Y, finalize_request_by_rqt_id Y) is refused in a payment too", async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const item = await awaitingPayment(db, tenant, me.id);
    await forward(app, tenant, me.cookie, item.invoiceId);
    const continued = await post(
      app,
      tenant.code,
      'eloket/continue_pcs_by_rqt_id',
      { p_rqt_id: `${item.requestId}`, p_cancel: 'Y', p_pcs_code: 'WEB_NEW' },
      { cookie: me.cookie },
    );
    expect(continued.json().statuscode).toBe('CART_ITEM_IN_PAYMENT');
    const finalized = await post(
      app,
      tenant.code,
      'eloket/finalize_request_by_rqt_id',
      { p_rqt_id: `${item.requestId}`, p_cancel: 'Y', p_price: '0', p_datetime: '2026-11-24', p_reference: '' },
      { cookie: me.cookie },
    );
    expect(finalized.json().statuscode).toBe('CART_ITEM_IN_PAYMENT');
    const outcome = await outcomeOf(db, tenant, item.requestId, me.id);
    expect(outcome.requestStatus).toBe('AWAIT_PAYMENT');
    expect(outcome.invoices).toEqual([expect.objectContaining({ status: 'OPEN' })]);
  });

  it('another resident gets NOT_FOUND and my request stays', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const neighbour = await resident(db, tenant);
    const id = await requestIn(tenant, me.id, 'AWAIT_CONFIRMATION');
    expect((await cancel(tenant, neighbour.cookie, id)).statuscode).toBe('NOT_FOUND');
    expect(await statusOf(tenant, me, id)).toBe('AWAIT_CONFIRMATION');
  });

  it('another municipality: its session is refused here, and from there my request is NOT_FOUND', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const id = await requestIn(tenant, me.id, 'DOCS_UPLOAD');
    const elsewhere = await paymentTenant(db);
    const stranger = await resident(db, elsewhere);
    expect((await cancel(tenant, stranger.cookie, id)).statuscode).toBe('SESSION_TIMEOUT');
    expect((await cancel(elsewhere, stranger.cookie, id)).statuscode).toBe('NOT_FOUND');
    expect(await statusOf(tenant, me, id)).toBe('DOCS_UPLOAD');
  });

  it('checks its parameters: p_cancel N, no id, or no session change nothing', async () => {
    const tenant = await paymentTenant(db);
    const me = await resident(db, tenant);
    const id = await requestIn(tenant, me.id, 'DOCS_UPLOAD');
    expect(await cancel(tenant, me.cookie, id, 'N')).toMatchObject({
      statuscode: 'INVALID_PARAMETERS',
      result: [{ FIELD: 'p_cancel' }],
    });
    const noId = await post(app, tenant.code, 'eloket/cancel_request', { p_cancel: 'Y' }, { cookie: me.cookie });
    expect(noId.json()).toMatchObject({ statuscode: 'INVALID_PARAMETERS', result: [{ FIELD: 'p_rqt_id' }] });
    expect((await cancel(tenant, '', id)).statuscode).toBe('SESSION_TIMEOUT');
    expect(await statusOf(tenant, me, id)).toBe('DOCS_UPLOAD');
  });
});
