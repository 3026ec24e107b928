import { BUSINESS_FAILURE_CODES } from '@parkeerloket/contract';
import { bundledCatalogue } from '@parkeerloket/translations';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readAudit } from '../../audit/audit-log.js';
import { readOutbox } from '../../mail/index.js';
import { hashToken, SESSION_COOKIE, touchSession } from '../../sessions/index.js';
import type { Tenant } from '../../tenants/index.js';
import { createRelation, createTenant, post, sessionCookie, testApp } from '../../test/support.js';
import { hashPassword } from './password-hash.js';
import { awaitsOneTimeCode, LOGIN_CODE_POLICY } from './permit-login-service.js';
import { insertAccount, updatePasswordHash } from './permit-repository.js';

const { app, db } = await testApp();
const PASSWORD = 'Geheim123!';
const passwordHash = await hashPassword(PASSWORD);

async function permitTenant(): Promise<Tenant> {
  return createTenant(db, { loginOptions: ['eherkenning', 'email'] });
}

async function permitAccount(
  tenant: Tenant,
  username: string,
  email: string,
  options: { password?: boolean; relationType?: string } = {},
) {
  const relationId = await createRelation(db, tenant, { relationType: options.relationType ?? 'B', name: username });
  await insertAccount(db, tenant.id, { relationId, username, email });
  if (options.password !== false) await updatePasswordHash(db, tenant.id, relationId, passwordHash);
  return relationId;
}

function cookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const found = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!found) throw new Error('no session cookie set');
  return `${SESSION_COOKIE}=${found.value}`;
}

async function login(
  tenant: Tenant,
  name: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
  from = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: `/${tenant.code}/services/login/permit_login`,
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ p_username: name, p_password: password }).toString(),
  });
}

/** Logs in with the password and answers the session cookie and the code read from the outbox. */
async function loginToCode(tenant: Tenant, name: string, email: string) {
  const res = await login(tenant, name);
  expect(res.json().statuscode).toBe('OK');
  return { cookie: cookieOf(res), code: await lastCode(tenant, email) };
}

