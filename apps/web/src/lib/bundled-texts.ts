/**
 * The texts bundled with the app (the server's translations replace them key by key).
 *
 * The first screen carries only the texts of the shell, the welcome and settings screens,
 * and the error vocabulary. Every other text arrives in one lazily loaded chunk, fetched
 * together with the first screen past the welcome screen (app/routes.tsx), so the welcome
 * screen does not grow with every screen the portal gains. Texts that exist in the server's
 * catalogue (the normal case after the first start) are there from the start either way.
 */
import type { Locale } from '@parkeerloket/contract';
import type { Text } from '@parkeerloket/translations';
import { common } from '@parkeerloket/translations/texts/common';
import { errors } from '@parkeerloket/translations/texts/errors';
import { settings } from '@parkeerloket/translations/texts/settings';
import { shell } from '@parkeerloket/translations/texts/shell';
import { welcome } from '@parkeerloket/translations/texts/welcome';
import { LANGUAGE_OF } from './locale';
import type { Catalogue } from './translations';

let texts: Readonly<Record<string, Text>> = { ...common, ...errors, ...shell, ...settings, ...welcome };

export function bundledTexts(locale: Locale): Catalogue {
  const language = LANGUAGE_OF[locale];
  const catalogue: Catalogue = {};
  for (const [key, text] of Object.entries(texts)) catalogue[key] = text[language];
  return catalogue;
}

let allTexts: Promise<void> | null = null;

/** Loads every bundled text once; `onLoaded` puts them in use. A failed load is tried again next time. */
export function loadAllBundledTexts(onLoaded: () => void): Promise<void> {
  allTexts ??= import('@parkeerloket/translations/texts/index').then(
    (module) => {
      texts = module.ALL_TEXTS;
      onLoaded();
    },
    () => {
      // Offline or a new deployment: the screen still works with the texts at hand.
      allTexts = null;
    },
  );
  return allTexts;
}
