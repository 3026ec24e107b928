/**
 * The plate change's money path (issue 23; decision 007): a fee-charging change is an invoice of its own
 * kind (PLATE_CHANGE) from the request to the receipt: listed by get_rpay_permits as a licence plate
 * change (rpay_request, PCS_CANCEL WEB_CHLI), on the pending list and in the payment e-mail as one,
 * paid through the payments area, withdrawn from the cart, recorded by the operator; its fee is the
 * municipality's ALTER_LICENSEPLATE_COST where the operator sets it (core 3.7), else the catalogue's.
 * Each test has its own municipality and permit holder.
 */
import { describe, expect, it } from 'vitest';
import { runCommand } from '../operator/index.js';
import { checkout, daysFromToday, forward, simulatorIdOf } from '../test/payment-fixtures.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp, testConfig } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { expirePermitsJob } from './products-jobs.js';

const { app, db } = await testApp();

const plates = (...list: string[]) => JSON.stringify(list.map((p) => ({ LICENSE_PLATE: p })));
/** KOSTEN's description in the test catalogue, as a plate change names it in Dutch. */
const CHANGE_NL = 'Kentekenwijziging: Vergunning met wijzigkosten';

/** A company (plates not asked at the vehicle registry) holding a KOSTEN permit (a change costs € 7,50 in the catalogue). */
async function holder(settings: Record<string, string> = {}) {
  const tenant = await createTenant(db, { paymentServices: ['directpayment', 'paymentlink'], settings });
  await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { relationType: 'C', name: 'Bakkerij BV' });
  const email = `houder${relationId}@example.test`;
  await db
    .updateTable('relations')
    .set({ email, email_validation_status: 'VALIDATED', language: 'nl_NL' })
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
  const product = async () => (await call('eloket/get_issued_permits')).result[0];
  const change = async (price: string, ...list: string[]) =>
    call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(root),
      p_licenseplates: plates(...(list.length > 0 ? list : ['NEW001'])),
      p_price: price,
    });
  const invoicesOf = (requestId: number) =>
    db
      .selectFrom('invoices')
      .select(['id', 'kind', 'subject_id', 'request_id', 'amount_cents', 'status'])
      .where('tenant_id', '=', tenant.id)
      .where('subject_id', '=', requestId)
      .execute();
  const statusOf = async (requestId: number) =>
    (
      await db
        .selectFrom('requests')
        .select('status')
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', requestId)
        .executeTakeFirstOrThrow()
    ).status;
  return { tenant, relationId, email, cookie, call, root, product, change, invoicesOf, statusOf };
}

/** A holder whose change of plates to NEW001 waits for its fee; answers the change request and its invoice. */
async function awaitingFee(settings: Record<string, string> = {}) {
  const who = await holder(settings);
  const answer = await who.change('7.50');
  expect(answer).toMatchObject({ statuscode: 'OK', result: [{ STATUSCODE: 'AWAIT_PAYMENT', PRICE: 7.5 }] });
  const changeId = answer.result[0].REQUESTID as number;
  const [invoice] = await who.invoicesOf(changeId);
  return { ...who, changeId, invoiceId: invoice?.id as number };
}

const silent = { info() {}, warn() {} };

