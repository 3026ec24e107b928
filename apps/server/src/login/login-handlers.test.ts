import { describe, expect, it } from 'vitest';
import { readAudit } from '../audit/audit-log.js';
import { findRelation } from '../relations/index.js';
import { SESSION_COOKIE } from '../sessions/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { nextLoginStep } from './login-process.js';

const { app, db } = await testApp();

const branches = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ branchNumber: String(1000 + i), description: `Vestiging ${i + 1}` }));

async function counts(town: string, cookie: string) {
  return post(app, town, 'eloket/get_overview_counts', {}, { cookie });
}

describe('nextLoginStep', () => {
  it('follows core 4.2: code first, then the branch of a company with several, else authorized', () => {
    expect(nextLoginStep({ pending: 'otp', relationType: 'B', branchCount: 3, onlyBranch: null })).toEqual({
      kind: 'enter-otp',
    });
    expect(nextLoginStep({ pending: null, relationType: 'B', branchCount: 3, onlyBranch: null }).kind).toBe(
      'choose-branch',
    );
    expect(nextLoginStep({ pending: null, relationType: 'B', branchCount: 1, onlyBranch: '7' })).toEqual({
      kind: 'authorize',
      branchNumber: '7',
    });
    expect(nextLoginStep({ pending: null, relationType: 'P', branchCount: 0, onlyBranch: null })).toEqual({
      kind: 'authorize',
      branchNumber: null,
    });
  });
});

