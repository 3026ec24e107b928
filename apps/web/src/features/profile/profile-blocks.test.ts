import type { UserRecord } from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { addressLines, formatIban, houseNumberText, profileView } from './profile-blocks';

const PERSON: UserRecord = {
  RELATION_TYPE: 'P',
  FIRSTNAME: 'Jan',
  LASTNAME: 'Jansen',
  NAME: 'J. Jansen',
  FOREIGN_YN: 'N',
  STREET: 'Hoofdstraat',
  NR: '12',
  HOUSE_LETTER: 'A',
  ADDITION: '2',
  INDICATION: '',
  ZIPCODE: '1234',
  ZIPCODE_LETTERS: 'AB',
  CITY: 'Voorbeeld',
  NR_OF_POET: 1,
  EMAIL: 'jan.jansen@example.nl',
  EMAIL_VALIDATION_STATUS: 'VALIDATED',
  SHOW_FTE_YN: 'N',
  EDIT_FTE_YN: 'N',
  NUMBER_OF_FTE: null,
  BANKACCOUNT_NR: '',
  BANKACCOUNT_OWNER: '',
  ADDRESSES: [],
  SHOW_ADDRESSES: [{ ADDRESS_TYPE: 'POST' }],
  EDIT_ADDRESSES: [{ ADDRESS_TYPE: 'POST' }],
};

const FACT_ADDRESS = {
  ADDRESS_TYPE: 'FACT' as const,
  FOREIGN_YN: 'Y' as const,
  ADDRESS1: 'Rue 1',
  ADDRESS2: '1000 Bruxelles',
  COUNTRY: 'BE',
};
const POST_ADDRESS = {
  ADDRESS_TYPE: 'POST' as const,
  FOREIGN_YN: 'N' as const,
  STREET: 'Kerkstraat',
  NR: '3',
  ZIPCODE: '5678',
  ZIPCODE_LETTERS: 'CD',
  CITY: 'Proefdorp',
};

describe('the logged-in user block', () => {
  it('shows the name, the street line, the city line and the parking places on own ground', () => {
    expect(profileView(PERSON, false).user).toEqual({
      name: 'J. Jansen',
      streetLine: 'Hoofdstraat 12A-2',
      cityLine: '1234 AB Voorbeeld',
      parkingPlaces: 1,
      addressUnchecked: false,
      branch: null,
    });
  });

  it('shows the branch of this login beside the company’s own address (issue 16)', () => {
    const company = {
      ...PERSON,
      RELATION_TYPE: 'B',
      BRANCH: {
        BRANCHNUMBER: '100000000001',
        DESCRIPTION: 'Glansrijk, Kerkstraat 1, Voorbeeld',
        STREET: 'Kerkstraat',
        NR: '1',
        ZIPCODE: '1233',
        ZIPCODE_LETTERS: 'GA',
        CITY: 'Voorbeeld',
      },
    };
    expect(profileView(company, false).user).toMatchObject({
      streetLine: 'Hoofdstraat 12A-2',
      branch: {
        description: 'Glansrijk, Kerkstraat 1, Voorbeeld',
        streetLine: 'Kerkstraat 1',
        cityLine: '1233 GA Voorbeeld',
      },
    });
  });

  it('says when the register could not confirm the address at this login', () => {
    expect(profileView({ ...PERSON, ADDRESS_UNCHECKED_YN: 'Y' }, false).user.addressUnchecked).toBe(true);
    expect(profileView({ ...PERSON, ADDRESS_UNCHECKED_YN: 'N' }, false).user.addressUnchecked).toBe(false);
  });

  it('builds the name from first and last name without NAME, and shows foreign lines as they are', () => {
    const view = profileView({ ...PERSON, NAME: '', FOREIGN_YN: 'Y', ADDRESS1: 'Rue 1', ADDRESS2: 'Bxl' }, false);
    expect(view.user).toMatchObject({ name: 'Jan Jansen', streetLine: 'Rue 1', cityLine: 'Bxl' });
    expect(profileView({ ...PERSON, NR_OF_POET: null }, false).user.parkingPlaces).toBeNull();
  });

  it('writes house numbers and addresses the Dutch way', () => {
    expect(houseNumberText({ NR: '12' })).toBe('12');
    expect(houseNumberText({ NR: '12', HOUSE_LETTER: 'B', ADDITION: 'bis' })).toBe('12B-bis');
    expect(
      addressLines({ STREET: 'Dorpsweg', NR: '1', INDICATION: 't/o', ZIPCODE: '1234', ZIPCODE_LETTERS: 'AB' }),
    ).toEqual(['Dorpsweg 1 t/o', '1234 AB']);
  });
});

