import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertSession, SESSION_COOKIE } from '../../sessions/index.js';
import type { Tenant } from '../../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../../test/support.js';
import { CHANGE_KEY_MINUTES, CHANGE_KEYS_PER_HOUR } from './change-password-service.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { PASSWORD_LIMITS } from './password-service.js';
import { PERMIT_SERVICE } from './permit-login-service.js';
import { findAccount, insertAccount, updatePasswordHash } from './permit-repository.js';

const { app, db } = await testApp();
const CURRENT = 'Huidig-Wachtwoord1';
const NEW_PASSWORD = 'Nieuw-Wachtwoord2';

async function permitTenant(): Promise<Tenant> {
  return createTenant(db, { loginOptions: ['email', 'digid'] });
}

/** A permit account with a password, logged in through the permit login. */
async function permitHolder(tenant: Tenant, username: string) {
  const relationId = await createRelation(db, tenant, { relationType: 'B', name: username });
  await insertAccount(db, tenant.id, { relationId, username, email: `${username}@example.nl` });
  await updatePasswordHash(db, tenant.id, relationId, await hashPassword(CURRENT));
  const { token } = await insertSession(
    db,
    tenant.id,
    { relationId, state: 'authorized', locale: null, loginService: PERMIT_SERVICE },
    { idleMinutes: 20, maxHours: 12 },
  );
  return { relationId, cookie: `${SESSION_COOKIE}=${token}` };
}

async function changeKey(tenant: Tenant, cookie: string): Promise<string> {
  const res = await post(app, tenant.code, 'login/change_password', {}, { cookie });
  const url = res.json().result[0]?.URL as string;
  const key = new URL(url, 'http://portal').searchParams.get('key');
  if (!key) throw new Error(`no key in ${url}`);
  return key;
}

async function passwordIs(tenant: Tenant, relationId: number, password: string): Promise<boolean> {
  return verifyPassword((await findAccount(db, tenant.id, relationId))?.passwordHash ?? '', password);
}

function register(tenant: Tenant, params: Record<string, string>) {
  return post(app, tenant.code, 'login/register_password', params);
}

describe('login/show_change_password', () => {
  it('answers Y for a permit login and N for an external login', async () => {
    const tenant = await permitTenant();
    const holder = await permitHolder(tenant, 'wissel');
    const resident = await relationSessionCookie(db, tenant, await createRelation(db, tenant));
    expect((await post(app, tenant.code, 'login/show_change_password', {}, { cookie: holder.cookie })).json()).toEqual({
      statuscode: 'OK',
      statusmessage: '',
      messagetype: '',
      result: [{ SHOW_CHANGE_PASSWORD: 'Y' }],
    });
    expect(
      (await post(app, tenant.code, 'login/show_change_password', {}, { cookie: resident })).json().result,
    ).toEqual([{ SHOW_CHANGE_PASSWORD: 'N' }]);
  });

  it('answers SESSION_TIMEOUT without a session, halfway a login, or with another tenant’s session', async () => {
    const tenant = await permitTenant();
    const other = await permitTenant();
    const holder = await permitHolder(tenant, 'halfweg');
    const halfway = await relationSessionCookie(db, tenant, holder.relationId, 'login', 'otp');
    for (const [town, cookie] of [
      [tenant, ''],
      [tenant, halfway],
      [other, holder.cookie],
    ] as const) {
      for (const endpoint of ['login/show_change_password', 'login/change_password']) {
        const res = await post(app, town.code, endpoint, {}, { cookie });
        expect(res.json().statuscode, endpoint).toBe('SESSION_TIMEOUT');
      }
    }
  });
});

describe('login/change_password', () => {
  it('answers the change page with a single-use key that lives a short time', async () => {
    const tenant = await permitTenant();
    const holder = await permitHolder(tenant, 'kort');
    const res = await post(app, tenant.code, 'login/change_password', {}, { cookie: holder.cookie });
    expect(res.json()).toMatchObject({ statuscode: 'OK', result: [{ URL: expect.any(String) }] });
    expect(res.json().result[0].URL).toMatch(
      new RegExp(`^/${tenant.code}/register-password\\?key=[A-Za-z0-9_-]{43}&change=1$`),
    );
    const row = await db
      .selectFrom('password_keys')
      .select(['purpose', sql<number>`extract(epoch from (expires_at - created_at))`.as('seconds')])
      .where('tenant_id', '=', tenant.id)
      .where('relation_id', '=', holder.relationId)
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('change');
    expect(Number(row.seconds)).toBe(CHANGE_KEY_MINUTES * 60);
  });

  it('is refused for an external login', async () => {
    const tenant = await permitTenant();
    const resident = await relationSessionCookie(db, tenant, await createRelation(db, tenant));
    const res = await post(app, tenant.code, 'login/change_password', {}, { cookie: resident });
    expect(res.statusCode).toBe(403);
    expect(res.json().statuscode).toBe('FORBIDDEN');
  });

  it('gives at most a few links an hour', async () => {
    const tenant = await permitTenant();
    const holder = await permitHolder(tenant, 'veel');
    for (let i = 0; i < CHANGE_KEYS_PER_HOUR; i++) await changeKey(tenant, holder.cookie);
    const res = await post(app, tenant.code, 'login/change_password', {}, { cookie: holder.cookie });
    expect(res.statusCode).toBe(429);
    expect(res.json().statuscode).toBe('RATE_LIMITED');
  });
});

