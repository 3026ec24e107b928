/**
 * The settings screen's API (issue 28), one block per section: the beheerder's change reaches what the
 * resident portal and the operator read, bad input is a 400 problem+json naming the field, every change
 * leaves exactly one audit row with the before and after (secrets masked), secrets are never answered,
 * and another municipality's staff change nothing here (401) nor does a change here reach it.
 */
import { PROBLEM_CONTENT_TYPE } from '@parkeerloket/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describePaymentProvider } from '../../payments/index.js';
import { tenantCatalogue, tenantHelpPages, tenantSettings } from '../../settings/index.js';
import { describeStaffSignIn } from '../../staff-settings/index.js';
import type { Tenant } from '../../tenants/index.js';
import { readImage } from '../../tenants/index.js';
import { signInStaff, staffCall } from '../../test/staff.js';
import { createTenant, testApp } from '../../test/support.js';

const { app, db } = await testApp();

afterEach(() => {
  vi.unstubAllEnvs();
});

async function beheerder(tenant: Tenant) {
  return (await signInStaff(app, tenant.code, ['beheerder'], 'Bea Beheerder', { db })).cookie;
}

async function auditRows(tenantId: number) {
  return db
    .selectFrom('staff_audit')
    .select(['action', 'object_type', 'object_id', 'before', 'after'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
}

function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function expectProblemNaming(answer: Awaited<ReturnType<typeof staffCall>>, field: string) {
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  const params = answer.json().invalidParams as { name: string; reason: string }[];
  expect(params.map((p) => p.name)).toContain(field);
  for (const p of params) expect(p.reason.length).toBeGreaterThan(0);
  return params;
}

/** Another municipality's beheerder is refused on this one's settings, and its change stays its own. */
async function expectOtherMunicipalityRefused(method: 'PUT', path: string, body: unknown) {
  const other = await createTenant(db);
  const cookie = await beheerder(other);
  const own = await createTenant(db);
  const answer = await staffCall(app, own.code, method, path, { cookie, body });
  expect(answer.statusCode).toBe(401);
  expect(await auditRows(own.id)).toHaveLength(0);
}

describe('the settings map (core 3.7) and the message switches', () => {
  it('a beheerder sets and clears settings; the portal reads them; one audit row with before and after', async () => {
    const tenant = await createTenant(db, { settings: { SHOW_MENU_OPTION_HISTORY: '9', MAX_UPLOAD_MB: '3' } });
    const cookie = await beheerder(tenant);
    const answer = await staffCall(app, tenant.code, 'PUT', '/instellingen/portaal', {
      cookie,
      body: { settings: { SHOW_MENU_OPTION_HISTORY: '0', MAX_UPLOAD_MB: null, MESSAGE_PERMIT_ISSUED: 'N' } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const settings = await tenantSettings(db, tenant.id);
    expect(settings.SHOW_MENU_OPTION_HISTORY).toBe('0');
    expect(settings.MAX_UPLOAD_MB).toBeUndefined();
    const message = answer.json().messages.find((m: { kind: string }) => m.kind === 'permit_issued');
    expect(message).toMatchObject({ value: 'N', sends: false });
    const rows = await auditRows(tenant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'set-portal-settings', object_type: 'tenant-settings' });
    expect(json(rows[0]?.before)).toEqual({
      SHOW_MENU_OPTION_HISTORY: '9',
      MAX_UPLOAD_MB: '3',
      MESSAGE_PERMIT_ISSUED: null,
    });
    expect(json(rows[0]?.after)).toEqual({
      SHOW_MENU_OPTION_HISTORY: '0',
      MAX_UPLOAD_MB: null,
      MESSAGE_PERMIT_ISSUED: 'N',
    });
  });

  it("the operator's rules refuse a bad value, naming the setting, and nothing is written", async () => {
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    const bad = await staffCall(app, tenant.code, 'PUT', '/instellingen/portaal', {
      cookie,
      body: { settings: { SHOW_MENU_OPTION_HISTORY: '2', ALTER_LICENSEPLATE_COST: 'vijf euro' } },
    });
    expectProblemNaming(bad, 'body.settings.ALTER_LICENSEPLATE_COST');
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/portaal', {
        cookie,
        body: { settings: { SHOW_MENU_BUTTON: 'ja' } },
      }),
      'body.settings.SHOW_MENU_BUTTON',
    );
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/portaal', {
        cookie,
        body: { settings: { SHOW_MENU_OPTION_HISTORY: 'Y' } },
      }),
      'body.settings.SHOW_MENU_OPTION_HISTORY',
    );
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/portaal', {
        cookie,
        body: { settings: { NOT_A_SETTING: 'Y' } },
      }),
      'body.settings.NOT_A_SETTING',
    );
    expect((await tenantSettings(db, tenant.id)).SHOW_MENU_OPTION_HISTORY).toBeUndefined();
    expect(await auditRows(tenant.id)).toHaveLength(0);
  });

  it('an auditor reads them and cannot change them; another municipality cannot either', async () => {
    const tenant = await createTenant(db, { settings: { CONDITIONS_URL: 'https://example.org/v' } });
    const { cookie } = await signInStaff(app, tenant.code, ['auditor'], 'Aart Auditor', { db });
    const read = await staffCall(app, tenant.code, 'GET', '/instellingen/portaal', { cookie });
    expect(read.statusCode).toBe(200);
    const conditions = read.json().settings.find((s: { name: string }) => s.name === 'CONDITIONS_URL');
    expect(conditions).toMatchObject({ group: 'ours', kind: 'url', value: 'https://example.org/v' });
    const write = await staffCall(app, tenant.code, 'PUT', '/instellingen/portaal', {
      cookie,
      body: { settings: { CONDITIONS_URL: null } },
    });
    expect(write.statusCode).toBe(403);
    await expectOtherMunicipalityRefused('PUT', '/instellingen/portaal', { settings: { SHOW_MENU_BUTTON: 'N' } });
  });
});

