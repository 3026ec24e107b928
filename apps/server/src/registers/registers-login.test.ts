/**
 * The registers behind the logins, through the whole server: a login through the identity
 * simulator (which, like DigiD, proves only the BSN; like eHerkenning, the KvK number and perhaps
 * one branch), the register answering from recorded answers on 127.0.0.1.
 */
import type { RequestableProduct } from '@parkeerloket/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAudit } from '../audit/audit-log.js';
import { catalogueIds, importCatalogue } from '../catalogue/index.js';
import { readIdentityEnv } from '../login/index.js';
import { VOORBEELD_CATALOGUE } from '../operator/index.js';
import { findRelationIdByIdentity } from '../relations/index.js';
import { SESSION_COOKIE } from '../sessions/index.js';
import type { Tenant } from '../tenants/index.js';
import {
  FIXTURE_KVK,
  type RegisterFixtureServer,
  startRegisterFixtureServer,
} from '../test/register-fixture-server.js';
import { createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { configureRegister, describeRegisters, RegisterConfigError } from './index.js';

const SECRET_KEY = 'register-test-key-that-is-long-enough-0123456789';
vi.stubEnv('IDENTITY_SECRET_KEY', SECRET_KEY);

const { app, db } = await testApp();
let registers: RegisterFixtureServer;

beforeAll(async () => {
  registers = await startRegisterFixtureServer();
});
afterAll(async () => {
  await registers.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  registers.persons.clear();
  registers.companies.clear();
  registers.requests.length = 0;
});

const env = () => readIdentityEnv('test');

/** A tenant of its own with the demo catalogue of Voorbeeld and both registers on the fixture server. */
async function registerTenant(timeoutMs = 2000) {
  const tenant = await createTenant(db, { loginOptions: ['digid', 'eherkenning'] });
  expect((await importCatalogue(db, tenant.code, VOORBEELD_CATALOGUE)).problems).toEqual([]);
  await configureRegister(db, env(), tenant.id, 'brp', {
    mode: 'api',
    baseUrl: registers.baseUrl,
    apiKey: 'brp-key-1',
    timeoutMs,
  });
  await configureRegister(db, env(), tenant.id, 'kvk', {
    mode: 'api',
    baseUrl: registers.baseUrl,
    apiKey: 'kvk-key-1',
    timeoutMs,
  });
  return { tenant, ids: await catalogueIds(db, tenant.id) };
}

function cookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'pl_session');
  return cookie && `pl_session=${cookie.value}`;
}

