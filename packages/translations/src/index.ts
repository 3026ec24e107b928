import { DEFAULT_LOCALE, type Locale } from '@parkeerloket/contract';
import type { Text } from './define.js';
import { ALL_TEXTS } from './texts/index.js';

export type { Text } from './define.js';
export { defineTexts } from './define.js';

export type TextKey = keyof typeof ALL_TEXTS;

const LANGUAGE_OF: Record<Locale, keyof Text> = { nl_NL: 'nl', en_EN: 'en' };

/** The language of a locale: the key of a side-by-side text (and of a catalogue text {nl, en}). */
export function languageOf(locale: Locale): keyof Text {
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

/** The bundled catalogue of one locale, as a flat map of key to text. */
export function bundledCatalogue(locale: Locale): Record<string, string> {
  const language = LANGUAGE_OF[locale];
  const catalogue: Record<string, string> = {};
  for (const [key, text] of Object.entries(ALL_TEXTS) as [string, Text][]) {
    catalogue[key] = text[language];
  }
  return catalogue;
}

export const TEXT_KEYS = Object.keys(ALL_TEXTS) as TextKey[];

/** Fills {{name}} placeholders, as i18next does, for texts used outside React (server messages, e-mail). */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export { DEFAULT_LOCALE };
