import { STAFF_ROLES } from '@parkeerloket/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTenantResolver } from '../../tenants/index.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createTenant, testApp, testConfig } from '../../test/support.js';
import { insertStaffAudit } from '../audit/staff-audit-repository.js';
import { checkAudit } from './staff-api-plugin.js';

const { app, db } = await testApp();

describe('the staff API plumbing', () => {
  it('answers who is signed in, with their roles, and 401 problem+json without a staff session', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await signInStaff(app, tenant.code, ['beoordelaar', 'auditor'], 'Bo');
    const me = await staffCall(app, tenant.code, 'GET', '/sessie', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Bo',
      roles: ['beoordelaar', 'auditor'],
      municipality: { code: tenant.code },
    });

    const none = await staffCall(app, tenant.code, 'GET', '/sessie');
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(none.json()).toMatchObject({ status: 401, type: 'about:blank' });
  });

  it("refuses another municipality's staff session, and unknown municipalities", async () => {
    const own = await createTenant(db);
    const other = await createTenant(db);
    const { cookie } = await signInStaff(app, own.code, STAFF_ROLES);
    expect((await staffCall(app, other.code, 'GET', '/sessie', { cookie })).statusCode).toBe(401);
    expect((await staffCall(app, 'zzgeen', 'GET', '/sessie', { cookie })).statusCode).toBe(404);
  });

  it('answers 404 problem+json for a path below the API that is no route, and a staff member without roles 403', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await signInStaff(app, tenant.code, []);
    const unknown = await staffCall(app, tenant.code, 'GET', '/bestaat-niet', { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await staffCall(app, tenant.code, 'GET', '/sessie', { cookie })).statusCode).toBe(403);
  });

  it('signs out: the session ends and its cookie is cleared', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await signInStaff(app, tenant.code, ['klantcontact']);
    const out = await staffCall(app, tenant.code, 'DELETE', '/sessie', { cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`pl_staff=;.*Path=/${tenant.code}/beheer`));
    expect((await staffCall(app, tenant.code, 'GET', '/sessie', { cookie })).statusCode).toBe(401);
  });

  it('answers the start counts (none registered yet: an empty list)', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await signInStaff(app, tenant.code, ['auditor']);
    const start = await staffCall(app, tenant.code, 'GET', '/start', { cookie });
    expect(start.statusCode).toBe(200);
    expect(Array.isArray(start.json().counts)).toBe(true);
  });
});

describe("a handler's problem", () => {
  it("is said in the caller's language when its title is a text key", async () => {
    const { StaffProblem } = await import('./staff-call-context.js');
    const { staffApiPlugin } = await import('./staff-api-plugin.js');
    const Fastify = (await import('fastify')).default;
    const cookie = (await import('@fastify/cookie')).default;
    const tenant = await createTenant(db);
    const probe = Fastify({ logger: false });
    await probe.register(cookie);
    await probe.register(staffApiPlugin, {
      prefix: '/:tenant/beheer/api/v1',
      config: testConfig(),
      db,
      resolveTenant: createTenantResolver(db),
      handlers: {
        getStaffSession: async () => {
          throw new StaffProblem(409, 'staff.problem.409');
        },
      },
    });
    const { cookie: staffCookie } = await signInStaff(app, tenant.code, ['auditor']);
    const answer = await probe.inject({
      url: `/${tenant.code}/beheer/api/v1/sessie`,
      headers: { cookie: staffCookie, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().title).toBe('This has changed in the meantime. Please reload.');
    await probe.close();
  });
  it("is a resident service's refusal said as problem+json: a business failure 422, a wrong field 400 naming it", async () => {
    const { BusinessFailure } = await import('../../http/business-failure.js');
    const { ServiceError } = await import('../../http/service-error.js');
    const { staffApiPlugin } = await import('./staff-api-plugin.js');
    const Fastify = (await import('fastify')).default;
    const cookie = (await import('@fastify/cookie')).default;
    const tenant = await createTenant(db);
    let thrown: Error = new BusinessFailure('IBAN_INVALID');
    const probe = Fastify({ logger: false });
    await probe.register(cookie);
    await probe.register(staffApiPlugin, {
      prefix: '/:tenant/beheer/api/v1',
      config: testConfig(),
      db,
      resolveTenant: createTenantResolver(db),
      handlers: {
        getStaffSession: async () => {
          throw thrown;
        },
      },
    });
    const { cookie: staffCookie } = await signInStaff(app, tenant.code, ['auditor']);
    const call = () =>
      probe.inject({
        url: `/${tenant.code}/beheer/api/v1/sessie`,
        headers: { cookie: staffCookie, 'accept-language': 'nl' },
      });
    const refused = await call();
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().title).toMatch(/^Dit IBAN is niet juist/);

    thrown = new ServiceError('INVALID_PARAMETERS', [{ FIELD: 'p_iban', CODE: 'INVALID' }] as never);
    const wrongField = await call();
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().invalidParams).toEqual([{ name: 'body.p_iban', reason: 'INVALID' }]);

    thrown = new Error('a bug');
    expect((await call()).statusCode).toBe(500);
    await probe.close();
  });
});