async function lastCode(tenant: Tenant, email: string): Promise<string> {
  const [message] = await readOutbox(db, tenant.id, { to: email, limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (message?.template !== 'login_code' || !code) throw new Error(`no login code for ${email}`);
  return code;
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

async function enterCode(tenant: Tenant, cookie: string, code: string) {
  return post(app, tenant.code, 'login/register_otp_code', { p_otp_code: code }, { cookie });
}

async function sessionOf(tenant: Tenant, cookie: string) {
  return touchSession(db, tenant.id, cookie.slice(SESSION_COOKIE.length + 1), 20);
}

describe('login/permit_login', () => {
  it('accepts the username or the e-mail address in any case, starts a new session waiting for the code, and mails it', async () => {
    const tenant = await permitTenant();
    const relationId = await permitAccount(tenant, 'Garage-Noord', 'info@garage-noord.example.nl');
    const before = await sessionCookie(db, tenant, 'anonymous');

    const res = await login(tenant, 'garage-NOORD', PASSWORD, { cookie: before });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [] });
    const cookie = cookieOf(res);
    expect(cookie).not.toBe(before);
    expect(await sessionOf(tenant, before)).toBeUndefined();
    const session = await sessionOf(tenant, cookie);
    expect(session).toMatchObject({ relationId, state: 'login', pending: 'otp', loginService: 'email' });
    expect(awaitsOneTimeCode(session ?? null)).toBe(true);
    const process = await post(app, tenant.code, 'login/login_process', {}, { cookie });
    expect(process.json().result[0].LOGIN).toBe('ENTER_OTP');

    const [mail] = await readOutbox(db, tenant.id);
    expect(mail).toMatchObject({ to: 'info@garage-noord.example.nl', template: 'login_code', relationId });
    expect(mail?.body).toMatch(/\b\d{6}\b/);

    const byEmail = await login(tenant, 'INFO@garage-noord.example.nl');
    expect(byEmail.json().statuscode).toBe('OK');
  });

  it('gives a wrong password, an unknown name and an account without password the same answer', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'bekend', 'bekend@example.nl');
    await permitAccount(tenant, 'nieuw', 'nieuw@example.nl', { password: false });
    // Each from its own client: a fourth failure from one client would be slowed down (login-hardening.test.ts).
    const answers = [
      await login(tenant, 'bekend', 'Verkeerd123!', {}, '192.0.2.1'),
      await login(tenant, 'onbekend', PASSWORD, {}, '192.0.2.2'),
      await login(tenant, 'nieuw', PASSWORD, {}, '192.0.2.3'),
      await login(tenant, 'bekend@example.nl', 'Verkeerd123!', {}, '192.0.2.4'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        statuscode: 'LOGIN_FAILED',
        statusmessage: 'Inloggen is niet gelukt. Controleer uw gebruikersnaam of e-mailadres en uw wachtwoord.',
        messagetype: 'E',
        result: [],
      });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    const english = await login(tenant, 'onbekend', PASSWORD, { 'accept-language': 'en' });
    expect(english.json().statusmessage).toBe('Login failed. Check your username or e-mail address and your password.');
    expect(await readOutbox(db, tenant.id)).toEqual([]);
  });

  it('is refused where the municipality does not offer it', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    await permitAccount(tenant, 'elders', 'elders@example.nl');
    const res = await login(tenant, 'elders');
    expect(res.statusCode).toBe(403);
    expect(res.json().statuscode).toBe('FORBIDDEN');
  });

  it('stops after 5 codes per account per hour', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'veel', 'veel@example.nl');
    for (let i = 0; i < LOGIN_CODE_POLICY.maxPerHour; i++)
      expect((await login(tenant, 'veel')).json().statuscode).toBe('OK');
    const refused = await login(tenant, 'veel');
    expect(refused.json()).toMatchObject({ statuscode: 'LOGIN_CODE_LIMIT', messagetype: 'E' });
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await readOutbox(db, tenant.id, { limit: 50 })).toHaveLength(LOGIN_CODE_POLICY.maxPerHour);
  });

  it('slows down guessing of a login name, whether or not it exists, the same way', async () => {
    for (const name of ['raden', 'bestaatniet']) {
      const tenant = await permitTenant();
      if (name === 'raden') await permitAccount(tenant, name, 'raden@example.nl');
      for (let i = 0; i < 3; i++)
        expect((await login(tenant, name, 'Fout12345!')).json().statuscode).toBe('LOGIN_FAILED');
      const slowed = await login(tenant, name, PASSWORD);
      expect(slowed.statusCode).toBe(200);
      expect(slowed.json().statuscode).toBe('LOGIN_THROTTLED');
    }
  });

  it('writes successes, failures and refusals to the audit log, without passwords or codes', async () => {
    const tenant = await permitTenant();
    const relationId = await permitAccount(tenant, 'audit', 'audit@example.nl');
    await login(tenant, 'audit', 'Verkeerd123!');
    await login(tenant, 'niemand', 'Verkeerd123!');
    const { cookie, code } = await loginToCode(tenant, 'audit', 'audit@example.nl');
    await enterCode(tenant, cookie, wrongCodeFor(code));
    await enterCode(tenant, cookie, code);
    const entries = (await readAudit(db, tenant.id)).reverse();
    expect(entries.map((e) => [e.event, e.outcome, e.relation_id, e.detail])).toEqual([
      ['permit_login', 'failure', relationId, 'wrong password'],
      ['permit_login', 'failure', null, 'unknown login name'],
      ['permit_login', 'success', relationId, 'password accepted, code sent'],
      ['permit_otp', 'failure', relationId, 'wrong code'],
      ['login', 'success', relationId, 'one-time code accepted'],
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(code);
    expect(text).not.toContain('Verkeerd');
  });
});

