import { defineTexts } from '../define.js';

/**
 * What the server says about requests, the waiting list and the vehicle registry (lifecycle 4.1, 8;
 * DECISIONS 2): the business failures and the reasons a product is not requestable.
 */
export const requests = defineTexts({
  'failure.PRICE_CHANGED': {
    nl: 'De prijs van dit product is veranderd. Er is niets aangevraagd. Bekijk de prijs en probeer het opnieuw.',
    en: 'The price of this product has changed. Nothing has been requested. Please check the price and try again.',
  },
  'failure.NOT_REQUESTABLE': {
    nl: 'U kunt dit product niet aanvragen.',
    en: 'You cannot request this product.',
  },
  'failure.ADDRESS_OUTSIDE_AREA': {
    nl: 'Dit adres ligt niet in het gebied van dit product.',
    en: 'This address is not in the area of this product.',
  },
  'failure.ADDRESS_NOT_REGISTERED': {
    nl: 'U kunt dit product alleen aanvragen voor het adres waarop u staat ingeschreven. Voor een bedrijf is dat het adres van de vestiging waarvoor u bent ingelogd. Er is niets aangevraagd.',
    en: 'You can only request this product for the address where you are registered. For a company, that is the address of the branch you logged in for. Nothing has been requested.',
  },
  'failure.LOCATION_FULL': {
    nl: 'Op deze locatie is geen plaats meer vrij. Er is niets aangevraagd.',
    en: 'There is no place left at this location. Nothing has been requested.',
  },
  'failure.REQUEST_INVALID': {
    nl: 'De gegevens van de aanvraag passen niet bij dit product. Er is niets aangevraagd. Begin de aanvraag opnieuw.',
    en: 'The details of the request do not fit this product. Nothing has been requested. Please start the request again.',
  },
  'failure.RDW_UNAVAILABLE': {
    nl: 'Het kenteken kan op dit moment niet worden gecontroleerd. Probeer het later opnieuw.',
    en: 'The licence plate cannot be checked at this time. Please try again later.',
  },
  'failure.PLATE_NOT_OWN': {
    nl: 'Voor dit product mag u alleen een kenteken gebruiken van een voertuig dat op uw naam staat.',
    en: 'For this product it is only allowed to use a licence plate for a vehicle that is in your name.',
  },
  'failure.WAITING_LIST_ENDED': {
    nl: 'Deze plaats op de wachtlijst is al beëindigd.',
    en: 'This place on the waiting list has already ended.',
  },
  'failure.WAITING_LIST_EXISTS': {
    nl: 'U staat al op de wachtlijst voor dit product.',
    en: 'You are already on the waiting list for this product.',
  },
  'failure.NO_WAITING_LIST': {
    nl: 'Voor dit product is geen wachtlijst, of er is plaats vrij. U kunt het gewoon aanvragen.',
    en: 'This product has no waiting list, or there is a place free. You can simply request it.',
  },
  'failure.REQUEST_STATE': {
    nl: 'Deze aanvraag is al verder of is beëindigd. Bekijk uw lopende aanvragen.',
    en: 'This request has already moved on or has ended. Please see your pending requests.',
  },
});
