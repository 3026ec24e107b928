import { defineTexts } from '../define.js';

/** Home (core 2.11). */
export const home = defineTexts({
  'home.title': { nl: 'Overzicht', en: 'Overview' },
  'home.intro': {
    nl: 'Hier ziet u straks uw producten, aanvragen en betalingen in één overzicht.',
    en: 'Here you will soon see your products, requests and payments at a glance.',
  },
});
