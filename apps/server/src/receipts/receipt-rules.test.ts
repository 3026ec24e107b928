import { describe, expect, it } from 'vitest';
import { type AddressFields, postalLines, settingLines } from './receipt-rules.js';

const none: AddressFields = {
  foreign_yn: 'N',
  street: '',
  nr: '',
  house_letter: '',
  addition: '',
  zipcode: '',
  zipcode_letters: '',
  city: '',
  address1: '',
  address2: '',
  country: '',
};

describe('postalLines', () => {
  it('writes a Dutch address as street with house number, then postcode and place', () => {
    expect(
      postalLines({
        ...none,
        street: 'Oudegracht',
        nr: '12',
        house_letter: 'a',
        addition: '2 ',
        zipcode: '3511',
        zipcode_letters: 'ab',
        city: 'Utrecht',
      }),
    ).toEqual(['Oudegracht 12a-2', '3511 AB Utrecht']);
    expect(
      postalLines({ ...none, street: 'Markt', nr: '1', zipcode: '1234', zipcode_letters: 'CD', city: 'X' }),
    ).toEqual(['Markt 1', '1234 CD X']);
  });

  it('writes a foreign address as its own lines and country, and no address as no lines', () => {
    expect(postalLines({ ...none, foreign_yn: 'Y', address1: 'Rue 1', address2: ' ', country: 'België' })).toEqual([
      'Rue 1',
      'België',
    ]);
    expect(postalLines(none)).toEqual([]);
  });
});

describe('settingLines', () => {
  it('splits the municipality’s address on commas and new lines', () => {
    expect(settingLines('Stadhuisplein 1, 1234 AB Voorbeeld')).toEqual(['Stadhuisplein 1', '1234 AB Voorbeeld']);
    expect(settingLines('Postbus 16200\n3500 CE Utrecht\n')).toEqual(['Postbus 16200', '3500 CE Utrecht']);
    expect(settingLines(undefined)).toEqual([]);
  });
});
