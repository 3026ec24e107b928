import { defineTexts } from '../define.js';

/** The settings screen (core 2.12) and the contrast theme names used by it and by the header picker. */
export const settings = defineTexts({
  'settings.title': { nl: 'Instellingen', en: 'Settings' },
  'settings.intro': {
    nl: 'Kies de taal en de kleuren van het parkeerloket. Uw keuze wordt bewaard in deze browser.',
    en: 'Choose the language and the colours of the parking counter. Your choice is kept in this browser.',
  },
  'settings.language.legend': { nl: 'Taal', en: 'Language' },
  'settings.contrast.legend': { nl: 'Contrastthema', en: 'Contrast theme' },
  'settings.save': { nl: 'Opslaan', en: 'Save' },
  'contrast.default': { nl: 'Standaard', en: 'Default' },
  'contrast.black-white': { nl: 'Zwart op wit', en: 'Black on white' },
  'contrast.white-black': { nl: 'Wit op zwart', en: 'White on black' },
  'contrast.black-yellow': { nl: 'Zwart op geel', en: 'Black on yellow' },
  'contrast.yellow-black': { nl: 'Geel op zwart', en: 'Yellow on black' },
});
