/**
 * The language of a text written in both (`{nl, en}`: a catalogue's description, a municipality's help
 * page), read in a locale. Here rather than in the translations package so the browser can use it without
 * bundling the portal's texts.
 */
import type { Locale } from './constants.js';

const LANGUAGE_OF: Record<Locale, 'nl' | 'en'> = { nl_NL: 'nl', en_EN: 'en' };

/** The language of a locale: the key of a side-by-side text (and of a catalogue text {nl, en}). */
export function languageOf(locale: Locale): 'nl' | 'en' {
  return LANGUAGE_OF[locale];
}

/**
 * A text the municipality wrote in both languages (a catalogue's description, {nl, en}) in the
 * locale's language; Dutch, then English, then any, when that one is empty.
 */
export function localized(text: Readonly<Record<string, string>> | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[languageOf(locale)] || text.nl || text.en || Object.values(text)[0] || '';
}
