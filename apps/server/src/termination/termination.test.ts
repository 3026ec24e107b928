import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../handlers.js';
import { createHistoryHandlers } from '../history/index.js';
import { createProductsHandlers } from '../products/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { listUnofferedCapacity } from '../waiting-list/index.js';
import { createTerminationHandlers } from './termination-handlers.js';
import { listRefundOrders } from './termination-repository.js';

// "Today" is 10 March 2026 in Amsterdam.
const NOW = new Date('2026-03-10T10:00:00Z');
/** Moved only inside a test that needs two days, and put back after it (the tests of a file run one by one). */
let clock = NOW;
const now = () => clock;
const { app, db } = await testApp({
  handlers: [
    ...HANDLERS,
    ...createProductsHandlers({ now }),
    ...createTerminationHandlers({ now }),
    ...createHistoryHandlers({ now }),
  ],
});

const IBAN = 'NL91ABNA0417164300';
const YEAR = { type: 'MAAND', validFrom: '2026-01-31', validTo: '2027-01-30', priceCents: 12_000 };

async function resident() {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { relationType: 'C', name: 'Bakkerij BV' });
  const cookie = await relationSessionCookie(db, tenant, relationId);
  const call = (endpoint: string, params: Record<string, string> = {}) =>
    post(app, tenant.code, endpoint, params, { cookie });
  const issue = (input: Parameters<typeof issuePermit>[3] = YEAR) => issuePermit(db, tenant, relationId, input);
  const current = async () => (await call('eloket/get_issued_permits')).json().result;
  const history = async () => (await call('eloket/get_permits_history')).json().result;
  return { tenant, relationId, call, issue, current, history };
}

describe('eloket/terminate_permit now', () => {
  it('needs a valid IBAN and owner when there is a refund', async () => {
    const { call, issue, current } = await resident();
    const root = String(await issue());
    expect((await call('eloket/terminate_permit', { p_rqt_id: root })).json().statuscode).toBe(
      'REFUND_ACCOUNT_REQUIRED',
    );
    const wrong = await call('eloket/terminate_permit', {
      p_rqt_id: root,
      p_bankaccount_nr: 'NL91ABNA0417164301',
      p_bankaccount_owner: 'J JANSEN',
    });
    expect(wrong.json().statuscode).toBe('REFUND_ACCOUNT_REQUIRED');
    expect(await current()).toHaveLength(1);
  });

  it('ends the permit today, moves it to history, records the refund order and frees its place', async () => {
    const { tenant, call, issue, current, history } = await resident();
    const root = await issue();
    const answer = await call('eloket/terminate_permit', {
      p_rqt_id: String(root),
      p_bankaccount_nr: IBAN.toLowerCase(),
      p_bankaccount_owner: 'j jansen',
    });
    expect(answer.json()).toMatchObject({ statuscode: 'OK', messagetype: 'I' });
    expect(answer.json().statusmessage).toContain('€ 100,00');
    expect(await current()).toEqual([]);
    const [ended] = await history();
    expect(ended).toMatchObject({ ROOT_RQT_ID: root, VALID_TO: '2026-03-10', STATUS: 'Beëindigd', CAN_TERMINATE: 'N' });
    const orders = await listRefundOrders(db, tenant.id);
    expect(orders).toMatchObject([
      { amount_cents: 10_000, iban: IBAN, owner: 'J JANSEN', status: 'OPEN', end_date: '2026-03-10' },
    ]);
    expect(await listUnofferedCapacity(db, tenant.id)).toHaveLength(1);
    // Ended is final.
    expect((await call('eloket/terminate_permit', { p_rqt_id: String(root) })).json().statuscode).toBe('PERMIT_STATE');
  });

  it('ends a permit without a refund without asking for an account, and withdraws a plate change that waits', async () => {
    const { tenant, call, issue, history } = await resident();
    const root = await issue({ type: 'KOSTEN', validFrom: '2026-03-01', validTo: '2026-03-10', priceCents: 3_100 });
    const change = await call('eloket/request_license_change_for_rqt', {
      p_rqt_id: String(root),
      p_licenseplates: JSON.stringify([{ LICENSE_PLATE: 'NEW001' }]),
      p_price: '7.50',
    });
    const changeId = change.json().result[0].REQUESTID;
    expect((await call('eloket/terminate_permit', { p_rqt_id: String(root) })).json().statuscode).toBe('OK');
    expect(await history()).toHaveLength(1);
    expect(await listRefundOrders(db, tenant.id)).toEqual([]);
    const withdrawn = await db
      .selectFrom('requests')
      .select('status')
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', changeId)
      .executeTakeFirstOrThrow();
    expect(withdrawn.status).toBe('CANCELLED');
  });

  it('refuses a permit type the resident cannot terminate', async () => {
    const { call, issue } = await resident();
    const root = await issue({
      type: 'VAST',
      validFrom: '2026-03-01',
      validTo: '2026-03-31',
      priceCents: 1_000,
      plates: [],
    });
    expect((await call('eloket/terminate_permit', { p_rqt_id: String(root) })).json().statuscode).toBe('PERMIT_STATE');
  });
});

