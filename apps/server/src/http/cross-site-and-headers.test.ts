/**
 * Issue 18: a foreign Origin decides even when Sec-Fetch-Site claims otherwise, origins are
 * compared by scheme, host and port (with PUBLIC_URL in production), and the page's headers:
 * no inline styles, form posts only to the portal and the tenant's own brokers and payment
 * providers, the camera for the portal only.
 */
import { describe, expect, it } from 'vitest';
import { createTenant, post, sessionCookie, testApp } from '../test/support.js';

const { app, db } = await testApp();
const production = await testApp({
  config: { NODE_ENV: 'production', PUBLIC_URL: 'https://parkeren.example.nl', MALWARE_SCANNER: 'off' },
});

const ENDPOINT = 'eloket/get_overview_counts';

describe('issue 18: cross-site posts', () => {
  it('refuses a foreign Origin even when Sec-Fetch-Site says same-site or none', async () => {
    const tenant = await createTenant(db);
    const cookie = await sessionCookie(db, tenant);
    for (const site of ['same-site', 'none', 'same-origin']) {
      const res = await post(
        app,
        tenant.code,
        ENDPOINT,
        {},
        { cookie, origin: 'https://evil.example', 'sec-fetch-site': site },
      );
      expect(res.statusCode, site).toBe(403);
      expect(res.json().statuscode).toBe('FORBIDDEN');
    }
  });

  it('compares the scheme and the port, not only the host', async () => {
    const tenant = await createTenant(db);
    const cookie = await sessionCookie(db, tenant);
    // inject's Host is localhost:80 over http.
    for (const origin of ['https://localhost:80', 'http://localhost:8443', 'http://localhost.evil.example', 'null']) {
      const res = await post(app, tenant.code, ENDPOINT, {}, { cookie, origin, 'sec-fetch-site': 'same-origin' });
      expect(res.statusCode, origin).toBe(403);
    }
    const same = await post(app, tenant.code, ENDPOINT, {}, { cookie, origin: 'http://localhost' });
    expect(same.statusCode).toBe(200);
  });

  it('uses Sec-Fetch-Site only when there is no Origin', async () => {
    const tenant = await createTenant(db);
    const cookie = await sessionCookie(db, tenant);
    expect((await post(app, tenant.code, ENDPOINT, {}, { cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(
      403,
    );
    expect((await post(app, tenant.code, ENDPOINT, {}, { cookie, 'sec-fetch-site': 'same-site' })).statusCode).toBe(
      403,
    );
    expect((await post(app, tenant.code, ENDPOINT, {}, { cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
  });

  it('compares with PUBLIC_URL in production, whatever Host the request names', async () => {
    const tenant = await createTenant(production.db);
    const cookie = await sessionCookie(production.db, tenant);
    const ok = await post(
      production.app,
      tenant.code,
      ENDPOINT,
      {},
      { cookie, origin: 'https://parkeren.example.nl', host: 'parkeren.example.nl' },
    );
    expect(ok.statusCode).toBe(200);
    for (const origin of ['http://parkeren.example.nl', 'https://parkeren.example.nl:8443', 'https://evil.example']) {
      // A forged Host that matches the forged Origin does not help.
      const host = new URL(origin).host;
      const res = await post(production.app, tenant.code, ENDPOINT, {}, { cookie, origin, host });
      expect(res.statusCode, origin).toBe(403);
    }
  });
});

describe('issue 18: security headers', () => {
  it('allows no inline styles, and form posts only to the portal and the tenant’s brokers', async () => {
    const tenant = await createTenant(db);
    await db
      .insertInto('tenant_identity_providers')
      .values({
        tenant_id: tenant.id,
        service: 'digid',
        mode: 'oidc',
        issuer: 'https://broker.example.org/oidc',
        client_id: 'x',
        subject_claim: 'sub',
      })
      .execute();
    const res = await app.inject({ method: 'GET', url: `/${tenant.code}/services/eloket/get_eloket_settings` });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/style-src 'self'(;|$)/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toMatch(/form-action 'self'(;|$)/);
    expect(policy).not.toContain('https:;');

    const page = await app.inject({ method: 'GET', url: `/${tenant.code}/welcome` });
    const pagePolicy = String(page.headers['content-security-policy']);
    expect(pagePolicy).toContain("form-action 'self' https://broker.example.org");
    expect(pagePolicy).not.toContain('unsafe-inline');
  });

  it('sends a Permissions-Policy that allows the camera to the portal only and turns the rest off', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    // Under 'no-referrer' browsers send Origin: null on the portal's own posts; 'same-origin' keeps the Origin check usable.
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const policy = String(res.headers['permissions-policy']);
    expect(policy).toContain('camera=(self)');
    for (const feature of ['geolocation=()', 'microphone=()', 'payment=()', 'usb=()'])
      expect(policy).toContain(feature);
  });

  it('sends helmet’s headers on every answer, a service call, a page and a refusal alike; HSTS in production only', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const tenant = await createTenant(production.db);
    for (const target of [app, production.app]) {
      const answers = [
        await post(target, tenant.code, 'eloket/get_login_options'),
        await post(target, 'nosuchtown', 'eloket/get_login_options'),
        await target.inject({ method: 'GET', url: '/' }),
        await target.inject({ method: 'GET', url: '/no/such/page' }),
      ];
      for (const res of answers) {
        expect(res.headers).toMatchObject(expected);
        expect(res.headers['x-powered-by']).toBeUndefined();
        expect(res.headers['strict-transport-security']).toBe(
          target === production.app ? 'max-age=31536000; includeSubDomains' : undefined,
        );
      }
    }
  });

  it('lets a server-rendered page keep its one stylesheet by its hash, not by unsafe-inline', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
  });
});
