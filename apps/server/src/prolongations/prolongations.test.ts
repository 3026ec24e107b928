/**
 * Prolongations end to end on the server (lifecycle 2.13, 4.4, 7; decision 010): the job offers a
 * permit's next period once (twice in a row, two instances at once), e-mails the resident in their
 * language; get_vrex_permits; confirmed free it extends the permit at once, paid through the cart and
 * the payment simulator it extends it exactly once; withdrawn with and without an invoice; the home
 * count and EXSISTING_VREX_YN; another resident and another municipality refused for every call.
 */
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../catalogue/index.js';
import type { JobContext } from '../jobs/index.js';
import { replaceMessageOptOuts } from '../mail/index.js';
import { runCommand } from '../operator/index.js';
import { expirePermitsJob } from '../products/index.js';
import type { Tenant } from '../tenants/index.js';
import { checkout, forward, type Resident, resident, simulatorIdOf } from '../test/payment-fixtures.js';
import { createTenant, post, testApp, testConfig } from '../test/support.js';
import { importPermitsCatalogue, issuePermit, PERMITS_CATALOGUE } from '../test/test-permits.js';
import { offerProlongationsJob, remindEndingPermitsJob } from './prolongations-jobs.js';

const { app, db } = await testApp();
const silent = { info: () => undefined, warn: () => undefined };
/** The job on 2026-12-10 (Amsterdam): a permit ending 2026-12-31 is within 30 days of its end. */
const at = (iso = '2026-12-10T08:00:00Z'): JobContext => ({
  db,
  config: testConfig(),
  log: silent,
  now: new Date(iso),
});

async function prolongationTenant() {
  const tenant = await createTenant(db, { paymentServices: ['directpayment', 'paymentlink'] });
  await importPermitsCatalogue(db, tenant);
  const out: string[] = [];
  await runCommand(db, 'set-prolongation-days', [tenant.code, 'MAAND', '30'], {}, (line) => out.push(line));
  expect(out.join('')).toContain('30 days before the end');
  return tenant;
}

/** A resident with a MAAND permit (a year, € 120) ending on `validTo`; answers its ROOT_RQT_ID too. */
async function holder(tenant: Tenant, validTo = '2026-12-31', language = 'nl_NL') {
  const me = await resident(db, tenant, language);
  const root = await issuePermit(db, tenant, me.id, {
    type: 'MAAND',
    validFrom: '2026-01-01',
    validTo,
    priceCents: 12_000,
  });
  return { me, root };
}

async function call(tenant: Tenant, who: Resident | string, name: string, params: Record<string, string> = {}) {
  const cookie = typeof who === 'string' ? who : who.cookie;
  return (await post(app, tenant.code, name, params, { cookie })).json();
}

const prolongationsOf = (tenant: Tenant, who: Resident) => call(tenant, who, 'eloket/get_vrex_permits');

/** The confirmation screen's call (lifecycle 7 finalize_request_by_rqt_id, p_cancel N). */
const confirm = (tenant: Tenant, who: Resident, requestId: number | undefined) =>
  call(tenant, who, 'eloket/finalize_request_by_rqt_id', {
    p_rqt_id: `${requestId}`,
    p_reference: '',
    p_price: '0',
    p_datetime: '2026-12-10T09:00:00',
    p_cancel: 'N',
  });

async function permitOf(tenant: Tenant, root: number) {
  return db
    .selectFrom('permits')
    .select(['valid_to', 'status'])
    .where('tenant_id', '=', tenant.id)
    .where('request_id', '=', root)
    .executeTakeFirstOrThrow();
}

async function offers(tenant: Tenant) {
  return db
    .selectFrom('requests')
    .select(['id', 'relation_id', 'status', 'valid_from', 'valid_to', 'price_cents'])
    .where('tenant_id', '=', tenant.id)
    .where('kind', '=', 'PROLONGATION')
    .orderBy('id')
    .execute();
}

async function mails(tenant: Tenant) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('template', '=', 'prolongation_offer')
    .execute();
}

async function countOf(tenant: Tenant, who: Resident, name: string) {
  const counts = await call(tenant, who, 'eloket/get_overview_counts');
  return counts.result.find((c: { NAME: string }) => c.NAME === name)?.VALUE;
}

