/**
 * Staff sign-in through the municipality's own OpenID Connect provider (decision 032), against a real
 * provider (the `oidc-provider` package, test/oidc-provider.ts) on 127.0.0.1, as the residents' oidc.test.ts does. The
 * browser is played by fetch with a cookie jar at the provider and by inject at the portal; the
 * provider's login screen logs in whoever the test names next, with the `amr`/`acr` the test names.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSecret, sealSecret } from '../../http/secret-box.js';
import { readIdentityEnv } from '../../login/index.js';
import { runCommand } from '../../operator/index.js';
import { configureStaffSignIn, describeStaffSignIn, type StaffSignInInput } from '../../staff-settings/index.js';
import type { Tenant } from '../../tenants/index.js';
import { browseProvider, type OidcHarness, startOidcProvider } from '../../test/oidc-provider.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createTenant, testApp, uniqueCode } from '../../test/support.js';
import { STAFF_COOKIE } from '../sessions/staff-cookie.js';
import { STAFF_LOGIN_COOKIE } from './oidc-sign-in.js';

const PUBLIC_URL = 'http://portal.test';
const CLIENT_ID = 'parkeerloket-beheer';
const CLIENT_SECRET = 'a-staff-client-secret-never-shown';
const SECRET_KEY = 'test-identity-secret-key-0123456789-abcdefghij';
const codes = Array.from({ length: 12 }, () => uniqueCode('soidc'));
let nextCode = 0;

const { app, db } = await testApp({ config: { PUBLIC_URL } });
let broker: OidcHarness;

beforeAll(async () => {
  vi.stubEnv('IDENTITY_SECRET_KEY', SECRET_KEY);
  broker = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: codes.map((code) => `${PUBLIC_URL}/${code}/beheer/aanmelden/terug`),
    claimsParameter: true,
    acrValues: ['urn:test:password', 'urn:test:mfa'],
    claims: { acr: null, amr: null, auth_time: null, sid: null, openid: ['sub'], profile: ['name', 'groups'] },
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await broker.close();
});

const ROLE_MAPPING = {
  'gg-parkeren-beoordelaars': ['beoordelaar'],
  'gg-parkeren-financien': ['financien'],
} as const;

async function oidcTenant(settings: Partial<Extract<StaffSignInInput, { mode: 'oidc' }>> = {}): Promise<Tenant> {
  const code = codes[nextCode++];
  if (!code) throw new Error('more tests than prepared tenant codes');
  const tenant = await createTenant(db, { code });
  await configureStaffSignIn(db, { secretKey: readIdentityEnv('test').secretKey, production: false }, tenant.id, {
    mode: 'oidc',
    issuer: broker.issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    roleMapping: { ...ROLE_MAPPING, 'gg-parkeren-financien': [...ROLE_MAPPING['gg-parkeren-financien']] },
    ...settings,
  } as StaffSignInInput);
  return tenant;
}

function member(id: string, groups: string[], login: { acr?: string; amr?: string[] } = { amr: ['pwd', 'mfa'] }) {
  broker.accounts.set(id, { claims: { name: `Medewerker ${id}`, groups } });
  broker.nextLogin = { accountId: id, ...login };
}

function cookieOf(res: { cookies: { name: string; value: string }[] }, name: string): string | undefined {
  const cookie = res.cookies.find((c) => c.name === name && c.value !== '');
  return cookie && `${name}=${cookie.value}`;
}

/** Starts at the portal: the authorization URL and the browser's pending sign-in cookie. */
async function start(tenant: Tenant) {
  const res = await app.inject({ method: 'GET', url: `/${tenant.code}/beheer/aanmelden/start` });
  expect(res.statusCode).toBe(303);
  const authorization = new URL(res.headers.location as string);
  expect(authorization.origin).toBe(broker.issuer);
  return { authorization, cookie: cookieOf(res, STAFF_LOGIN_COOKIE) as string };
}

function deliver(returned: URL, cookie: string | undefined) {
  expect(returned.origin).toBe(PUBLIC_URL);
  return app.inject({
    method: 'GET',
    url: `${returned.pathname}${returned.search}`,
    headers: cookie ? { cookie } : {},
  });
}

async function signIn(tenant: Tenant) {
  const { authorization, cookie } = await start(tenant);
  return deliver(await browseProvider(authorization), cookie);
}