describe('eloket/terminate_permit on a day, changed and cancelled', () => {
  it('keeps the date within today .. VALID_TO minus 1 day', async () => {
    const { call, issue } = await resident();
    const root = String(await issue());
    const at = (day: string) =>
      call('eloket/terminate_permit', {
        p_rqt_id: root,
        p_end_date: day,
        p_bankaccount_nr: IBAN,
        p_bankaccount_owner: 'J JANSEN',
      });
    expect((await at('2026-03-09')).json().statuscode).toBe('TERMINATION_DATE');
    expect((await at('2027-01-30')).json().statuscode).toBe('TERMINATION_DATE');
    expect((await at('2027-01-29')).json().statuscode).toBe('OK');
  });

  it('schedules, changes the day with a new refund, and cancels with "Don’t terminate"', async () => {
    const { tenant, call, issue, current } = await resident();
    const root = String(await issue());
    const schedule = (day: string) =>
      call('eloket/terminate_permit', {
        p_rqt_id: root,
        p_end_date: day,
        p_bankaccount_nr: IBAN,
        p_bankaccount_owner: 'J JANSEN',
      });
    const scheduled = await schedule('2026-05-15');
    expect(scheduled.json().statusmessage).toContain('15-05-2026');
    expect((await current())[0]).toMatchObject({ PLANNED_END_DATE: '2026-05-15', STATUS: 'Beëindiging gepland' });
    // Month 4 of the permit (from 1 May) has started: months 5 to 12 are unused.
    expect(await listRefundOrders(db, tenant.id, 'PLANNED')).toMatchObject([{ amount_cents: 8_000 }]);

    await schedule('2026-06-30');
    expect((await current())[0].PLANNED_END_DATE).toBe('2026-06-30');
    expect(await listRefundOrders(db, tenant.id, 'PLANNED')).toMatchObject([{ amount_cents: 7_000 }]);
    expect(await listRefundOrders(db, tenant.id, 'CANCELLED')).toHaveLength(1);

    const cancelled = await call('eloket/cancel_future_ong', { p_rqt_id: root });
    expect(cancelled.json()).toMatchObject({ statuscode: 'OK', messagetype: 'I' });
    expect((await current())[0].PLANNED_END_DATE).toBeNull();
    expect(await listRefundOrders(db, tenant.id, 'PLANNED')).toEqual([]);
    expect((await call('eloket/cancel_future_ong', { p_rqt_id: root })).json().statuscode).toBe('PERMIT_STATE');
  });

  it('ends a permit that has not started yet now, with everything refunded', async () => {
    const { tenant, call, issue, history } = await resident();
    const root = String(await issue({ ...YEAR, validFrom: '2026-04-01', validTo: '2027-03-31' }));
    await call('eloket/terminate_permit', {
      p_rqt_id: root,
      p_end_date: '2026-03-20',
      p_bankaccount_nr: IBAN,
      p_bankaccount_owner: 'J JANSEN',
    });
    expect(await history()).toHaveLength(1);
    expect(await listRefundOrders(db, tenant.id)).toMatchObject([{ amount_cents: 12_000, status: 'OPEN' }]);
  });

  it('refuses a later day for a product that can only end now', async () => {
    const { call, issue } = await resident();
    const root = String(await issue({ type: 'NU', validFrom: '2026-03-01', validTo: '2026-03-31', priceCents: 3_100 }));
    const [product] = (await call('eloket/get_issued_permits')).json().result;
    expect(product.CAN_FUTURE_TERMINATE).toBe('N');
    const later = await call('eloket/terminate_permit', {
      p_rqt_id: root,
      p_end_date: '2026-03-20',
      p_bankaccount_nr: IBAN,
      p_bankaccount_owner: 'J JANSEN',
    });
    expect(later.json().statuscode).toBe('TERMINATION_DATE');
  });
});

