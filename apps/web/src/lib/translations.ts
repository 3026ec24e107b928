/**
 * Server translations (core 3.8, 4.5). The bundled Dutch and English texts are always
 * there; at start-up the list of available translations is fetched, and a locale is
 * (re)loaded when its stored checksum differs from the server's or it is not stored
 * yet. The server's texts then replace the bundled ones key by key (the server is where
 * a municipality's own name and wording live). Keys the server lacks keep the bundled
 * text, so a newer app never shows a bare key.
 */
import { LOCALES, type Locale } from '@parkeerloket/contract';

export type Catalogue = Record<string, string>;

export interface StoredCatalogue {
  checksum: string;
  translations: Catalogue;
}

export interface TranslationSource {
  /** mla/get_available_translations: the server's locales with their checksums. */
  available(): Promise<readonly { locale: string; checksum: string }[]>;
  /** mla/get_translation for one locale. */
  fetch(locale: Locale): Promise<StoredCatalogue>;
}

export interface CatalogueStore {
  read(locale: Locale): StoredCatalogue | null;
  write(locale: Locale, catalogue: StoredCatalogue): void;
}

export function needsReload(stored: StoredCatalogue | null, serverChecksum: string): boolean {
  return stored === null || stored.checksum !== serverChecksum;
}

export function mergeCatalogue(bundled: Catalogue, server: Catalogue | undefined): Catalogue {
  return server ? { ...bundled, ...server } : { ...bundled };
}

/** Whether every text of `current` has the same wording in `next` (which may add keys): then no text in use changes. */
export function keepsTexts(current: Catalogue, next: Catalogue): boolean {
  return Object.keys(current).every((key) => Object.hasOwn(next, key) && current[key] === next[key]);
}

export function isStoredCatalogue(value: unknown): value is StoredCatalogue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as StoredCatalogue;
  return (
    typeof candidate.checksum === 'string' &&
    typeof candidate.translations === 'object' &&
    candidate.translations !== null &&
    Object.values(candidate.translations).every((text) => typeof text === 'string')
  );
}

export class Translations {
  private checksums: Promise<Map<Locale, string>> | null = null;

  constructor(
    private readonly source: TranslationSource,
    private readonly store: CatalogueStore,
    /** The bundled texts of a locale as they are now (lib/bundled-texts.ts: more arrive with the later screens). */
    private readonly bundled: (locale: Locale) => Catalogue,
  ) {}

  /** The texts to use now: bundled, overlaid with the stored server texts. */
  catalogue(locale: Locale): Catalogue {
    return mergeCatalogue(this.bundled(locale), this.store.read(locale)?.translations);
  }

  /** Brings the stored texts of `locale` up to date; true when they changed. Never rejects. */
  async sync(locale: Locale): Promise<boolean> {
    try {
      const checksums = await this.serverChecksums();
      const serverChecksum = checksums.get(locale);
      if (serverChecksum === undefined) return false;
      if (!needsReload(this.store.read(locale), serverChecksum)) return false;
      const fetched = await this.source.fetch(locale);
      this.store.write(locale, fetched);
      return true;
    } catch {
      // The bundled (or previously stored) texts stay in use; the next start tries again.
      this.checksums = null;
      return false;
    }
  }

  private serverChecksums(): Promise<Map<Locale, string>> {
    this.checksums ??= this.source.available().then((items) => {
      const map = new Map<Locale, string>();
      for (const item of items) {
        const locale = LOCALES.find((known) => known === item.locale);
        if (locale) map.set(locale, item.checksum);
      }
      return map;
    });
    return this.checksums;
  }
}
