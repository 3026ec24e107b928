import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/index.js';
import { updateRelation } from '../relations/index.js';
import { insertSession, SESSION_COOKIE } from '../sessions/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { EMAIL_CODE_POLICY } from './email-verification-service.js';

const { app, db } = await testApp();

async function person(tenant: Tenant, attributes: Record<string, string> = {}) {
  const relationId = await createRelation(db, tenant, { relationType: 'P', ...attributes });
  return { relationId, cookie: await relationSessionCookie(db, tenant, relationId) };
}

function call(tenant: Tenant, cookie: string, endpoint: string, params: Record<string, string> = {}) {
  return post(app, tenant.code, endpoint, params, { cookie });
}

async function naw(tenant: Tenant, cookie: string) {
  return (await call(tenant, cookie, 'eloket/get_naw')).json().result[0];
}

async function lastVerificationCode(tenant: Tenant, email: string): Promise<string> {
  const [message] = await readOutbox(db, tenant.id, { to: email, limit: 1 });
  const code = /^\s+([A-Z2-9]{6})$/m.exec(message?.body ?? '')?.[1];
  if (message?.template !== 'verification_code' || !code) throw new Error(`no verification code for ${email}`);
  return code;
}

function wrongCodeFor(code: string) {
  return code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
}

async function verify(tenant: Tenant, cookie: string, code: string) {
  const res = await call(tenant, cookie, 'eloket/verify_email', { p_verification_code: code });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('eloket/get_naw', () => {
  it('shows a company acting for a branch with its own main address and, beside it, the branch (issue 16)', async () => {
    const tenant = await createTenant(db);
    const kerkstraat = {
      street: 'Kerkstraat',
      nr: '1',
      houseLetter: '',
      addition: '',
      zipcode: '1233',
      zipcodeLetters: 'GA',
      city: 'Voorbeeld',
    };
    const companyId = await createRelation(
      db,
      tenant,
      {
        relationType: 'B',
        name: 'Glansrijk',
        street: 'Industrieweg',
        nr: '100',
        zipcode: '1236',
        zipcodeLetters: 'EF',
        city: 'Voorbeeld',
      },
      {
        service: 'eherkenning',
        branches: [
          { branchNumber: '100000000001', description: 'Glansrijk, Kerkstraat 1, Voorbeeld', address: kerkstraat },
          { branchNumber: '100000000002', description: 'Glansrijk, zonder adres' },
        ],
      },
    );
    const at = async (branchNumber: string | null) => {
      const { token } = await insertSession(
        db,
        tenant.id,
        { relationId: companyId, state: 'authorized', locale: null, loginService: 'eherkenning', branchNumber },
        { idleMinutes: 20, maxHours: 12 },
      );
      return naw(tenant, `${SESSION_COOKIE}=${token}`);
    };

    expect(await at('100000000001')).toMatchObject({
      STREET: 'Industrieweg',
      NR: '100',
      BRANCH: {
        BRANCHNUMBER: '100000000001',
        DESCRIPTION: 'Glansrijk, Kerkstraat 1, Voorbeeld',
        STREET: 'Kerkstraat',
        NR: '1',
        ZIPCODE: '1233',
        CITY: 'Voorbeeld',
      },
    });
    expect((await at('100000000002')).BRANCH).toMatchObject({ BRANCHNUMBER: '100000000002', STREET: '', CITY: '' });
    expect((await at(null)).BRANCH).toBeNull();
  });

  it('answers the session’s own relation as the user record, with FTE flags by relation type', async () => {
    const tenant = await createTenant(db);
    const resident = await person(tenant, {
      firstname: 'Anna',
      lastname: 'de Vries',
      street: 'Dorpsstraat',
      nr: '12',
      houseLetter: 'a',
      zipcode: '1234',
      zipcodeLetters: 'AB',
      city: 'Ons Dorp',
    });
    const companyId = await createRelation(db, tenant, { relationType: 'B', name: 'Bakkerij BV' });
    await updateRelation(db, tenant.id, companyId, { number_of_fte: 12, bankaccount_nr: 'NL91ABNA0417164300' });
    const companyCookie = await relationSessionCookie(db, tenant, companyId);

    const res = await call(tenant, resident.cookie, 'eloket/get_naw');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      expect.objectContaining({
        RELATION_TYPE: 'P',
        FIRSTNAME: 'Anna',
        LASTNAME: 'de Vries',
        STREET: 'Dorpsstraat',
        NR: '12',
        HOUSE_LETTER: 'a',
        ZIPCODE: '1234',
        ZIPCODE_LETTERS: 'AB',
        CITY: 'Ons Dorp',
        FOREIGN_YN: 'N',
        NR_OF_POET: 0,
        EMAIL: null,
        EMAIL_VALIDATION_STATUS: 'NONE',
        SHOW_FTE_YN: 'N',
        EDIT_FTE_YN: 'N',
        ADDRESSES: [],
        SHOW_ADDRESSES: [{ ADDRESS_TYPE: 'POST' }],
        EDIT_ADDRESSES: [{ ADDRESS_TYPE: 'POST' }],
      }),
    ]);
    expect(await naw(tenant, companyCookie)).toMatchObject({
      RELATION_TYPE: 'B',
      NAME: 'Bakkerij BV',
      SHOW_FTE_YN: 'Y',
      EDIT_FTE_YN: 'Y',
      NUMBER_OF_FTE: 12,
      BANKACCOUNT_NR: 'NL91ABNA0417164300',
    });
    expect(JSON.stringify(await naw(tenant, companyCookie))).not.toContain('Anna');
  });

  it('answers SESSION_TIMEOUT to another tenant’s session, a half-finished login and no session', async () => {
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    const resident = await person(tenant, { firstname: 'Geheim' });
    const halfway = await relationSessionCookie(db, tenant, resident.relationId, 'login', 'otp');
    for (const [town, cookie] of [
      [other, resident.cookie],
      [tenant, halfway],
      [tenant, ''],
    ] as const) {
      const res = await call(town, cookie, 'eloket/get_naw');
      expect(res.statusCode).toBe(401);
      expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
      expect(res.body).not.toContain('Geheim');
    }
  });
});

