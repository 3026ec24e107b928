import { afterAll, describe, expect, it } from 'vitest';
import type { AddressLookup } from '../addresses/index.js';
import { createPdokLookup } from '../addresses/index.js';
import { HANDLERS } from '../handlers.js';
import type { Tenant } from '../tenants/index.js';
import { startPdokFixtureServer } from '../test/pdok-fixture-server.js';
import { createRelation, createTenant, post, relationSessionCookie, testApp } from '../test/support.js';
import { readAddresses, saveAddress } from './address-repository.js';
import { LOOKUPS_PER_RELATION } from './address-service.js';
import { createProfileHandlers } from './profile-handlers.js';

// ADDRESS_LOOKUP is unset in tests: the built-in register of the demo towns answers.
const { app, db } = await testApp();

// The same server with an adapter that cannot reach its register, and one on recorded PDOK answers.
const unavailable: AddressLookup = {
  name: 'pdok',
  lookupAddress: async () => ({ outcome: 'unavailable', reason: 'no answer within 5000 ms' }),
};
const broken = await testApp({
  handlers: [...HANDLERS, ...createProfileHandlers({ addressLookup: () => unavailable })],
});
const pdokServer = await startPdokFixtureServer();
afterAll(() => pdokServer.close());
// Patient: the fixture answers at once, and a loaded CI machine must not turn an answer into a time-out.
const pdok = createPdokLookup({ baseUrl: pdokServer.baseUrl, timeoutMs: 10_000 });
const national = await testApp({ handlers: [...HANDLERS, ...createProfileHandlers({ addressLookup: () => pdok })] });

async function relation(tenant: Tenant, relationType = 'P') {
  const relationId = await createRelation(db, tenant, { relationType, name: 'Naam' });
  return { relationId, cookie: await relationSessionCookie(db, tenant, relationId) };
}

function call(tenant: Tenant, cookie: string, endpoint: string, params: Record<string, string> = {}, on = app) {
  return post(on, tenant.code, endpoint, params, { cookie });
}

async function naw(tenant: Tenant, cookie: string) {
  return (await call(tenant, cookie, 'eloket/get_naw')).json().result[0];
}

/** Jan Jansen's own address in Voorbeeld (simulator persona), as the address wizard sends it. */
function dutch(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    p_address_type: 'POST',
    p_foreign_yn: 'N',
    p_zipcode: '1234',
    p_zipcode_letters: 'AB',
    p_nr: '12',
    p_house_letter: '',
    p_indication: '',
    p_addition: '',
    ...overrides,
  };
}

function foreign(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    p_address_type: 'POST',
    p_foreign_yn: 'Y',
    p_address1: 'Hauptstraße 5',
    p_address2: '10115 Berlin',
    p_country: 'DE',
    ...overrides,
  };
}

const EMPTY_DUTCH = {
  STREET: '',
  NR: '',
  HOUSE_LETTER: '',
  ADDITION: '',
  INDICATION: '',
  ZIPCODE: '',
  ZIPCODE_LETTERS: '',
  CITY: '',
};
const EMPTY_FOREIGN = { ADDRESS1: '', ADDRESS2: '', COUNTRY: '', COUNTRY_DESCRIPTION: '' };

