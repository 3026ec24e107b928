import { defineTexts } from '../define.js';

/** The requestable products screen and the catalogue's messages (lifecycle 2.2). */
export const catalogue = defineTexts({
  'catalogue.title': { nl: 'Product aanvragen', en: 'Request a product' },
  'catalogue.intro': {
    nl: 'Kies het product dat u wilt aanvragen.',
    en: 'Choose the product you want to request.',
  },
  'catalogue.empty': {
    nl: 'Er zijn op dit moment geen producten die u kunt aanvragen.',
    en: 'There are no products you can request at the moment.',
  },
  'catalogue.error.title': { nl: 'De producten konden niet worden geladen', en: 'The products could not be loaded' },
  'catalogue.retry': { nl: 'Opnieuw proberen', en: 'Try again' },

  // The plate brought in at entry.
  'catalogue.plate.label': { nl: 'Uw kenteken', en: 'Your licence plate' },
  'catalogue.plate.text': {
    nl: 'U opende het parkeerloket met dit kenteken.',
    en: 'You opened the parking counter with this licence plate.',
  },
  'catalogue.plate.other': { nl: 'Ander kenteken', en: 'Other licence plate' },
  'catalogue.plate.other.hint': {
    nl: 'U gaat naar een andere website om een ander kenteken te controleren.',
    en: 'You go to another website to check another licence plate.',
  },

  // Categories.
  'catalogue.category.other': { nl: 'Overige producten', en: 'Other products' },
  'catalogue.category.count': { nl: 'Aantal producten: {{count}}', en: 'Number of products: {{count}}' },
  'catalogue.none_requestable': {
    nl: 'Er is op dit moment geen product dat u kunt aanvragen.',
    en: 'There is no product you can request at the moment.',
  },
  'catalogue.unavailable.title': { nl: 'Niet voor u aan te vragen', en: 'Not available to you' },
  'catalogue.price.from': { nl: 'vanaf {{price}} {{per}}', en: 'from {{price}} {{per}}' },
  'catalogue.price.free': { nl: 'Gratis', en: 'Free' },
  'catalogue.price.per.D': { nl: 'per dag', en: 'per day' },
  'catalogue.price.per.D_n': { nl: 'per {{count}} dagen', en: 'per {{count}} days' },
  'catalogue.price.per.W': { nl: 'per week', en: 'per week' },
  'catalogue.price.per.W_n': { nl: 'per {{count}} weken', en: 'per {{count}} weeks' },
  'catalogue.price.per.M': { nl: 'per maand', en: 'per month' },
  'catalogue.price.per.M_n': { nl: 'per {{count}} maanden', en: 'per {{count}} months' },
  'catalogue.price.per.Y': { nl: 'per jaar', en: 'per year' },
  'catalogue.price.per.Y_n': { nl: 'per {{count}} jaar', en: 'per {{count}} years' },
  'catalogue.price.per.SELECTED_DAY': { nl: 'per gekozen dag', en: 'per chosen day' },
  'catalogue.price.per.UNTIL_END_DATE': { nl: 'tot de einddatum', en: 'until the end date' },

  // A product card.
  'catalogue.product.title_quantity': { nl: '{{quantity}} x {{title}}', en: '{{quantity}} x {{title}}' },
  'catalogue.product.area': { nl: 'Gebied', en: 'Area' },
  'catalogue.product.about': { nl: 'Over dit product', en: 'About this product' },
  'catalogue.product.request': { nl: 'Aanvragen', en: 'Request' },
  'catalogue.product.waiting_list': { nl: 'Op de wachtlijst', en: 'To waiting list' },

  // Status messages of a product.
  'catalogue.status.not_requestable': {
    nl: 'U kunt dit product op dit moment niet aanvragen.',
    en: 'You cannot request this product at the moment.',
  },
  'catalogue.status.waiting_list_unavailable': {
    nl: 'Dit product heeft een wachtlijst, maar u kunt zich er op dit moment niet voor aanmelden.',
    en: 'This product has a waiting list, but you cannot join it at the moment.',
  },
  'catalogue.status.existing_waiting_list': {
    nl: 'U staat al op de wachtlijst voor dit product.',
    en: 'You are already on the waiting list for this product.',
  },
  'catalogue.status.existing_prolongation': {
    nl: 'Er is al een verlenging voor dit product.',
    en: 'There already is a prolongation for this product.',
  },
  'catalogue.status.unpaid.directpayment': {
    nl: 'Er staat al een onbetaalde factuur voor dit product in uw winkelwagen.',
    en: 'There is already an unpaid invoice in your shopping cart for this product.',
  },
  'catalogue.status.unpaid.paymentlink': {
    nl: 'Er staat al een onbetaalde factuur open voor dit product. U betaalt die met een betaallink per e-mail; vanuit uw winkelwagen kunt u de link laten sturen.',
    en: 'There is already an unpaid invoice for this product. You pay it with a payment link by e-mail; you can have the link sent from your shopping cart.',
  },

  // The two-parking notice of a permit-plus product with more than one plate.
  'catalogue.two_parking.title': { nl: 'Let op', en: 'Please note' },
  'catalogue.two_parking.text': {
    nl: 'Bij dit product horen meer kentekens, maar er kan maar één voertuig tegelijk mee parkeren. Parkeer niet met twee voertuigen tegelijk op dit product.',
    en: 'This product has more than one licence plate, but only one vehicle at a time can park with it. Do not park two vehicles at the same time on this product.',
  },

  // The additional information, under 'About this product'.
  'catalogue.info.loading': { nl: 'De informatie wordt geladen…', en: 'Loading the information…' },
  'catalogue.info.error': {
    nl: 'De informatie kon niet worden geladen.',
    en: 'The information could not be loaded.',
  },
  'catalogue.info.empty': {
    nl: 'Er is geen aanvullende informatie over dit product.',
    en: 'There is no additional information about this product.',
  },

  // Joining the waiting list.
  'catalogue.waiting_list.title': { nl: 'Wachtlijst', en: 'Waiting list' },
  'catalogue.waiting_list.joined': {
    nl: 'U staat nu op de wachtlijst voor dit product.',
    en: 'You are now on the waiting list for this product.',
  },
  'catalogue.waiting_list.failed': {
    nl: 'Aanmelden voor de wachtlijst is niet gelukt',
    en: 'Joining the waiting list did not succeed',
  },
});