describe('text overrides', () => {
  it('sets the Dutch and English wording side by side, the portal serves it, and null restores the bundled text', async () => {
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    const set = await staffCall(app, tenant.code, 'PUT', '/instellingen/teksten/welcome.title', {
      cookie,
      body: { nl: 'Welkom bij parkeren', en: 'Welcome to parking' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      key: 'welcome.title',
      bundled: { nl: 'Welkom', en: 'Welcome' },
      override: { nl: 'Welkom bij parkeren', en: 'Welcome to parking' },
    });
    expect((await tenantCatalogue(db, tenant.id, 'nl_NL')).catalogue['welcome.title']).toBe('Welkom bij parkeren');
    const listed = await staffCall(app, tenant.code, 'GET', '/instellingen/teksten', {
      cookie,
      query: { overridden: 'yes' },
    });
    expect(listed.json().items.map((i: { key: string }) => i.key)).toEqual(['welcome.title']);
    const search = await staffCall(app, tenant.code, 'GET', '/instellingen/teksten', {
      cookie,
      query: { search: 'welcome to parking' },
    });
    expect(search.json().total).toBe(1);

    const restore = await staffCall(app, tenant.code, 'PUT', '/instellingen/teksten/welcome.title', {
      cookie,
      body: { nl: null, en: 'Welcome to parking' },
    });
    expect(restore.json().override).toEqual({ nl: null, en: 'Welcome to parking' });
    expect((await tenantCatalogue(db, tenant.id, 'nl_NL')).catalogue['welcome.title']).toBe('Welkom');
    const rows = await auditRows(tenant.id);
    expect(rows.map((r) => r.action)).toEqual(['set-text-override', 'set-text-override']);
    expect(json(rows[1]?.before)).toEqual({ nl: 'Welkom bij parkeren', en: 'Welcome to parking' });
    expect(json(rows[1]?.after)).toEqual({ nl: null, en: 'Welcome to parking' });
  });

  it('refuses a placeholder the text does not have, an unknown key, a back-office text and another municipality', async () => {
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    const withPlaceholder = Object.entries((await tenantCatalogue(db, tenant.id, 'en_EN')).catalogue).find(
      ([key, text]) => !key.startsWith('staff.') && text.includes('{{'),
    );
    expect(withPlaceholder).toBeDefined();
    const [key] = withPlaceholder as [string, string];
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', `/instellingen/teksten/${key}`, {
        cookie,
        body: { nl: 'Hallo {{iemand}}', en: null },
      }),
      'body.nl',
    );
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/teksten/welcome.title', {
        cookie,
        body: { nl: '', en: null },
      }),
      'body.nl',
    );
    for (const unknown of ['no.such.text', 'staff.settings.title']) {
      const answer = await staffCall(app, tenant.code, 'PUT', `/instellingen/teksten/${unknown}`, {
        cookie,
        body: { nl: 'x', en: 'x' },
      });
      expect(answer.statusCode, unknown).toBe(404);
    }
    expect(await auditRows(tenant.id)).toHaveLength(0);
    await expectOtherMunicipalityRefused('PUT', '/instellingen/teksten/welcome.title', { nl: 'x', en: 'x' });
  });
});

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('logo and background', () => {
  it('stores a PNG logo with its size, served to the portal; one audit row', async () => {
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    const answer = await staffCall(app, tenant.code, 'PUT', '/instellingen/afbeeldingen/logo', {
      cookie,
      body: { data: PNG_1PX.toString('base64') },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ contentType: 'image/png', bytes: PNG_1PX.byteLength, width: 1, height: 1 });
    expect((await readImage(db, tenant.id, 'logo'))?.data.byteLength).toBe(PNG_1PX.byteLength);
    const served = await app.inject({ method: 'GET', url: `/${tenant.code}/municipalities/${tenant.code}.png` });
    expect(served.statusCode).toBe(200);
    const rows = await auditRows(tenant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'set-logo', object_type: 'tenant-image' });
    expect(json(rows[0]?.before)).toBeNull();
  });

  it('refuses a non-image, a PNG as background and an image over 2 MB, naming body.data in the caller language', async () => {
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    const text = await staffCall(app, tenant.code, 'PUT', '/instellingen/afbeeldingen/logo', {
      cookie,
      body: { data: Buffer.from('dit is geen plaatje').toString('base64') },
    });
    const [reason] = expectProblemNaming(text, 'body.data');
    expect(reason?.reason).toMatch(/PNG/);
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/afbeeldingen/background', {
        cookie,
        body: { data: PNG_1PX.toString('base64') },
      }),
      'body.data',
    );
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/afbeeldingen/logo', {
        cookie,
        body: { data: big.toString('base64') },
      }),
      'body.data',
    );
    expect(await readImage(db, tenant.id, 'logo')).toBeUndefined();
    expect(await auditRows(tenant.id)).toHaveLength(0);
    await expectOtherMunicipalityRefused('PUT', '/instellingen/afbeeldingen/logo', {
      data: PNG_1PX.toString('base64'),
    });
  });
});