describe('a permit that has not started, and the history (issue 24)', () => {
  it('says a permit starting in two days has not started yet, and from when it is valid (defect 6)', async () => {
    const { issue, current } = await resident();
    await issue({ ...YEAR, validFrom: '2026-03-12', validTo: '2027-03-11' });
    expect((await current())[0]).toMatchObject({
      STATUS: 'Nog niet ingegaan, geldig vanaf 12-03-2026',
      VALID_FROM: '2026-03-12',
    });
  });

  it('refunds in full a permit ended before its start, under the rule NONE too, and shows it withdrawn (defect 5)', async () => {
    const { tenant, call, issue, history } = await resident();
    // PLUS refunds nothing by its rule; it starts on the 12th and ends now, on the 10th.
    const root = await issue({ type: 'PLUS', validFrom: '2026-03-12', validTo: '2026-04-11', priceCents: 2_000 });
    const [product] = (await call('eloket/get_issued_permits')).json().result;
    expect(product.RESTITUTION_AMOUNT).toBe(20);
    const answer = await call('eloket/terminate_permit', {
      p_rqt_id: String(root),
      p_bankaccount_nr: IBAN,
      p_bankaccount_owner: 'J JANSEN',
    });
    expect(answer.json().statuscode).toBe('OK');
    expect(await listRefundOrders(db, tenant.id)).toMatchObject([{ amount_cents: 2_000, status: 'OPEN' }]);
    expect((await history())[0]).toMatchObject({
      ROOT_RQT_ID: root,
      STATUS: 'Ingetrokken voordat het inging',
      VALID_FROM: '2026-03-12',
      VALID_TO: '2026-03-10',
      REFUND_AMOUNT: 20,
      REFUND_STATUS: 'OPEN',
    });
  });

  it('lists the history newest first, by the day each ended, with the refund each produced', async () => {
    const { call, issue, history } = await resident();
    const earlierStart = await issue();
    const laterStart = await issue({
      type: 'KOSTEN',
      validFrom: '2026-02-15',
      validTo: '2026-03-14',
      priceCents: 3_100,
    });
    const terminate = (root: number) =>
      call('eloket/terminate_permit', { p_rqt_id: String(root), p_bankaccount_nr: IBAN, p_bankaccount_owner: 'J' });
    clock = new Date('2026-03-05T10:00:00Z');
    try {
      expect((await terminate(laterStart)).json().statuscode).toBe('OK');
    } finally {
      clock = NOW;
    }
    expect((await terminate(earlierStart)).json().statuscode).toBe('OK');
    const listed = await history();
    expect(listed.map((p: { ROOT_RQT_ID: number }) => p.ROOT_RQT_ID)).toEqual([earlierStart, laterStart]);
    expect(listed[0]).toMatchObject({ VALID_TO: '2026-03-10', REFUND_AMOUNT: 100, REFUND_STATUS: 'OPEN' });
    // 3_100 for 28 days: the 9 days after 5 March come back.
    expect(listed[1]).toMatchObject({ VALID_TO: '2026-03-05', REFUND_AMOUNT: 9.96, REFUND_STATUS: 'OPEN' });
  });

  it('shows no refund for an ended permit that produced none', async () => {
    const { call, issue, history } = await resident();
    const root = await issue({ type: 'PLUS', validFrom: '2026-03-01', validTo: '2026-03-31', priceCents: 2_000 });
    expect((await call('eloket/terminate_permit', { p_rqt_id: String(root) })).json().statuscode).toBe('OK');
    const [ended] = await history();
    expect(ended.STATUS).toBe('Beëindigd');
    expect(ended.REFUND_AMOUNT ?? null).toBeNull();
  });
});
