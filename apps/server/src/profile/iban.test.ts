import { describe, expect, it } from 'vitest';
import { findRelation } from '../relations/index.js';
import type { Tenant } from '../tenants/index.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';

const { app, db } = await testApp();

async function relation(tenant: Tenant, relationType = 'P') {
  const relationId = await createRelation(db, tenant, { relationType });
  return { relationId, cookie: await relationSessionCookie(db, tenant, relationId) };
}

function call(tenant: Tenant, cookie: string, endpoint: string, params: Record<string, string> = {}) {
  return post(app, tenant.code, endpoint, params, { cookie });
}

const english = (cookie: string) => `${cookie}; pl_lang=en_EN`;

async function bankAccount(tenant: Tenant, relationId: number) {
  const row = await findRelation(db, tenant.id, relationId);
  return { nr: row?.bankaccount_nr, owner: row?.bankaccount_owner };
}

describe('eloket/check_iban', () => {
  it('answers OK for right IBANs, written in groups and lower case too', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await relation(tenant);
    for (const iban of ['NL91ABNA0417164300', 'nl91 abna 0417 1643 00', 'BE68539007547034', 'DE89370400440532013000']) {
      const res = await call(tenant, cookie, 'eloket/check_iban', { p_iban: iban });
      expect(res.statusCode).toBe(200);
      expect(res.json(), iban).toEqual({
        statuscode: 'OK',
        statusmessage: '',
        messagetype: '',
        result: [{ CHECK_IBAN: 'OK' }],
      });
    }
  });

  it('answers FAILED with statuscode OK and a message that says what is wrong, in the caller’s language', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await relation(tenant);
    const cases: [string, string, string][] = [
      [
        'NL91ABNA0417164301',
        'Het controlegetal van dit IBAN klopt niet. Controleer of u het nummer goed hebt overgenomen.',
        'The check digits of this IBAN are wrong. Check that you copied the number correctly.',
      ],
      [
        'NL91ABNA041716430',
        'Een IBAN met landcode NL (Nederland) heeft 18 tekens; dit IBAN heeft er 17.',
        'An IBAN with country code NL (Netherlands) has 18 characters; this one has 17.',
      ],
      [
        'XX91ABNA0417164300',
        'Dit IBAN begint niet met een bekende landcode (XX). Een IBAN begint met de code van het land, bijvoorbeeld NL.',
        'This IBAN does not start with a known country code (XX). An IBAN starts with the code of its country, for example NL.',
      ],
      [
        'NL91ABNA041716430A',
        'Dit IBAN is niet opgebouwd zoals een IBAN met landcode NL (Nederland). Controleer de letters en cijfers.',
        'This IBAN is not built like an IBAN with country code NL (Netherlands). Check its letters and digits.',
      ],
      // A country of the ISO list that issues no IBANs.
      ['US12345678901234', 'bekende landcode (US)', 'known country code (US)'],
      // A national account checksum (Belgium's) that the mod-97 digits alone would not catch.
      ['BE68539007547035', 'controlegetal', 'check digits'],
    ];
    for (const [iban, dutch, englishText] of cases) {
      const nl = (await call(tenant, cookie, 'eloket/check_iban', { p_iban: iban })).json();
      expect(nl, iban).toMatchObject({ statuscode: 'OK', messagetype: 'E', result: [{ CHECK_IBAN: 'FAILED' }] });
      expect(nl.statusmessage).toContain(dutch);
      const en = (await call(tenant, english(cookie), 'eloket/check_iban', { p_iban: iban })).json();
      expect(en.statusmessage).toContain(englishText);
    }
  });

  it('refuses an empty, too long or non-alphanumeric value as bad input', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await relation(tenant);
    for (const [iban, code] of [
      ['', 'required'],
      ['   ', 'required'],
      [`NL${'1'.repeat(33)}`, 'too_long'],
      ['NL91-ABNA-0417', 'invalid'],
    ] as const) {
      const res = await call(tenant, cookie, 'eloket/check_iban', { p_iban: iban });
      expect(res.statusCode, iban).toBe(400);
      expect(res.json().result).toEqual([{ FIELD: 'p_iban', CODE: code }]);
    }
  });

  it('answers SESSION_TIMEOUT without a session or with another tenant’s', async () => {
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    const { cookie } = await relation(tenant);
    for (const [town, jar] of [
      [other, cookie],
      [tenant, ''],
    ] as const) {
      const res = await call(town, jar, 'eloket/check_iban', { p_iban: 'NL91ABNA0417164300' });
      expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
    }
  });
});

