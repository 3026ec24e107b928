/**
 * SQL statements per call (issue 15): at most three, the same for a resident with one permit as
 * for one with fifty. The calls are those `npm run bench` measures (bench/pages.mjs), logged in;
 * the benchmark reports the same counts at a million permits (growth section).
 */
import { describe, expect, it } from 'vitest';
import { countQueries } from '../db/query-counter.js';
import { generateDataset } from '../operator/index.js';
import { findTenantByCode } from '../tenants/index.js';
import { post, relationSessionCookie, testApp } from '../test/support.js';

const { app, db } = await testApp();
const set = await generateDataset(db, { municipalities: 2, permits: 120, prefix: 'stmt' });
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
      const withOne = await countQueries(() => call(one));
      const withFifty = await countQueries(() => call(fifty));
      expect(withOne).toBe(withFifty);
      expect(withOne).toBeLessThanOrEqual(BUDGET);
    });
  }
});