describe('the job prolongation-offers', () => {
  it('offers the next period of a permit ending within the days, with an e-mail in the resident’s language, once when run twice', async () => {
    const tenant = await prolongationTenant();
    const { me } = await holder(tenant, '2026-12-31', 'en_EN');
    await holder(tenant, '2027-02-28');

    const first = await offerProlongationsJob.run(at());
    expect(first.acted).toBeGreaterThanOrEqual(1);
    expect(await offers(tenant)).toEqual([
      expect.objectContaining({
        relation_id: me.id,
        status: 'AWAIT_CONFIRMATION',
        valid_from: '2027-01-01',
        valid_to: '2027-12-31',
        price_cents: 12_000,
      }),
    ]);
    const sent = await mails(tenant);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ relation_id: me.id, to_address: me.email, locale: 'en_EN' });
    expect(sent[0]?.subject).toBe('You can prolong your Permit by the month');
    expect(sent[0]?.body).toContain('ends on 31-12-2026');
    expect(sent[0]?.body).toContain('until 31-12-2027');
    expect(sent[0]?.body).toContain(`/${tenant.code}/prolongations`);

    await offerProlongationsJob.run(at('2026-12-11T08:00:00Z'));
    expect(await offers(tenant)).toHaveLength(1);
    expect(await mails(tenant)).toHaveLength(1);
  });

  it('prices a renewal after a price change from a date by the new line (decision 038)', async () => {
    const tenant = await prolongationTenant();
    await holder(tenant, '2026-12-31');
    // The price of MAAND changes from 1 January 2027: the old line ends the day before, a copy at € 150 starts then.
    const changed = structuredClone(PERMITS_CATALOGUE);
    const maand = changed.permitTypes?.find((type) => type.code === 'MAAND');
    if (!maand) throw new Error('no MAAND');
    maand.priceLines = [
      { position: 0, periodType: 'Y', periodCount: 1, priceCents: 12_000, validUntil: '2026-12-31' },
      { position: 1, periodType: 'Y', periodCount: 1, priceCents: 15_000, validFrom: '2027-01-01' },
    ];
    await importCatalogue(db, tenant.code, changed);
    await offerProlongationsJob.run(at());
    const lines = await db
      .selectFrom('price_lines')
      .select(['id', 'position'])
      .where('tenant_id', '=', tenant.id)
      .where('price_cents', '=', 15_000)
      .execute();
    const made = await db
      .selectFrom('requests')
      .select(['valid_from', 'price_cents', 'price_line_id'])
      .where('tenant_id', '=', tenant.id)
      .where('kind', '=', 'PROLONGATION')
      .execute();
    expect(made).toEqual([{ valid_from: '2027-01-01', price_cents: 15_000, price_line_id: lines[0]?.id }]);
  });

  it('offers each period once when two instances run at once', async () => {
    const tenant = await prolongationTenant();
    const holders = [await holder(tenant), await holder(tenant), await holder(tenant)];
    await Promise.all([offerProlongationsJob.run(at()), offerProlongationsJob.run(at())]);
    const made = await offers(tenant);
    expect(made.map((o) => o.relation_id).sort()).toEqual(holders.map((h) => h.me.id).sort());
    expect(await mails(tenant)).toHaveLength(3);
  });

  it('offers nothing for a type without the setting, a permit ending later, or one whose termination is planned', async () => {
    const tenant = await prolongationTenant();
    const me = await resident(db, tenant);
    await issuePermit(db, tenant, me.id, {
      type: 'KOSTEN',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      priceCents: 3100,
    });
    await holder(tenant, '2027-01-10');
    const planned = await holder(tenant);
    await db
      .updateTable('permits')
      .set({ planned_end_date: '2026-12-20' })
      .where('tenant_id', '=', tenant.id)
      .where('request_id', '=', planned.root)
      .execute();
    await offerProlongationsJob.run(at());
    expect(await offers(tenant)).toEqual([]);

    const out: string[] = [];
    await runCommand(db, 'set-prolongation-days', [tenant.code, 'MAAND', 'off'], {}, (line) => out.push(line));
    expect(out.join('')).toContain('no prolongations offered');
    await expect(
      runCommand(db, 'set-prolongation-days', [tenant.code, 'GEEN', '10'], {}, () => undefined),
    ).rejects.toThrow(/no permit type GEEN/);
    await expect(
      runCommand(db, 'set-prolongation-days', [tenant.code, 'MAAND', '0'], {}, () => undefined),
    ).rejects.toThrow(/1 to 366/);
  });

  it('the message is a prolongation_offer once per period (issue 26): not when the municipality switched it off, nor to a resident who opted out; the offer is made all the same', async () => {
    const tenant = await prolongationTenant();
    const told = await holder(tenant);
    const optedOut = await holder(tenant);
    await replaceMessageOptOuts(db, tenant.id, optedOut.me.id, ['prolongation_offer']);
    await offerProlongationsJob.run(at());
    expect((await offers(tenant)).map((o) => o.relation_id).sort()).toEqual([told.me.id, optedOut.me.id].sort());
    const sent = await mails(tenant);
    expect(sent.map((m) => [m.relation_id, m.kind])).toEqual([[told.me.id, 'prolongation_offer']]);
    expect(sent[0]?.event_key).toMatch(/^permit:\d+:2027-12-31$/);
    // The resident reads Dutch (holder's default), the link leads to the prolongations screen.
    expect(sent[0]?.subject).toMatch(/^U kunt uw .+ verlengen$/);
    expect(sent[0]?.body).toContain(`/${tenant.code}/prolongations`);

    const off = await prolongationTenant();
    await runCommand(db, 'set-setting', [off.code, 'MESSAGE_PROLONGATION_OFFER=N'], {}, () => {});
    await holder(off);
    await offerProlongationsJob.run(at());
    expect(await offers(off)).toHaveLength(1);
    expect(await mails(off)).toEqual([]);
  });
});

