import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAudit } from '../../audit/audit-log.js';
import { hashToken } from '../../sessions/index.js';
import type { Tenant } from '../../tenants/index.js';
import {
  createRelation,
  createTenant,
  post,
  relationSessionCookie,
  sessionCookie,
  testApp,
} from '../../test/support.js';

const { app, db } = await testApp();

afterEach(() => {
  vi.unstubAllEnvs();
});

function cookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'pl_session');
  return cookie && `pl_session=${cookie.value}`;
}

/** Starts a login as the web app does; the answer and the browser's session cookie. */
async function forward(tenant: Tenant, service: string, cookie?: string) {
  const res = await post(
    app,
    tenant.code,
    'eloket/get_forward_post',
    { p_ext_service: service },
    cookie ? { cookie } : {},
  );
  const body = res.json();
  const item = body.result?.[0];
  const state = item?.postparams?.find((p: { name: string }) => p.name === 'state')?.value as string | undefined;
  return { res, body, item, state, cookie: cookieOf(res) ?? cookie };
}

/** The simulator form, submitted as a tester would. */
function submit(tenant: Tenant, service: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/${tenant.code}/simulator/${service}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function callback(location: string, cookie: string | undefined) {
  return app.inject({ method: 'GET', url: location, headers: cookie ? { cookie } : {} });
}

/** Forward, pick a persona, come back: the callback's answer and both cookies. */
async function loginWith(tenant: Tenant, service: string, fields: Record<string, string>) {
  const start = await forward(tenant, service);
  const chosen = await submit(tenant, service, { state: start.state ?? '', action: 'login', ...fields });
  expect(chosen.statusCode).toBe(303);
  const done = await callback(chosen.headers.location as string, start.cookie);
  return { start, chosen, done, before: start.cookie, after: cookieOf(done) };
}

async function sessionRow(cookieHeader: string, tenant: Tenant) {
  const token = cookieHeader.replace('pl_session=', '');
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', hashToken(token))
    .executeTakeFirst();
}

async function lastAudit(tenant: Tenant) {
  return (await readAudit(db, tenant.id, 1))[0];
}

describe('eloket/get_forward_post with the simulators', () => {
  it('answers a GET forward to the simulator page, with the state, and binds a new session', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const { res, item, state, cookie } = await forward(tenant, 'digid');
    expect(res.statusCode).toBe(200);
    expect(item).toEqual({
      url: `/${tenant.code}/simulator/digid`,
      httpmethod: 'GET',
      postparams: [{ name: 'state', value: state }],
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toBeDefined();
    const set = res.cookies.find((c) => c.name === 'pl_session');
    expect(set).toMatchObject({ path: `/${tenant.code}`, httpOnly: true, sameSite: 'Lax' });
    const row = await db
      .selectFrom('login_requests')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state, service: 'digid' });
    expect(row.session_id).toBe((await sessionRow(cookie as string, tenant))?.id);
    expect(await lastAudit(tenant)).toMatchObject({ event: 'login_forward', outcome: 'success', service: 'digid' });
  });

  it('refuses a login option the tenant has not enabled, and the permit login which has no forward', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid', 'email'] });
    const refused = await forward(tenant, 'eherkenning');
    expect(refused.res.statusCode).toBe(403);
    expect(refused.body.statuscode).toBe('FORBIDDEN');
    expect(await lastAudit(tenant)).toMatchObject({
      event: 'login_forward',
      outcome: 'refused',
      service: 'eherkenning',
    });

    const email = await forward(tenant, 'email');
    expect(email.body).toMatchObject({
      statuscode: 'INVALID_PARAMETERS',
      result: [{ FIELD: 'p_ext_service', CODE: 'not_allowed' }],
    });
    const rows = await db.selectFrom('login_requests').select('state').where('tenant_id', '=', tenant.id).execute();
    expect(rows).toEqual([]);
  });

  it('asks for an authorized session before it looks at the invoices of a direct payment', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'], paymentServices: ['directpayment'] });
    const invoices = { p_ext_service: 'directpayment', p_invoices: JSON.stringify([{ INVOICEID: 1 }]) };
    const anonymous = await post(app, tenant.code, 'eloket/get_forward_post', invoices);
    expect(anonymous.json().statuscode).toBe('SESSION_TIMEOUT');
    const loggingIn = await post(app, tenant.code, 'eloket/get_forward_post', invoices, {
      cookie: await sessionCookie(db, tenant, 'login'),
    });
    expect(loggingIn.json().statuscode).toBe('SESSION_TIMEOUT');
    const relationId = await createRelation(db, tenant);
    const authorized = await post(app, tenant.code, 'eloket/get_forward_post', invoices, {
      cookie: await relationSessionCookie(db, tenant, relationId),
    });
    // The payments area answers: no invoice 1 of this resident, so nothing to pay.
    expect(authorized.json().result[0]).toMatchObject({ statuscode: 'NOTHING_TO_PAY' });
  });
});

