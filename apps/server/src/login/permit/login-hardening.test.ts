/**
 * Issue 18: the one-time code completes only the login that asked for it, the session token is
 * renewed at every step that proves more (code accepted, branch chosen), and wrong passwords slow
 * down the guessing client and name instead of locking out the owner.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/index.js';
import { SESSION_COOKIE } from '../../sessions/index.js';
import type { Tenant } from '../../tenants/index.js';
import { createRelation, createTenant, sessionCookie, testApp } from '../../test/support.js';
import { hashPassword } from './password-hash.js';
import { insertAccount, updatePasswordHash } from './permit-repository.js';

const { app, db } = await testApp();
const PASSWORD = 'Geheim123!';
const passwordHash = await hashPassword(PASSWORD);

async function permitTenant(): Promise<Tenant> {
  return createTenant(db, { loginOptions: ['eherkenning', 'email'] });
}

async function permitAccount(tenant: Tenant, username: string, email: string) {
  const relationId = await createRelation(db, tenant, { relationType: 'B', name: username });
  await insertAccount(db, tenant.id, { relationId, username, email });
  await updatePasswordHash(db, tenant.id, relationId, passwordHash);
  return relationId;
}

function call(tenant: Tenant, endpoint: string, params: Record<string, string>, from = '203.0.113.1', cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/${tenant.code}/services/${endpoint}`,
    remoteAddress: from,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

function cookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const found = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return found ? `${SESSION_COOKIE}=${found.value}` : undefined;
}

async function lastCode(tenant: Tenant, email: string): Promise<string> {
  const [message] = await readOutbox(db, tenant.id, { to: email, limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no login code for ${email}`);
  return code;
}

const login = (tenant: Tenant, name: string, password: string, from?: string) =>
  call(tenant, 'login/permit_login', { p_username: name, p_password: password }, from);

/** Moves every recorded failure of the tenant `seconds` into the past, as if the client had waited. */
async function waitSeconds(tenant: Tenant, seconds: number) {
  await db
    .updateTable('login_failures')
    .set({ last_failure_at: sql`last_failure_at - make_interval(secs => ${seconds})` })
    .where('tenant_id', '=', tenant.id)
    .execute();
}

describe('issue 18: the one-time code belongs to its login', () => {
  it('refuses the code of a second login in the first, and the second login completes with its own', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'garage', 'garage@example.nl');
    const first = await login(tenant, 'garage', PASSWORD);
    const firstCookie = cookieOf(first) as string;
    const second = await login(tenant, 'garage', PASSWORD, '198.51.100.7');
    const secondCookie = cookieOf(second) as string;
    const secondCode = await lastCode(tenant, 'garage@example.nl');

    const crossed = await call(tenant, 'login/register_otp_code', { p_otp_code: secondCode }, undefined, firstCookie);
    expect(crossed.json().statuscode).not.toBe('OK');
    expect((await call(tenant, 'eloket/get_overview_counts', {}, undefined, firstCookie)).json().statuscode).toBe(
      'SESSION_TIMEOUT',
    );

    const own = await call(tenant, 'login/register_otp_code', { p_otp_code: secondCode }, '198.51.100.7', secondCookie);
    expect(own.json().statuscode).toBe('OK');
  });
});

describe('issue 18: the session token is renewed at every step', () => {
  it('issues a new token when the code is accepted; the old one is worthless', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'nieuw', 'nieuw@example.nl');
    const waiting = cookieOf(await login(tenant, 'nieuw', PASSWORD)) as string;
    const accepted = await call(
      tenant,
      'login/register_otp_code',
      { p_otp_code: await lastCode(tenant, 'nieuw@example.nl') },
      undefined,
      waiting,
    );
    expect(accepted.json().statuscode).toBe('OK');
    const renewed = cookieOf(accepted);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(waiting);
    expect((await call(tenant, 'login/login_process', {}, undefined, waiting)).statusCode).toBe(401);
    expect((await call(tenant, 'login/login_process', {}, undefined, renewed)).json().statuscode).toBe('OK');
  });

  it('issues a new token when the branch is chosen', async () => {
    const tenant = await permitTenant();
    const relationId = await createRelation(
      db,
      tenant,
      { relationType: 'B', name: 'Filialen BV' },
      {
        branches: [
          { branchNumber: '000000000001', description: 'Noord' },
          { branchNumber: '000000000002', description: 'Zuid' },
        ],
      },
    );
    const before = await sessionCookie(db, tenant, 'login', 20, relationId);
    const process = await call(tenant, 'login/login_process', {}, undefined, before);
    expect(process.json().result[0].LOGIN).toBe('CHOOSE_BRANCH');
    const chosen = await call(tenant, 'login/register_branch', { p_branchnr: '000000000002' }, undefined, before);
    expect(chosen.json().statuscode).toBe('OK');
    const renewed = cookieOf(chosen);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(before);
    expect((await call(tenant, 'login/login_process', {}, undefined, before)).statusCode).toBe(401);
    expect((await call(tenant, 'login/login_process', {}, undefined, renewed)).json().statuscode).toBe('OK');
  });
});

describe('issue 18: wrong passwords slow down, they do not lock out', () => {
  it('lets the owner log in from another client while someone else guesses the password', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'doelwit', 'doelwit@example.nl');
    const attacker = '192.0.2.66';
    const answers: string[] = [];
    for (let i = 0; i < 15; i++)
      answers.push((await login(tenant, 'doelwit', `Fout${i}xyz!`, attacker)).json().statuscode);
    expect(answers.slice(0, 3)).toEqual(['LOGIN_FAILED', 'LOGIN_FAILED', 'LOGIN_FAILED']);
    expect(answers.slice(3).every((code) => code === 'LOGIN_THROTTLED')).toBe(true);

    const owner = await login(tenant, 'doelwit', PASSWORD, '203.0.113.200');
    expect(owner.json().statuscode).toBe('OK');
    expect(cookieOf(owner)).toBeDefined();
  });

  it('makes the guessing client wait longer after each further failure, and says how long', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'geduld', 'geduld@example.nl');
    const from = '192.0.2.77';
    for (let i = 0; i < 3; i++) await login(tenant, 'geduld', 'Fout123!x', from);
    const delays: number[] = [];
    for (let round = 0; round < 4; round++) {
      const throttled = await login(tenant, 'geduld', 'Fout123!x', from);
      expect(throttled.json().statuscode).toBe('LOGIN_THROTTLED');
      const seconds = Number(/(\d+) second/.exec(throttled.json().statusmessage)?.[1]);
      delays.push(seconds);
      await waitSeconds(tenant, seconds);
      expect((await login(tenant, 'geduld', 'Fout123!x', from)).json().statuscode).toBe('LOGIN_FAILED');
    }
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1] as number);
  });

  it('never counts a correct password as a failure', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'vaak', 'vaak@example.nl');
    for (let i = 0; i < 4; i++) {
      expect((await login(tenant, 'vaak', PASSWORD, '203.0.113.9')).json().statuscode).toBe('OK');
    }
    const rows = await db.selectFrom('login_failures').selectAll().where('tenant_id', '=', tenant.id).execute();
    expect(rows).toEqual([]);
  });

  it('slows a client that tries many names, and the name from any client that has failed before', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'slachtoffer', 'slachtoffer@example.nl');
    const sprayer = '192.0.2.90';
    for (const name of ['a', 'b', 'c']) await login(tenant, name, 'Fout123!x', sprayer);
    expect((await login(tenant, 'slachtoffer', PASSWORD, sprayer)).json().statuscode).toBe('LOGIN_THROTTLED');
  });
});
