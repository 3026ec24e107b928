import { DEFAULT_LOCALE, type Locale, languageOf } from '@parkeerloket/contract';
import type { Text } from './define.js';
import { ALL_TEXTS } from './texts/index.js';

// The side-by-side text rules live in the contract (the browser reads them without the texts).
export { languageOf, localized } from '@parkeerloket/contract';
export type { Text } from './define.js';
export { defineTexts } from './define.js';

export type TextKey = keyof typeof ALL_TEXTS;

/** The bundled catalogue of one locale, as a flat map of key to text. */
export function bundledCatalogue(locale: Locale): Record<string, string> {
  const language = languageOf(locale);
  const catalogue: Record<string, string> = {};
  for (const [key, text] of Object.entries(ALL_TEXTS) as [string, Text][]) {
    catalogue[key] = text[language];
  }
  return catalogue;
}

export const TEXT_KEYS = Object.keys(ALL_TEXTS) as TextKey[];

/** Fills {{name}} placeholders, as i18next does, for texts used outside React (server messages, e-mail). */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  // Most texts have no placeholder: no regular expression for them (a listing asks for one per row, issue 29).
  if (!template.includes('{{')) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export { DEFAULT_LOCALE };
