import { describe, expect, it } from 'vitest';
import { filterCountries, foldForSearch, foreignCountries } from './country-filter';

const COUNTRIES = [
  { CODE: 'BE', DESCRIPTION: 'België' },
  { CODE: 'CW', DESCRIPTION: 'Curaçao' },
  { CODE: 'DE', DESCRIPTION: 'Duitsland' },
  { CODE: 'NL', DESCRIPTION: 'Nederland' },
  { CODE: 'NZ', DESCRIPTION: 'Nieuw-Zeeland' },
];

describe('the country filter', () => {
  it('finds descriptions containing the query, case-insensitively, in the order given', () => {
    expect(filterCountries(COUNTRIES, 'LAND').map((c) => c.CODE)).toEqual(['DE', 'NL', 'NZ']);
    expect(filterCountries(COUNTRIES, 'nieuw').map((c) => c.CODE)).toEqual(['NZ']);
    expect(filterCountries(COUNTRIES, '  duits ').map((c) => c.CODE)).toEqual(['DE']);
  });

  it('gives every country for an empty query and none for an unknown one', () => {
    expect(filterCountries(COUNTRIES, '')).toEqual(COUNTRIES);
    expect(filterCountries(COUNTRIES, '   ')).toEqual(COUNTRIES);
    expect(filterCountries(COUNTRIES, 'xyz')).toEqual([]);
  });

  it('ignores accents either way', () => {
    expect(filterCountries(COUNTRIES, 'curacao').map((c) => c.CODE)).toEqual(['CW']);
    expect(filterCountries(COUNTRIES, 'BELGIË').map((c) => c.CODE)).toEqual(['BE']);
    expect(foldForSearch('Côte d’Ivoire')).toBe('cote d’ivoire');
  });

  it('leaves the Netherlands out of the foreign countries', () => {
    expect(foreignCountries(COUNTRIES).map((c) => c.CODE)).toEqual(['BE', 'CW', 'DE', 'NZ']);
  });
});
