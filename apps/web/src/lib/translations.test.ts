import type { Locale } from '@parkeerloket/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  type CatalogueStore,
  isStoredCatalogue,
  keepsTexts,
  needsReload,
  type StoredCatalogue,
  Translations,
} from './translations';

function memoryStore(initial: Partial<Record<Locale, StoredCatalogue>> = {}): CatalogueStore {
  const data = new Map(Object.entries(initial) as [Locale, StoredCatalogue][]);
  return { read: (locale) => data.get(locale) ?? null, write: (locale, catalogue) => data.set(locale, catalogue) };
}

const bundled = (locale: Locale) =>
  locale === 'nl_NL'
    ? { 'app.title': 'Parkeerloket', 'municipality.name': 'Gemeente' }
    : { 'app.title': 'Parking counter', 'municipality.name': 'Municipality' };

function source(checksums: Record<string, string>, texts: Record<string, Record<string, string>> = {}) {
  return {
    available: vi.fn(async () => Object.entries(checksums).map(([locale, checksum]) => ({ locale, checksum }))),
    fetch: vi.fn(async (locale: Locale) => ({ checksum: checksums[locale] ?? '', translations: texts[locale] ?? {} })),
  };
}

describe('needsReload', () => {
  it('reloads a missing locale or a changed checksum only', () => {
    expect(needsReload(null, 'a')).toBe(true);
    expect(needsReload({ checksum: 'a', translations: {} }, 'b')).toBe(true);
    expect(needsReload({ checksum: 'a', translations: {} }, 'a')).toBe(false);
  });
});

describe('Translations', () => {
  it('loads a locale that is not stored and overlays the bundled texts', async () => {
    const server = source({ nl_NL: 'c1' }, { nl_NL: { 'municipality.name': 'Gemeente Voorbeeld' } });
    const translations = new Translations(server, memoryStore(), bundled);
    expect(await translations.sync('nl_NL')).toBe(true);
    expect(translations.catalogue('nl_NL')).toEqual({
      'app.title': 'Parkeerloket',
      'municipality.name': 'Gemeente Voorbeeld',
    });
  });

  it('does not reload when the stored checksum is the server checksum', async () => {
    const server = source({ nl_NL: 'c1' });
    const store = memoryStore({ nl_NL: { checksum: 'c1', translations: { 'municipality.name': 'Stored' } } });
    const translations = new Translations(server, store, bundled);
    expect(await translations.sync('nl_NL')).toBe(false);
    expect(server.fetch).not.toHaveBeenCalled();
    expect(translations.catalogue('nl_NL')['municipality.name']).toBe('Stored');
  });

  it('reloads when the checksum changed', async () => {
    const server = source({ en_EN: 'c2' }, { en_EN: { 'municipality.name': 'Sample Town' } });
    const store = memoryStore({ en_EN: { checksum: 'c1', translations: { 'municipality.name': 'Old' } } });
    const translations = new Translations(server, store, bundled);
    expect(await translations.sync('en_EN')).toBe(true);
    expect(translations.catalogue('en_EN')['municipality.name']).toBe('Sample Town');
  });

  it('asks for the available list once for several locales', async () => {
    const server = source({ nl_NL: 'a', en_EN: 'b' });
    const translations = new Translations(server, memoryStore(), bundled);
    await translations.sync('nl_NL');
    await translations.sync('en_EN');
    expect(server.available).toHaveBeenCalledTimes(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the bundled texts when the server fails or lacks the locale', async () => {
    const failing = {
      available: vi.fn(async () => {
        throw new Error('offline');
      }),
      fetch: vi.fn(),
    };
    const translations = new Translations(failing, memoryStore(), bundled);
    expect(await translations.sync('nl_NL')).toBe(false);
    expect(translations.catalogue('nl_NL')).toEqual(bundled('nl_NL'));

    const partial = new Translations(source({ nl_NL: 'a' }), memoryStore(), bundled);
    expect(await partial.sync('en_EN')).toBe(false);
  });
});

describe('keepsTexts', () => {
  it('is true only when every text keeps its wording, whatever keys are added', () => {
    const texts = { 'app.title': 'Parkeerloket', 'welcome.title': 'Welkom' };
    expect(keepsTexts(texts, { 'welcome.title': 'Welkom', 'app.title': 'Parkeerloket' })).toBe(true);
    expect(keepsTexts(texts, { ...texts, 'home.title': 'Home' })).toBe(true);
    expect(keepsTexts(texts, { ...texts, 'welcome.title': 'Welkom!' })).toBe(false);
    expect(keepsTexts(texts, { 'app.title': 'Parkeerloket' })).toBe(false);
    expect(keepsTexts({ a: '' }, { b: '' })).toBe(false);
  });
});

describe('isStoredCatalogue', () => {
  it('accepts only a checksum with string texts', () => {
    expect(isStoredCatalogue({ checksum: 'a', translations: { k: 'v' } })).toBe(true);
    expect(isStoredCatalogue({ checksum: 'a', translations: { k: 1 } })).toBe(false);
    expect(isStoredCatalogue(null)).toBe(false);
    expect(isStoredCatalogue({ translations: {} })).toBe(false);
  });
});