const contact = {
  phone: '14 0123',
  email: 'parkeren@example.org',
  openingHours: { nl: 'Maandag tot en met vrijdag', en: 'Monday to Friday' },
  contactUrl: 'https://www.example.org/contact',
};

describe('help pages', () => {
  it('the contact page and the accessibility statement reach the public help pages; one audit row each', async () => {
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    const answer = await staffCall(app, tenant.code, 'PUT', '/instellingen/hulppaginas/contact', {
      cookie,
      body: contact,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const statement = {
      status: 'E',
      statementDate: '2026-01-15',
      lastReviewDate: '2026-02-01',
      approvedBy: { nl: 'Het college', en: 'The board' },
      feedbackEmail: 'toegankelijkheid@example.org',
      responseDays: 5,
      ombudsman: { name: { nl: 'Nationale ombudsman', en: 'National Ombudsman' }, url: 'https://example.org/o' },
    };
    const second = await staffCall(app, tenant.code, 'PUT', '/instellingen/hulppaginas/toegankelijkheid', {
      cookie,
      body: statement,
    });
    expect(second.statusCode, second.body).toBe(200);
    const pages = await tenantHelpPages(db, tenant.id);
    expect(pages.contact?.phone).toBe('14 0123');
    expect(pages.accessibility?.lastReviewDate).toBe('2026-02-01');
    const rows = await auditRows(tenant.id);
    expect(rows.map((r) => [r.action, r.object_id])).toEqual([
      ['set-help-page', 'contact'],
      ['set-help-page', 'accessibility'],
    ]);
  });

  it('the list of what is not accessible: added, changed and removed; the public page shows each save; one audit row each', async () => {
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    const base = {
      status: 'B',
      statementDate: '2026-01-15',
      lastReviewDate: '2026-02-01',
      approvedBy: { nl: 'Het college', en: 'The board' },
      evaluations: [{ date: '2026-01-10', organisation: 'Toegankelijk BV' }],
      feedbackEmail: 'toegankelijkheid@example.org',
      responseDays: 5,
      ombudsman: { name: { nl: 'Nationale ombudsman', en: 'National Ombudsman' }, url: 'https://example.org/o' },
    };
    const pdf = {
      description: { nl: 'Oude pdf-formulieren zijn niet toegankelijk.', en: 'Old PDF forms are not accessible.' },
      reason: { nl: 'Onevenredige last.', en: 'Disproportionate burden.' },
      plannedFixDate: '2026-12-31',
    };
    const map = {
      description: { nl: 'De kaart heeft geen tekstalternatief.', en: 'The map has no text alternative.' },
      reason: { nl: 'Nog niet aangepast.', en: 'Not changed yet.' },
    };
    const put = (nonCompliances: unknown[], status = base.status) =>
      staffCall(app, tenant.code, 'PUT', '/instellingen/hulppaginas/toegankelijkheid', {
        cookie,
        body: { ...base, status, nonCompliances },
      });
    const publicList = async () => {
      const res = await app.inject({ method: 'GET', url: `/${tenant.code}/help-pages` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().accessibility.nonCompliances;
    };

    expect((await put([pdf, map])).statusCode).toBe(200);
    expect(await publicList()).toEqual([pdf, map]);
    const changedPdf = { ...pdf, reason: { nl: 'Wordt vervangen.', en: 'Being replaced.' } };
    const changed = await put([changedPdf]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().nonCompliances).toEqual([changedPdf]);
    expect(await publicList()).toEqual([changedPdf]);
    const rows = await auditRows(tenant.id);
    expect(rows.map((r) => [r.action, r.object_id])).toEqual([
      ['set-help-page', 'accessibility'],
      ['set-help-page', 'accessibility'],
    ]);
    expect((json(rows[1]?.before) as { nonCompliances: unknown[] }).nonCompliances).toEqual([pdf, map]);
    expect((json(rows[1]?.after) as { nonCompliances: unknown[] }).nonCompliances).toEqual([changedPdf]);

    // The operator's rules: both languages of each text, an existing date, nothing listed under status A.
    expectProblemNaming(
      await put([{ ...map, description: { nl: 'Alleen Nederlands', en: ' ' } }]),
      'body.nonCompliances.0.description.en',
    );
    expectProblemNaming(await put([{ ...pdf, plannedFixDate: '2026-02-30' }]), 'body.nonCompliances.0.plannedFixDate');
    expectProblemNaming(await put([pdf], 'A'), 'body.nonCompliances');
    expect(await auditRows(tenant.id)).toHaveLength(2);
    expect(await publicList()).toEqual([changedPdf]);

    // Removing the last one: the page says nothing is listed.
    expect((await put([])).statusCode).toBe(200);
    expect(await publicList()).toEqual([]);
    expect(await auditRows(tenant.id)).toHaveLength(3);
  });

  it('names the wrong field: a phone number, a review before the statement', async () => {
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/hulppaginas/contact', {
        cookie,
        body: { ...contact, phone: 'bel ons' },
      }),
      'body.phone',
    );
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/hulppaginas/toegankelijkheid', {
        cookie,
        body: {
          status: 'E',
          statementDate: '2026-03-01',
          lastReviewDate: '2026-01-01',
          approvedBy: { nl: 'x', en: 'x' },
          feedbackEmail: 'a@example.org',
          responseDays: 5,
          ombudsman: { name: { nl: 'x', en: 'x' }, url: 'https://example.org' },
        },
      }),
      'body.lastReviewDate',
    );
    expect(await auditRows(tenant.id)).toHaveLength(0);
    await expectOtherMunicipalityRefused('PUT', '/instellingen/hulppaginas/contact', contact);
  });
});