describe('eloket/check_address', () => {
  it('answers street and city of an address the register knows', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await relation(tenant);
    const res = await call(tenant, cookie, 'eloket/check_address', {
      p_zipcode: '1234',
      p_zipcode_letters: 'ab',
      p_nr: '12',
    });
    expect(res.json()).toEqual({
      statuscode: 'OK',
      statusmessage: '',
      messagetype: '',
      result: [
        { FOREIGN_YN: 'N', ZIPCODE: '1234', ZIPCODE_LETTERS: 'AB', NR: '12', STREET: 'Kerkstraat', CITY: 'Voorbeeld' },
      ],
    });
  });

  it('answers ADDRESS_NOT_FOUND with a translated message when the register does not know it', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await relation(tenant);
    const params = { p_zipcode: '1234', p_zipcode_letters: 'AB', p_nr: '999' };
    const res = await call(tenant, cookie, 'eloket/check_address', params);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statuscode: 'ADDRESS_NOT_FOUND',
      statusmessage: 'Er is geen adres met deze postcode en dit huisnummer. Controleer de postcode en het huisnummer.',
      messagetype: 'E',
      result: [],
    });
    const en = await call(tenant, `${cookie}; pl_lang=en_EN`, 'eloket/check_address', params);
    expect(en.json().statusmessage).toBe(
      'There is no address with this postal code and house number. Please check the postal code and house number.',
    );
  });

  it('refuses malformed postal codes, letters and house numbers with the specified messages', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await relation(tenant);
    const cases: [Record<string, string>, string, string, string][] = [
      [{ p_zipcode: '12345' }, 'p_zipcode', 'postal_code_invalid', 'Een postcode heeft 4 cijfers'],
      [{ p_zipcode: '12a4' }, 'p_zipcode', 'postal_code_invalid', 'Een postcode heeft 4 cijfers'],
      [{ p_zipcode_letters: 'A1' }, 'p_zipcode_letters', 'postal_letters_invalid', ''],
      [{ p_zipcode_letters: 'ABC' }, 'p_zipcode_letters', 'postal_letters_invalid', ''],
      [{ p_nr: '12a' }, 'p_nr', 'house_number_invalid', ''],
      [{ p_nr: '12345678901' }, 'p_nr', 'house_number_invalid', ''],
      [{ p_nr: '' }, 'p_nr', 'required', 'Dit veld mag niet leeg zijn'],
    ];
    for (const [override, field, code, message] of cases) {
      const params = { p_zipcode: '1234', p_zipcode_letters: 'AB', p_nr: '12', ...override };
      const res = await call(tenant, cookie, 'eloket/check_address', params);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().result).toEqual([{ FIELD: field, CODE: code }]);
      if (message) expect(res.json().statusmessage).toBe(message);
    }
  });

  it('allows a fair number of lookups per relation, then RATE_LIMITED', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await relation(tenant);
    const params = { p_zipcode: '9877', p_zipcode_letters: 'AA', p_nr: '1' };
    for (let i = 0; i < LOOKUPS_PER_RELATION.max; i++) {
      expect((await call(tenant, cookie, 'eloket/check_address', params)).json().statuscode).toBe('OK');
    }
    const res = await call(tenant, cookie, 'eloket/check_address', params);
    expect(res.statusCode).toBe(429);
    expect(res.json().statuscode).toBe('RATE_LIMITED');
    // Another relation still has its own.
    const other = await relation(tenant);
    expect((await call(tenant, other.cookie, 'eloket/check_address', params)).json().statuscode).toBe('OK');
  });
});