/** Forward, the simulator page as a tester fills it, the callback: where the browser is sent, and its session. */
async function login(tenant: Tenant, service: 'digid' | 'eherkenning', fields: Record<string, string>) {
  const start = await post(app, tenant.code, 'eloket/get_forward_post', { p_ext_service: service });
  const state = start.json().result[0].postparams.find((p: { name: string }) => p.name === 'state').value;
  const chosen = await app.inject({
    method: 'POST',
    url: `/${tenant.code}/simulator/${service}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams({ state, action: 'login', ...fields }).toString(),
  });
  expect(chosen.statusCode).toBe(303);
  const done = await app.inject({
    method: 'GET',
    url: chosen.headers.location as string,
    headers: { cookie: cookieOf(start) ?? '' },
  });
  return { status: done.statusCode, location: done.headers.location as string, cookie: cookieOf(done) ?? '' };
}

async function relationOf(tenant: Tenant, service: string, subject: string) {
  const id = await findRelationIdByIdentity(db, tenant.id, service, subject);
  if (id === undefined) throw new Error('no relation');
  return db
    .selectFrom('relations')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The cookie of a renewed session token, as the answer sets it. */
function renewedCookie(answer: { cookies: { name: string; value: string }[] }): string {
  const token = answer.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  expect(token, 'a renewed session token').toBeTruthy();
  return `${SESSION_COOKIE}=${token}`;
}

async function listing(tenant: Tenant, cookie: string): Promise<RequestableProduct[]> {
  const res = await post(app, tenant.code, 'eloket/get_requestable_permits', {}, { cookie, 'accept-language': 'en' });
  expect(res.json().statuscode).toBe('OK');
  return res.json().result;
}

function product(list: RequestableProduct[], permitType: number, area: number) {
  const found = list.find((p) => p.PERMITTYPEID === permitType && p.AREAID === area);
  if (!found) throw new Error('product not listed');
  return found;
}

const BSN = '999993653';

describe('a DigiD login and the population register', () => {
  it('ends with the name and address of the register when the broker sends only a BSN', async () => {
    const { tenant } = await registerTenant();
    registers.persons.set(BSN, { fixture: 'brp-resident-centrum.json' });
    const done = await login(tenant, 'digid', { identifier: BSN });
    expect(done).toMatchObject({ status: 303, location: `/${tenant.code}/process-login` });

    const relation = await relationOf(tenant, 'digid', BSN);
    expect(relation).toMatchObject({
      firstname: 'Suzanne',
      lastname: 'van Moulin',
      street: 'Kerkstraat',
      nr: '31',
      house_letter: 'A',
      addition: '2',
      zipcode: '1234',
      zipcode_letters: 'AB',
      city: 'Voorbeeld',
      register_status: 'found',
    });
    expect(relation.register_fetched_at).toBeInstanceOf(Date);

    // One question, with the key, for the BSN and only the fields the portal keeps.
    expect(registers.requests).toHaveLength(1);
    const [asked] = registers.requests;
    expect(asked?.method).toBe('POST');
    expect(asked?.url.pathname).toBe('/personen');
    expect(asked?.headers['x-api-key']).toBe('brp-key-1');
    expect(asked?.body).toEqual({
      type: 'RaadpleegMetBurgerservicenummer',
      burgerservicenummer: [BSN],
      fields: ['naam.voornamen', 'naam.voorvoegsel', 'naam.geslachtsnaam', 'verblijfplaats.verblijfadres'],
    });

    // Who, when and which register; never what it said.
    const audit = await readAudit(db, tenant.id, 10);
    const lookup = audit.find((row) => row.event === 'register_lookup');
    expect(lookup).toMatchObject({ outcome: 'success', service: 'brp', relation_id: relation.id });
    expect(JSON.stringify(audit)).not.toMatch(/Moulin|Kerkstraat|1234/);

    // The profile's "logged in as" shows it.
    await post(app, tenant.code, 'login/login_process', {}, { cookie: done.cookie });
    const naw = await post(app, tenant.code, 'eloket/get_naw', {}, { cookie: done.cookie });
    expect(naw.json().result[0]).toMatchObject({ STREET: 'Kerkstraat', NR: '31', ADDRESS_UNCHECKED_YN: 'N' });
  });

  it('gives a resident who moved the new address at the next login, and their eligibility follows', async () => {
    const { tenant, ids } = await registerTenant();
    registers.persons.set(BSN, { fixture: 'brp-resident-centrum.json' });
    await login(tenant, 'digid', { identifier: BSN });
    const relation = await relationOf(tenant, 'digid', BSN);
    const cookie = await relationSessionCookie(db, tenant, relation.id);
    const resident = ids.permitType('BEWONER');
    let list = await listing(tenant, cookie);
    expect(product(list, resident, ids.area('CENTRUM'))).toMatchObject({ REQUESTABLE: 'Y' });
    expect(product(list, resident, ids.area('STATION'))).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'Your address is not in this area.',
    });

    registers.persons.set(BSN, { fixture: 'brp-resident-moved.json' });
    await login(tenant, 'digid', { identifier: BSN });
    expect(await relationOf(tenant, 'digid', BSN)).toMatchObject({
      id: relation.id,
      street: 'Stationsplein W',
      nr: '4',
      house_letter: '',
      addition: '',
      zipcode: '1235',
      zipcode_letters: 'CD',
      register_status: 'found',
    });
    list = await listing(tenant, cookie);
    expect(product(list, resident, ids.area('CENTRUM'))).toMatchObject({ REQUESTABLE: 'N' });
    expect(product(list, resident, ids.area('STATION'))).toMatchObject({ REQUESTABLE: 'Y' });
  });

  it('logs in without an address when the register is down, says so, and never answers 500', async () => {
    const { tenant, ids } = await registerTenant();
    const bsn = '999993677';
    registers.persons.set(bsn, 'down');
    const done = await login(tenant, 'digid', { identifier: bsn });
    expect(done).toMatchObject({ status: 303, location: `/${tenant.code}/process-login` });
    const relation = await relationOf(tenant, 'digid', bsn);
    expect(relation).toMatchObject({
      zipcode: '',
      street: '',
      register_status: 'unavailable',
      register_fetched_at: null,
    });

    const processed = await post(app, tenant.code, 'login/login_process', {}, { cookie: done.cookie });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ statuscode: 'OK', result: [] });

    // The session speaks the language of the login (Dutch here).
    const list = await listing(tenant, done.cookie);
    const text =
      'Uw adres kon bij het inloggen niet worden gecontroleerd in de basisregistratie. Log later opnieuw in om dit product aan te vragen.';
    expect(product(list, ids.permitType('BEWONER'), ids.area('CENTRUM'))).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: text,
    });
    // A product not located by address is untouched.
    expect(product(list, ids.permitType('ZORGVERLENER'), ids.area('GEMEENTE'))).toMatchObject({ REQUESTABLE: 'Y' });
    const naw = await post(app, tenant.code, 'eloket/get_naw', {}, { cookie: done.cookie });
    expect(naw.json().result[0]).toMatchObject({ ADDRESS_UNCHECKED_YN: 'Y' });
    expect((await readAudit(db, tenant.id, 10)).find((row) => row.event === 'register_lookup')).toMatchObject({
      outcome: 'failure',
      service: 'brp',
      relation_id: relation.id,
    });
  });

  it('does not judge the address it had when the register does not answer in time at the next login', async () => {
    const { tenant, ids } = await registerTenant(300);
    registers.persons.set(BSN, { fixture: 'brp-resident-centrum.json' });
    await login(tenant, 'digid', { identifier: BSN });
    registers.persons.set(BSN, 'silent');
    const done = await login(tenant, 'digid', { identifier: BSN });
    expect(done.location).toBe(`/${tenant.code}/process-login`);
    const relation = await relationOf(tenant, 'digid', BSN);
    expect(relation.register_status).toBe('unavailable');
    const list = await listing(tenant, await relationSessionCookie(db, tenant, relation.id));
    expect(product(list, ids.permitType('BEWONER'), ids.area('CENTRUM')).NOT_REQ_REASON).toMatch(
      /^Your address could not be checked/,
    );
  });

  it('keeps no address for a person the register does not know or who lives abroad', async () => {
    const { tenant } = await registerTenant();
    const unknown = '999993689';
    await login(tenant, 'digid', { identifier: unknown });
    expect(await relationOf(tenant, 'digid', unknown)).toMatchObject({ zipcode: '', register_status: 'not_found' });

    const abroad = '999993665';
    registers.persons.set(abroad, { fixture: 'brp-resident-abroad.json' });
    await login(tenant, 'digid', { identifier: abroad });
    expect(await relationOf(tenant, 'digid', abroad)).toMatchObject({
      firstname: 'Hendrik',
      lastname: 'Bos',
      street: '',
      zipcode: '',
      register_status: 'found',
    });
  });

  it('treats an HTTP error of the register as unavailable', async () => {
    const { tenant } = await registerTenant();
    registers.persons.set(BSN, { fixture: 'brp-problem.json', status: 500 });
    const done = await login(tenant, 'digid', { identifier: BSN });
    expect(done.location).toBe(`/${tenant.code}/process-login`);
    expect((await relationOf(tenant, 'digid', BSN)).register_status).toBe('unavailable');
  });
});

describe('an eHerkenning login and the trade register', () => {
  it('offers the branches of the register, and judges the company at the chosen branch', async () => {
    const { tenant, ids } = await registerTenant();
    registers.companies.set(FIXTURE_KVK, { fixture: 'kvk-basisprofiel.json' });
    const done = await login(tenant, 'eherkenning', { identifier: FIXTURE_KVK, branches: '1' });
    expect(done.location).toBe(`/${tenant.code}/process-login`);
    const relation = await relationOf(tenant, 'eherkenning', FIXTURE_KVK);
    expect(relation).toMatchObject({ name: 'Test BV Donald', register_status: 'found' });

    const processed = await post(app, tenant.code, 'login/login_process', {}, { cookie: done.cookie });
    expect(processed.json().result[0]).toMatchObject({
      LOGIN: 'CHOOSE_BRANCH',
      BRANCHNUMBERS: [
        { BRANCHNUMBER: '000037178598', DESCRIPTION: 'Test BV Donald, Kerkstraat 5A-1, Voorbeeld' },
        { BRANCHNUMBER: '000037178601', DESCRIPTION: 'Donald Schoonmaak, Molenweg 9, Proefdorp' },
        { BRANCHNUMBER: '000037178602', DESCRIPTION: 'Donald Opslag' },
      ],
    });
    const asked = registers.requests.map((r) => `${r.method} ${r.url.pathname}`);
    expect(asked.slice(0, 2)).toEqual(['GET /api/v1/basisprofielen/68750110', 'GET /api/v2/zoeken']);
    expect(asked.filter((a) => a.startsWith('GET /api/v1/vestigingsprofielen/'))).toHaveLength(3);
    expect(registers.requests.every((r) => r.headers.apikey === 'kvk-key-1')).toBe(true);

    await db.updateTable('relations').set({ number_of_fte: 10 }).where('id', '=', relation.id).execute();
    const chosen = await post(
      app,
      tenant.code,
      'login/register_branch',
      { p_branchnr: '000037178598' },
      { cookie: done.cookie },
    );
    expect(chosen.json().statuscode).toBe('OK');
    // Choosing the branch renews the session token (docs/security.md).
    const atBranch = renewedCookie(chosen);
    const business = ids.permitType('BEDRIJF');
    expect(product(await listing(tenant, atBranch), business, ids.area('CENTRUM'))).toMatchObject({
      REQUESTABLE: 'Y',
    });

    const requestable = async (cookie: string) => {
      const counts = await post(app, tenant.code, 'eloket/get_overview_counts', {}, { cookie });
      return counts.json().result.find((c: { NAME: string }) => c.NAME === 'requestable_permits_count').VALUE as number;
    };
    const atVoorbeeld = await requestable(atBranch);

    // The same company at its branch in Proefdorp is not in Voorbeeld's centre.
    const again = await login(tenant, 'eherkenning', { identifier: FIXTURE_KVK });
    await post(app, tenant.code, 'login/login_process', {}, { cookie: again.cookie });
    const atProefdorp = renewedCookie(
      await post(app, tenant.code, 'login/register_branch', { p_branchnr: '000037178601' }, { cookie: again.cookie }),
    );
    expect(product(await listing(tenant, atProefdorp), business, ids.area('CENTRUM'))).toMatchObject({
      REQUESTABLE: 'N',
      NOT_REQ_REASON: 'Uw adres ligt niet in dit gebied.',
    });
    // Home's count judges the same branch as the listing: the business permit of Centrum fewer.
    expect(await requestable(atProefdorp)).toBe(atVoorbeeld - 1);
  });

  it('offers only the branch eHerkenning names, asking the register for that branch alone', async () => {
    const { tenant } = await registerTenant();
    registers.companies.set(FIXTURE_KVK, { fixture: 'kvk-basisprofiel.json' });
    const done = await login(tenant, 'eherkenning', { identifier: FIXTURE_KVK, branch: '000037178601' });
    expect(done.location).toBe(`/${tenant.code}/process-login`);
    expect(registers.requests.map((r) => r.url.pathname)).toEqual([
      '/api/v1/basisprofielen/68750110',
      '/api/v1/vestigingsprofielen/000037178601',
    ]);
    // One branch: the login process authorizes it at once.
    const processed = await post(app, tenant.code, 'login/login_process', {}, { cookie: done.cookie });
    expect(processed.json()).toMatchObject({ statuscode: 'OK', result: [] });
    const branches = await db
      .selectFrom('branches')
      .select(['branch_number', 'trade_name', 'zipcode', 'city'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(branches).toEqual([
      { branch_number: '000037178601', trade_name: 'Donald Schoonmaak', zipcode: '9876', city: 'Proefdorp' },
    ]);
  });

  it('keeps the broker-named branch and logs in when the trade register is down', async () => {
    const { tenant } = await registerTenant();
    registers.companies.set(FIXTURE_KVK, 'down');
    const done = await login(tenant, 'eherkenning', { identifier: FIXTURE_KVK, branch: '000037178598' });
    expect(done.location).toBe(`/${tenant.code}/process-login`);
    expect(await relationOf(tenant, 'eherkenning', FIXTURE_KVK)).toMatchObject({ register_status: 'unavailable' });
    const processed = await post(app, tenant.code, 'login/login_process', {}, { cookie: done.cookie });
    expect(processed.json()).toMatchObject({ statuscode: 'OK', result: [] });
  });
});

describe('the simulators as registers', () => {
  it('serve the demo personas: a resident at her address, the company with 25 branches on three pages', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid', 'eherkenning'] });
    await login(tenant, 'digid', { persona: '999990731' });
    expect(await relationOf(tenant, 'digid', '999990731')).toMatchObject({
      firstname: 'Fatima',
      street: 'Marktplein',
      nr: '3',
      house_letter: 'A',
      zipcode: '1234',
      register_status: 'found',
    });
    const done = await login(tenant, 'eherkenning', { persona: '90000003' });
    const processed = await post(app, tenant.code, 'login/login_process', {}, { cookie: done.cookie });
    expect(processed.json().result[0].BRANCHNUMBERS[0]).toEqual({
      BRANCHNUMBER: '100000000001',
      DESCRIPTION: 'Glansrijk, Kerkstraat 1, Voorbeeld',
    });
    const page = await post(app, tenant.code, 'login/get_next_branchnumbers_page', {}, { cookie: done.cookie });
    expect(page.json().result[0]).toMatchObject({ PAGENUMBER: 2, NUMPAGES: 3 });
  });
});

describe('register settings', () => {
  it('store the API key sealed, tell only that there is one, and refuse what cannot work', async () => {
    const tenant = await createTenant(db);
    await configureRegister(db, env(), tenant.id, 'brp', {
      mode: 'api',
      baseUrl: 'https://brp.example.nl/haalcentraal/api/brp',
      apiKey: 'very-secret-key',
    });
    const row = await db
      .selectFrom('tenant_registers')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(row.api_key).not.toContain('very-secret-key');
    expect(await describeRegisters(db, tenant.id)).toMatchObject([
      { register: 'brp', mode: 'api', hasApiKey: true, hasClientCertificate: false },
    ]);
    expect(JSON.stringify(await describeRegisters(db, tenant.id))).not.toContain('very-secret-key');

    await expect(
      configureRegister(db, env(), tenant.id, 'kvk', { mode: 'api', baseUrl: 'http://kvk.example.nl', apiKey: 'k' }),
    ).rejects.toThrow(RegisterConfigError);
    await expect(
      configureRegister(db, { simulatorsAllowed: true, secretKey: undefined }, tenant.id, 'kvk', {
        mode: 'api',
        baseUrl: 'https://api.kvk.nl',
        apiKey: 'k',
      }),
    ).rejects.toThrow(/IDENTITY_SECRET_KEY/);
    await expect(
      configureRegister(db, env(), tenant.id, 'kvk', {
        mode: 'api',
        baseUrl: 'https://api.kvk.nl',
        apiKey: 'k',
        clientCertificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
        clientKey: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----',
      }),
    ).rejects.toThrow(/only the BRP/);
  });
});
