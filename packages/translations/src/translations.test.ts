import {
  CATALOGUE_FILE_PROBLEM_CODES,
  catalogueFileProblemKey,
  ERROR_CODES,
  VALIDATION_CODES,
} from '@parkeerloket/contract';
import { describe, expect, it } from 'vitest';
import { bundledCatalogue, interpolate, localized, TEXT_KEYS } from './index.js';
import { TEXT_MODULES } from './texts/index.js';

describe('the bundled catalogues', () => {
  it('have the same keys in Dutch and English, empty only in both (optional texts a tenant may fill in)', () => {
    const nl = bundledCatalogue('nl_NL');
    const en = bundledCatalogue('en_EN');
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    for (const key of TEXT_KEYS) expect(nl[key] === '', key).toBe(en[key] === '');
  });

  it('never define a key in two modules', () => {
    const seen = new Map<string, string>();
    for (const [module, texts] of Object.entries(TEXT_MODULES)) {
      for (const key of Object.keys(texts)) {
        expect(seen.get(key), `${key} in ${module} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, module);
      }
    }
  });

  it('have a message for every error code and validation code of the contract', () => {
    const keys = new Set<string>(TEXT_KEYS);
    for (const code of ERROR_CODES) expect(keys.has(`error.${code}`), code).toBe(true);
    for (const code of VALIDATION_CODES) expect(keys.has(`validation.${code}`), code).toBe(true);
  });

  it('have a Dutch and an English text for every problem code of the catalogue file validator, not its key', () => {
    const nl = bundledCatalogue('nl_NL');
    const en = bundledCatalogue('en_EN');
    for (const code of CATALOGUE_FILE_PROBLEM_CODES) {
      const key = catalogueFileProblemKey(code);
      expect(nl[key], `nl ${key}`).toBeTruthy();
      expect(en[key], `en ${key}`).toBeTruthy();
      expect(nl[key], key).not.toBe(key);
      expect(en[key], key).not.toBe(key);
      expect(nl[key], `${key} is translated`).not.toBe(en[key]);
    }
    // No text is left for a code the validator no longer has.
    const codeKeys = new Set(CATALOGUE_FILE_PROBLEM_CODES.map(catalogueFileProblemKey));
    for (const key of TEXT_KEYS.filter((k) => k.startsWith('staff.catalogue.check.'))) {
      expect(codeKeys.has(key), key).toBe(true);
    }
  });

  it('use the same placeholders in both languages', () => {
    const nl = bundledCatalogue('nl_NL');
    const en = bundledCatalogue('en_EN');
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of TEXT_KEYS) expect(placeholders(nl[key] ?? ''), key).toEqual(placeholders(en[key] ?? ''));
  });
});

describe('localized', () => {
  it('picks the language of the locale, else Dutch, else English, else any; empty for no text', () => {
    expect(localized({ nl: 'Bewoner', en: 'Resident' }, 'en_EN')).toBe('Resident');
    expect(localized({ nl: 'Bewoner', en: 'Resident' }, 'nl_NL')).toBe('Bewoner');
    expect(localized({ nl: 'Bewoner', en: '' }, 'en_EN')).toBe('Bewoner');
    expect(localized({ nl: '', en: 'Resident' }, 'nl_NL')).toBe('Resident');
    expect(localized({ de: 'Anwohner' }, 'nl_NL')).toBe('Anwohner');
    expect(localized(null, 'nl_NL')).toBe('');
    expect(localized(undefined, 'en_EN')).toBe('');
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(interpolate('{{a}} en {{ b }} en {{c}}', { a: 1, b: 'twee' })).toBe('1 en twee en {{c}}');
  });
});
