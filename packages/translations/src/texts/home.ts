import { defineTexts } from '../define.js';

/** Home: the tiles with their counts and descriptions (core 2.11). */
export const home = defineTexts({
  'home.title': { nl: 'Overzicht', en: 'Overview' },
  'home.intro': {
    nl: 'Hier ziet u uw producten, aanvragen en betalingen in één overzicht.',
    en: 'Here you see your products, requests and payments at a glance.',
  },
  'home.tile.current_products': { nl: 'Mijn producten', en: 'My products' },
  'home.tile.current_products.tooltip': {
    nl: 'Uw vergunningen en abonnementen die nu gelden.',
    en: 'Your permits and subscriptions that apply now.',
  },
  'home.tile.requestable_products': { nl: 'Product aanvragen', en: 'Request a product' },
  'home.tile.requestable_products.tooltip': {
    nl: 'Vraag een nieuwe vergunning of een nieuw abonnement aan.',
    en: 'Request a new permit or subscription.',
  },
  'home.tile.prolongations': { nl: 'Verlengingen', en: 'Prolongations' },
  'home.tile.prolongations.tooltip': {
    nl: 'Producten die binnenkort aflopen en die u kunt verlengen.',
    en: 'Products that end soon and that you can prolong.',
  },
  'home.tile.pending_requests': { nl: 'Lopende aanvragen', en: 'Pending requests' },
  'home.tile.pending_requests.tooltip': {
    nl: 'Aanvragen die nog niet klaar zijn, bijvoorbeeld omdat er nog een document nodig is.',
    en: 'Requests that are not finished yet, for example because a document is still needed.',
  },
  'home.tile.shopping_cart': { nl: 'Winkelwagen', en: 'Shopping cart' },
  'home.tile.shopping_cart.tooltip': { nl: 'Wat u nog moet betalen.', en: 'What you still have to pay.' },
  'home.tile.waiting_list': { nl: 'Wachtlijst', en: 'Waiting list' },
  'home.tile.waiting_list.tooltip': {
    nl: 'Uw plaatsen op een wachtlijst voor een product.',
    en: 'Your places on a waiting list for a product.',
  },
  'home.tile.payments': { nl: 'Betalingen', en: 'Payments' },
  'home.tile.payments.tooltip': {
    nl: 'Uw betalingen en betaallinks die nog openstaan.',
    en: 'Your payments and payment links that are still open.',
  },
  'home.tile.count': { nl: 'Aantal: {{count}}', en: 'Number: {{count}}' },
  'home.alert.attention': { nl: 'Let op', en: 'Attention' },
  'home.alert.action': { nl: 'Actie nodig', en: 'Action needed' },
  'home.none': {
    nl: 'Er is op dit moment niets om hier te tonen. Gebruik het menu.',
    en: 'There is nothing to show here at the moment. Use the menu.',
  },
  'home.counts.error.title': { nl: 'De aantallen konden niet worden geladen', en: 'The numbers could not be loaded' },
  'home.counts.error.text': {
    nl: 'De onderdelen werken wel. Probeer het opnieuw om de aantallen te zien.',
    en: 'The sections still work. Try again to see the numbers.',
  },
  'home.counts.retry': { nl: 'Opnieuw proberen', en: 'Try again' },
});