describe('a prolongation for the resident', () => {
  async function offered(language = 'nl_NL') {
    const tenant = await prolongationTenant();
    const { me, root } = await holder(tenant, '2026-12-31', language);
    await offerProlongationsJob.run(at());
    const [offer] = await offers(tenant);
    if (!offer) throw new Error('no prolongation offered');
    return { tenant, me, root, requestId: offer.id };
  }

  it('is listed by get_vrex_permits with its period, price, plates and flags; counted at home; EXSISTING_VREX_YN on the product', async () => {
    const { tenant, me, root, requestId } = await offered();
    const list = await prolongationsOf(tenant, me);
    expect(list.statuscode).toBe('OK');
    expect(list.result).toEqual([
      expect.objectContaining({
        REQUESTID: requestId,
        ROOT_RQT_ID: root,
        INVOICEID: null,
        PCS_CODE: 'WEB_VREX',
        STATUSCODE: 'AWAIT_CONFIRMATION',
        CAN_VREX: 'Y',
        CAN_CVRX: 'Y',
        VALID_FROM: '2027-01-01',
        VALID_TO: '2027-12-31',
        PRICE: 120,
        DESCRIPTION: 'Vergunning per maand',
        LICENSE_PLATES: [{ LICENSE_PLATE: 'AB12CD' }],
      }),
    ]);
    expect(await countOf(tenant, me, 'vrex_permits_count')).toBe(1);
    expect(await countOf(tenant, me, 'pending_permits_count')).toBe(0);
    const products = await call(tenant, me, 'eloket/get_issued_permits');
    expect(products.result[0]).toMatchObject({ EXSISTING_VREX_YN: 'Y', EXISTING_VREX_YN: 'Y' });
  });

  it('costing money: confirmed it is an invoice in the cart, paid it extends the permit exactly once', async () => {
    const { tenant, me, root, requestId } = await offered('en_EN');
    const confirmed = await confirm(tenant, me, requestId);
    expect(confirmed).toMatchObject({ statuscode: 'OK', result: [{ STATUSCODE: 'AWAIT_PAYMENT' }] });
    const cart = await call(tenant, me, 'eloket/get_shopping_cart');
    expect(cart.result).toEqual([
      expect.objectContaining({
        REQUESTID: requestId,
        REQUEST_TYPE: 'vrex_request',
        PCS_CANCEL: 'WEB_VREX',
        STATUSCODE: 'AWAIT_PAYMENT',
        CAN_CONTINUE: 'Y',
        // Confirmed, it is paid with the rest: ticked in the cart, so the total is its price (issue 24).
        pay_now: 'Y',
        PRICE: 120,
        VALID_FROM: '2027-01-01',
      }),
    ]);
    const invoiceId = cart.result[0].INVOICEID as number;
    const invoice = await db
      .selectFrom('invoices')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ kind: 'PROLONGATION', subject_id: requestId, amount_cents: 12_000 });
    expect((await prolongationsOf(tenant, me)).result[0]).toMatchObject({
      STATUSCODE: 'AWAIT_PAYMENT',
      INVOICEID: invoiceId,
      CAN_VREX: 'Y',
      CAN_CVRX: 'Y',
    });
    expect((await permitOf(tenant, root)).valid_to).toBe('2026-12-31');

    const started = await forward(app, tenant, me.cookie, invoiceId);
    expect(started.statuscode).toBe('OK');
    // While the payment runs the prolongation can be neither paid again nor withdrawn.
    expect((await prolongationsOf(tenant, me)).result[0]).toMatchObject({
      STATUSCODE: 'PENDING_PAYMENT',
      CAN_VREX: 'N',
      CAN_CVRX: 'N',
    });
    const simulatorId = simulatorIdOf(started.result[0].url);
    await checkout(app, tenant, simulatorId, 'pay', 'repeat');
    await checkout(app, tenant, simulatorId, 'pay', 'concurrent');

    expect(await permitOf(tenant, root)).toEqual({ valid_to: '2027-12-31', status: 'ACTIVE' });
    const request = await db
      .selectFrom('request_transitions')
      .select(['to_status'])
      .where('tenant_id', '=', tenant.id)
      .where('request_id', '=', requestId)
      .execute();
    expect(request.filter((t) => t.to_status === 'PERMIT_CREATED')).toHaveLength(1);
    expect((await prolongationsOf(tenant, me)).result).toEqual([]);
    expect(await countOf(tenant, me, 'vrex_permits_count')).toBe(0);
    expect((await call(tenant, me, 'eloket/get_issued_permits')).result[0]).toMatchObject({
      VALID_TO: '2027-12-31',
      EXSISTING_VREX_YN: 'N',
    });
    // The next period is offered near the new end, not again now.
    await offerProlongationsJob.run(at('2026-12-20T08:00:00Z'));
    expect(await offers(tenant)).toHaveLength(1);
    await offerProlongationsJob.run(at('2027-12-15T08:00:00Z'));
    expect((await offers(tenant)).map((o) => o.valid_from)).toEqual(['2027-01-01', '2028-01-01']);
  });

  it('free: confirmed it extends the permit at once, with no invoice', async () => {
    const tenant = await prolongationTenant();
    await db.updateTable('price_lines').set({ price_cents: 0 }).where('tenant_id', '=', tenant.id).execute();
    const { me, root } = await holder(tenant);
    await offerProlongationsJob.run(at());
    const [offer] = await offers(tenant);
    expect(offer?.price_cents).toBe(0);
    const confirmed = await confirm(tenant, me, offer?.id);
    expect(confirmed).toMatchObject({ statuscode: 'OK', result: [{ STATUSCODE: 'PERMIT_CREATED' }] });
    expect((await permitOf(tenant, root)).valid_to).toBe('2027-12-31');
    expect(await call(tenant, me, 'eloket/get_shopping_cart_count')).toMatchObject({ result: [{ VALUE: 0 }] });
    const again = await confirm(tenant, me, offer?.id);
    expect(again.statuscode).toBe('REQUEST_STATE');
    expect((await permitOf(tenant, root)).valid_to).toBe('2027-12-31');
  });

  it('is withdrawn while awaiting confirmation (no invoice), and is not offered again', async () => {
    const { tenant, me, root, requestId } = await offered();
    const answer = await call(tenant, me, 'eloket/withdraw_item', {
      p_rqt_id: `${requestId}`,
      p_reference: '',
      p_pcs_code: 'WEB_VREX',
    });
    expect(answer).toMatchObject({ statuscode: 'OK', result: [{ REQUESTID: requestId }] });
    expect(await offers(tenant)).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);
    expect((await prolongationsOf(tenant, me)).result).toEqual([]);
    expect(await countOf(tenant, me, 'vrex_permits_count')).toBe(0);
    expect(
      (await call(tenant, me, 'eloket/withdraw_item', { p_rqt_id: `${requestId}`, p_pcs_code: 'WEB_VREX' })).statuscode,
    ).toBe('REQUEST_STATE');
    await offerProlongationsJob.run(at('2026-12-12T08:00:00Z'));
    expect(await offers(tenant)).toHaveLength(1);
    expect((await permitOf(tenant, root)).valid_to).toBe('2026-12-31');
  });

  it('is withdrawn from the cart once invoiced: request CANCELLED, invoice CANCELLED', async () => {
    const { tenant, me, requestId } = await offered();
    await confirm(tenant, me, requestId);
    const [item] = (await prolongationsOf(tenant, me)).result;
    const answer = await call(tenant, me, 'eloket/withdraw_item', {
      p_rqt_id: `${requestId}`,
      p_ive_id: `${item.INVOICEID}`,
      p_pcs_code: item.PCS_CODE,
    });
    expect(answer).toMatchObject({ statuscode: 'OK', result: [{ REQUESTID: requestId }] });
    const invoices = await db
      .selectFrom('invoices')
      .select('status')
      .where('tenant_id', '=', tenant.id)
      .where('subject_id', '=', requestId)
      .execute();
    expect(invoices).toEqual([{ status: 'CANCELLED' }]);
    expect(await offers(tenant)).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);
    expect(await call(tenant, me, 'eloket/get_shopping_cart_count')).toMatchObject({ result: [{ VALUE: 0 }] });
  });

  it('another resident of the municipality sees none of mine and can neither confirm nor withdraw it', async () => {
    const { tenant, me, root, requestId } = await offered();
    const other = await resident(db, tenant);
    expect((await prolongationsOf(tenant, other)).result).toEqual([]);
    expect(await countOf(tenant, other, 'vrex_permits_count')).toBe(0);
    expect((await confirm(tenant, other, requestId)).statuscode).toBe('NOT_FOUND');
    expect(
      (await call(tenant, other, 'eloket/withdraw_item', { p_rqt_id: `${requestId}`, p_pcs_code: 'WEB_VREX' }))
        .statuscode,
    ).toBe('NOT_FOUND');
    await confirm(tenant, me, requestId);
    const [item] = (await prolongationsOf(tenant, me)).result;
    expect(
      (
        await call(tenant, other, 'eloket/withdraw_item', {
          p_rqt_id: `${requestId}`,
          p_ive_id: `${item.INVOICEID}`,
          p_pcs_code: 'WEB_VREX',
        })
      ).statuscode,
    ).toBe('NOT_FOUND');
    expect((await forward(app, tenant, other.cookie, item.INVOICEID)).result[0].rejected[0].STATUSCODE).toBe(
      'INVOICE_NOT_FOUND',
    );
    expect((await prolongationsOf(tenant, me)).result).toEqual([
      expect.objectContaining({ STATUSCODE: 'AWAIT_PAYMENT' }),
    ]);
    expect((await permitOf(tenant, root)).valid_to).toBe('2026-12-31');
  });

  it('another municipality: its session is refused here, and from there my prolongation is not found', async () => {
    const { tenant, me, requestId } = await offered();
    const elsewhere = await offered();
    expect((await prolongationsOf(tenant, elsewhere.me)).statuscode).toBe('SESSION_TIMEOUT');
    expect(
      (await call(tenant, elsewhere.me, 'eloket/withdraw_item', { p_rqt_id: `${requestId}`, p_pcs_code: 'WEB_VREX' }))
        .statuscode,
    ).toBe('SESSION_TIMEOUT');
    expect(
      (
        await call(elsewhere.tenant, elsewhere.me, 'eloket/withdraw_item', {
          p_rqt_id: `${requestId}`,
          p_pcs_code: 'WEB_VREX',
        })
      ).statuscode,
    ).toBe('NOT_FOUND');
    expect((await confirm(elsewhere.tenant, elsewhere.me, requestId)).statuscode).toBe('NOT_FOUND');
    expect(
      (await prolongationsOf(elsewhere.tenant, elsewhere.me)).result.map((p: { REQUESTID: number }) => p.REQUESTID),
    ).toEqual([elsewhere.requestId]);
    expect((await prolongationsOf(tenant, me)).result).toEqual([
      expect.objectContaining({ STATUSCODE: 'AWAIT_CONFIRMATION' }),
    ]);
  });
});