describe('eloket/set_address and eloket/delete_address', () => {
  it('saves a Dutch address with the register’s street and city, never the browser’s, and get_naw shows it', async () => {
    const tenant = await createTenant(db);
    const { cookie } = await relation(tenant);
    const res = await call(
      tenant,
      cookie,
      'eloket/set_address',
      dutch({
        p_nr: '3',
        p_zipcode_letters: 'ac',
        p_house_letter: 'a',
        p_addition: ' 2 hoog ',
        p_indication: 'Achterom, bel bij buren',
        p_street: 'Nepstraat',
        p_city: 'Nergensdorp',
      }),
    );
    expect(res.json()).toEqual({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [] });
    expect((await naw(tenant, cookie)).ADDRESSES).toEqual([
      {
        ...EMPTY_FOREIGN,
        ADDRESS_TYPE: 'POST',
        FOREIGN_YN: 'N',
        STREET: 'Marktplein',
        NR: '3',
        HOUSE_LETTER: 'A',
        ADDITION: '2 hoog',
        INDICATION: 'Achterom, bel bij buren',
        ZIPCODE: '1234',
        ZIPCODE_LETTERS: 'AC',
        CITY: 'Voorbeeld',
      },
    ]);
  });

  it('replaces the address of a type whole: Dutch by foreign and back, one address per type', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant);
    await call(tenant, cookie, 'eloket/set_address', dutch({ p_indication: 'bij de kerk' }));
    expect((await call(tenant, cookie, 'eloket/set_address', foreign({ p_country: 'de' }))).json().statuscode).toBe(
      'OK',
    );
    expect((await naw(tenant, cookie)).ADDRESSES).toEqual([
      {
        ...EMPTY_DUTCH,
        ADDRESS_TYPE: 'POST',
        FOREIGN_YN: 'Y',
        ADDRESS1: 'Hauptstraße 5',
        ADDRESS2: '10115 Berlin',
        COUNTRY: 'DE',
        COUNTRY_DESCRIPTION: 'Duitsland',
      },
    ]);
    expect(
      (await post(app, tenant.code, 'eloket/get_naw', {}, { cookie: `${cookie}; pl_lang=en_EN` })).json().result[0]
        .ADDRESSES[0].COUNTRY_DESCRIPTION,
    ).toBe('Germany');
    await call(tenant, cookie, 'eloket/set_address', dutch({ p_nr: '5' }));
    expect(await readAddresses(db, tenant.id, relationId)).toEqual([
      {
        addressType: 'POST',
        foreign: false,
        zipcode: '1234',
        zipcodeLetters: 'AB',
        nr: '5',
        houseLetter: '',
        addition: '',
        indication: '',
        street: 'Kerkstraat',
        city: 'Voorbeeld',
      },
    ]);
  });

  it('saves nothing when the register does not know the address', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant);
    await call(tenant, cookie, 'eloket/set_address', foreign());
    const res = await call(tenant, cookie, 'eloket/set_address', dutch({ p_nr: '999' }));
    expect(res.json()).toMatchObject({ statuscode: 'ADDRESS_NOT_FOUND', messagetype: 'E' });
    expect((await readAddresses(db, tenant.id, relationId))[0]).toMatchObject({ foreign: true, country: 'DE' });
  });

  it('refuses a foreign address in the Netherlands and an unknown country', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant);
    const nl = await call(tenant, cookie, 'eloket/set_address', foreign({ p_country: 'NL' }));
    expect(nl.json()).toEqual({
      statuscode: 'ADDRESS_IN_NETHERLANDS',
      statusmessage: 'Een adres in Nederland vult u in als binnenlands adres, met postcode en huisnummer.',
      messagetype: 'E',
      result: [],
    });
    for (const country of ['XX', 'ZZZ', 'Duitsland', '']) {
      const res = await call(tenant, cookie, 'eloket/set_address', foreign({ p_country: country }));
      expect(res.statusCode, country).toBe(400);
      expect(res.json().result).toEqual([{ FIELD: 'p_country', CODE: country === '' ? 'required' : 'not_allowed' }]);
    }
    expect(await readAddresses(db, tenant.id, relationId)).toEqual([]);
  });

  it('refuses each bad address field of core 5 with its message, saving nothing', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant);
    const cases: [Record<string, string>, string, string][] = [
      [dutch({ p_zipcode: '12345' }), 'p_zipcode', 'postal_code_invalid'],
      [dutch({ p_zipcode: '' }), 'p_zipcode', 'required'],
      [dutch({ p_zipcode_letters: 'A1' }), 'p_zipcode_letters', 'postal_letters_invalid'],
      [dutch({ p_zipcode_letters: '' }), 'p_zipcode_letters', 'required'],
      [dutch({ p_nr: '12a' }), 'p_nr', 'house_number_invalid'],
      [dutch({ p_nr: '12345678901' }), 'p_nr', 'house_number_invalid'],
      [dutch({ p_nr: '' }), 'p_nr', 'required'],
      [dutch({ p_house_letter: 'AB' }), 'p_house_letter', 'house_letter_invalid'],
      [dutch({ p_house_letter: '1' }), 'p_house_letter', 'house_letter_invalid'],
      [dutch({ p_addition: 'x'.repeat(11) }), 'p_addition', 'too_long'],
      [dutch({ p_indication: 'x'.repeat(101) }), 'p_indication', 'too_long'],
      [dutch({ p_indication: 'eerste\nregel' }), 'p_indication', 'invalid'],
      [dutch({ p_addition: 'a\tb' }), 'p_addition', 'invalid'],
      [foreign({ p_address1: '' }), 'p_address1', 'required'],
      [foreign({ p_address2: '   ' }), 'p_address2', 'required'],
      [foreign({ p_address1: 'x'.repeat(101) }), 'p_address1', 'too_long'],
      [foreign({ p_address2: 'a\u0000b' }), 'p_address2', 'invalid'],
      [dutch({ p_address_type: 'HOME' }), 'p_address_type', 'not_allowed'],
    ];
    for (const [params, field, code] of cases) {
      const res = await call(tenant, cookie, 'eloket/set_address', params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().result, JSON.stringify(params)).toEqual([{ FIELD: field, CODE: code }]);
    }
    const emptyLine = await call(tenant, cookie, 'eloket/set_address', foreign({ p_address1: '' }));
    // The text of the specification's key user.address.empty_field.text.
    expect(emptyLine.json().statusmessage).toBe('Dit veld mag niet leeg zijn');
    const kind = await call(tenant, cookie, 'eloket/set_address', { ...foreign(), p_foreign_yn: 'X' });
    expect(kind.statusCode).toBe(400);
    expect(await readAddresses(db, tenant.id, relationId)).toEqual([]);
  });

  it('deletes the address of a type, and answers OK when there is none', async () => {
    const tenant = await createTenant(db);
    const company = await relation(tenant, 'B');
    await call(tenant, company.cookie, 'eloket/set_address', dutch({ p_address_type: 'FACT' }));
    await call(tenant, company.cookie, 'eloket/set_address', foreign());
    const res = await call(tenant, company.cookie, 'eloket/delete_address', { p_address_type: 'FACT' });
    expect(res.json()).toEqual({ statuscode: 'OK', statusmessage: '', messagetype: '', result: [] });
    expect((await naw(tenant, company.cookie)).ADDRESSES.map((a: { ADDRESS_TYPE: string }) => a.ADDRESS_TYPE)).toEqual([
      'POST',
    ]);
    expect(
      (await call(tenant, company.cookie, 'eloket/delete_address', { p_address_type: 'FACT' })).json().statuscode,
    ).toBe('OK');
    const bad = await call(tenant, company.cookie, 'eloket/delete_address', { p_address_type: 'THUIS' });
    expect(bad.json().result).toEqual([{ FIELD: 'p_address_type', CODE: 'not_allowed' }]);
  });
});

