/**
 * The production app itself (docs/security.md, V3 and V12): built as main.ts builds it, with the
 * configuration production requires (NODE_ENV production, an https PUBLIC_URL; the malware scanner set
 * explicitly, as production asks), and asked over plain http as inject does, so what is secure here is
 * secure because it is production, not because the request came over https. A session cookie is set
 * `Secure`, `HttpOnly` and `SameSite=Lax` on the municipality's path, so is the language cookie, and
 * every answer's Content-Security-Policy carries `upgrade-insecure-requests`.
 */
import { describe, expect, it } from 'vitest';
import { createPermitAccount, hashPassword, updatePasswordHash } from '../login/index.js';
import { SESSION_COOKIE } from '../sessions/index.js';
import { createTenant, post, testApp, testConfig } from '../test/support.js';

const PUBLIC_URL = 'https://parkeren.example.nl';
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL, MALWARE_SCANNER: 'off' } as const;
const { app, db } = await testApp({ config: PRODUCTION });
// What a browser on the portal sends with its own form posts.
const browser = { origin: PUBLIC_URL, host: 'parkeren.example.nl' };
const PASSWORD = 'Geheim123!';

/** The Set-Cookie header of `name`, split into its attributes (lower-cased names, as sent). */
function cookieAttributes(setCookie: string | string[] | undefined, name: string) {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie set`);
  const [, ...attributes] = header.split(';').map((part) => part.trim());
  return new Map(
    attributes.map((a) => {
      const [key = '', value = ''] = a.split('=');
      return [key.toLowerCase(), value];
    }),
  );
}

describe('the production app', () => {
  it('sets the session cookie Secure, HttpOnly and SameSite=Lax on the municipality’s path, over plain http too', async () => {
    const tenant = await createTenant(db, { loginOptions: ['email'] });
    // As the operator makes one (operator create-permit-account), with the password the resident then chose.
    const relationId = await createPermitAccount(
      db,
      tenant,
      { username: 'veilig', email: 'veilig@example.nl' },
      testConfig(PRODUCTION),
    );
    await updatePasswordHash(db, tenant.id, relationId, await hashPassword(PASSWORD));

    const res = await post(
      app,
      tenant.code,
      'login/permit_login',
      { p_username: 'veilig', p_password: PASSWORD },
      browser,
    );
    expect(res.json().statuscode).toBe('OK');
    const session = cookieAttributes(res.headers['set-cookie'], SESSION_COOKIE);
    expect(session.has('secure')).toBe(true);
    expect(session.has('httponly')).toBe(true);
    expect(session.get('samesite')).toBe('Lax');
    expect(session.get('path')).toBe(`/${tenant.code}`);
  });

  it('sets the language cookie Secure too', async () => {
    const tenant = await createTenant(db);
    const res = await post(app, tenant.code, 'eloket/set_language', { p_lan_code: 'en_EN' }, browser);
    expect(res.json().statuscode).toBe('OK');
    const language = cookieAttributes(res.headers['set-cookie'], 'pl_lang');
    expect(language.has('secure')).toBe(true);
    expect(language.get('samesite')).toBe('Lax');
  });

  it('sends upgrade-insecure-requests in the Content-Security-Policy of a page, a service answer and a refusal', async () => {
    const tenant = await createTenant(db);
    const answers = [
      await app.inject({ method: 'GET', url: '/' }),
      await post(app, tenant.code, 'eloket/get_login_options', {}, browser),
      await post(app, tenant.code, 'eloket/get_login_options', {}, { origin: 'https://evil.example' }),
    ];
    for (const res of answers) {
      const directives = String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim());
      expect(directives).toContain('upgrade-insecure-requests');
    }
  });
});