describe('login/register_password with a change key', () => {
  it('sets the new password only with the right current password, then retires the key', async () => {
    const tenant = await permitTenant();
    const holder = await permitHolder(tenant, 'veilig');
    const key = await changeKey(tenant, holder.cookie);

    const without = await register(tenant, { p_key: key, p_password: NEW_PASSWORD });
    expect(without.statusCode).toBe(400);
    expect(without.json().result).toEqual([{ FIELD: 'p_current_password', CODE: 'required' }]);

    const wrong = await register(tenant, { p_key: key, p_password: NEW_PASSWORD, p_current_password: 'Fout-1234' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      statuscode: 'CURRENT_PASSWORD_WRONG',
      statusmessage: 'Uw huidige wachtwoord is niet juist. Uw wachtwoord is niet gewijzigd.',
      messagetype: 'E',
      result: [],
    });
    expect(await passwordIs(tenant, holder.relationId, CURRENT)).toBe(true);

    // The key survives a wrong guess, and the username behind it can be shown.
    expect((await post(app, tenant.code, 'login/get_username', { p_key: key })).json().result).toEqual([
      { USERNAME: 'veilig' },
    ]);
    const right = await register(tenant, { p_key: key, p_password: NEW_PASSWORD, p_current_password: CURRENT });
    expect(right.json().statuscode).toBe('OK');
    expect(await passwordIs(tenant, holder.relationId, NEW_PASSWORD)).toBe(true);

    const again = await register(tenant, { p_key: key, p_password: 'Ander-Wacht3!', p_current_password: NEW_PASSWORD });
    expect(again.json().statuscode).toBe('PASSWORD_KEY_INVALID');
  });

  it('still enforces the password rule for the new password', async () => {
    const tenant = await permitTenant();
    const holder = await permitHolder(tenant, 'regel');
    const key = await changeKey(tenant, holder.cookie);
    const weak = await register(tenant, { p_key: key, p_password: 'zwak', p_current_password: CURRENT });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().result).toEqual([{ FIELD: 'p_password', CODE: 'password_invalid' }]);
    expect(await passwordIs(tenant, holder.relationId, CURRENT)).toBe(true);
  });

  it('limits guesses at the current password per account', async () => {
    const tenant = await permitTenant();
    const holder = await permitHolder(tenant, 'gokker');
    const key = await changeKey(tenant, holder.cookie);
    for (let i = 0; i < PASSWORD_LIMITS.currentPasswordPerAccount.max; i++) {
      const res = await register(tenant, { p_key: key, p_password: NEW_PASSWORD, p_current_password: `Gok-${i}xY!` });
      expect(res.json().statuscode).toBe('CURRENT_PASSWORD_WRONG');
    }
    const blocked = await register(tenant, { p_key: key, p_password: NEW_PASSWORD, p_current_password: CURRENT });
    expect(blocked.json().statuscode).toBe('RATE_LIMITED');
    expect(await passwordIs(tenant, holder.relationId, CURRENT)).toBe(true);
  });

  it('does not ask a reset key for the current password', async () => {
    const tenant = await permitTenant();
    const holder = await permitHolder(tenant, 'vergeten');
    await post(app, tenant.code, 'login/reset_password', { p_username: 'vergeten' });
    const [mail] = await db
      .selectFrom('outbox')
      .select('body')
      .where('tenant_id', '=', tenant.id)
      .orderBy('id', 'desc')
      .execute();
    const key = /register-password\?key=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect((await register(tenant, { p_key: key, p_password: NEW_PASSWORD })).json().statuscode).toBe('OK');
    expect(await passwordIs(tenant, holder.relationId, NEW_PASSWORD)).toBe(true);
  });
});