describe('the payment provider', () => {
  const key = 'test_abcdefghijklmnopqrstuvwxyz123456';

  it('stores the Mollie key write-only: never answered, masked in the audit row', async () => {
    vi.stubEnv('IDENTITY_SECRET_KEY', 'x'.repeat(40));
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    const answer = await staffCall(app, tenant.code, 'PUT', '/instellingen/betaalprovider', {
      cookie,
      body: { provider: 'mollie', apiKey: key },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ provider: 'mollie', hasKey: true });
    expect(answer.body).not.toContain(key);
    expect(await describePaymentProvider(db, tenant.id)).toMatchObject({ provider: 'mollie', apiKeyStored: true });
    const read = await staffCall(app, tenant.code, 'GET', '/instellingen/portaal', { cookie });
    expect(read.json().paymentProvider).toMatchObject({ provider: 'mollie', hasKey: true });
    expect(read.body).not.toContain(key);
    const rows = await auditRows(tenant.id);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(key);
    expect(json(rows[0]?.after)).toMatchObject({ provider: 'mollie', apiKey: '(changed, not shown)' });
  });

  it('refuses a key of the wrong form naming body.apiKey, and without a key to seal it with a 409', async () => {
    vi.stubEnv('IDENTITY_SECRET_KEY', 'x'.repeat(40));
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/betaalprovider', {
        cookie,
        body: { provider: 'mollie', apiKey: 'geen-sleutel' },
      }),
      'body.apiKey',
    );
    vi.stubEnv('IDENTITY_SECRET_KEY', '');
    const unsealed = await staffCall(app, tenant.code, 'PUT', '/instellingen/betaalprovider', {
      cookie,
      body: { provider: 'mollie', apiKey: key },
    });
    expect(unsealed.statusCode).toBe(409);
    expect(unsealed.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(await auditRows(tenant.id)).toHaveLength(0);
    await expectOtherMunicipalityRefused('PUT', '/instellingen/betaalprovider', { provider: 'simulator' });
  });
});