describe('the simulator page', () => {
  it('renders a self-contained, labelled test page that says it is not the real service', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid', 'eherkenning', 'eidas'] });
    for (const [service, name] of [
      ['digid', 'DigiD'],
      ['eherkenning', 'eHerkenning'],
      ['eidas', 'eIDAS'],
    ] as const) {
      const { item } = await forward(tenant, service);
      const query = new URLSearchParams(item.postparams.map((p: { name: string; value: string }) => [p.name, p.value]));
      const res = await app.inject({ method: 'GET', url: `${item.url}?${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      const html = res.body;
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain(`Testomgeving</strong> — dit is niet de echte ${name}`);
      expect(html).toContain(`Test environment</strong> — not the real ${name}`);
      expect(html).not.toMatch(/<script|https?:\/\//);
      expect(html).toContain('<label for="identifier">');
      expect(html).toMatch(/<input type="radio" id="persona-0" name="persona" value="[^"]+" checked>/);
      expect(html).toContain(`<input type="hidden" name="state" value="${query.get('state')}">`);
    }
  });

  it('offers residents, companies with one, three and 25 branches, and EU citizens', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid', 'eherkenning', 'eidas'] });
    const page = async (service: string) => {
      const { state } = await forward(tenant, service);
      return (await app.inject({ method: 'GET', url: `/${tenant.code}/simulator/${service}?state=${state}` })).body;
    };
    const digid = await page('digid');
    expect(digid).toContain('Jan Jansen, Kerkstraat 12, Voorbeeld');
    expect(digid).toContain('Anouk Bakker, Molenweg 7, Proefdorp');
    const eherkenning = await page('eherkenning');
    expect(eherkenning).toContain('(1 vestiging)');
    expect(eherkenning).toContain('(3 vestigingen)');
    expect(eherkenning).toContain('(25 vestigingen)');
    expect(eherkenning).toContain('<select id="level" name="level"');
    const eidas = await page('eidas');
    expect(eidas).toContain('DE/NL/');
    expect(eidas).toContain('BE/NL/');
  });

  it('shows an expired page for an unknown state and a 404 for a service that does not exist', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const unknown = await app.inject({ method: 'GET', url: `/${tenant.code}/simulator/digid?state=nope` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Deze inlogpoging is verlopen');
    const other = await app.inject({ method: 'GET', url: `/${tenant.code}/simulator/paypal?state=x` });
    expect(other.statusCode).toBe(404);
  });
});

describe('logging in through a simulator', () => {
  it('lands a resident on /process-login with a new session for the relation keyed by service and BSN', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const { chosen, done, before, after } = await loginWith(tenant, 'digid', { persona: '999990007' });
    expect(chosen.headers.location).toMatch(
      new RegExp(`^/${tenant.code}/login/callback/digid\\?code=[A-Za-z0-9_-]{43}&state=`),
    );
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/${tenant.code}/process-login`);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await sessionRow(before as string, tenant)).toBeUndefined();

    const session = await sessionRow(after as string, tenant);
    expect(session).toMatchObject({ state: 'login', pending: null, login_service: 'digid' });
    const identity = await db
      .selectFrom('relation_identities')
      .innerJoin('relations', (join) =>
        join
          .onRef('relations.tenant_id', '=', 'relation_identities.tenant_id')
          .onRef('relations.id', '=', 'relation_identities.relation_id'),
      )
      .select([
        'relation_identities.relation_id',
        'relations.relation_type',
        'relations.firstname',
        'relations.zipcode',
      ])
      .where('relation_identities.tenant_id', '=', tenant.id)
      .where('service', '=', 'digid')
      .where('subject', '=', '999990007')
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ relation_type: 'P', firstname: 'Jan', zipcode: '1234' });
    expect(session?.relation_id).toBe(identity.relation_id);
    expect(await lastAudit(tenant)).toMatchObject({
      event: 'login_callback',
      outcome: 'success',
      service: 'digid',
      relation_id: identity.relation_id,
    });

    // The login process of the portal takes over from here: a resident is authorized at once.
    const process = await post(app, tenant.code, 'login/login_process', {}, { cookie: after as string });
    expect(process.json()).toMatchObject({ statuscode: 'OK', result: [] });
  });

  it('logs in the same relation again next time, and never another service’s relation', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid', 'eidas'] });
    await loginWith(tenant, 'digid', { identifier: '999993689' });
    await loginWith(tenant, 'digid', { identifier: '999993689' });
    const rows = await db
      .selectFrom('relation_identities')
      .select(['service', 'subject'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(rows).toEqual([{ service: 'digid', subject: '999993689' }]);
  });

  it('brings a company with 25 branches to the branch choice, page by page', async () => {
    const tenant = await createTenant(db, { loginOptions: ['eherkenning'] });
    const { done, after } = await loginWith(tenant, 'eherkenning', { persona: '90000003', level: 'EH3' });
    expect(done.headers.location).toBe(`/${tenant.code}/process-login`);
    const relation = await db
      .selectFrom('relation_identities')
      .select('relation_id')
      .where('tenant_id', '=', tenant.id)
      .where('service', '=', 'eherkenning')
      .where('subject', '=', '90000003')
      .executeTakeFirstOrThrow();
    const branches = await db
      .selectFrom('branches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenant.id)
      .where('relation_id', '=', relation.relation_id)
      .executeTakeFirstOrThrow();
    expect(Number(branches.n)).toBe(25);
    const process = await post(app, tenant.code, 'login/login_process', {}, { cookie: after as string });
    const first = process.json().result[0];
    expect(first.LOGIN).toBe('CHOOSE_BRANCH');
    expect(first.BRANCHNUMBERS.length).toBeGreaterThan(0);
    expect(first.BRANCHNUMBERS.length).toBeLessThan(25);
  });

  it('gives a typed company number the number of branches asked for', async () => {
    const tenant = await createTenant(db, { loginOptions: ['eherkenning'] });
    await loginWith(tenant, 'eherkenning', { identifier: '12345678', branches: '3' });
    const rows = await db
      .selectFrom('branches')
      .innerJoin('relation_identities', (join) =>
        join
          .onRef('relation_identities.tenant_id', '=', 'branches.tenant_id')
          .onRef('relation_identities.relation_id', '=', 'branches.relation_id'),
      )
      .select('branch_number')
      .where('branches.tenant_id', '=', tenant.id)
      .where('subject', '=', '12345678')
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('places a typed company of the Centrum range in Voorbeeld’s centre and any other outside the demo areas', async () => {
    const tenant = await createTenant(db, { loginOptions: ['eherkenning'] });
    await loginWith(tenant, 'eherkenning', { identifier: '71000042', branches: '1' });
    await loginWith(tenant, 'eherkenning', { identifier: '70000042', branches: '1' });
    const rows = await db
      .selectFrom('relation_identities')
      .innerJoin('relations', (join) =>
        join
          .onRef('relations.tenant_id', '=', 'relation_identities.tenant_id')
          .onRef('relations.id', '=', 'relation_identities.relation_id'),
      )
      .select(['subject', 'relations.street', 'relations.nr', 'relations.zipcode', 'relations.city'])
      .where('relation_identities.tenant_id', '=', tenant.id)
      .orderBy('subject')
      .execute();
    expect(rows).toEqual([
      { subject: '70000042', street: 'Testweg', nr: '1', zipcode: '9999', city: 'Testdorp' },
      { subject: '71000042', street: 'Bedrijvenstraat', nr: '43', zipcode: '1234', city: 'Voorbeeld' },
    ]);
  });

  it('logs in an EU citizen by EU identifier', async () => {
    const tenant = await createTenant(db, { loginOptions: ['eidas'] });
    const { done } = await loginWith(tenant, 'eidas', { identifier: 'FR/NL/abc123' });
    expect(done.headers.location).toBe(`/${tenant.code}/process-login`);
    const row = await db
      .selectFrom('relation_identities')
      .select('subject')
      .where('tenant_id', '=', tenant.id)
      .where('service', '=', 'eidas')
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe('FR/NL/abc123');
  });

  it('refuses a BSN that fails the eleven test, on the page, with the field marked', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const { state } = await forward(tenant, 'digid');
    const res = await submit(tenant, 'digid', { state: state ?? '', action: 'login', identifier: '123456789' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('id="identifier-error"');
    expect(res.body).toContain('value="123456789"');
  });

  it('refuses a business login below EH2, as the real service would be refused', async () => {
    const tenant = await createTenant(db, { loginOptions: ['eherkenning'] });
    const { done, after } = await loginWith(tenant, 'eherkenning', { persona: '90000001', level: 'EH1' });
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    expect(after).toBeUndefined();
    expect(await lastAudit(tenant)).toMatchObject({
      event: 'login_callback',
      outcome: 'failure',
      detail: 'simulator: assurance level too low',
    });
  });

  it('returns a cancelled login to the login screen with login_error=cancelled', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const start = await forward(tenant, 'digid');
    const cancelled = await submit(tenant, 'digid', { state: start.state ?? '', action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    const done = await callback(cancelled.headers.location as string, start.cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=cancelled`);
    const left = await db.selectFrom('login_requests').select('state').where('tenant_id', '=', tenant.id).execute();
    expect(left).toEqual([]);
  });
});

describe('what the callback refuses', () => {
  it('a state from another browser session, which leaves the real browser’s login intact', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const victim = await forward(tenant, 'digid');
    const attacker = await forward(tenant, 'digid');
    const chosen = await submit(tenant, 'digid', { state: victim.state ?? '', persona: '999990007' });
    const stolen = await callback(chosen.headers.location as string, attacker.cookie);
    expect(stolen.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    expect(cookieOf(stolen)).toBeUndefined();
    expect(await lastAudit(tenant)).toMatchObject({ outcome: 'refused', detail: 'state of another browser session' });
    const noCookie = await callback(chosen.headers.location as string, undefined);
    expect(noCookie.headers.location).toBe(`/${tenant.code}/login?login_error=1`);

    const own = await callback(chosen.headers.location as string, victim.cookie);
    expect(own.headers.location).toBe(`/${tenant.code}/process-login`);
  });

  it('one tenant’s login completed at another tenant', async () => {
    const townA = await createTenant(db, { loginOptions: ['digid'] });
    const townB = await createTenant(db, { loginOptions: ['digid'] });
    const start = await forward(townA, 'digid');
    const chosen = await submit(townA, 'digid', { state: start.state ?? '', persona: '999990007' });
    const query = (chosen.headers.location as string).split('?')[1];
    const atB = await callback(`/${townB.code}/login/callback/digid?${query}`, start.cookie);
    expect(atB.headers.location).toBe(`/${townB.code}/login?login_error=1`);
    expect(await lastAudit(townB)).toMatchObject({ outcome: 'refused', detail: 'state unknown or already used' });
    const pageAtB = await app.inject({ method: 'GET', url: `/${townB.code}/simulator/digid?state=${start.state}` });
    expect(pageAtB.statusCode).toBe(400);
    const relationsAtB = await db.selectFrom('relations').select('id').where('tenant_id', '=', townB.id).execute();
    expect(relationsAtB).toEqual([]);
  });

  it('a callback replayed a second time', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const { chosen, done, before, after } = await loginWith(tenant, 'digid', { persona: '999990731' });
    expect(done.headers.location).toBe(`/${tenant.code}/process-login`);
    for (const cookie of [before, after]) {
      const again = await callback(chosen.headers.location as string, cookie);
      expect(again.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    }
  });

  it('an expired login request', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const start = await forward(tenant, 'digid');
    const chosen = await submit(tenant, 'digid', { state: start.state ?? '', persona: '999990007' });
    await db
      .updateTable('login_requests')
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where('tenant_id', '=', tenant.id)
      .execute();
    const done = await callback(chosen.headers.location as string, start.cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    expect(await lastAudit(tenant)).toMatchObject({ outcome: 'refused', detail: 'login request expired' });
  });

  it('a forged simulator code', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const start = await forward(tenant, 'digid');
    const done = await callback(`/${tenant.code}/login/callback/digid?code=forged&state=${start.state}`, start.cookie);
    expect(done.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    expect(await lastAudit(tenant)).toMatchObject({ detail: 'simulator: code unknown, used or expired' });
  });

  it('a parameter given twice, and a callback for an unknown tenant answers the not-found page', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const start = await forward(tenant, 'digid');
    const twice = await callback(
      `/${tenant.code}/login/callback/digid?state=${start.state}&state=other&code=x`,
      start.cookie,
    );
    expect(twice.headers.location).toBe(`/${tenant.code}/login?login_error=1`);
    const unknown = await app.inject({ method: 'GET', url: '/nosuchtown/login/callback/digid?state=x' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the simulator routes', () => {
  it('answer a body that is not a form with a plain page, never a stack trace', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const res = await app.inject({
      method: 'POST',
      url: `/${tenant.code}/simulator/digid`,
      headers: { 'content-type': 'application/xml' },
      payload: '<state>x</state>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/FST_|at .*\.js/);
  });

  it('refuse a form posted from another site', async () => {
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const { state } = await forward(tenant, 'digid');
    const res = await app.inject({
      method: 'POST',
      url: `/${tenant.code}/simulator/digid`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({ state: state ?? '', persona: '999990007' }).toString(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('simulators in production', () => {
  it('are refused unless IDENTITY_SIMULATORS=on', async () => {
    const { app: production, db: productionDb } = await testApp({
      config: { NODE_ENV: 'production', PUBLIC_URL: 'https://parkeren.example.nl' },
    });
    const tenant = await createTenant(productionDb, { loginOptions: ['digid'] });
    const refused = await post(production, tenant.code, 'eloket/get_forward_post', { p_ext_service: 'digid' });
    expect(refused.statusCode).toBe(500);
    expect(refused.json().statuscode).toBe('INTERNAL_ERROR');
    expect(refused.body).not.toContain('not configured');
    const page = await production.inject({ method: 'GET', url: `/${tenant.code}/simulator/digid?state=x` });
    expect(page.statusCode).toBe(404);

    vi.stubEnv('IDENTITY_SIMULATORS', 'on');
    const allowed = await post(production, tenant.code, 'eloket/get_forward_post', { p_ext_service: 'digid' });
    expect(allowed.json().result[0].url).toBe(`/${tenant.code}/simulator/digid`);
  });

  it('are refused outside production when IDENTITY_SIMULATORS=off', async () => {
    vi.stubEnv('IDENTITY_SIMULATORS', 'off');
    const tenant = await createTenant(db, { loginOptions: ['digid'] });
    const refused = await post(app, tenant.code, 'eloket/get_forward_post', { p_ext_service: 'digid' });
    expect(refused.json().statuscode).toBe('INTERNAL_ERROR');
    expect(await lastAudit(tenant)).toMatchObject({ outcome: 'failure', detail: 'not configured' });
  });
});
