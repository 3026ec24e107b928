/** Which locale to use (core 4.5, 9): the user's saved choice, else the browser language, else nl_NL. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@parkeerloket/contract';

/** The two-letter language of each locale; also the value of <html lang> and Accept-Language. */
export const LANGUAGE_OF: Record<Locale, 'nl' | 'en'> = { nl_NL: 'nl', en_EN: 'en' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first browser language (in the browser's order of preference) whose primary
 * subtag is one of ours; nl_NL when none is.
 */
export function chooseLocale(browserLanguages: readonly string[]): Locale {
  for (const tag of browserLanguages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const match = LOCALES.find((locale) => LANGUAGE_OF[locale] === primary);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
