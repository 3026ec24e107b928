import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { createTenant, testApp } from '../test/support.js';
import { insertOutboxMessage } from './outbox-repository.js';

const queueMailForTest = (db: Database, tenantId: number, to: string, subject: string, body: string) =>
  insertOutboxMessage(db, tenantId, { relationId: null, to, locale: 'nl_NL', template: 'test', subject, body });

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://parkeren.example.nl' } as const;
const TOKEN = 'operator-token-of-at-least-32-characters';

/** HTTP Basic with the token as the password, as a browser sends it once asked. */
const basic = (password: string, user = '') => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

/** The simulators are read from the environment when the app is built. */
async function withSimulatorsForcedOn<T>(build: () => Promise<T>): Promise<T> {
  vi.stubEnv('IDENTITY_SIMULATORS', 'on');
  try {
    return await build();
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('the outbox page of test environments', () => {
  it('shows the tenant’s own newest e-mails, escaped, filtered by address', async () => {
    const { app, db } = await testApp();
    const town = await createTenant(db);
    const other = await createTenant(db);
    await queueMailForTest(db, town.id, 'jan@example.nl', 'Uw code', 'Code: 123456 <b>');
    await queueMailForTest(db, town.id, 'piet@example.nl', 'Andere', 'Code: 999999');
    await queueMailForTest(db, other.id, 'jan@example.nl', 'Elders', 'Code: 555555');
    const res = await app.inject(`/${town.code}/simulator/outbox?to=JAN@example.nl`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Testomgeving');
    expect(res.body).toContain('Code: 123456 &#60;b&#62;');
    expect(res.body).not.toContain('999999');
    expect(res.body).not.toContain('555555');
  });

  it('does not exist in production without the simulators', async () => {
    const { app, db } = await testApp({ config: { ...PRODUCTION, OUTBOX_PAGE_TOKEN: TOKEN } });
    const town = await createTenant(db);
    expect((await app.inject({ url: `/${town.code}/simulator/outbox`, headers: basic(TOKEN) })).statusCode).toBe(404);
  });

  it('is off in production with the simulators forced on, unless the operator’s token is set', async () => {
    const { app, db } = await withSimulatorsForcedOn(() => testApp({ config: PRODUCTION }));
    const town = await createTenant(db);
    await queueMailForTest(db, town.id, 'jan@example.nl', 'Uw code', 'Code: 123456');
    const res = await app.inject({ url: `/${town.code}/simulator/outbox`, headers: basic(TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('123456');
  });

  it('asks for the operator’s token in production, and shows the outbox only to whoever gives it', async () => {
    const { app, db } = await withSimulatorsForcedOn(() =>
      testApp({ config: { ...PRODUCTION, OUTBOX_PAGE_TOKEN: TOKEN } }),
    );
    const town = await createTenant(db);
    await queueMailForTest(db, town.id, 'jan@example.nl', 'Uw code', 'Code: 123456');
    const url = `/${town.code}/simulator/outbox`;
    const refusals = [
      {},
      basic(`${TOKEN}x`),
      basic(TOKEN.slice(0, -1)),
      { authorization: `Bearer ${TOKEN}` },
      { authorization: `Basic ${TOKEN}` },
      { authorization: 'Basic !!!' },
    ];
    for (const headers of refusals) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Basic realm="outbox", charset="UTF-8"');
      expect(res.body).not.toContain('123456');
    }
    const shown = await app.inject({ url, headers: basic(TOKEN, 'beheer') });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Code: 123456');
  });

  it('asks for the token outside production too once it is set', async () => {
    const { app, db } = await testApp({ config: { OUTBOX_PAGE_TOKEN: TOKEN } });
    const town = await createTenant(db);
    expect((await app.inject(`/${town.code}/simulator/outbox`)).statusCode).toBe(401);
    expect((await app.inject({ url: `/${town.code}/simulator/outbox`, headers: basic(TOKEN) })).statusCode).toBe(200);
  });
});