function refusedWith(res: Awaited<ReturnType<typeof deliver>>, tenant: Tenant, failure: string) {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`/${tenant.code}/beheer/aanmelden?fout=${failure}`);
  expect(cookieOf(res, STAFF_COOKIE)).toBeUndefined();
}

/** What an auditor of the municipality finds when searching the audit log for refused sign-ins. */
async function refusedSignIns(tenant: Tenant) {
  const { cookie } = await signInStaff(app, tenant.code, ['auditor'], 'Aart', { db });
  const res = await staffCall(app, tenant.code, 'GET', '/audit-regels', {
    cookie,
    query: { action: 'sign-in-refused' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { staffName: string; roles: string[]; objectId: string; reason: string | null }[];
}

describe('staff sign-in through the municipality provider', () => {
  it('starts with PKCE (S256), state and nonce, and keeps them in a sealed cookie on the sign-in path', async () => {
    const tenant = await oidcTenant();
    const res = await app.inject({ method: 'GET', url: `/${tenant.code}/beheer/aanmelden/start` });
    const url = new URL(res.headers.location as string);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/${tenant.code}/beheer/aanmelden/terug`);
    const cookie = res.cookies.find((c) => c.name === STAFF_LOGIN_COOKIE);
    expect(cookie?.path).toBe(`/${tenant.code}/beheer/aanmelden`);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.value).not.toContain(url.searchParams.get('state') as string);
  });

  it('signs a member of mapped groups in with exactly the roles those groups give', async () => {
    const tenant = await oidcTenant();
    member('anna', ['gg-parkeren-beoordelaars', 'gg-parkeren-financien', 'gg-kantine']);
    const res = await signIn(tenant);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/${tenant.code}/beheer/`);
    const cookie = cookieOf(res, STAFF_COOKIE);
    expect(cookie).toBeDefined();
    const me = await staffCall(app, tenant.code, 'GET', '/sessie', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: 'oidc:anna', name: 'Medewerker anna', roles: ['beoordelaar', 'financien'] });
    // The session is this municipality's only.
    const other = await oidcTenant();
    expect((await staffCall(app, other.code, 'GET', '/sessie', { cookie })).statusCode).toBe(401);
  });

  it('refuses a member whose groups map to no role', async () => {
    const tenant = await oidcTenant();
    member('bert', ['gg-kantine']);
    refusedWith(await signIn(tenant), tenant, 'no-roles');
    // Recorded for the municipality's beheerder and auditor, with who and why; no session, no roles.
    expect(await refusedSignIns(tenant)).toEqual([
      expect.objectContaining({
        staffName: 'Medewerker bert',
        roles: [],
        objectId: 'bert',
        reason: 'no-roles: no mapped group in groups',
      }),
    ]);
    const row = await db
      .selectFrom('staff_audit')
      .select(['staff_id', 'after'])
      .where('tenant_id', '=', tenant.id)
      .where('action', '=', 'sign-in-refused')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ staff_id: 'oidc:bert', after: { failure: 'no-roles', groups: ['gg-kantine'] } });
  });

  it('refuses a sign-in without MFA when MFA is required, and accepts an acr the municipality named', async () => {
    const tenant = await oidcTenant({ mfaAcrValues: ['urn:test:mfa'] });
    member('carla', ['gg-parkeren-beoordelaars'], { amr: ['pwd'], acr: 'urn:test:password' });
    refusedWith(await signIn(tenant), tenant, 'no-mfa');
    const [refused, ...more] = await refusedSignIns(tenant);
    expect(more).toEqual([]);
    // Refused on the ID token alone, before the user info (with the name) is fetched: the subject names them.
    expect(refused).toMatchObject({ staffName: 'carla', objectId: 'carla' });
    expect(refused?.reason).toMatch(/^no-mfa: no MFA in acr\/amr \(acr urn:test:password/);
    member('carla', ['gg-parkeren-beoordelaars'], { amr: ['pwd'], acr: 'urn:test:mfa' });
    const res = await signIn(tenant);
    expect(res.headers.location).toBe(`/${tenant.code}/beheer/`);

    const relaxed = await oidcTenant({ requireMfa: false });
    member('carla', ['gg-parkeren-beoordelaars'], { amr: ['pwd'] });
    expect((await signIn(relaxed)).headers.location).toBe(`/${relaxed.code}/beheer/`);
  });

  it('refuses a tampered state, an answer in another browser, a tampered nonce, and a second use', async () => {
    const tenant = await oidcTenant();
    member('dirk', ['gg-parkeren-beoordelaars']);

    const first = await start(tenant);
    const returned = await browseProvider(first.authorization);
    const tampered = new URL(returned);
    tampered.searchParams.set('state', 'not-the-state');
    refusedWith(await deliver(tampered, first.cookie), tenant, 'provider');

    // Another browser (no pending sign-in, or another one's) gets nowhere with this answer.
    const second = await start(tenant);
    const answer = await browseProvider(second.authorization);
    refusedWith(await deliver(answer, undefined), tenant, 'provider');
    const third = await start(tenant);
    refusedWith(await deliver(answer, third.cookie), tenant, 'provider');

    // Right state, wrong nonce: the ID token's nonce does not match.
    const key = readIdentityEnv('test').secretKey as Buffer;
    const fourth = await start(tenant);
    const sealed = decodeURIComponent(fourth.cookie.slice(STAFF_LOGIN_COOKIE.length + 1));
    const pending = JSON.parse(openSecret(key, tenant.id, 'staff-oidc-login', sealed));
    const forged = sealSecret(key, tenant.id, 'staff-oidc-login', JSON.stringify({ ...pending, nonce: 'other' }));
    const fourthAnswer = await browseProvider(fourth.authorization);
    refusedWith(await deliver(fourthAnswer, `${STAFF_LOGIN_COOKIE}=${encodeURIComponent(forged)}`), tenant, 'provider');

    // The untouched flow works once; the same answer again does not.
    const fifth = await start(tenant);
    const fifthAnswer = await browseProvider(fifth.authorization);
    expect((await deliver(fifthAnswer, fifth.cookie)).headers.location).toBe(`/${tenant.code}/beheer/`);
    refusedWith(await deliver(fifthAnswer, fifth.cookie), tenant, 'provider');
    // Answers that identify nobody are the log's only: anyone can send them, and the audit keeps everything.
    expect(await refusedSignIns(tenant)).toEqual([]);
  });
});

