import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/index.js';
import type { Tenant } from '../../tenants/index.js';
import { createRelation, createTenant, post, testApp } from '../../test/support.js';
import { verifyPassword } from './password-hash.js';
import { createPermitAccount, RESETS_PER_HOUR } from './password-service.js';
import { findAccount, insertAccount } from './permit-repository.js';

const { app, db } = await testApp({ config: { PUBLIC_URL: 'https://parkeren.example.nl' } });
const NEW_PASSWORD = 'Nieuw-Wachtwoord1';

async function permitTenant(): Promise<Tenant> {
  return createTenant(db, { loginOptions: ['email'] });
}

async function permitAccount(tenant: Tenant, username: string, email: string) {
  const relationId = await createRelation(db, tenant, { relationType: 'B', name: username });
  await insertAccount(db, tenant.id, { relationId, username, email });
  return relationId;
}

function reset(tenant: Tenant, name: string, headers: Record<string, string> = {}) {
  return post(app, tenant.code, 'login/reset_password', { p_username: name }, headers);
}

async function lastKey(tenant: Tenant, email: string): Promise<string> {
  const [message] = await readOutbox(db, tenant.id, { to: email, limit: 1 });
  const key = new RegExp(
    `https://parkeren\\.example\\.nl/${tenant.code}/register-password\\?key=([A-Za-z0-9_-]+)`,
  ).exec(message?.body ?? '')?.[1];
  if (!key) throw new Error(`no key link for ${email}`);
  return key;
}

describe('login/reset_password', () => {
  it('answers exactly the same for an existing and an unknown user, and mails only the existing one', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'bestaat', 'bestaat@example.nl');
    const answers = [
      await reset(tenant, 'bestaat'),
      await reset(tenant, 'bestaat-niet'),
      await reset(tenant, 'BESTAAT@example.nl'),
      await reset(tenant, 'niemand@example.nl'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.json()).toEqual({
      statuscode: 'OK',
      statusmessage:
        'Als er een account bij deze naam hoort, ontvangt u een e-mail met een link om een nieuw wachtwoord te kiezen.',
      messagetype: 'I',
      result: [],
    });
    const mails = await readOutbox(db, tenant.id);
    expect(mails.map((m) => [m.to, m.template])).toEqual([
      ['bestaat@example.nl', 'password_reset'],
      ['bestaat@example.nl', 'password_reset'],
    ]);
    expect(mails[0]?.body).toContain('bestaat');
  });

  it('sends at most 3 links per account per hour, and still answers the same', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'vaak', 'vaak@example.nl');
    const bodies = new Set<string>();
    for (let i = 0; i <= RESETS_PER_HOUR; i++) bodies.add((await reset(tenant, 'vaak')).body);
    expect(bodies.size).toBe(1);
    expect(await readOutbox(db, tenant.id)).toHaveLength(RESETS_PER_HOUR);
  });
});