describe('which addresses a relation sees and edits', () => {
  it('a company shows and edits both types; a person the mailing address, plus an invoice address it has', async () => {
    const tenant = await createTenant(db);
    const company = await relation(tenant, 'B');
    const person = await relation(tenant, 'P');
    const both = [{ ADDRESS_TYPE: 'FACT' }, { ADDRESS_TYPE: 'POST' }];
    expect(await naw(tenant, company.cookie)).toMatchObject({
      SHOW_ADDRESSES: both,
      EDIT_ADDRESSES: both,
      ADDRESSES: [],
    });
    expect(await naw(tenant, person.cookie)).toMatchObject({
      SHOW_ADDRESSES: [{ ADDRESS_TYPE: 'POST' }],
      EDIT_ADDRESSES: [{ ADDRESS_TYPE: 'POST' }],
    });

    for (const endpoint of ['eloket/set_address', 'eloket/delete_address']) {
      const params = endpoint === 'eloket/set_address' ? dutch({ p_address_type: 'FACT' }) : { p_address_type: 'FACT' };
      const res = await call(tenant, person.cookie, endpoint, params);
      expect(res.statusCode, endpoint).toBe(403);
      expect(res.json().statuscode).toBe('FORBIDDEN');
    }

    // Put there by the municipality: shown, not editable.
    await saveAddress(db, tenant.id, person.relationId, 'FACT', {
      foreign: true,
      address1: 'Rue de la Loi 16',
      address2: '1000 Bruxelles',
      country: 'BE',
    });
    const record = await naw(tenant, person.cookie);
    expect(record.SHOW_ADDRESSES).toEqual(both);
    expect(record.EDIT_ADDRESSES).toEqual([{ ADDRESS_TYPE: 'POST' }]);
    expect(record.ADDRESSES).toEqual([
      expect.objectContaining({ ADDRESS_TYPE: 'FACT', COUNTRY_DESCRIPTION: 'België' }),
    ]);
  });
});

