import { getEloketSettings, getLoginOptions, getOverviewCounts } from '@parkeerloket/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../handlers.js';
import { hashToken } from '../sessions/index.js';
import { createTenant, post, sessionCookie, testApp } from '../test/support.js';
import { handle } from './handler.js';

const { app, db } = await testApp();
const tenant = await createTenant(db, { loginOptions: ['digid'] });

describe('services: the envelope for every refusal', () => {
  it('answers an unknown tenant with 404 UNKNOWN_TENANT', async () => {
    const res = await post(app, 'nosuchtown', 'eloket/get_login_options');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statuscode: 'UNKNOWN_TENANT', messagetype: 'E', result: [] });
    expect(res.json().statusmessage).toBe('Deze gemeente is hier niet bekend.');
  });

  it('answers an unknown endpoint with 404 UNKNOWN_ENDPOINT', async () => {
    const res = await post(app, tenant.code, 'eloket/no_such_thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().statuscode).toBe('UNKNOWN_ENDPOINT');
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const res = await app.inject({ method: 'GET', url: `/${tenant.code}/services/eloket/get_login_options` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().statuscode).toBe('METHOD_NOT_ALLOWED');
    const del = await app.inject({ method: 'DELETE', url: `/${tenant.code}/services/eloket/get_login_options` });
    expect(del.statusCode).toBe(405);
  });

  it('refuses a JSON body with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/${tenant.code}/services/eloket/set_language`,
      headers: { 'content-type': 'application/json' },
      payload: '{"p_lan_code":"nl_NL"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().statuscode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await post(app, tenant.code, 'eloket/set_language', { p_lan_code: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().statuscode).toBe('BODY_TOO_LARGE');
  });

  it("says an oversized body's 413 in the caller's language as the other refusals: session, cookie, Accept-Language, the municipality's default", async () => {
    const english = await createTenant(db, { defaultLocale: 'en_EN' });
    const inEnglish = await sessionCookie(db, tenant);
    await db
      .updateTable('sessions')
      .set({ locale: 'en_EN' })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', hashToken(inEnglish.split('=')[1] ?? ''))
      .execute();
    const TEXTS = {
      nl: { 413: 'Het verzoek is te groot.', 400: 'Deze waarde is niet toegestaan' },
      en: { 413: 'The request is too large.', 400: 'This value is not allowed' },
    } as const;
    const cases = [
      { what: 'Accept-Language nl', code: tenant.code, headers: { 'accept-language': 'nl' }, expected: 'nl' },
      { what: 'Accept-Language en', code: tenant.code, headers: { 'accept-language': 'en' }, expected: 'en' },
      {
        what: 'cookie en over Accept-Language nl',
        code: tenant.code,
        headers: { cookie: 'pl_lang=en_EN', 'accept-language': 'nl' },
        expected: 'en',
      },
      {
        what: 'cookie nl over Accept-Language en',
        code: tenant.code,
        headers: { cookie: 'pl_lang=nl_NL', 'accept-language': 'en' },
        expected: 'nl',
      },
      {
        what: "municipality's default en, a language it does not speak",
        code: english.code,
        headers: { 'accept-language': 'de' },
        expected: 'en',
      },
      {
        what: 'session en over Accept-Language nl',
        code: tenant.code,
        headers: { cookie: inEnglish, 'accept-language': 'nl' },
        expected: 'en',
      },
    ] as const;
    for (const c of cases) {
      const headers = c.headers as Record<string, string>;
      const tooLarge = await post(app, c.code, 'eloket/set_language', { p_lan_code: 'x'.repeat(300 * 1024) }, headers);
      expect(tooLarge.statusCode, c.what).toBe(413);
      expect(tooLarge.json(), c.what).toMatchObject({
        statuscode: 'BODY_TOO_LARGE',
        statusmessage: TEXTS[c.expected][413],
      });
      // A refusal of the endpoint's own checks, for the same caller, in the same language.
      const refused = await post(app, c.code, 'eloket/set_language', { p_lan_code: 'fr_FR' }, headers);
      expect(refused.statusCode, c.what).toBe(400);
      expect(refused.json().statusmessage, c.what).toBe(TEXTS[c.expected][400]);
    }
  });

  it('refuses a multipart body to a form endpoint with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/${tenant.code}/services/eloket/set_language`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="p_lan_code"\r\n\r\nnl_NL\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(415);
  });

  it('lists each invalid parameter with a code and a message in the caller’s language', async () => {
    const nl = await post(app, tenant.code, 'eloket/set_language', { p_lan_code: 'fr_FR' });
    expect(nl.statusCode).toBe(400);
    expect(nl.json()).toEqual({
      statuscode: 'INVALID_PARAMETERS',
      statusmessage: 'Deze waarde is niet toegestaan',
      messagetype: 'E',
      result: [{ FIELD: 'p_lan_code', CODE: 'not_allowed' }],
    });
    const en = await post(app, tenant.code, 'eloket/set_language', {}, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.json().result).toEqual([{ FIELD: 'p_lan_code', CODE: 'not_allowed' }]);
    expect(en.json().statusmessage).toBe('This value is not allowed');
  });

  it('refuses a parameter given twice', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/${tenant.code}/services/eloket/set_language`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'p_lan_code=nl_NL&p_lan_code=en_EN',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().result[0].FIELD).toBe('p_lan_code');
  });

  it('answers an endpoint of the contract that has no handler yet with 501 NOT_IMPLEMENTED', async () => {
    const { app: bare } = await testApp({ handlers: [] });
    const res = await post(bare, tenant.code, 'eloket/get_login_options');
    expect(res.statusCode).toBe(501);
    expect(res.json().statuscode).toBe('NOT_IMPLEMENTED');
  });

  it('asks for a session on session endpoints: none, unknown, expired, half-logged-in, other tenant', async () => {
    const other = await createTenant(db);
    const cases = [
      {},
      { cookie: 'pl_session=made-up' },
      { cookie: await sessionCookie(db, tenant, 'authorized', -1) },
      { cookie: await sessionCookie(db, tenant, 'login') },
      { cookie: await sessionCookie(db, other, 'authorized') },
    ];
    for (const headers of cases) {
      const res = await post(app, tenant.code, 'eloket/get_overview_counts', {}, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
    }
    const ok = await post(
      app,
      tenant.code,
      'eloket/get_overview_counts',
      {},
      { cookie: await sessionCookie(db, tenant) },
    );
    expect(ok.statusCode).toBe(200);
  });

  it('hides the text of an unexpected error and answers INTERNAL_ERROR', async () => {
    const failing = handle(getLoginOptions, async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    const { app: broken } = await testApp({ handlers: [failing] });
    const res = await post(broken, tenant.code, 'eloket/get_login_options');
    expect(res.statusCode).toBe(500);
    expect(res.json().statuscode).toBe('INTERNAL_ERROR');
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('refuses an answer that breaks the contract outside production', async () => {
    const wrong = handle(getLoginOptions, async () => [{ LOGIN_OPTIONS_CITIZENS: 1 } as never]);
    const { app: broken } = await testApp({ handlers: [wrong] });
    expect((await post(broken, tenant.code, 'eloket/get_login_options')).statusCode).toBe(500);
  });

  it('limits the calls per client and says so in the envelope', async () => {
    const { app: limited } = await testApp({ config: { RATE_LIMIT_PER_MINUTE: '3' } });
    const town = await createTenant(db);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await post(limited, town.code, 'eloket/get_login_options')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const res = await post(limited, town.code, 'eloket/get_login_options', {}, { 'accept-language': 'en' });
    expect(res.json().statuscode).toBe('RATE_LIMITED');
    expect(res.json().statusmessage).toMatch(/Too many requests/);
  });

  it('accepts GET only where the contract says so', async () => {
    expect(getEloketSettings.methods).toContain('GET');
    const res = await app.inject({ method: 'GET', url: `/${tenant.code}/services/eloket/get_eloket_settings` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('registers handlers only for endpoints of the contract', () => {
    const names = HANDLERS.map((h) => h.endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(getOverviewCounts.name);
  });

  it('refuses a cross-site form post before it reaches the handler', async () => {
    const cookie = await sessionCookie(db, tenant);
    const crossSite = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }];
    for (const headers of crossSite) {
      const res = await post(app, tenant.code, 'eloket/set_language', { p_lan_code: 'en_EN' }, { cookie, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().statuscode).toBe('FORBIDDEN');
      expect(res.cookies).toEqual([]);
    }
    const sameOrigin = await post(
      app,
      tenant.code,
      'eloket/set_language',
      { p_lan_code: 'en_EN' },
      { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('ends a session at its absolute lifetime however active it is, and renews the idle time on use', async () => {
    const cookie = await sessionCookie(db, tenant);
    const id = hashToken(cookie.split('=')[1]!);
    const before = await db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
    await db
      .updateTable('sessions')
      .set({ expires_at: sql`now() + interval '1 minute'` })
      .where('id', '=', id)
      .execute();
    await post(app, tenant.code, 'eloket/get_overview_counts', {}, { cookie });
    const renewed = await db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(renewed.expires_at.getTime()).toBeGreaterThanOrEqual(before.expires_at.getTime() - 1000);

    await db
      .updateTable('sessions')
      .set({ absolute_expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    const res = await post(app, tenant.code, 'eloket/get_overview_counts', {}, { cookie });
    expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
  });
});
