/**
 * Countries for foreign addresses (core 3.4, eloket/get_countries): ISO 3166-1 alpha-2 codes with
 * names in Dutch and English, from the maintained i18n-iso-countries list (its 249 ISO countries
 * plus Kosovo's XK, which the EU uses). Dutch takes the everyday name the list gives after the
 * formal one ("Nederland", not "Koninkrijk der Nederlanden"); English its main name.
 */
import type { Country, Locale } from '@parkeerloket/contract';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };

countries.registerLocale(en);
countries.registerLocale(nl);

export const NETHERLANDS = 'NL';

const LANGUAGE: Record<Locale, 'nl' | 'en'> = { nl_NL: 'nl', en_EN: 'en' };

const names = new Map<Locale, Record<string, string>>();

function namesOf(locale: Locale): Record<string, string> {
  let found = names.get(locale);
  if (!found) {
    const language = LANGUAGE[locale];
    found = countries.getNames(language, { select: language === 'nl' ? 'alias' : 'official' });
    names.set(locale, found);
  }
  return found;
}

const lists = new Map<Locale, Country[]>();

/** Every country, sorted by its name in the locale's language. */
export function listCountries(locale: Locale): Country[] {
  let list = lists.get(locale);
  if (!list) {
    const collator = new Intl.Collator(LANGUAGE[locale], { sensitivity: 'base' });
    list = Object.entries(namesOf(locale))
      .map(([code, name]) => ({ DESCRIPTION: name, CODE: code }))
      .sort((a, b) => collator.compare(a.DESCRIPTION, b.DESCRIPTION));
    lists.set(locale, list);
  }
  return list;
}

export function isKnownCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}

export function countryName(code: string, locale: Locale): string {
  return namesOf(locale)[code] ?? code;
}