describe('another user and another tenant', () => {
  it('relation B never sees or changes relation A’s addresses', async () => {
    const tenant = await createTenant(db);
    const a = await relation(tenant, 'B');
    const b = await relation(tenant, 'B');
    await call(tenant, a.cookie, 'eloket/set_address', dutch({ p_address_type: 'FACT', p_indication: 'Geheim-A' }));
    await call(tenant, a.cookie, 'eloket/set_address', foreign({ p_address1: 'Geheim-A 1' }));
    expect(JSON.stringify(await naw(tenant, b.cookie))).not.toContain('Geheim-A');

    await call(tenant, b.cookie, 'eloket/set_address', dutch({ p_address_type: 'FACT', p_nr: '7' }));
    await call(tenant, b.cookie, 'eloket/delete_address', { p_address_type: 'POST' });
    await call(tenant, b.cookie, 'eloket/delete_address', { p_address_type: 'FACT' });
    const own = await readAddresses(db, tenant.id, a.relationId);
    expect(own.map((x) => x.addressType)).toEqual(['FACT', 'POST']);
    expect(own[0]).toMatchObject({ nr: '12', indication: 'Geheim-A' });
  });

  it('answers SESSION_TIMEOUT to another tenant’s session on every address call, changing nothing', async () => {
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    const a = await relation(tenant, 'B');
    await call(tenant, a.cookie, 'eloket/set_address', foreign());
    for (const [endpoint, params] of [
      ['eloket/check_address', { p_zipcode: '1234', p_zipcode_letters: 'AB', p_nr: '12' }],
      ['eloket/set_address', dutch()],
      ['eloket/delete_address', { p_address_type: 'POST' }],
      ['eloket/get_countries', {}],
    ] as const) {
      const res = await call(other, a.cookie, endpoint, params);
      expect(res.statusCode, endpoint).toBe(401);
      expect(res.json().statuscode).toBe('SESSION_TIMEOUT');
    }
    expect(await readAddresses(db, tenant.id, a.relationId)).toEqual([expect.objectContaining({ country: 'DE' })]);
  });
});

describe('when the address register cannot be asked', () => {
  it('answers ADDRESS_CHECK_UNAVAILABLE with a translated message and saves nothing', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant);
    await call(tenant, cookie, 'eloket/set_address', foreign(), broken.app);
    const check = await call(
      tenant,
      cookie,
      'eloket/check_address',
      { p_zipcode: '1234', p_zipcode_letters: 'AB', p_nr: '12' },
      broken.app,
    );
    expect(check.json()).toEqual({
      statuscode: 'ADDRESS_CHECK_UNAVAILABLE',
      statusmessage:
        'Het adres kan op dit moment niet worden gecontroleerd. Er is niets opgeslagen. Probeer het later opnieuw.',
      messagetype: 'E',
      result: [],
    });
    const set = await call(tenant, `${cookie}; pl_lang=en_EN`, 'eloket/set_address', dutch(), broken.app);
    expect(set.json()).toMatchObject({
      statuscode: 'ADDRESS_CHECK_UNAVAILABLE',
      statusmessage: 'The address cannot be checked at the moment. Nothing has been saved. Please try again later.',
    });
    expect(await readAddresses(db, tenant.id, relationId)).toEqual([expect.objectContaining({ foreign: true })]);
  });
});

describe('with the national address register (PDOK) as adapter', () => {
  it('checks and saves an address with the street and city of the recorded answer', async () => {
    const tenant = await createTenant(db);
    const { relationId, cookie } = await relation(tenant, 'B');
    const check = await call(
      tenant,
      cookie,
      'eloket/check_address',
      { p_zipcode: '9711', p_zipcode_letters: 'LV', p_nr: '1' },
      national.app,
    );
    expect(check.json().result).toEqual([
      { FOREIGN_YN: 'N', ZIPCODE: '9711', ZIPCODE_LETTERS: 'LV', NR: '1', STREET: 'Grote Markt', CITY: 'Groningen' },
    ]);
    const set = await call(
      tenant,
      cookie,
      'eloket/set_address',
      dutch({ p_address_type: 'FACT', p_zipcode: '9711', p_zipcode_letters: 'LV', p_nr: '1', p_house_letter: 'B' }),
      national.app,
    );
    expect(set.json().statuscode).toBe('OK');
    expect(await readAddresses(db, tenant.id, relationId)).toEqual([
      expect.objectContaining({ street: 'Grote Markt', city: 'Groningen', nr: '1', houseLetter: 'B' }),
    ]);
    // The persona's demo address is not in the national register's recorded answers.
    const demo = await call(tenant, cookie, 'eloket/set_address', dutch(), national.app);
    expect(demo.json().statuscode).toBe('ADDRESS_NOT_FOUND');
  });
});