describe('the audit rule', () => {
  it('throws when a write route wrote no or two audit rows, or a personal read none', () => {
    expect(() => checkAudit({ operationId: 'w', audit: 'write' }, 0)).toThrow(/exactly one/);
    expect(() => checkAudit({ operationId: 'w', audit: 'write' }, 2)).toThrow(/exactly one/);
    expect(() => checkAudit({ operationId: 'w', audit: 'write' }, 1)).not.toThrow();
    expect(() => checkAudit({ operationId: 'r', audit: 'read-personal' }, 0)).toThrow(/no audit row/);
    expect(() => checkAudit({ operationId: 'r', audit: 'read-personal' }, 3)).not.toThrow();
    expect(() => checkAudit({ operationId: 'n', audit: 'none' }, 0)).not.toThrow();
  });
});

describe('the staff audit table', () => {
  const row = {
    staffId: 'test:a',
    staffName: 'A',
    roles: ['auditor'] as const,
    action: 'view-resident',
    objectType: 'relation',
    objectId: '1',
    relationId: 1,
    before: null,
    after: { x: 1 },
    reason: null,
    clientIp: '127.0.0.1',
  };

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const tenant = await createTenant(db);
    await insertStaffAudit(db, tenant.id, row);
    await expect(sql`update staff_audit set action = 'x' where tenant_id = ${tenant.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from staff_audit where tenant_id = ${tenant.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`truncate staff_audit`.execute(db)).rejects.toThrow(/append-only/);
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from staff_audit where tenant_id = ${tenant.id}`.execute(db);
    expect(left.rows[0]?.n).toBe(1);
  });

  it('stamps every row with the moment of its insert, whatever the insert says', async () => {
    const tenant = await createTenant(db);
    await sql`insert into staff_audit (tenant_id, at, staff_id, staff_name, roles, action, object_type, object_id)
      values (${tenant.id}, now() - interval '20 years', 's', 'S', '{}', 'a', 'o', '1')`.execute(db);
    const found = await sql<{
      recent: boolean;
    }>`select at > now() - interval '1 hour' as recent from staff_audit where tenant_id = ${tenant.id}`.execute(db);
    expect(found.rows[0]?.recent).toBe(true);
    await expect(sql`delete from staff_audit where tenant_id = ${tenant.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('a body too large', () => {
  const TEXTS = {
    nl: {
      413: 'De invoer is te groot.',
      limit: 'Hier kan hoogstens 256 KB worden verstuurd.',
      403: 'U heeft geen rol die dit mag.',
    },
    en: {
      413: 'The input is too large.',
      limit: 'At most 256 KB can be sent here.',
      403: 'None of your roles allows this.',
    },
  } as const;
  // Over the staff API's 256 KB for a JSON body: refused by the body parser, before the route's own checks.
  const oversized = JSON.stringify({ kind: 'name', term: 'x'.repeat(300 * 1024) });

  it("is said in the caller's language as the other problems are: session, cookie, Accept-Language, the municipality's default", async () => {
    const dutch = await createTenant(db);
    const english = await createTenant(db, { defaultLocale: 'en_EN' });
    const cases = [
      { what: 'Accept-Language nl', tenant: dutch, headers: { 'accept-language': 'nl' }, expected: 'nl' },
      { what: 'Accept-Language en', tenant: dutch, headers: { 'accept-language': 'en' }, expected: 'en' },
      {
        what: 'cookie en over Accept-Language nl',
        tenant: dutch,
        headers: { cookie: 'pl_lang=en_EN', 'accept-language': 'nl' },
        expected: 'en',
      },
      {
        what: 'cookie nl over Accept-Language en',
        tenant: dutch,
        headers: { cookie: 'pl_lang=nl_NL', 'accept-language': 'en' },
        expected: 'nl',
      },
      {
        what: "municipality's default en, a language it does not speak",
        tenant: english,
        headers: { 'accept-language': 'de' },
        expected: 'en',
      },
      {
        what: 'session en over Accept-Language nl',
        tenant: dutch,
        locale: 'en_EN',
        headers: { 'accept-language': 'nl' },
        expected: 'en',
      },
    ] as const;
    for (const c of cases) {
      const locale = 'locale' in c ? c.locale : undefined;
      const { cookie: searcher } = await signInStaff(app, c.tenant.code, ['klantcontact'], 'Zoeker', { locale });
      const { cookie: other } = await signInStaff(app, c.tenant.code, ['financien'], 'Geen zoeker', { locale });
      const withCookie = (session: string) => {
        const { cookie, ...headers } = c.headers as Record<string, string>;
        return { ...headers, cookie: cookie ? `${session}; ${cookie}` : session };
      };
      const url = `/${c.tenant.code}/beheer/api/v1/inwoners/_zoek`;
      const tooLarge = await app.inject({
        method: 'POST',
        url,
        headers: { ...withCookie(searcher), 'content-type': 'application/json' },
        payload: oversized,
      });
      expect(tooLarge.statusCode, c.what).toBe(413);
      expect(tooLarge.headers['content-type'], c.what).toMatch(/^application\/problem\+json/);
      expect(tooLarge.json(), c.what).toMatchObject({ title: TEXTS[c.expected][413], detail: TEXTS[c.expected].limit });
      // Another problem of the same caller, from the route's own checks, in the same language.
      const refused = await app.inject({
        method: 'POST',
        url,
        headers: { ...withCookie(other), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'plate', term: 'AB12CD' }),
      });
      expect(refused.statusCode, c.what).toBe(403);
      expect(refused.json().title, c.what).toBe(TEXTS[c.expected][403]);
    }
  });
});

describe("the staff session's language (the staff app's language switch)", () => {
  const notFound = { nl: 'Niet gevonden.', en: 'Not found.' } as const;
  const setLanguage = (tenantCode: string, cookie: string | undefined, language: string) =>
    staffCall(app, tenantCode, 'PUT', '/sessie/taal', { ...(cookie ? { cookie } : {}), body: { language } });
  const auditRows = async (tenantId: number) =>
    Number(
      (
        await db
          .selectFrom('staff_audit')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('sets the language of this session only: its later refusals are said in it, over Accept-Language; not audited', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await signInStaff(app, tenant.code, ['klantcontact'], 'Taal', { locale: 'nl_NL' });
    const { cookie: otherSession } = await signInStaff(app, tenant.code, ['klantcontact'], 'Taal', {
      locale: 'nl_NL',
    });
    const unknownFile = (session: string) =>
      staffCall(app, tenant.code, 'GET', '/inwoners/2147483647', { cookie: session, language: 'nl' });
    expect((await staffCall(app, tenant.code, 'GET', '/sessie', { cookie })).json().language).toBe('nl_NL');
    expect((await unknownFile(cookie)).json().title).toBe(notFound.nl);
    const before = await auditRows(tenant.id);

    const set = await setLanguage(tenant.code, cookie, 'en_EN');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ name: 'Taal', roles: ['klantcontact'], language: 'en_EN' });
    expect((await staffCall(app, tenant.code, 'GET', '/sessie', { cookie })).json().language).toBe('en_EN');

    // A later refusal of the handler, a field's reason and a body-parser refusal: English, though the browser asks Dutch.
    const refused = await unknownFile(cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().title).toBe(notFound.en);
    const wrongField = await staffCall(app, tenant.code, 'GET', '/inwoners/0', { cookie, language: 'nl' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({
      title: 'The input is not valid.',
      invalidParams: [{ name: 'params.id', reason: 'The value is out of range' }],
    });
    // A value of the wrong kind is invalid, not missing; a field not sent at all is missing.
    const notANumber = await staffCall(app, tenant.code, 'GET', '/inwoners/abc', { cookie, language: 'nl' });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().invalidParams).toEqual([{ name: 'params.id', reason: 'The value is not valid' }]);
    const noTerm = await staffCall(app, tenant.code, 'POST', '/inwoners/_zoek', {
      cookie,
      language: 'nl',
      body: { kind: 'plate' },
    });
    expect(noTerm.statusCode).toBe(400);
    expect(noTerm.json().invalidParams).toEqual([{ name: 'body.term', reason: 'Required field.' }]);
    const malformed = await app.inject({
      method: 'PUT',
      url: `/${tenant.code}/beheer/api/v1/sessie/taal`,
      headers: { cookie, 'accept-language': 'nl', 'content-type': 'application/json' },
      payload: '{"unclosed',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().title).toBe('The input is not valid.');

    // The staff member's other session keeps its own language; nothing was written to the audit.
    expect((await unknownFile(otherSession)).json().title).toBe(notFound.nl);
    expect(await auditRows(tenant.id)).toBe(before);

    // And back.
    expect((await setLanguage(tenant.code, cookie, 'nl_NL')).json().language).toBe('nl_NL');
    expect(
      (await staffCall(app, tenant.code, 'GET', '/inwoners/2147483647', { cookie, language: 'en' })).json().title,
    ).toBe(notFound.nl);
  });

  it('refuses without a session, with the session of another municipality, and a language it does not speak', async () => {
    const own = await createTenant(db);
    const other = await createTenant(db);
    const { cookie } = await signInStaff(app, own.code, ['auditor'], 'Elders', { locale: 'nl_NL' });

    const none = await setLanguage(own.code, undefined, 'en_EN');
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toMatch(/^application\/problem\+json/);

    const elsewhere = await setLanguage(other.code, cookie, 'en_EN');
    expect(elsewhere.statusCode).toBe(401);
    expect((await staffCall(app, own.code, 'GET', '/sessie', { cookie })).json().language).toBe('nl_NL');

    const german = await setLanguage(own.code, cookie, 'de_DE');
    expect(german.statusCode).toBe(400);
    expect(german.json().invalidParams.map((p: { name: string }) => p.name)).toEqual(['body.language']);
    expect((await staffCall(app, own.code, 'GET', '/sessie', { cookie })).json().language).toBe('nl_NL');

    // Another site may not change it (as every change of the staff API).
    const crossSite = await app.inject({
      method: 'PUT',
      url: `/${own.code}/beheer/api/v1/sessie/taal`,
      headers: { cookie, origin: 'https://elders.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'en_EN' }),
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await staffCall(app, own.code, 'GET', '/sessie', { cookie })).json().language).toBe('nl_NL');
  });
});
