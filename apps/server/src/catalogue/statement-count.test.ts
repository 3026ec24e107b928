/**
 * SQL statements per call (issue 15, decision 015): at most three, the same for a resident with one
 * permit as for one with fifty. The calls are those `npm run bench` measures (bench/pages.mjs), logged
 * in; the benchmark reports the same counts at a million permits (growth section).
 *
 * Issue 23: every logged-in call that lists a resident's rows, for a resident holding 1 and one holding
 * 25 rows of every kind such a listing shows (generateDataset's `listings`).
 */
import { describe, expect, it } from 'vitest';
import { countQueries } from '../db/query-counter.js';
import { generateDataset } from '../operator/index.js';
import { findTenantByCode } from '../tenants/index.js';
import { post, relationSessionCookie, testApp } from '../test/support.js';

const { app, db } = await testApp();
const set = await generateDataset(db, { municipalities: 2, permits: 120, prefix: 'stmt', listings: [1, 25] });
const tenant = await findTenantByCode(db, 'stmt1');
if (!tenant) throw new Error('the generated municipality is missing');
const one = await relationSessionCookie(db, tenant, set.oneRelationId);
const fifty = await relationSessionCookie(db, tenant, set.fiftyRelationId);

const BUDGET = 3;

const CALLS: [string, Record<string, string>][] = [
  ['eloket/get_eloket_settings', {}],
  ['mla/get_available_translations', { p_application_code: 'REL', p_version: '2.0' }],
  ['eloket/get_overview_counts', {}],
  ['eloket/get_naw', {}],
  ['eloket/get_requestable_permits', {}],
  ['eloket/get_issued_permits', {}],
  ['eloket/get_shopping_cart', {}],
];

describe('statements per call', () => {
  for (const [endpoint, params] of CALLS) {
    it(`${endpoint}: the same for 1 permit as for 50, at most ${BUDGET}`, async () => {
      const call = (cookie: string) => post(app, tenant.code, endpoint, params, { cookie });
      // The first calls fill what is kept in memory (the catalogue, the tenant).
      expect((await call(one)).json().statuscode).toBe('OK');
      expect((await call(fifty)).json().statuscode).toBe('OK');
      const withOne = await countQueries(db, () => call(one));
      const withFifty = await countQueries(db, () => call(fifty));
      expect(withOne).toBe(withFifty);
      expect(withOne).toBeLessThanOrEqual(BUDGET);
    });
  }
});

/**
 * Every get_ call of packages/contract/src/endpoints that a logged-in resident makes and that lists
 * the resident's own rows, or answers from them, and why it is here:
 * - get_overview_counts, get_shopping_cart_count: the home tiles and the cart badge count every kind;
 * - get_shopping_cart, get_rpay_permits: the cart, its request and prolongation invoices and its plate changes;
 * - get_requestable_permits: the catalogue judged on the resident's holdings, waiting-list entries, invoices;
 * - get_issued_permits, get_permits_history: the active and the ended permits with plates, cards, documents;
 * - get_pending_requests: the open requests with the payment that holds their invoice;
 * - get_waitinglist: the live entries with their plates and documents;
 * - get_vrex_permits: the prolongations with their cart item and documents;
 * - get_open_payments: the open payments, payment links judged on their invoices;
 * - get_paid_permits, get_payment_details: a payment's invoices as items (here the paid payment of every
 *   active permit's invoice);
 * - get_naw: the profile with its addresses.
 * Not here, because they read no row that grows with the resident: the catalogue's and the request
 * flow's reference answers (get_categories, get_additional_pte_info, get_product_rqt_parms,
 * get_locations, get_price_lines, get_countries), one row by id (get_document, get_permitplus_info,
 * get_payment_status) and the login's branch page (before the login ends).
 */
const LISTINGS: [string, (relationId: number) => Record<string, string>][] = [
  ['eloket/get_overview_counts', () => ({})],
  ['eloket/get_shopping_cart_count', () => ({})],
  ['eloket/get_shopping_cart', () => ({})],
  ['eloket/get_rpay_permits', () => ({})],
  ['eloket/get_requestable_permits', () => ({})],
  ['eloket/get_issued_permits', () => ({})],
  ['eloket/get_permits_history', () => ({})],
  ['eloket/get_pending_requests', () => ({})],
  ['eloket/get_waitinglist', () => ({})],
  ['eloket/get_vrex_permits', () => ({})],
  ['eloket/get_open_payments', () => ({})],
  ['eloket/get_paid_permits', () => ({})],
  // The paid payment the generator makes first for each listing resident.
  ['eloket/get_payment_details', (relationId) => ({ p_int_reference: paidPaymentOf(relationId) })],
  ['eloket/get_naw', () => ({})],
];

const [oneRowId, manyRowsId] = set.listingRelationIds as [number, number];
const paidPaymentOf = (relationId: number) => set.listingPaidPayments[set.listingRelationIds.indexOf(relationId)] ?? '';
const oneRow = { id: oneRowId, cookie: await relationSessionCookie(db, tenant, oneRowId) };
const manyRows = { id: manyRowsId, cookie: await relationSessionCookie(db, tenant, manyRowsId) };

describe('statements per listing call (issue 23): a resident with 1 row of every kind and one with 25', () => {
  for (const [endpoint, params] of LISTINGS) {
    it(`${endpoint}: the same for 1 row as for 25, at most ${BUDGET}`, async () => {
      const call = (resident: typeof oneRow) =>
        post(app, tenant.code, endpoint, params(resident.id), { cookie: resident.cookie });
      const first = [(await call(oneRow)).json(), (await call(manyRows)).json()];
      expect(first.map((answer) => answer.statuscode)).toEqual(['OK', 'OK']);
      // Each counted twice, the least kept: a tenant cache whose 5 seconds run out between two calls on a busy
      // machine adds its reload to one count only, and is not what grows with the resident's rows.
      const withOne = Math.min(await countQueries(db, () => call(oneRow)), await countQueries(db, () => call(oneRow)));
      const withMany = Math.min(
        await countQueries(db, () => call(manyRows)),
        await countQueries(db, () => call(manyRows)),
      );
      expect(withOne).toBe(withMany);
      expect(withOne).toBeLessThanOrEqual(BUDGET);
    });
  }
});
