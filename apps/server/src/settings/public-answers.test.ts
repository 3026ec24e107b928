/**
 * The public answers that rarely change are kept in memory briefly (tenants/tenant-answers-cache.ts)
 * and the per-call rate limit is counted in memory (docs/decisions/006-public-answers-and-rate-limits.md).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countQueries } from '../db/query-counter.js';
import { isStableResult, stableResult } from '../tenants/index.js';
import { createTenant, post, testApp } from '../test/support.js';

const { app, db } = await testApp();
const translationParams = { p_application_code: 'REL', p_version: '2.0', p_locale: 'nl_NL' };

describe('public answers that rarely change', () => {
  it('are read from the database once, then served from memory', async () => {
    const town = await createTenant(db, { settings: { SHOW_MENU_BUTTON: 'Y' }, loginOptions: ['digid'] });
    const calls = [
      () => post(app, town.code, 'eloket/get_eloket_settings'),
      () => post(app, town.code, 'eloket/get_login_options'),
      () => post(app, town.code, 'mla/get_available_translations', translationParams),
      () => post(app, town.code, 'mla/get_translation', translationParams),
    ];
    for (const call of calls) await call();
    for (const call of calls) expect(await countQueries(db, call)).toBe(0);
  });

  it('show a change made through this process at once', async () => {
    const town = await createTenant(db, { settings: { SHOW_MENU_BUTTON: 'Y' }, loginOptions: ['digid'] });
    const settings = () => post(app, town.code, 'eloket/get_eloket_settings');
    const options = () => post(app, town.code, 'eloket/get_login_options');
    const checksum = async () =>
      (await post(app, town.code, 'mla/get_translation', translationParams)).json().result[0].checksum;
    const listed = async () =>
      (await post(app, town.code, 'mla/get_available_translations', translationParams)).json().result[0].checksum;
    expect((await settings()).json().result).toEqual([{ SHOW_MENU_BUTTON: 'Y' }]);
    expect((await options()).json().result[0].LOGIN_OPTIONS_COMPANIES).toBe('');
    const before = await checksum();
    expect(await listed()).toBe(before);

    // As the operator changes them (tenants/tenant-admin.ts, through the repository's writes).
    await createTenant(db, {
      code: town.code,
      settings: { SHOW_MENU_BUTTON: 'N' },
      loginOptions: ['digid', 'eherkenning'],
      translations: { nl_NL: { 'app.title': 'Anders' } },
    });

    expect((await settings()).json().result).toEqual([{ SHOW_MENU_BUTTON: 'N' }]);
    expect((await options()).json().result[0].LOGIN_OPTIONS_COMPANIES).toBe('eherkenning');
    expect(await checksum()).not.toBe(before);
    expect(await listed()).toBe(await checksum());
  });

  it('never mix up two municipalities', async () => {
    const a = await createTenant(db, { settings: { SHOW_MENU_BUTTON: 'Y' } });
    const b = await createTenant(db, { settings: { SHOW_MENU_BUTTON: 'N' } });
    for (let i = 0; i < 2; i++) {
      expect((await post(app, a.code, 'eloket/get_eloket_settings')).json().result).toEqual([
        { SHOW_MENU_BUTTON: 'Y' },
      ]);
      expect((await post(app, b.code, 'eloket/get_eloket_settings')).json().result).toEqual([
        { SHOW_MENU_BUTTON: 'N' },
      ]);
    }
  });
});

describe('a result made from cached answers', () => {
  it('is the same array while its answers are the same objects, and made anew when one is not', () => {
    const a = { A: '1' };
    const b = { B: '2' };
    const first = stableResult('x', [a, b], () => [{ ...a, ...b }]);
    expect(stableResult('x', [a, b], () => [])).toBe(first);
    expect(isStableResult(first)).toBe(true);
    expect(Object.isFrozen(first)).toBe(true);
    // Another name made from the same answers is another result.
    expect(stableResult('y', [a, b], () => [{ ...a }])).toEqual([{ A: '1' }]);
    // An answer read anew (another object) makes the result anew.
    const again = stableResult('x', [a, { B: '3' }], () => [{ ...a, B: '3' }]);
    expect(again).not.toBe(first);
    expect(again).toEqual([{ A: '1', B: '3' }]);
    expect(isStableResult([{ A: '1' }])).toBe(false);
  });
});

describe('the per-call rate limit', () => {
  it('writes nothing to the database on a call', async () => {
    const town = await createTenant(db, { loginOptions: ['digid'] });
    const count = async () =>
      Number((await sql<{ n: number }>`select count(*)::int as n from rate_limits`.execute(db)).rows[0]?.n);
    const before = await count();
    for (let i = 0; i < 5; i++) expect((await post(app, town.code, 'eloket/get_login_options')).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});
