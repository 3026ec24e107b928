import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../login/index.js';
import { createBuiltinLookup } from './builtin-lookup.js';
import { BUILTIN_REGISTER } from './builtin-register.js';

const builtin = createBuiltinLookup();

describe('the built-in address register', () => {
  it('knows the address of every simulator persona that has one, with its street and city', async () => {
    const personas = [...PERSONAS.digid, ...PERSONAS.eherkenning].filter((p) => p.attributes.zipcode);
    expect(personas.length).toBeGreaterThanOrEqual(8);
    for (const { attributes: a } of personas) {
      const result = await builtin.lookupAddress({
        zipcode: a.zipcode ?? '',
        letters: a.zipcodeLetters ?? '',
        nr: a.nr ?? '',
        houseLetter: a.houseLetter ?? '',
        addition: a.addition ?? '',
      });
      expect(result, `${a.street} ${a.nr}`).toEqual({ outcome: 'found', street: a.street, city: a.city });
    }
  });

  it('holds the odd or the even side of a street as its postal code says', async () => {
    expect(await builtin.lookupAddress({ zipcode: '9876', letters: 'ZX', nr: '7' })).toMatchObject({
      outcome: 'found',
      street: 'Molenweg',
    });
    expect(await builtin.lookupAddress({ zipcode: '9876', letters: 'ZX', nr: '8' })).toEqual({ outcome: 'not-found' });
    expect(await builtin.lookupAddress({ zipcode: '9876', letters: 'ZW', nr: '8' })).toMatchObject({
      outcome: 'found',
      street: 'Molenweg',
    });
  });

  it('answers not-found outside its ranges, for unknown postal codes and malformed queries', async () => {
    for (const query of [
      { zipcode: '1234', letters: 'AB', nr: '999' },
      { zipcode: '1234', letters: 'ZX', nr: '1' },
      { zipcode: '0000', letters: 'AA', nr: '1' },
      { zipcode: '1234', letters: 'ab', nr: '1' },
      { zipcode: '1234', letters: 'AB', nr: '' },
    ]) {
      expect(await builtin.lookupAddress(query), JSON.stringify(query)).toEqual({ outcome: 'not-found' });
    }
  });

  it('is well formed: postal codes of 4 digits and 2 letters, sane ranges, only the demo towns', () => {
    for (const stretch of BUILTIN_REGISTER) {
      expect(stretch.postcode).toMatch(/^\d{4}[A-Z]{2}$/);
      expect(stretch.from).toBeGreaterThanOrEqual(1);
      expect(stretch.to).toBeGreaterThanOrEqual(stretch.from);
      expect(['Voorbeeld', 'Proefdorp']).toContain(stretch.city);
    }
  });
});