describe('the e-mail block', () => {
  it("shows the resident's own address in full, not masked (issue 24)", () => {
    expect(profileView(PERSON, false).email).toBe(PERSON.EMAIL);
    expect(profileView({ ...PERSON, EMAIL: '  ' }, false).email).toBeNull();
  });
});

describe('the IBAN block', () => {
  it('offers add without an IBAN, edit and delete with one', () => {
    expect(profileView(PERSON, false)).toMatchObject({ iban: null, ibanActions: ['add'] });
    const view = profileView({ ...PERSON, BANKACCOUNT_NR: 'NL91ABNA0417164300', BANKACCOUNT_OWNER: 'J JANSEN' }, false);
    expect(view).toMatchObject({
      iban: { number: 'NL91ABNA0417164300', owner: 'J JANSEN' },
      ibanActions: ['edit', 'delete'],
    });
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('the FTE block', () => {
  it('is shown only when SHOW_FTE_YN is Y', () => {
    expect(profileView(PERSON, false).fte).toBeNull();
    expect(profileView(PERSON, false).blocks).not.toContain('fte');
    expect(profileView({ ...PERSON, SHOW_FTE_YN: 'Y' }, false).blocks).toContain('fte');
  });

  it('offers set without a count and edit with one, only when EDIT_FTE_YN is Y', () => {
    const company = { ...PERSON, RELATION_TYPE: 'B', SHOW_FTE_YN: 'Y' as const };
    expect(profileView({ ...company, EDIT_FTE_YN: 'Y' }, false).fte).toEqual({ value: null, action: 'set' });
    expect(profileView({ ...company, EDIT_FTE_YN: 'Y', NUMBER_OF_FTE: 0 }, false).fte).toEqual({
      value: 0,
      action: 'edit',
    });
    expect(profileView({ ...company, EDIT_FTE_YN: 'N', NUMBER_OF_FTE: 8 }, false).fte).toEqual({
      value: 8,
      action: null,
    });
  });
});

describe('the address block', () => {
  it('shows a type only when it is in SHOW_ADDRESSES, invoice before mailing', () => {
    const both = [{ ADDRESS_TYPE: 'POST' as const }, { ADDRESS_TYPE: 'FACT' as const }];
    expect(profileView({ ...PERSON, SHOW_ADDRESSES: both }, false).addresses.map((a) => a.type)).toEqual([
      'FACT',
      'POST',
    ]);
    expect(profileView({ ...PERSON, SHOW_ADDRESSES: [] }, false).blocks).not.toContain('addresses');
    expect(profileView({ ...PERSON, SHOW_ADDRESSES: null }, false).addresses).toEqual([]);
  });

  it('offers add for a missing editable address, edit and delete for a stored one, nothing when not editable', () => {
    const record = {
      ...PERSON,
      ADDRESSES: [FACT_ADDRESS, POST_ADDRESS],
      SHOW_ADDRESSES: [{ ADDRESS_TYPE: 'FACT' as const }, { ADDRESS_TYPE: 'POST' as const }],
      EDIT_ADDRESSES: [{ ADDRESS_TYPE: 'POST' as const }],
    };
    expect(profileView(record, false).addresses).toEqual([
      { type: 'FACT', address: FACT_ADDRESS, actions: [] },
      { type: 'POST', address: POST_ADDRESS, actions: ['edit', 'delete'] },
    ]);
    expect(profileView({ ...record, ADDRESSES: [] }, false).addresses).toEqual([
      { type: 'FACT', address: null, actions: [] },
      { type: 'POST', address: null, actions: ['add'] },
    ]);
  });

  it('does not show an editable type that SHOW_ADDRESSES leaves out', () => {
    const view = profileView({ ...PERSON, EDIT_ADDRESSES: [{ ADDRESS_TYPE: 'FACT' }] }, false);
    expect(view.addresses.map((a) => a.type)).toEqual(['POST']);
  });
});

describe('the blocks', () => {
  it('come in the order of core 2.13; change password only when the server says Y', () => {
    expect(profileView(PERSON, false).blocks).toEqual(['user', 'email', 'iban', 'addresses']);
    expect(profileView({ ...PERSON, SHOW_FTE_YN: 'Y' }, true).blocks).toEqual([
      'user',
      'email',
      'iban',
      'fte',
      'addresses',
      'password',
    ]);
  });
});