describe('login/login_process', () => {
  it('authorizes a resident at once: empty result, then authenticated calls work', async () => {
    const town = await createTenant(db);
    const relationId = await createRelation(db, town);
    const cookie = await relationSessionCookie(db, town, relationId, 'login');
    expect((await counts(town.code, cookie)).json().statuscode).toBe('SESSION_TIMEOUT');
    const res = await post(app, town.code, 'login/login_process', {}, { cookie });
    expect(res.json()).toMatchObject({ statuscode: 'OK', result: [] });
    expect((await counts(town.code, cookie)).statusCode).toBe(200);
    const audit = await readAudit(db, town.id);
    expect(audit[0]).toMatchObject({ event: 'login', outcome: 'success', relation_id: relationId, service: 'digid' });
  });

  it('asks for the one-time code while it is pending', async () => {
    const town = await createTenant(db);
    const relationId = await createRelation(db, town, { relationType: 'B' });
    const cookie = await relationSessionCookie(db, town, relationId, 'login', 'otp');
    const res = await post(app, town.code, 'login/login_process', {}, { cookie });
    expect(res.json().result[0].LOGIN).toBe('ENTER_OTP');
    expect((await counts(town.code, cookie)).json().statuscode).toBe('SESSION_TIMEOUT');
  });

  it('lets a company with several branches page through them and choose one of its own', async () => {
    const town = await createTenant(db);
    const relationId = await createRelation(
      db,
      town,
      { relationType: 'B', name: 'Bakkerij' },
      { branches: branches(25) },
    );
    await createRelation(
      db,
      town,
      { relationType: 'B' },
      { branches: branches(2).map((b) => ({ ...b, branchNumber: `X${b.branchNumber}` })) },
    );
    const cookie = await relationSessionCookie(db, town, relationId, 'login');

    const first = (await post(app, town.code, 'login/login_process', {}, { cookie })).json().result[0];
    expect(first.LOGIN).toBe('CHOOSE_BRANCH');
    expect(first.PAGENUMBER).toBe(1);
    expect(first.BRANCHNUMBERS).toHaveLength(10);
    expect(first.BRANCHNUMBERS[0]).toEqual({ BRANCHNUMBER: '1000', DESCRIPTION: 'Vestiging 1' });

    const second = (await post(app, town.code, 'login/get_next_branchnumbers_page', {}, { cookie })).json().result[0];
    expect(second).toMatchObject({ PAGENUMBER: 2, NUMPAGES: 3 });
    const third = (await post(app, town.code, 'login/get_next_branchnumbers_page', {}, { cookie })).json().result[0];
    expect(third.PAGENUMBER).toBe(3);
    expect(third.BRANCHNUMBERS).toHaveLength(5);
    const again = (
      await post(app, town.code, 'login/get_next_branchnumbers_page', { p_pagenumber: '1' }, { cookie })
    ).json();
    expect(again.result[0].PAGENUMBER).toBe(1);

    const foreign = await post(app, town.code, 'login/register_branch', { p_branchnr: 'X1000' }, { cookie });
    expect(foreign.json().statuscode).toBe('NOT_FOUND');
    expect((await counts(town.code, cookie)).json().statuscode).toBe('SESSION_TIMEOUT');

    const chosen = await post(app, town.code, 'login/register_branch', { p_branchnr: '1012' }, { cookie });
    const renewed = `${SESSION_COOKIE}=${chosen.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
    expect(chosen.json().statuscode).toBe('OK');
    // The branch choice renews the token: the one used during the login is worthless now.
    expect((await counts(town.code, cookie)).statusCode).toBe(401);
    expect((await counts(town.code, renewed)).statusCode).toBe(200);
  });

  it('picks the only branch of a company by itself', async () => {
    const town = await createTenant(db);
    const relationId = await createRelation(db, town, { relationType: 'B' }, { branches: branches(1) });
    const cookie = await relationSessionCookie(db, town, relationId, 'login');
    expect((await post(app, town.code, 'login/login_process', {}, { cookie })).json().result).toEqual([]);
  });

  it('refuses branch calls outside a branch choice, and sessions without a proven identity', async () => {
    const town = await createTenant(db);
    const relationId = await createRelation(db, town, { relationType: 'B' }, { branches: branches(3) });
    const authorized = await relationSessionCookie(db, town, relationId, 'authorized');
    expect(
      (await post(app, town.code, 'login/register_branch', { p_branchnr: '1000' }, { cookie: authorized })).statusCode,
    ).toBe(401);
    expect((await post(app, town.code, 'login/login_process')).json().statuscode).toBe('SESSION_TIMEOUT');
  });

  it('refuses a login session of another tenant', async () => {
    const town = await createTenant(db);
    const elsewhere = await createTenant(db);
    const relationId = await createRelation(db, elsewhere);
    const cookie = await relationSessionCookie(db, elsewhere, relationId, 'login');
    expect((await post(app, town.code, 'login/login_process', {}, { cookie })).json().statuscode).toBe(
      'SESSION_TIMEOUT',
    );
  });
});

describe('login/logout', () => {
  it('ends the session on the server: the old cookie replayed gets SESSION_TIMEOUT', async () => {
    const town = await createTenant(db);
    const relationId = await createRelation(db, town);
    const cookie = await relationSessionCookie(db, town, relationId);
    const res = await post(app, town.code, 'login/logout', {}, { cookie });
    expect(res.json().statuscode).toBe('OK');
    expect(res.cookies.find((c) => c.name === 'pl_session')?.value).toBe('');
    expect((await counts(town.code, cookie)).json().statuscode).toBe('SESSION_TIMEOUT');
  });

  it('answers OK without a session', async () => {
    const town = await createTenant(db);
    expect((await post(app, town.code, 'login/logout')).statusCode).toBe(200);
  });
});

describe('deep-link plate (eloket/set_param)', () => {
  it('stores the plate, normalized, on the relation during login', async () => {
    const town = await createTenant(db);
    const relationId = await createRelation(db, town);
    const cookie = await relationSessionCookie(db, town, relationId, 'login');
    const res = await post(
      app,
      town.code,
      'eloket/set_param',
      { p_paramname: 'DEEPLINK_LICENSEPLATE', p_paramvalue: 'ab-12-cd' },
      { cookie },
    );
    expect(res.json().statuscode).toBe('OK');
    expect((await findRelation(db, town.id, relationId))?.deeplink_license_plate).toBe('AB12CD');
  });

  it('refuses another parameter name and a plate that is not one', async () => {
    const town = await createTenant(db);
    const cookie = await relationSessionCookie(db, town, await createRelation(db, town), 'login');
    for (const params of [
      { p_paramname: 'OTHER', p_paramvalue: 'AB12CD' },
      { p_paramname: 'DEEPLINK_LICENSEPLATE', p_paramvalue: '' },
      { p_paramname: 'DEEPLINK_LICENSEPLATE', p_paramvalue: 'ABCDEFGHIJKL' },
    ]) {
      expect((await post(app, town.code, 'eloket/set_param', params, { cookie })).statusCode).toBe(400);
    }
  });
});