describe('the operator sets a municipality staff sign-in', () => {
  it('stores the provider from a file, never shows the secret, and refuses bad input', async () => {
    const tenant = await createTenant(db, { code: uniqueCode('soper') });
    const file = join(tmpdir(), `${tenant.code}-staff.json`);
    await writeFile(
      file,
      JSON.stringify({
        mode: 'oidc',
        issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
        clientId: 'client',
        clientSecret: CLIENT_SECRET,
        roleMapping: { 'a1b2-group': ['beheerder', 'auditor'] },
      }),
    );
    let out = '';
    await runCommand(db, 'set-staff-sign-in', [tenant.code, file], {}, (text) => {
      out += text;
    });
    expect(out).toContain('their own provider');
    out = '';
    await runCommand(db, 'show-staff-sign-in', [tenant.code], {}, (text) => {
      out += text;
    });
    expect(out).not.toContain(CLIENT_SECRET);
    expect(JSON.parse(out)).toMatchObject({
      mode: 'oidc',
      groupClaim: 'groups',
      roleMapping: { 'a1b2-group': ['beheerder', 'auditor'] },
      requireMfa: true,
      hasClientSecret: true,
    });

    await writeFile(
      file,
      JSON.stringify({ mode: 'oidc', issuer: 'https://idp.example', clientId: 'c', roleMapping: { g: ['koning'] } }),
    );
    await expect(runCommand(db, 'set-staff-sign-in', [tenant.code, file], {}, () => {})).rejects.toThrow(/roleMapping/);
    const env = { secretKey: readIdentityEnv('test').secretKey, production: true };
    const input = { mode: 'oidc', issuer: 'https://idp.example', clientId: 'c', roleMapping: { g: ['auditor'] } };
    await expect(configureStaffSignIn(db, env, tenant.id, { ...input, requireMfa: false })).rejects.toThrow(/MFA/);
    await expect(configureStaffSignIn(db, env, tenant.id, { mode: 'simulator' })).rejects.toThrow(/production/);
    expect((await describeStaffSignIn(db, tenant.id)).roleMapping).toEqual({ 'a1b2-group': ['beheerder', 'auditor'] });
  });
});