describe('the e-mail verification gate', () => {
  it('sets the address lower-cased as SEND, mails a code, and verifies it in any case (OK)', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await person(tenant);
    const set = await call(tenant, cookie, 'eloket/set_email', { p_email: ' Anna.de-Vries@Example.NL ' });
    expect(set.json()).toEqual({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [] });
    expect(await naw(tenant, cookie)).toMatchObject({
      EMAIL: 'anna.de-vries@example.nl',
      EMAIL_VALIDATION_STATUS: 'SEND',
    });
    const code = await lastVerificationCode(tenant, 'anna.de-vries@example.nl');
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(await verify(tenant, cookie, code.toLowerCase())).toEqual({
      statuscode: 'OK',
      statusmessage: '',
      messagetype: '',
      result: [{ VERIFY_EMAIL: 'OK' }],
    });
    expect((await naw(tenant, cookie)).EMAIL_VALIDATION_STATUS).toBe('VALIDATED');
    // Used: nothing waits for verification any more.
    expect((await verify(tenant, cookie, code)).result).toEqual([{ VERIFY_EMAIL: 'NOVALIDATE' }]);
  });

  it('refuses an address that breaks the e-mail rule', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await person(tenant);
    for (const bad of ['geen-adres', 'a@b', 'a..b@example.nl', '']) {
      const res = await call(tenant, cookie, 'eloket/set_email', { p_email: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().result[0].FIELD).toBe('p_email');
    }
    expect((await naw(tenant, cookie)).EMAIL_VALIDATION_STATUS).toBe('NONE');
  });

  it('answers RETRY for a wrong code while tries are left, then NORETRIESLEFT, even for the right code', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await person(tenant);
    await call(tenant, cookie, 'eloket/set_email', { p_email: 'tries@example.nl' });
    const code = await lastVerificationCode(tenant, 'tries@example.nl');
    const outcomes = [];
    for (let i = 0; i < EMAIL_CODE_POLICY.maxTries; i++) {
      outcomes.push((await verify(tenant, cookie, wrongCodeFor(code))).result[0].VERIFY_EMAIL);
    }
    expect(outcomes).toEqual(['RETRY', 'RETRY', 'RETRY', 'RETRY', 'NORETRIESLEFT']);
    expect((await verify(tenant, cookie, code)).result).toEqual([{ VERIFY_EMAIL: 'NORETRIESLEFT' }]);
    expect((await naw(tenant, cookie)).EMAIL_VALIDATION_STATUS).toBe('SEND');

    // A new code starts afresh.
    await call(tenant, cookie, 'eloket/send_verification_email');
    expect((await verify(tenant, cookie, await lastVerificationCode(tenant, 'tries@example.nl'))).result).toEqual([
      { VERIFY_EMAIL: 'OK' },
    ]);
  });

  it('answers NOVALIDATE with nothing to verify, and when the code was sent to another address than the current one', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await person(tenant);
    expect((await verify(tenant, cookie, 'ABCDEF')).result).toEqual([{ VERIFY_EMAIL: 'NOVALIDATE' }]);
    await call(tenant, cookie, 'eloket/set_email', { p_email: 'eerst@example.nl' });
    const first = await lastVerificationCode(tenant, 'eerst@example.nl');
    // The address changed outside the gate (an operator, another login) while the code was on its way.
    await updateRelation(db, tenant.id, relationId, { email: 'elders@example.nl' });
    expect((await verify(tenant, cookie, first)).result).toEqual([{ VERIFY_EMAIL: 'NOVALIDATE' }]);

    // Through the gate, a new address replaces the old code: the old one is then just a wrong code.
    await call(tenant, cookie, 'eloket/set_email', { p_email: 'daarna@example.nl' });
    const second = await lastVerificationCode(tenant, 'daarna@example.nl');
    if (second !== first) expect((await verify(tenant, cookie, first)).result).toEqual([{ VERIFY_EMAIL: 'RETRY' }]);
    expect((await verify(tenant, cookie, second)).result).toEqual([{ VERIFY_EMAIL: 'OK' }]);
  });

  it('never accepts another relation’s code', async () => {
    const tenant = await createTenant(db);
    const one = await person(tenant);
    const two = await person(tenant);
    await call(tenant, one.cookie, 'eloket/set_email', { p_email: 'een@example.nl' });
    await call(tenant, two.cookie, 'eloket/set_email', { p_email: 'twee@example.nl' });
    const codeOne = await lastVerificationCode(tenant, 'een@example.nl');
    const codeTwo = await lastVerificationCode(tenant, 'twee@example.nl');
    if (codeOne !== codeTwo) expect((await verify(tenant, two.cookie, codeOne)).result[0].VERIFY_EMAIL).toBe('RETRY');
    expect((await naw(tenant, two.cookie)).EMAIL_VALIDATION_STATUS).toBe('SEND');
  });

  it('answers REL-00069 for an expired code, without using a try', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await person(tenant);
    await call(tenant, cookie, 'eloket/set_email', { p_email: 'laat@example.nl' });
    const code = await lastVerificationCode(tenant, 'laat@example.nl');
    await db
      .updateTable('one_time_codes')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('tenant_id', '=', tenant.id)
      .where('relation_id', '=', relationId)
      .execute();
    const res = await verify(tenant, cookie, code);
    expect(res).toEqual({
      statuscode: 'REL-00069',
      statusmessage: 'De code is verlopen. Vraag een nieuwe code aan.',
      messagetype: 'E',
      result: [],
    });
    expect((await naw(tenant, cookie)).EMAIL_VALIDATION_STATUS).toBe('SEND');
  });

  it('sends a new code on request with a notice, at most 5 codes an hour (REL-00070)', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await person(tenant);
    const nothing = await call(tenant, cookie, 'eloket/send_verification_email');
    expect(nothing.json()).toMatchObject({ statuscode: 'EMAIL_NOT_PENDING', messagetype: 'E' });

    await call(tenant, cookie, 'eloket/set_email', { p_email: 'vaak@example.nl' });
    for (let i = 1; i < EMAIL_CODE_POLICY.maxPerHour; i++) {
      const sent = await call(tenant, cookie, 'eloket/send_verification_email', {});
      expect(sent.json()).toEqual({
        statuscode: 'OK',
        statusmessage: 'De bevestigingscode is verstuurd.',
        messagetype: 'I',
        result: [],
      });
    }
    const sixth = await call(tenant, cookie, 'eloket/send_verification_email');
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toMatchObject({ statuscode: 'REL-00070', messagetype: 'E' });
    const changed = await call(tenant, cookie, 'eloket/set_email', { p_email: 'ander@example.nl' });
    expect(changed.json().statuscode).toBe('REL-00070');
    expect((await naw(tenant, cookie)).EMAIL).toBe('vaak@example.nl');
    expect(await readOutbox(db, tenant.id, { limit: 50 })).toHaveLength(EMAIL_CODE_POLICY.maxPerHour);

    // Only the newest code counts.
    const codes = (await readOutbox(db, tenant.id, { limit: 50 })).map((m) => /^\s+([A-Z2-9]{6})$/m.exec(m.body)?.[1]);
    const [newest, previous] = codes;
    if (previous && previous !== newest) {
      expect((await verify(tenant, cookie, previous)).result[0].VERIFY_EMAIL).toBe('RETRY');
    }
    expect((await verify(tenant, cookie, newest ?? '')).result[0].VERIFY_EMAIL).toBe('OK');
  });

  it('mails the code in the relation’s own language', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await person(tenant);
    await updateRelation(db, tenant.id, relationId, { language: 'en_EN' });
    await call(tenant, cookie, 'eloket/set_email', { p_email: 'english@example.nl' });
    const [message] = await readOutbox(db, tenant.id, { limit: 1 });
    expect(message).toMatchObject({ locale: 'en_EN', subject: 'Confirm your e-mail address' });
  });
});