describe('login/register_otp_code', () => {
  it('authorizes the session with the code from the e-mail and takes the login address as verified', async () => {
    const tenant = await permitTenant();
    const relationId = await permitAccount(tenant, 'code', 'code@example.nl');
    const { cookie, code } = await loginToCode(tenant, 'code', 'code@example.nl');
    expect((await post(app, tenant.code, 'eloket/get_naw', {}, { cookie })).json().statuscode).toBe('SESSION_TIMEOUT');

    const res = await enterCode(tenant, cookie, code);
    expect(res.json()).toEqual({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [] });
    // The accepted code renews the token (issue 18).
    const authorized = cookieOf(res);
    expect(await sessionOf(tenant, cookie)).toBeUndefined();
    expect(await sessionOf(tenant, authorized)).toMatchObject({ relationId, state: 'authorized', pending: null });
    const naw = (await post(app, tenant.code, 'eloket/get_naw', {}, { cookie: authorized })).json();
    expect(naw.result[0]).toMatchObject({ EMAIL: 'code@example.nl', EMAIL_VALIDATION_STATUS: 'VALIDATED' });
    // Once authorized there is no code to enter any more.
    expect((await enterCode(tenant, authorized, code)).json().statuscode).toBe('SESSION_TIMEOUT');
  });

  it('allows 5 tries: three wrong codes and then the right one still log in', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'drie', 'drie@example.nl');
    const { cookie, code } = await loginToCode(tenant, 'drie', 'drie@example.nl');
    for (let i = 0; i < 3; i++) {
      const wrong = await enterCode(tenant, cookie, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toMatchObject({
        statuscode: 'OTP_WRONG',
        statusmessage: 'Deze code is niet juist. Probeer het opnieuw.',
        messagetype: 'E',
      });
    }
    expect((await enterCode(tenant, cookie, code)).json().statuscode).toBe('OK');
  });

  it('kills the code after 5 wrong tries: the sixth, right or not, is refused', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'vijf', 'vijf@example.nl');
    const { cookie, code } = await loginToCode(tenant, 'vijf', 'vijf@example.nl');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await enterCode(tenant, cookie, wrongCodeFor(code))).json().statuscode);
    expect(answers).toEqual(['OTP_WRONG', 'OTP_WRONG', 'OTP_WRONG', 'OTP_WRONG', 'OTP_BLOCKED']);
    const sixth = await enterCode(tenant, cookie, code);
    expect(sixth.json().statuscode).toBe('OTP_BLOCKED');
    expect(sixth.json().statusmessage).toContain('Log opnieuw in');
    expect(await sessionOf(tenant, cookie)).toMatchObject({ state: 'login', pending: 'otp' });

    // A new login brings a new code that works.
    const again = await loginToCode(tenant, 'vijf', 'vijf@example.nl');
    expect((await enterCode(tenant, again.cookie, again.code)).json().statuscode).toBe('OK');
  });

  it('refuses an expired code', async () => {
    const tenant = await permitTenant();
    const relationId = await permitAccount(tenant, 'oud', 'oud@example.nl');
    const { cookie, code } = await loginToCode(tenant, 'oud', 'oud@example.nl');
    await db
      .updateTable('one_time_codes')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('tenant_id', '=', tenant.id)
      .where('relation_id', '=', relationId)
      .execute();
    const res = await enterCode(tenant, cookie, code);
    expect(res.json()).toMatchObject({ statuscode: 'OTP_EXPIRED', messagetype: 'E' });
    expect(res.json().statusmessage).toContain('verlopen');
  });

  it('refuses the code of another relation, of another tenant, and an older code replaced by a new login', async () => {
    const tenant = await permitTenant();
    const other = await permitTenant();
    await permitAccount(tenant, 'eerste', 'eerste@example.nl');
    await permitAccount(tenant, 'tweede', 'tweede@example.nl');
    await permitAccount(other, 'eerste', 'eerste@example.nl');
    const first = await loginToCode(tenant, 'eerste', 'eerste@example.nl');
    const second = await loginToCode(tenant, 'tweede', 'tweede@example.nl');
    const elsewhere = await loginToCode(other, 'eerste', 'eerste@example.nl');

    if (second.code !== first.code) {
      expect((await enterCode(tenant, first.cookie, second.code)).json().statuscode).toBe('OTP_WRONG');
    }
    if (elsewhere.code !== first.code) {
      expect((await enterCode(other, elsewhere.cookie, first.code)).json().statuscode).toBe('OTP_WRONG');
    }
    // The session of one tenant is nothing at another.
    const crossed = await enterCode(other, first.cookie, first.code);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().statuscode).toBe('SESSION_TIMEOUT');

    const newer = await loginToCode(tenant, 'eerste', 'eerste@example.nl');
    if (newer.code !== first.code) {
      expect((await enterCode(tenant, newer.cookie, first.code)).json().statuscode).toBe('OTP_WRONG');
    }
    expect((await enterCode(tenant, newer.cookie, newer.code)).json().statuscode).toBe('OK');
    expect((await enterCode(tenant, first.cookie, first.code)).json().statuscode).toBe('OTP_BLOCKED');
  });

  it('answers SESSION_TIMEOUT when no login waits for a code', async () => {
    const tenant = await permitTenant();
    const anonymous = await sessionCookie(db, tenant, 'anonymous');
    expect((await enterCode(tenant, anonymous, '123456')).json().statuscode).toBe('SESSION_TIMEOUT');
    expect((await enterCode(tenant, '', '123456')).json().statuscode).toBe('SESSION_TIMEOUT');
  });

  it('stores codes only as hashes', async () => {
    const tenant = await permitTenant();
    const relationId = await permitAccount(tenant, 'hash', 'hash@example.nl');
    const { code } = await loginToCode(tenant, 'hash', 'hash@example.nl');
    const rows = await db
      .selectFrom('one_time_codes')
      .select('code_hash')
      .where('tenant_id', '=', tenant.id)
      .where('relation_id', '=', relationId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(hashToken(code)).not.toBe(rows[0]?.code_hash);
  });
});

describe('business failure codes', () => {
  it('each have a text in both languages', () => {
    for (const locale of ['nl_NL', 'en_EN'] as const) {
      const texts = bundledCatalogue(locale);
      for (const code of BUSINESS_FAILURE_CODES) expect(texts[`failure.${code}`], `${code} ${locale}`).toBeTruthy();
    }
  });
});