describe('a plate change with a fee (issue 23)', () => {
  it('is charged as an invoice of its own kind, whose subject and cart request is the change', async () => {
    const { changeId, invoicesOf } = await awaitingFee();
    expect(await invoicesOf(changeId)).toEqual([
      expect.objectContaining({
        kind: 'PLATE_CHANGE',
        subject_id: changeId,
        request_id: changeId,
        amount_cents: 750,
        status: 'OPEN',
      }),
    ]);
  });

  it('is a licence plate change (WEB_CHLI) in get_rpay_permits, not a new request in get_shopping_cart, and counted', async () => {
    const { call, changeId, invoiceId } = await awaitingFee();
    expect((await call('eloket/get_shopping_cart')).result).toEqual([]);
    expect((await call('eloket/get_rpay_permits')).result).toEqual([
      expect.objectContaining({
        REQUESTID: changeId,
        INVOICEID: invoiceId,
        REQUEST_TYPE: 'rpay_request',
        PCS_CANCEL: 'WEB_CHLI',
        STATUSCODE: 'AWAIT_PAYMENT',
        CAN_CONTINUE: 'Y',
        CAN_CANCEL: 'Y',
        pay_now: 'N',
        PRICE: 7.5,
        DESCRIPTION: CHANGE_NL,
        LICENSE_PLATES: [{ LICENSE_PLATE: 'NEW001' }],
      }),
    ]);
    expect((await call('eloket/get_shopping_cart_count')).result[0]).toMatchObject({ VALUE: 1 });
  });

  it('is a plate change on the pending list, awaiting payment', async () => {
    const { call, changeId } = await awaitingFee();
    expect((await call('eloket/get_pending_requests')).result).toEqual([
      expect.objectContaining({
        REQUESTID: changeId,
        STATUSCODE: 'AWAIT_PAYMENT',
        DESCRIPTION: CHANGE_NL,
        PRICE: 7.5,
        LICENSE_PLATES: [{ LICENSE_PLATE: 'NEW001' }],
      }),
    ]);
  });

  it('paid at the checkout: the plates change, the e-mail and the paid list name the plate change', async () => {
    const who = await awaitingFee();
    const forwarded = await forward(app, who.tenant, who.cookie, who.invoiceId);
    expect(forwarded.result[0]).toMatchObject({
      accepted: [expect.objectContaining({ INVOICEID: who.invoiceId, DESCRIPTION: CHANGE_NL, PRICE: 7.5 })],
      rejected: [],
    });
    // While the payment runs, the pending list names it and refuses to withdraw the change.
    const pending = (await who.call('eloket/get_pending_requests')).result[0];
    expect(pending).toMatchObject({
      STATUSCODE: 'PENDING_PAYMENT_FOR_CART',
      PAYMENTREFERENCE: forwarded.result[0].transactionid,
    });
    const cancel = await who.call('eloket/cancel_request', { p_rqt_id: String(who.changeId), p_cancel: 'Y' });
    expect(cancel.statuscode).toBe('CART_ITEM_IN_PAYMENT');

    await checkout(app, who.tenant, simulatorIdOf(`${forwarded.result[0].url}`), 'pay');
    expect(await who.statusOf(who.changeId)).toBe('PERMIT_CREATED');
    expect(await who.invoicesOf(who.changeId)).toEqual([expect.objectContaining({ status: 'PAID' })]);
    expect(await who.product()).toMatchObject({
      LICENSE_PLATES: [expect.objectContaining({ LICENSE_PLATE: 'NEW001' })],
      EXISTING_TOBEPAID_CHLI_YN: 'N',
    });
    const mails = await db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('tenant_id', '=', who.tenant.id)
      .where('relation_id', '=', who.relationId)
      .where('template', '=', 'payment_confirmation')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`- ${CHANGE_NL}`);
    expect(mails[0]?.body).toContain('€ 7,50');
    expect((await who.call('eloket/get_paid_permits')).result).toEqual([
      expect.objectContaining({ INVOICEID: who.invoiceId, STATUSCODE: 'PROCESSED', DESCRIPTION: CHANGE_NL }),
    ]);
    expect((await who.call('eloket/get_rpay_permits')).result).toEqual([]);
    expect((await who.call('eloket/get_pending_requests')).result).toEqual([]);
  });

  it('withdrawn from the cart with WEB_CHLI: cancelled with its invoice, the plates as they were, a new change may start', async () => {
    const who = await awaitingFee();
    const item = { p_rqt_id: String(who.changeId), p_ive_id: String(who.invoiceId), p_reference: '' };
    const asNew = await who.call('eloket/withdraw_item', { ...item, p_pcs_code: 'WEB_NEW' });
    expect(asNew.statuscode).toBe('INVALID_PARAMETERS');
    const withdrawn = await who.call('eloket/withdraw_item', { ...item, p_pcs_code: 'WEB_CHLI' });
    expect(withdrawn).toMatchObject({ statuscode: 'OK', result: [{ REQUESTID: who.changeId }] });
    expect(await who.statusOf(who.changeId)).toBe('CANCELLED');
    expect(await who.invoicesOf(who.changeId)).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);
    expect(await who.product()).toMatchObject({
      LICENSE_PLATES: [expect.objectContaining({ LICENSE_PLATE: 'AB12CD' })],
      EXISTING_TOBEPAID_CHLI_YN: 'N',
    });
    expect((await who.call('eloket/get_rpay_permits')).result).toEqual([]);
    expect((await who.change('7.50', 'NEW002')).result[0].STATUSCODE).toBe('AWAIT_PAYMENT');
  });

  it('recorded as paid at the counter by the operator (record-payment): the plates change', async () => {
    const who = await awaitingFee();
    const out: string[] = [];
    await runCommand(db, 'record-payment', [who.tenant.code, String(who.changeId)], {}, (text) => out.push(text));
    expect(out.join('')).toContain('now PERMIT_CREATED');
    expect(await who.invoicesOf(who.changeId)).toEqual([expect.objectContaining({ status: 'PAID' })]);
    expect((await who.product()).LICENSE_PLATES).toEqual([expect.objectContaining({ LICENSE_PLATE: 'NEW001' })]);
  });

  it('lapses with its permit: an unpaid change of a permit past its end is cancelled with its invoice', async () => {
    const who = await awaitingFee();
    // The job serves every tenant of the database: a permit that ended in 2020, so no other test's permit ends with it.
    await db
      .updateTable('permits')
      .set({ valid_from: '2020-01-01', valid_to: '2020-01-31' })
      .where('tenant_id', '=', who.tenant.id)
      .where('request_id', '=', who.root)
      .execute();
    await expirePermitsJob.run({ db, config: testConfig(), log: silent, now: new Date('2020-02-01T12:00:00Z') });
    expect(await who.statusOf(who.changeId)).toBe('CANCELLED');
    expect(await who.invoicesOf(who.changeId)).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);
  });
});