describe('a prolongation and the end of its permit', () => {
  it('is withdrawn, with its invoice, when the permit is terminated', async () => {
    const tenant = await prolongationTenant();
    const { me, root } = await holder(tenant);
    await offerProlongationsJob.run(at());
    const [offer] = await offers(tenant);
    await confirm(tenant, me, offer?.id);
    const ended = await call(tenant, me, 'eloket/terminate_permit', {
      p_rqt_id: String(root),
      p_bankaccount_nr: 'NL20INGB0001234567',
      p_bankaccount_owner: 'J JANSEN',
    });
    expect(ended.statuscode).toBe('OK');
    expect(await offers(tenant)).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);
    const invoices = await db
      .selectFrom('invoices')
      .select('status')
      .where('tenant_id', '=', tenant.id)
      .where('kind', '=', 'PROLONGATION')
      .execute();
    expect(invoices).toEqual([{ status: 'CANCELLED' }]);
    expect((await prolongationsOf(tenant, me)).result).toEqual([]);
  });

  it('lapses when the permit expires before it is confirmed or paid', async () => {
    const tenant = await prolongationTenant();
    const first = await holder(tenant);
    const second = await holder(tenant);
    await offerProlongationsJob.run(at());
    const [a, b] = await offers(tenant);
    await confirm(tenant, second.me, b?.id);
    expect((await call(tenant, second.me, 'eloket/get_shopping_cart_count')).result[0].VALUE).toBe(1);
    await expirePermitsJob.run(at('2027-01-01T08:00:00Z'));
    expect((await offers(tenant)).map((o) => o.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect((await call(tenant, second.me, 'eloket/get_shopping_cart_count')).result[0].VALUE).toBe(0);
    expect((await confirm(tenant, first.me, a?.id)).statuscode).toBe('REQUEST_STATE');
    expect((await permitOf(tenant, first.root)).status).toBe('ENDED');
  });
});

describe('the job permit-ending-reminders (issue 26, permit_ending)', () => {
  const endingMails = (tenant: Tenant) =>
    db
      .selectFrom('outbox')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('template', '=', 'permit_ending')
      .orderBy('id')
      .execute();

  /** A KOSTEN permit (its type offers no prolongation: it cannot be renewed online) ending on `validTo`. */
  async function notRenewable(tenant: Tenant, validTo = '2026-12-31', language = 'nl_NL') {
    const me = await resident(db, tenant, language);
    const root = await issuePermit(db, tenant, me.id, {
      type: 'KOSTEN',
      validFrom: '2026-12-01',
      validTo,
      priceCents: 3100,
    });
    return { me, root };
  }

  it('reminds once, the tenant’s days before the end, of a permit that cannot be renewed online, with its last day as a calendar event', async () => {
    const tenant = await prolongationTenant();
    const ending = await notRenewable(tenant, '2026-12-31', 'en_EN');
    await holder(tenant); // MAAND, offered for prolongation: no reminder
    // The default 14 days: on 10 December the end (21 days away) is not yet near.
    await remindEndingPermitsJob.run(at());
    expect(await endingMails(tenant)).toEqual([]);

    await remindEndingPermitsJob.run(at('2026-12-20T08:00:00Z'));
    await remindEndingPermitsJob.run(at('2026-12-21T08:00:00Z'));
    const sent = await endingMails(tenant);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      relation_id: ending.me.id,
      kind: 'permit_ending',
      event_key: expect.stringMatching(/^permit:\d+:2026-12-31$/),
      locale: 'en_EN',
    });
    expect(sent[0]?.subject).toMatch(/ends on 31-12-2026$/);
    expect(sent[0]?.body).toContain('cannot be renewed online');
    expect(sent[0]?.body).toContain(`/${tenant.code}/product-details/${ending.root}`);
    expect(sent[0]?.attachments?.map((a) => a.filename)).toEqual(['permit_ending-2026-12-31.ics']);
    expect(sent[0]?.attachments?.[0]?.content ?? '').toContain('DTSTART;VALUE=DATE:20261231');
  });

  it('follows the tenant’s setting, writes once with two instances at once, and none when switched off', async () => {
    const tenant = await prolongationTenant();
    await runCommand(db, 'set-setting', [tenant.code, 'PERMIT_ENDING_NOTICE_DAYS=30'], {}, () => {});
    const ending = [await notRenewable(tenant), await notRenewable(tenant)];
    await notRenewable(tenant, '2027-01-31'); // 52 days away
    await Promise.all([remindEndingPermitsJob.run(at()), remindEndingPermitsJob.run(at())]);
    expect((await endingMails(tenant)).map((m) => m.relation_id).sort()).toEqual(ending.map((e) => e.me.id).sort());

    const off = await prolongationTenant();
    await runCommand(db, 'set-setting', [off.code, 'MESSAGE_PERMIT_ENDING=N'], {}, () => {});
    await notRenewable(off);
    await remindEndingPermitsJob.run(at('2026-12-30T08:00:00Z'));
    expect(await endingMails(off)).toEqual([]);
  });
});
