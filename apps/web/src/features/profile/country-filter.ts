/**
 * The country step's list (core 2.16, 3.4): eloket/get_countries, without the Netherlands (a
 * Dutch address is entered as a domestic one, so that it is checked; the server refuses it as a
 * foreign country with ADDRESS_IN_NETHERLANDS), filtered by description as the user types.
 */
import type { Country } from '@parkeerloket/contract';

const NETHERLANDS = 'NL';

/** Lower-cased and without accents, so 'curacao' finds 'Curaçao' and 'cote' finds 'Côte d'Ivoire'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function foreignCountries(countries: readonly Country[]): Country[] {
  return countries.filter((country) => country.CODE.trim().toUpperCase() !== NETHERLANDS);
}

/** The countries whose description contains the query, case-insensitively; all of them for an empty query. */
export function filterCountries(countries: readonly Country[], query: string): Country[] {
  const needle = foldForSearch(query.trim());
  if (needle === '') return [...countries];
  return countries.filter((country) => foldForSearch(country.DESCRIPTION).includes(needle));
}