describe('ALTER_LICENSEPLATE_COST (core 3.7)', () => {
  it('set by the operator, it is the fee a resident is shown and charged instead of the catalogue’s', async () => {
    const who = await holder();
    expect((await who.product()).ALTER_LICENSEPLATE_COST).toBe(7.5);

    const out: string[] = [];
    const operator = (...args: string[]) => runCommand(db, args[0] as string, args.slice(1), {}, (t) => out.push(t));
    await operator('set-setting', who.tenant.code, 'ALTER_LICENSEPLATE_COST=2,50');
    expect((await who.product()).ALTER_LICENSEPLATE_COST).toBe(2.5);
    expect((await who.change('7.50')).statuscode).toBe('PRICE_CHANGED');
    const answer = await who.change('2.50');
    expect(answer.result[0]).toMatchObject({ STATUSCODE: 'AWAIT_PAYMENT', PRICE: 2.5 });
    expect(await who.invoicesOf(answer.result[0].REQUESTID)).toEqual([
      expect.objectContaining({ kind: 'PLATE_CHANGE', amount_cents: 250 }),
    ]);
    expect((await who.call('eloket/get_rpay_permits')).result).toEqual([
      expect.objectContaining({ PCS_CANCEL: 'WEB_CHLI', PRICE: 2.5 }),
    ]);

    await operator('unset-setting', who.tenant.code, 'ALTER_LICENSEPLATE_COST');
    expect((await who.product()).ALTER_LICENSEPLATE_COST).toBe(7.5);
  });

  it('set to 0, a change is free and takes effect at once, though the catalogue charges for it', async () => {
    const who = await holder({ ALTER_LICENSEPLATE_COST: '0' });
    expect((await who.product()).ALTER_LICENSEPLATE_COST).toBe(0);
    const answer = await who.change('0');
    expect(answer.result[0]).toMatchObject({ STATUSCODE: 'PERMIT_CREATED' });
    expect(await who.invoicesOf(answer.result[0].REQUESTID)).toEqual([]);
    expect((await who.product()).LICENSE_PLATES).toEqual([expect.objectContaining({ LICENSE_PLATE: 'NEW001' })]);
  });
});
