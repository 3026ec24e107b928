import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';

const { app, db } = await testApp();

async function countries(tenant: Tenant, cookie: string) {
  const res = await post(app, tenant.code, 'eloket/get_countries', {}, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().result as { DESCRIPTION: string; CODE: string }[];
}

describe('eloket/get_countries', () => {
  it('lists every country with its ISO code and its name in the caller’s language, sorted by name', async () => {
    const tenant = await createTenant(db);
    const cookie = await relationSessionCookie(db, tenant, await createRelation(db, tenant));
    const nl = await countries(tenant, cookie);
    const en = await countries(tenant, `${cookie}; pl_lang=en_EN`);
    for (const list of [nl, en]) {
      expect(list.length).toBeGreaterThanOrEqual(249);
      expect(new Set(list.map((c) => c.CODE)).size).toBe(list.length);
      for (const country of list) expect(country.CODE).toMatch(/^[A-Z]{2}$/);
    }
    expect(nl).toContainEqual({ DESCRIPTION: 'Nederland', CODE: 'NL' });
    expect(nl).toContainEqual({ DESCRIPTION: 'Duitsland', CODE: 'DE' });
    expect(nl).toContainEqual({ DESCRIPTION: 'België', CODE: 'BE' });
    expect(en).toContainEqual({ DESCRIPTION: 'Netherlands', CODE: 'NL' });
    expect(en).toContainEqual({ DESCRIPTION: 'Germany', CODE: 'DE' });
    const collator = new Intl.Collator('nl', { sensitivity: 'base' });
    const names = nl.map((c) => c.DESCRIPTION);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names.indexOf('Oostenrijk')).toBeLessThan(names.indexOf('Zweden'));
  });

  it('answers SESSION_TIMEOUT without a session', async () => {
    const tenant = await createTenant(db);
    const res = await post(app, tenant.code, 'eloket/get_countries');
    expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
  });
});
