/** The staff app's texts (packages/translations, `staff.*`), bundled in both languages. */

import texts from 'virtual:parkeerloket/staff-texts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type StaffLanguage, storedLanguage } from './preferences';

export async function startI18n(): Promise<StaffLanguage> {
  const language = storedLanguage();
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'nl',
    resources: { nl: { translation: texts.nl }, en: { translation: texts.en } },
    // Keys hold dots: they are flat keys, not paths.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return language;
}
