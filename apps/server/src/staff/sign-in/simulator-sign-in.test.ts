import { describe, expect, it } from 'vitest';
import { staffCall } from '../../test/staff.js';
import { createTenant, testApp } from '../../test/support.js';

const { app, db } = await testApp();

function signIn(tenantCode: string, staff: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/${tenantCode}/beheer/aanmelden/simulator`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ staff }).toString(),
  });
}

function cookieOf(response: Awaited<ReturnType<typeof signIn>>): string {
  const header = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('pl_staff='));
  return header?.split(';')[0] ?? '';
}

describe('the staff sign-in simulator', () => {
  it('signs a demo staff member in with their roles: a pl_staff cookie on /{tenant}/beheer, SameSite=Strict', async () => {
    const tenant = await createTenant(db);
    const response = await signIn(tenant.code, 'financien');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/${tenant.code}/beheer/`);
    const header = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('pl_staff=')) ?? '';
    expect(header).toContain(`Path=/${tenant.code}/beheer`);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    const me = await staffCall(app, tenant.code, 'GET', '/sessie', { cookie: cookieOf(response) });
    expect(me.json()).toMatchObject({ name: 'Fenna Financiën', roles: ['financien'] });
  });

  it('gives the Beheerder every role', async () => {
    const tenant = await createTenant(db);
    const me = await staffCall(app, tenant.code, 'GET', '/sessie', {
      cookie: cookieOf(await signIn(tenant.code, 'beheerder')),
    });
    expect(me.json().roles).toEqual(['beheerder', 'klantcontact', 'beoordelaar', 'financien', 'auditor']);
  });

  it('refuses an unknown demo staff member and a post from another site, without a session', async () => {
    const tenant = await createTenant(db);
    const unknown = await signIn(tenant.code, 'directeur');
    expect(unknown.headers.location).toBe(`/${tenant.code}/beheer/aanmelden?fout=unknown-staff`);
    expect(cookieOf(unknown)).toBe('');
    const crossSite = await signIn(tenant.code, 'beheerder', { origin: 'https://evil.example' });
    expect(crossSite.headers.location).toBe(`/${tenant.code}/beheer/aanmelden?fout=cross-site`);
    expect(cookieOf(crossSite)).toBe('');
  });
});

describe('the staff sign-in simulator in production', async () => {
  const production = await testApp({
    config: { NODE_ENV: 'production', PUBLIC_URL: 'https://parkeren.example.nl' },
  });
  it('is refused unless the simulators are switched on', async () => {
    const tenant = await createTenant(production.db);
    const response = await production.app.inject({
      method: 'POST',
      url: `/${tenant.code}/beheer/aanmelden/simulator`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://parkeren.example.nl' },
      payload: 'staff=beheerder',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/${tenant.code}/beheer/aanmelden?fout=simulator-off`);
    const page = await production.app.inject({ url: `/${tenant.code}/beheer/` });
    expect(page.body).not.toContain('Bea Beheerder');
  });
});
