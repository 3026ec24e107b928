import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createTenant, testApp } from '../test/support.js';
import { insertOutboxMessage } from './outbox-repository.js';

const queueMailForTest = (db: Database, tenantId: number, to: string, subject: string, body: string) =>
  insertOutboxMessage(db, tenantId, { relationId: null, to, locale: 'nl_NL', template: 'test', subject, body });

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
    const { app, db } = await testApp({ config: { NODE_ENV: 'production' } });
    const town = await createTenant(db);
    expect((await app.inject(`/${town.code}/simulator/outbox`)).statusCode).toBe(404);
  });
});
