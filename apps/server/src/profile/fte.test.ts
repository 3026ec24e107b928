import { describe, expect, it } from 'vitest';
import { findRelation } from '../relations/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { FTE_MAX } from './fte-service.js';

const { app, db } = await testApp();

async function relation(tenant: Tenant, relationType: string) {
  const relationId = await createRelation(db, tenant, { relationType, name: 'Bedrijf' });
  return { relationId, cookie: await relationSessionCookie(db, tenant, relationId) };
}

function setFte(tenant: Tenant, cookie: string, value?: string) {
  return post(app, tenant.code, 'eloket/set_fte', value === undefined ? {} : { p_number_of_fte: value }, { cookie });
}

async function fteOf(tenant: Tenant, relationId: number) {
  return (await findRelation(db, tenant.id, relationId))?.number_of_fte;
}

describe('eloket/set_fte', () => {
  it('stores a company’s FTE count, which get_naw then shows', async () => {
    const tenant = await createTenant(db);
    const company = await relation(tenant, 'B');
    for (const [value, stored] of [
      ['25', 25],
      [' 012 ', 12],
      ['0', 0],
      [String(FTE_MAX), FTE_MAX],
    ] as const) {
      const res = await setFte(tenant, company.cookie, value);
      expect(res.json(), value).toEqual({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [] });
      expect(await fteOf(tenant, company.relationId)).toBe(stored);
    }
    const naw = (await post(app, tenant.code, 'eloket/get_naw', {}, { cookie: company.cookie })).json().result[0];
    expect(naw).toMatchObject({ SHOW_FTE_YN: 'Y', EDIT_FTE_YN: 'Y', NUMBER_OF_FTE: FTE_MAX });
  });

  it('is refused for a person, whose record says EDIT_FTE_YN N', async () => {
    const tenant = await createTenant(db);
    const person = await relation(tenant, 'P');
    const res = await setFte(tenant, person.cookie, '3');
    expect(res.statusCode).toBe(403);
    expect(res.json().statuscode).toBe('FORBIDDEN');
    expect(await fteOf(tenant, person.relationId)).toBeNull();
  });

  it('refuses letters, signs, decimals, empty and absurd counts with the specified messages, storing nothing', async () => {
    const tenant = await createTenant(db);
    const company = await relation(tenant, 'B');
    const cases: [string | undefined, string][] = [
      ['12a', 'not_a_number'],
      ['twaalf', 'not_a_number'],
      ['-5', 'not_a_number'],
      ['1.5', 'not_a_number'],
      ['', 'required'],
      ['  ', 'required'],
      [undefined, 'required'],
      [String(FTE_MAX + 1), 'out_of_range'],
      ['1000000', 'too_long'],
    ];
    for (const [value, code] of cases) {
      const res = await setFte(tenant, company.cookie, value);
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().result).toEqual([{ FIELD: 'p_number_of_fte', CODE: code }]);
    }
    expect((await setFte(tenant, company.cookie, '')).json().statusmessage).toBe('Dit veld mag niet leeg zijn');
    expect((await setFte(tenant, company.cookie, '12a')).json().statusmessage).toBe('Vul alleen cijfers in');
    expect(await fteOf(tenant, company.relationId)).toBeNull();
  });

  it('changes only the session’s own relation, and refuses another tenant’s session', async () => {
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    const a = await relation(tenant, 'B');
    const b = await relation(tenant, 'B');
    await setFte(tenant, a.cookie, '10');
    await setFte(tenant, b.cookie, '99');
    expect(await fteOf(tenant, a.relationId)).toBe(10);
    const foreign = await setFte(other, a.cookie, '50');
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().statuscode).toBe('SESSION_TIMEOUT');
    expect(await fteOf(tenant, a.relationId)).toBe(10);
  });
});
