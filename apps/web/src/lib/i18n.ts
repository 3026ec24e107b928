/**
 * i18next with flat dotted keys (core 4.5; DECISIONS): the bundled Dutch and English
 * texts, replaced by the municipality's server translations (lib/translations.ts).
 * i18next's language codes are 'nl' and 'en'; the contract's locales map onto them.
 */
import { type Locale, TRANSLATION_APPLICATION_CODE, TRANSLATION_VERSION } from '@parkeerloket/contract';
import i18next from 'i18next';
import { startTransition } from 'react';
import { callService } from './api-client';
import { bundledTexts, laterTextsWanted, loadLaterTexts } from './bundled-texts';
import { endpoints } from './endpoints';
import { LANGUAGE_OF } from './locale';
import { readJson, tenantKey, writeJson } from './storage';
import { createStore } from './store';
import { type Catalogue, isStoredCatalogue, keepsTexts, type StoredCatalogue, Translations } from './translations';

export const i18n = i18next.createInstance();

export const currentLocale = createStore<Locale>('nl_NL');

const NAMESPACE = 'translation';

/** The municipality's texts of the first screen that the page carries (lib/boot-data.ts). */
let pageTexts: Partial<Record<Locale, Catalogue>> = {};

function bundledWithPageTexts(locale: Locale): Catalogue {
  return { ...bundledTexts(locale), ...pageTexts[locale] };
}

const translationParams = {
  p_application_code: TRANSLATION_APPLICATION_CODE,
  p_version: TRANSLATION_VERSION,
} as const;

let translations: Translations | null = null;

function createTranslations(tenant: string): Translations {
  return new Translations(
    {
      async available() {
        const answer = await callService(endpoints.getAvailableTranslations, translationParams, { quiet: true });
        return answer.result;
      },
      async fetch(locale) {
        const answer = await callService(
          endpoints.getTranslation,
          { p_locale: locale, ...translationParams },
          { quiet: true },
        );
        const item = answer.result[0];
        if (!item) throw new Error(`No translations for ${locale}`);
        return { checksum: item.checksum, translations: item.translations };
      },
    },
    {
      read(locale) {
        const stored = readJson<unknown>(tenantKey(tenant, `translations.${locale}`));
        return isStoredCatalogue(stored) ? stored : null;
      },
      write(locale, catalogue: StoredCatalogue) {
        writeJson(tenantKey(tenant, `translations.${locale}`), catalogue);
      },
    },
    bundledWithPageTexts,
  );
}

/** Without a tenant there is no server to ask: the bundled texts only. */
const BUNDLED_ONLY = new Translations(
  { available: async () => [], fetch: () => Promise.reject(new Error('No server translations without a tenant')) },
  { read: () => null, write: () => {} },
  bundledTexts,
);

/**
 * Puts the locale's texts as they are now in use; the screens show them in a transition, in slices that yield to
 * input (decision 036). `quietUnlessChanged` (the server's texts after the first screen): when every text in use keeps
 * its wording, the new keys are added without re-rendering anything, as no text on the screen changes; on a first
 * visit that is the usual case, and the comparison then costs no re-render of the page.
 */
function applyCatalogue(locale: Locale, quietUnlessChanged = false): void {
  if (!translations) return;
  const language = LANGUAGE_OF[locale];
  const next = translations.catalogue(locale);
  const current = i18n.getResourceBundle(language, NAMESPACE) as Catalogue | undefined;
  // `next` is a new object of ours: i18next need not copy it (it would, through JSON, by default).
  if (quietUnlessChanged && current && keepsTexts(current, next)) {
    i18n.addResourceBundle(language, NAMESPACE, next, false, true, { silent: true, skipCopy: true });
    return;
  }
  startTransition(() => {
    i18n.removeResourceBundle(language, NAMESPACE);
    i18n.addResourceBundle(language, NAMESPACE, next, false, true, { silent: false, skipCopy: true });
  });
}

function syncInBackground(locale: Locale): Promise<void> {
  if (!translations) return Promise.resolve();
  return translations.sync(locale).then((changed) => {
    if (changed) applyCatalogue(locale, true);
  });
}

/**
 * Starts i18next in `locale` with the texts at hand (bundled, the page's, stored), never waiting
 * for the server: its texts replace them when they differ (a first paint that waits on a chain of
 * calls is what made the first screen slow). The caller starts that comparison (syncTexts) once
 * the first screen is there, so that its calls do not share the network with the screen's own.
 */
export async function startI18n(
  tenant: string | null,
  locale: Locale,
  firstTexts: Partial<Record<Locale, Catalogue>> = {},
): Promise<void> {
  pageTexts = firstTexts;
  translations = tenant === null ? BUNDLED_ONLY : createTranslations(tenant);
  await i18n.init({
    lng: LANGUAGE_OF[locale],
    fallbackLng: false,
    resources: { [LANGUAGE_OF[locale]]: { [NAMESPACE]: translations.catalogue(locale) } },
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: true,
    interpolation: { escapeValue: false },
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added removed', useSuspense: false },
  });
  currentLocale.set(locale);
  document.documentElement.lang = LANGUAGE_OF[locale];
}

/** Brings the current language's texts up to the server's version (they replace the bundled ones when they differ). */
export function syncTexts(): Promise<void> {
  return syncInBackground(currentLocale.get());
}

/** Switches the interface language; the server's texts for it follow when they differ. */
export async function switchLocale(locale: Locale): Promise<void> {
  // Past the welcome screen the later screens' texts are in use: the new language's come first.
  if (laterTextsWanted()) await loadLaterTexts(locale, () => undefined);
  applyCatalogue(locale);
  currentLocale.set(locale);
  document.documentElement.lang = LANGUAGE_OF[locale];
  await i18n.changeLanguage(LANGUAGE_OF[locale]);
  await syncInBackground(locale);
}

/** The texts of the screens past the welcome screen in the current language (lib/bundled-texts.ts); the route loaders wait for them. */
export function loadAllTexts(): Promise<void> {
  const locale = currentLocale.get();
  return loadLaterTexts(locale, () => applyCatalogue(locale));
}

/** Whether a translation exists and is not empty (the welcome conditions text, core 2.2). */
export function hasText(key: string): boolean {
  return i18n.exists(key) && i18n.t(key).trim() !== '';
}
