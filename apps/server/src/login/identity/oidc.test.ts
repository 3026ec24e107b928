/**
 * The OpenID Connect implementation against a real OpenID provider (the `oidc-provider`
 * package, test/oidc-provider.ts) started on 127.0.0.1 inside the test. The browser's part is played by fetch with a
 * cookie jar; the provider's login screen is replaced by an interaction that logs in whoever
 * the test names next, at the assurance level the test names.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAudit } from '../../audit/audit-log.js';
import { hashToken } from '../../sessions/index.js';
import type { Tenant } from '../../tenants/index.js';
import { browseProvider, type OidcHarness, startOidcProvider } from '../../test/oidc-provider.js';
import { createTenant, post, testApp, uniqueCode } from '../../test/support.js';
import type { IdentityService } from './identifiers.js';
import { readIdentityEnv } from './identity-env.js';
import {
  configureIdentityProvider,
  describeIdentityProviders,
  type IdentityProviderInput,
} from './provider-settings.js';

const PUBLIC_URL = 'http://portal.test';
const CLIENT_ID = 'parkeerloket';
const CLIENT_SECRET = 'a-client-secret-that-must-never-show-up-anywhere';
const SECRET_KEY = 'test-identity-secret-key-0123456789-abcdefghij';
const SERVICES: IdentityService[] = ['digid', 'eherkenning', 'eidas'];

/** Tenant codes are fixed before the provider starts, because its client must know every redirect URI. */
const codes = Array.from({ length: 24 }, () => uniqueCode('oidc'));
let nextCode = 0;

const { app, db } = await testApp({ config: { PUBLIC_URL } });
let broker: OidcHarness;

beforeAll(async () => {
  vi.stubEnv('IDENTITY_SECRET_KEY', SECRET_KEY);
  broker = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: codes.flatMap((code) => SERVICES.map((service) => `${PUBLIC_URL}/${code}/login/callback/${service}`)),
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    acrValues: [
      'urn:etoegang:core:assurance-class:loa1',
      'urn:etoegang:core:assurance-class:loa2',
      'urn:etoegang:core:assurance-class:loa2plus',
      'urn:etoegang:core:assurance-class:loa3',
      'urn:etoegang:core:assurance-class:loa4',
    ],
    claims: {
      openid: ['sub'],
      bsn: ['bsn'],
      kvk: ['kvk', 'branches'],
      eidas: ['eidas_id'],
      profile: ['given_name', 'family_name', 'name'],
      address: ['address'],
    },
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await broker.close();
});

const BSN = '999990007';
const KVK = '90000042';

async function oidcTenant(service: IdentityService, settings: Partial<IdentityProviderInput> = {}): Promise<Tenant> {
  const code = codes[nextCode++];
  if (!code) throw new Error('more tests than prepared tenant codes');
  const tenant = await createTenant(db, { code, loginOptions: [service] });
  const scopes = {
    digid: 'openid bsn profile address',
    eherkenning: 'openid kvk profile',
    eidas: 'openid eidas profile',
  };
  await configureIdentityProvider(db, readIdentityEnv('test'), tenant.id, service, {
    mode: 'oidc',
    issuer: broker.issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    scopes: scopes[service],
    ...(service === 'eherkenning' ? { branchesClaim: 'branches' } : {}),
    ...(service === 'eidas' ? { subjectClaim: 'eidas_id' } : {}),
    ...settings,
  } as IdentityProviderInput);
  return tenant;
}

function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'pl_session');
  return cookie && `pl_session=${cookie.value}`;
}

/** Starts a login at the portal; the forward, the browser's cookie and the full authorization URL. */
async function forward(tenant: Tenant, service: IdentityService) {
  const res = await post(app, tenant.code, 'eloket/get_forward_post', { p_ext_service: service });
  expect(res.json().statuscode).toBe('OK');
  const item = res.json().result[0] as {
    url: string;
    httpmethod: string;
    postparams: { name: string; value: string }[];
  };
  const authorization = new URL(item.url);
  for (const { name, value } of item.postparams) authorization.searchParams.set(name, value);
  return { item, cookie: sessionCookieOf(res) as string, authorization };
}

/** The broker's answer, delivered to the portal's callback as the browser would. */
function deliver(returned: URL, cookie: string | undefined) {
  expect(returned.origin).toBe(PUBLIC_URL);
  return app.inject({
    method: 'GET',
    url: `${returned.pathname}${returned.search}`,
    headers: cookie ? { cookie } : {},
  });
}

