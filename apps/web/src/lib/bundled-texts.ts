/**
 * The texts bundled with the app (the server's translations replace them key by key).
 *
 * The first screen carries only the texts of the shell, the welcome and settings screens,
 * and the error vocabulary. Every other text arrives in one lazily loaded chunk per language
 * (packages/translations/src/web-texts.ts, made by the build's later-texts plugin), fetched
 * together with the first screen past the welcome screen (app/routes.tsx), so the welcome
 * screen does not grow with every screen the portal gains and nobody downloads the other
 * language. Texts that exist in the server's catalogue (the normal case after the first
 * start) are there from the start either way.
 */
import type { Locale } from '@parkeerloket/contract';
import { FIRST_SCREEN_TEXTS } from '@parkeerloket/translations/texts/first-screen';
import { LANGUAGE_OF } from './locale';
import type { Catalogue } from './translations';

type Language = (typeof LANGUAGE_OF)[Locale];

const LATER_TEXTS: Record<Language, () => Promise<{ default: Readonly<Record<string, string>> }>> = {
  nl: () => import('virtual:parkeerloket/texts-nl'),
  en: () => import('virtual:parkeerloket/texts-en'),
};

const later: Partial<Record<Language, Readonly<Record<string, string>>>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};

export function bundledTexts(locale: Locale): Catalogue {
  const language = LANGUAGE_OF[locale];
  const catalogue: Catalogue = {};
  for (const [key, text] of Object.entries(FIRST_SCREEN_TEXTS)) catalogue[key] = text[language];
  return Object.assign(catalogue, later[language]);
}

/** Whether a screen past the welcome screen has asked for the later texts (in any language). */
export function laterTextsWanted(): boolean {
  return Object.keys(loading).length > 0;
}

/**
 * Loads the later screens' texts of the locale's language once; `onLoaded` puts them in use.
 * A failed load is tried again next time.
 */
export function loadLaterTexts(locale: Locale, onLoaded: () => void): Promise<void> {
  const language = LANGUAGE_OF[locale];
  loading[language] ??= LATER_TEXTS[language]().then(
    (module) => {
      later[language] = module.default;
      onLoaded();
    },
    () => {
      // Offline or a new deployment: the screen still works with the texts at hand.
      delete loading[language];
    },
  );
  return loading[language];
}