describe('the staff sign-in', () => {
  const oidc = {
    mode: 'oidc',
    issuer: 'https://login.example.org/tenant',
    clientId: 'parkeerloket',
    clientSecret: 'geheim-van-de-client',
    groupClaim: 'groups',
    roleMapping: [{ group: 'PL-Beheer', roles: ['beheerder'] }],
    requireMfa: true,
  };

  it('a beheerder connects the provider; the secret is never answered and masked in the audit row', async () => {
    vi.stubEnv('IDENTITY_SECRET_KEY', 'y'.repeat(40));
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    const answer = await staffCall(app, tenant.code, 'PUT', '/instellingen/aanmelden', { cookie, body: oidc });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().signIn).toMatchObject({
      mode: 'oidc',
      clientId: 'parkeerloket',
      hasClientSecret: true,
      requireMfa: true,
    });
    expect(answer.json().roleMapping).toEqual([{ group: 'PL-Beheer', roles: ['beheerder'] }]);
    expect(answer.body).not.toContain(oidc.clientSecret);
    expect(await describeStaffSignIn(db, tenant.id)).toMatchObject({ mode: 'oidc', hasClientSecret: true });
    // Without a secret the stored one is kept.
    const again = await staffCall(app, tenant.code, 'PUT', '/instellingen/aanmelden', {
      cookie,
      body: { ...oidc, clientSecret: '', groupClaim: 'roles' },
    });
    expect(again.json().signIn).toMatchObject({ groupClaim: 'roles', hasClientSecret: true });
    const rows = await auditRows(tenant.id);
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(oidc.clientSecret);
    expect(json(rows[0]?.after)).toMatchObject({ clientSecret: '(changed, not shown)' });
    expect(json(rows[1]?.after)).not.toHaveProperty('clientSecret');
  });

  it('names the field the rules refuse: an http issuer, no roles for a group', async () => {
    vi.stubEnv('IDENTITY_SECRET_KEY', 'y'.repeat(40));
    const tenant = await createTenant(db);
    const cookie = await beheerder(tenant);
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/aanmelden', {
        cookie,
        body: { ...oidc, issuer: 'http://login.example.org' },
      }),
      'body.issuer',
    );
    expectProblemNaming(
      await staffCall(app, tenant.code, 'PUT', '/instellingen/aanmelden', {
        cookie,
        body: { ...oidc, roleMapping: [{ group: 'PL-Beheer', roles: [] }] },
      }),
      'body.roleMapping.0.roles',
    );
    expect((await describeStaffSignIn(db, tenant.id)).mode).toBe('simulator');
    expect(await auditRows(tenant.id)).toHaveLength(0);
    await expectOtherMunicipalityRefused('PUT', '/instellingen/aanmelden', { mode: 'simulator' });
  });
});