describe('eloket/set_iban', () => {
  it('stores a right IBAN upper-cased without spaces, with the owner upper-cased and trimmed', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant);
    const res = await call(tenant, cookie, 'eloket/set_iban', {
      p_bankaccount_nr: 'nl91 abna 0417 1643 00',
      p_bankaccount_owner: '  j. jansen ',
    });
    expect(res.json()).toEqual({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [] });
    expect(await bankAccount(tenant, relationId)).toEqual({ nr: 'NL91ABNA0417164300', owner: 'J. JANSEN' });
    const naw = (await call(tenant, cookie, 'eloket/get_naw')).json().result[0];
    expect(naw).toMatchObject({ BANKACCOUNT_NR: 'NL91ABNA0417164300', BANKACCOUNT_OWNER: 'J. JANSEN' });
  });

  it('never stores an IBAN that fails the check, and keeps the one there was', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant);
    await call(tenant, cookie, 'eloket/set_iban', { p_bankaccount_nr: 'NL91ABNA0417164300', p_bankaccount_owner: 'A' });
    for (const iban of ['NL91ABNA0417164301', 'NL91ABNA041716430', 'XX91ABNA0417164300', 'NL91ABNA041716430A']) {
      const res = await call(tenant, cookie, 'eloket/set_iban', { p_bankaccount_nr: iban, p_bankaccount_owner: 'B' });
      expect(res.statusCode).toBe(200);
      expect(res.json(), iban).toEqual({
        statuscode: 'IBAN_INVALID',
        statusmessage: 'Dit IBAN is niet juist en is niet opgeslagen. Controleer het nummer.',
        messagetype: 'E',
        result: [],
      });
    }
    expect(await bankAccount(tenant, relationId)).toEqual({ nr: 'NL91ABNA0417164300', owner: 'A' });
  });

  it('deletes IBAN and owner when both are sent empty', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant);
    await call(tenant, cookie, 'eloket/set_iban', { p_bankaccount_nr: 'NL91ABNA0417164300', p_bankaccount_owner: 'A' });
    const res = await call(tenant, cookie, 'eloket/set_iban', { p_bankaccount_nr: '', p_bankaccount_owner: ' ' });
    expect(res.json().statuscode).toBe('OK');
    expect(await bankAccount(tenant, relationId)).toEqual({ nr: null, owner: null });
  });

  it('refuses one of the two without the other with the empty-field message, and an owner too long or with line breaks', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant);
    const cases: [Record<string, string>, string, string][] = [
      [{ p_bankaccount_nr: 'NL91ABNA0417164300', p_bankaccount_owner: '' }, 'p_bankaccount_owner', 'required'],
      [{ p_bankaccount_nr: 'NL91ABNA0417164300' }, 'p_bankaccount_owner', 'required'],
      [{ p_bankaccount_nr: '', p_bankaccount_owner: 'J. JANSEN' }, 'p_bankaccount_nr', 'required'],
      [
        { p_bankaccount_nr: 'NL91ABNA0417164300', p_bankaccount_owner: 'X'.repeat(71) },
        'p_bankaccount_owner',
        'too_long',
      ],
      [{ p_bankaccount_nr: 'NL91ABNA0417164300', p_bankaccount_owner: 'J.\nJANSEN' }, 'p_bankaccount_owner', 'invalid'],
    ];
    for (const [params, field, code] of cases) {
      const res = await call(tenant, cookie, 'eloket/set_iban', params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().result).toEqual([{ FIELD: field, CODE: code }]);
    }
    const empty = await call(tenant, english(cookie), 'eloket/set_iban', { p_bankaccount_nr: 'NL91ABNA0417164300' });
    // The text of the specification's key user.fte.empty_fte.text.
    expect(empty.json().statusmessage).toBe('This field can not be empty');
    expect(await bankAccount(tenant, relationId)).toEqual({ nr: null, owner: null });
  });

  it('changes only the session’s own relation, and refuses another tenant’s session', async () => {
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    const a = await relation(tenant);
    const b = await relation(tenant);
    await call(tenant, a.cookie, 'eloket/set_iban', {
      p_bankaccount_nr: 'NL91ABNA0417164300',
      p_bankaccount_owner: 'A',
    });
    await call(tenant, b.cookie, 'eloket/set_iban', { p_bankaccount_nr: 'BE68539007547034', p_bankaccount_owner: 'B' });
    await call(tenant, b.cookie, 'eloket/set_iban', { p_bankaccount_nr: '', p_bankaccount_owner: '' });
    expect(await bankAccount(tenant, a.relationId)).toEqual({ nr: 'NL91ABNA0417164300', owner: 'A' });
    const naw = (await call(tenant, b.cookie, 'eloket/get_naw')).json().result[0];
    expect(JSON.stringify(naw)).not.toContain('NL91ABNA0417164300');

    const foreign = await call(other, a.cookie, 'eloket/set_iban', { p_bankaccount_nr: '', p_bankaccount_owner: '' });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().statuscode).toBe('SESSION_TIMEOUT');
    expect(await bankAccount(tenant, a.relationId)).toEqual({ nr: 'NL91ABNA0417164300', owner: 'A' });
  });
});