describe('login/get_username and login/register_password', () => {
  it('show the username of a live key, set the password once, and retire the key and its siblings', async () => {
    const tenant = await permitTenant();
    const relationId = await permitAccount(tenant, 'Sleutel', 'sleutel@example.nl');
    await reset(tenant, 'sleutel');
    const older = await lastKey(tenant, 'sleutel@example.nl');
    await reset(tenant, 'sleutel');
    const key = await lastKey(tenant, 'sleutel@example.nl');
    expect(key).not.toBe(older);
    expect(key.length).toBeGreaterThanOrEqual(22);

    const name = await post(app, tenant.code, 'login/get_username', { p_key: key });
    expect(name.json()).toEqual({
      statuscode: 'OK',
      statusmessage: '',
      messagetype: '',
      result: [{ USERNAME: 'Sleutel' }],
    });

    const set = await post(app, tenant.code, 'login/register_password', { p_key: key, p_password: NEW_PASSWORD });
    expect(set.json().statuscode).toBe('OK');
    const account = await findAccount(db, tenant.id, relationId);
    expect(await verifyPassword(account?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);

    for (const used of [key, older]) {
      const again = await post(app, tenant.code, 'login/register_password', {
        p_key: used,
        p_password: 'Ander-Wacht2',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ statuscode: 'PASSWORD_KEY_INVALID', messagetype: 'E' });
      expect((await post(app, tenant.code, 'login/get_username', { p_key: used })).json().statuscode).toBe(
        'PASSWORD_KEY_INVALID',
      );
    }
    expect(await verifyPassword((await findAccount(db, tenant.id, relationId))?.passwordHash ?? '', NEW_PASSWORD)).toBe(
      true,
    );

    const login = await post(app, tenant.code, 'login/permit_login', {
      p_username: 'sleutel',
      p_password: NEW_PASSWORD,
    });
    expect(login.json().statuscode).toBe('OK');
  });

  it('refuse an expired key, an unknown key and a key of another tenant', async () => {
    const tenant = await permitTenant();
    const other = await permitTenant();
    const relationId = await permitAccount(tenant, 'verloopt', 'verloopt@example.nl');
    await reset(tenant, 'verloopt');
    const key = await lastKey(tenant, 'verloopt@example.nl');
    expect((await post(app, other.code, 'login/get_username', { p_key: key })).json().statuscode).toBe(
      'PASSWORD_KEY_INVALID',
    );
    expect((await post(app, tenant.code, 'login/get_username', { p_key: `${key}x` })).json().statuscode).toBe(
      'PASSWORD_KEY_INVALID',
    );
    await db
      .updateTable('password_keys')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('tenant_id', '=', tenant.id)
      .where('relation_id', '=', relationId)
      .execute();
    expect((await post(app, tenant.code, 'login/get_username', { p_key: key })).json().statuscode).toBe(
      'PASSWORD_KEY_INVALID',
    );
    const set = await post(app, tenant.code, 'login/register_password', { p_key: key, p_password: NEW_PASSWORD });
    expect(set.json().statuscode).toBe('PASSWORD_KEY_INVALID');
    expect((await findAccount(db, tenant.id, relationId))?.passwordHash).toBeNull();
  });

  it('enforce the password rule on the server and keep the key for a better try', async () => {
    const tenant = await permitTenant();
    await permitAccount(tenant, 'regel', 'regel@example.nl');
    await reset(tenant, 'regel');
    const key = await lastKey(tenant, 'regel@example.nl');
    for (const weak of ['kort1!A', 'zonderhoofdletter1!', 'ZONDERKLEINE1!', 'GeenCijfer!!', 'GeenTeken123']) {
      const res = await post(app, tenant.code, 'login/register_password', { p_key: key, p_password: weak });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statuscode: 'INVALID_PARAMETERS',
        statusmessage: 'Vul een geldig wachtwoord in!',
        result: [{ FIELD: 'p_password', CODE: 'password_invalid' }],
      });
    }
    expect(
      (await post(app, tenant.code, 'login/register_password', { p_key: key, p_password: NEW_PASSWORD })).json()
        .statuscode,
    ).toBe('OK');
  });

  it('take a first password through the registration link the operator’s account creation sends', async () => {
    const tenant = await permitTenant();
    await createPermitAccount(
      db,
      tenant,
      { username: 'nieuwbedrijf', email: 'post@nieuw.example.nl' },
      {
        PUBLIC_URL: 'https://parkeren.example.nl',
        PORT: 8080,
      },
    );
    const before = await post(app, tenant.code, 'login/permit_login', {
      p_username: 'nieuwbedrijf',
      p_password: NEW_PASSWORD,
    });
    expect(before.json().statuscode).toBe('LOGIN_FAILED');
    const key = await lastKey(tenant, 'post@nieuw.example.nl');
    expect((await post(app, tenant.code, 'login/get_username', { p_key: key })).json().result).toEqual([
      { USERNAME: 'nieuwbedrijf' },
    ]);
    await post(app, tenant.code, 'login/register_password', { p_key: key, p_password: NEW_PASSWORD });
    const after = await post(app, tenant.code, 'login/permit_login', {
      p_username: 'post@nieuw.example.nl',
      p_password: NEW_PASSWORD,
    });
    expect(after.json().statuscode).toBe('OK');
  });
});