async function lastAudit(tenant: Tenant) {
  return (await readAudit(db, tenant.id, 1))[0];
}

function person(claims: Record<string, unknown> = {}) {
  broker.accounts.set('person-1', {
    claims: {
      bsn: BSN,
      given_name: 'Jan',
      family_name: 'Jansen',
      address: { street_address: 'Kerkstraat 12 A', postal_code: '1234 AB', locality: 'Voorbeeld' },
      ...claims,
    },
  });
  broker.nextLogin = { accountId: 'person-1' };
}

function business(acr: string) {
  broker.accounts.set('company-1', {
    claims: {
      kvk: KVK,
      name: 'Testbedrijf Broker B.V.',
      branches: [
        { branchNumber: '000099990001', description: 'Hoofdvestiging' },
        { branchNumber: '000099990002', description: 'Filiaal Proefdorp' },
      ],
    },
  });
  broker.nextLogin = { accountId: 'company-1', acr };
}

describe('the forward to an OpenID Connect broker', () => {
  it('sends the browser to the authorization endpoint with code flow, PKCE S256, state, nonce and scope', async () => {
    const tenant = await oidcTenant('digid');
    const { item } = await forward(tenant, 'digid');
    expect(item.httpmethod).toBe('GET');
    expect(item.url).toBe(`${broker.issuer}/auth`);
    const params = Object.fromEntries(item.postparams.map((p) => [p.name, p.value]));
    expect(params).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/${tenant.code}/login/callback/digid`,
      scope: 'openid bsn profile address',
      code_challenge_method: 'S256',
    });
    const stored = await db
      .selectFrom('login_requests')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(params.state).toBe(stored.state);
    expect(params.nonce).toBe(stored.nonce);
    expect(params.code_challenge).not.toBe(stored.code_verifier);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.acr_values).toBeUndefined();
  });

  it('asks the business broker for EH2 or higher', async () => {
    const tenant = await oidcTenant('eherkenning');
    const { item } = await forward(tenant, 'eherkenning');
    const acr = item.postparams.find((p) => p.name === 'acr_values')?.value;
    expect(acr?.split(' ')).toEqual([
      'urn:etoegang:core:assurance-class:loa2',
      'urn:etoegang:core:assurance-class:loa2plus',
      'urn:etoegang:core:assurance-class:loa3',
      'urn:etoegang:core:assurance-class:loa4',
    ]);
  });
});

describe('the return from an OpenID Connect broker', () => {
  it('creates the relation keyed by service and BSN and rotates the session to state login', async () => {
    const tenant = await oidcTenant('digid');
    person();
    const { authorization, cookie } = await forward(tenant, 'digid');
    const returned = await browseProvider(authorization.toString());
    expect(returned.searchParams.get('code')).toBeTruthy();
    const done = await deliver(returned, cookie);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/${tenant.code}/process-login`);

    const renewed = sessionCookieOf(done);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(cookie);
    const session = await db
      .selectFrom('sessions')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', hashToken((renewed as string).replace('pl_session=', '')))
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ state: 'login', pending: null, login_service: 'digid' });

    const relation = await db
      .selectFrom('relation_identities')
      .innerJoin('relations', (join) =>
        join
          .onRef('relations.tenant_id', '=', 'relation_identities.tenant_id')
          .onRef('relations.id', '=', 'relation_identities.relation_id'),
      )
      .selectAll('relations')
      .where('relation_identities.tenant_id', '=', tenant.id)
      .where('service', '=', 'digid')
      .where('subject', '=', BSN)
      .executeTakeFirstOrThrow();
    expect(relation).toMatchObject({
      id: session.relation_id,
      relation_type: 'P',
      firstname: 'Jan',
      lastname: 'Jansen',
      street: 'Kerkstraat',
      nr: '12',
      house_letter: 'A',
      zipcode: '1234',
      zipcode_letters: 'AB',
      city: 'Voorbeeld',
    });
    expect(await lastAudit(tenant)).toMatchObject({ event: 'login_callback', outcome: 'success', service: 'digid' });
    const process = await post(app, tenant.code, 'login/login_process', {}, { cookie: renewed as string });
    expect(process.json()).toMatchObject({ statuscode: 'OK', result: [] });
  });

  it('refuses a wrong state', async () => {
    const tenant = await oidcTenant('digid');
    person();
    const { authorization, cookie } = await forward(tenant, 'digid');
    const returned = await browseProvider(authorization.toString());
    returned.searchParams.set('state', 'a-state-this-portal-never-issued');
    const done = await deliver(returned, cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    expect(sessionCookieOf(done)).toBeUndefined();
    expect(await lastAudit(tenant)).toMatchObject({ outcome: 'refused', detail: 'state unknown or already used' });
  });

  it('refuses an ID token whose nonce is not the one this login sent', async () => {
    const tenant = await oidcTenant('digid');
    person();
    const { authorization, cookie } = await forward(tenant, 'digid');
    authorization.searchParams.set('nonce', 'a-nonce-injected-by-an-attacker');
    const returned = await browseProvider(authorization.toString());
    const done = await deliver(returned, cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    const audit = await lastAudit(tenant);
    expect(audit).toMatchObject({ event: 'login_callback', outcome: 'failure' });
    expect(audit?.detail).toMatch(/^oidc: .*nonce/);
    const relations = await db.selectFrom('relations').select('id').where('tenant_id', '=', tenant.id).execute();
    expect(relations).toEqual([]);
  });

  it('refuses a business login below EH2, and accepts EH3 with the branches the broker reports', async () => {
    const low = await oidcTenant('eherkenning');
    business('urn:etoegang:core:assurance-class:loa1');
    const first = await forward(low, 'eherkenning');
    const refused = await deliver(await browseProvider(first.authorization.toString()), first.cookie);
    expect(refused.headers.location).toBe(`/${low.code}/login?login_error=1`);
    expect(await lastAudit(low)).toMatchObject({ outcome: 'failure', detail: 'assurance level too low' });

    const high = await oidcTenant('eherkenning');
    business('urn:etoegang:core:assurance-class:loa3');
    const second = await forward(high, 'eherkenning');
    const accepted = await deliver(await browseProvider(second.authorization.toString()), second.cookie);
    expect(accepted.headers.location).toBe(`/${high.code}/process-login`);
    const branches = await db
      .selectFrom('branches')
      .select(['branch_number', 'description'])
      .where('tenant_id', '=', high.id)
      .orderBy('position')
      .execute();
    expect(branches).toEqual([
      { branch_number: '000099990001', description: 'Hoofdvestiging' },
      { branch_number: '000099990002', description: 'Filiaal Proefdorp' },
    ]);
    const process = await post(
      app,
      high.code,
      'login/login_process',
      {},
      { cookie: sessionCookieOf(accepted) as string },
    );
    expect(process.json().result[0]).toMatchObject({ LOGIN: 'CHOOSE_BRANCH' });
  });

  it('refuses a business login without any assurance level', async () => {
    const tenant = await oidcTenant('eherkenning');
    business('');
    broker.nextLogin = { accountId: 'company-1' };
    const { authorization, cookie } = await forward(tenant, 'eherkenning');
    const done = await deliver(await browseProvider(authorization.toString()), cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    expect(await lastAudit(tenant)).toMatchObject({ detail: 'assurance level missing' });
  });

  it('refuses an expired login request', async () => {
    const tenant = await oidcTenant('digid');
    person();
    const { authorization, cookie } = await forward(tenant, 'digid');
    const returned = await browseProvider(authorization.toString());
    await db
      .updateTable('login_requests')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('tenant_id', '=', tenant.id)
      .execute();
    const done = await deliver(returned, cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    expect(await lastAudit(tenant)).toMatchObject({ outcome: 'refused', detail: 'login request expired' });
  });

  it('refuses a callback replayed a second time', async () => {
    const tenant = await oidcTenant('digid');
    person();
    const { authorization, cookie } = await forward(tenant, 'digid');
    const returned = await browseProvider(authorization.toString());
    const first = await deliver(returned, cookie);
    expect(first.headers.location).toBe(`/${tenant.code}/process-login`);
    for (const replayCookie of [cookie, sessionCookieOf(first)]) {
      const again = await deliver(returned, replayCookie);
      expect(again.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
      expect(sessionCookieOf(again)).toBeUndefined();
    }
    expect(await lastAudit(tenant)).toMatchObject({ outcome: 'refused', detail: 'state unknown or already used' });
  });

  it('refuses a callback in another browser than the one that started the login', async () => {
    const tenant = await oidcTenant('digid');
    person();
    const victim = await forward(tenant, 'digid');
    const attacker = await forward(tenant, 'digid');
    const returned = await browseProvider(victim.authorization.toString());
    const done = await deliver(returned, attacker.cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    expect(await lastAudit(tenant)).toMatchObject({ outcome: 'refused', detail: 'state of another browser session' });
  });

  it('refuses an ID token not signed by a key the issuer publishes', async () => {
    const tenant = await oidcTenant('digid');
    person();
    broker.forgeKeys = true;
    try {
      const { authorization, cookie } = await forward(tenant, 'digid');
      const done = await deliver(await browseProvider(authorization.toString()), cookie);
      expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
      expect((await lastAudit(tenant))?.detail).toMatch(/^oidc: .*signature/i);
    } finally {
      broker.forgeKeys = false;
    }
  });

  it('refuses a BSN claim that fails the eleven test', async () => {
    const tenant = await oidcTenant('digid');
    person({ bsn: '123456789' });
    const { authorization, cookie } = await forward(tenant, 'digid');
    const done = await deliver(await browseProvider(authorization.toString()), cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    expect(await lastAudit(tenant)).toMatchObject({ detail: 'claim bsn missing or not a valid identifier' });
  });

  it('passes a cancellation at the broker on as login_error=cancelled', async () => {
    const tenant = await oidcTenant('digid');
    const { cookie, item } = await forward(tenant, 'digid');
    const state = item.postparams.find((p) => p.name === 'state')?.value as string;
    const returned = new URL(`${PUBLIC_URL}/${tenant.code}/login/callback/digid`);
    returned.search = new URLSearchParams({ error: 'access_denied', state }).toString();
    const done = await deliver(returned, cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=cancelled`);
  });

  it('logs in an EU citizen by the configured identifier claim', async () => {
    const tenant = await oidcTenant('eidas');
    broker.accounts.set('eu-1', { claims: { eidas_id: 'DE/NL/0123456789abcdef', given_name: 'Anna' } });
    broker.nextLogin = { accountId: 'eu-1' };
    const { authorization, cookie } = await forward(tenant, 'eidas');
    const done = await deliver(await browseProvider(authorization.toString()), cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/process-login`);
    const row = await db
      .selectFrom('relation_identities')
      .select(['service', 'subject'])
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ service: 'eidas', subject: 'DE/NL/0123456789abcdef' });
  });
});

describe('the broker settings', () => {
  it('keep the client secret encrypted and never show it', async () => {
    const tenant = await oidcTenant('digid');
    const stored = await db
      .selectFrom('tenant_identity_providers')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(stored.client_secret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(CLIENT_SECRET);
    const described = await describeIdentityProviders(db, tenant.id);
    expect(described).toEqual([
      expect.objectContaining({ service: 'digid', mode: 'oidc', issuer: broker.issuer, hasClientSecret: true }),
    ]);
    expect(JSON.stringify(described)).not.toContain(CLIENT_SECRET);
    expect(JSON.stringify(described)).not.toContain(stored.client_secret as string);
    const audit = await readAudit(db, tenant.id, 100);
    expect(JSON.stringify(audit)).not.toContain(CLIENT_SECRET);
  });

  it('take the simulator away from a service that has a broker', async () => {
    const tenant = await oidcTenant('digid');
    const { item } = await forward(tenant, 'digid');
    const state = item.postparams.find((p) => p.name === 'state')?.value as string;
    const page = await app.inject({ method: 'GET', url: `/${tenant.code}/simulator/digid?state=${state}` });
    expect(page.statusCode).toBe(404);
  });

  it('refuse an eHerkenning minimum below EH2 and a plain-http issuer elsewhere than this machine', async () => {
    const tenant = await oidcTenant('eherkenning');
    const env = readIdentityEnv('test');
    const base = { mode: 'oidc', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } as const;
    await expect(
      configureIdentityProvider(db, env, tenant.id, 'eherkenning', {
        ...base,
        issuer: broker.issuer,
        minimumLevel: 'EH1',
      }),
    ).rejects.toThrow(/EH2 or higher/);
    await expect(
      configureIdentityProvider(db, env, tenant.id, 'digid', { ...base, issuer: 'http://broker.example' }),
    ).rejects.toThrow(/https/);
    await expect(
      configureIdentityProvider(db, env, tenant.id, 'digid', { ...base, issuer: broker.issuer, scopes: 'bsn' }),
    ).rejects.toThrow(/openid/);
  });
});
