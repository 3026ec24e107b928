import { defineTexts } from '../define.js';

/**
 * What the server says in the catalogue (lifecycle 2.2) and when joining the waiting list: why a
 * product is not requestable (NOT_REQ_REASON), why a location is not available
 * (NOT_AVAILABLE_REASON), and the notices after joining. Reasons are keyed by the reasons of
 * apps/server/src/catalogue/eligibility.ts.
 */
export const catalogueServer = defineTexts({
  'catalogue.not_requestable.relation_type': {
    nl: 'Dit product is niet bedoeld voor uw soort account.',
    en: 'This product is not available for your type of account.',
  },
  'catalogue.not_requestable.relation_type_persons': {
    nl: 'Dit product is alleen voor inwoners.',
    en: 'This product is for residents only.',
  },
  'catalogue.not_requestable.relation_type_companies': {
    nl: 'Dit product is alleen voor bedrijven.',
    en: 'This product is for companies only.',
  },
  'catalogue.not_requestable.outside_area': {
    nl: 'Uw adres ligt niet in dit gebied.',
    en: 'Your address is not in this area.',
  },
  'catalogue.not_requestable.no_address': {
    nl: 'Voor dit product is een Nederlands adres nodig, en wij kennen geen Nederlands adres van u.',
    en: 'This product needs a Dutch address, and we have no Dutch address for you.',
  },
  'catalogue.not_requestable.address_unchecked': {
    nl: 'Uw adres kon bij het inloggen niet worden gecontroleerd in de basisregistratie. Log later opnieuw in om dit product aan te vragen.',
    en: 'Your address could not be checked in the national register when you logged in. Please log in again later to request this product.',
  },
  'catalogue.not_requestable.max_relation': {
    nl: 'U heeft al het maximale aantal ({{max}}) van dit product.',
    en: 'You already have the maximum number ({{max}}) of this product.',
  },
  'catalogue.not_requestable.max_address': {
    nl: 'Op uw adres is al het maximale aantal ({{max}}) van dit product uitgegeven.',
    en: 'The maximum number ({{max}}) of this product has already been issued for your address.',
  },
  'catalogue.not_requestable.max_fte': {
    nl: 'Met {{fte}} FTE mag uw bedrijf {{max}} van dit product hebben, en dat aantal is bereikt.',
    en: 'With {{fte}} FTE your company may hold {{max}} of this product, and that number has been reached.',
  },
  'catalogue.not_requestable.no_fte': {
    nl: 'Vul eerst bij uw gegevens het aantal FTE van uw bedrijf in.',
    en: "Please first enter your company's number of FTE in your profile.",
  },
  'catalogue.not_requestable.full': {
    nl: 'Er is geen plaats meer vrij.',
    en: 'There are no places left.',
  },
  'catalogue.not_requestable.waiting_list_hint': {
    nl: 'Vraagt u het toch aan, dan kunt u zich op de wachtlijst laten plaatsen.',
    en: 'If you request it anyway, you can be placed on the waiting list.',
  },
  'catalogue.location.full': { nl: 'Vol', en: 'Full' },
  'catalogue.location.full_waiting_list': {
    nl: 'Vol, u kunt zich op de wachtlijst laten plaatsen',
    en: 'Full, you can join the waiting list',
  },
  'mail.waiting_list_offer.subject': {
    nl: 'Er is een plaats vrij: {{product}}',
    en: 'A place has become available: {{product}}',
  },
  'mail.waiting_list_offer.body': {
    nl: 'Er is een plaats vrijgekomen voor "{{product}}" ({{location}}) en u bent de eerste op de wachtlijst. U kunt het product nu aanvragen binnen {{days}} dagen; daarna gaat de plaats naar de volgende op de wachtlijst.\n\n{{link}}',
    en: 'A place has become available for "{{product}}" ({{location}}) and you are first on the waiting list. You can now request the product within {{days}} days; after that the place passes to the next person on the waiting list.\n\n{{link}}',
  },
  'mail.waiting_list_offer_lapsed.subject': {
    nl: 'De plaats is doorgegeven: {{product}}',
    en: 'The place has passed on: {{product}}',
  },
  'mail.waiting_list_offer_lapsed.body': {
    nl: 'U heeft de vrijgekomen plaats voor "{{product}}" ({{location}}) niet op tijd aangevraagd. De plaats is doorgegeven aan de volgende op de wachtlijst, en uw plaats op de wachtlijst is vervallen. U kunt zich opnieuw op de wachtlijst laten plaatsen.\n\n{{link}}',
    en: 'You did not request the place that became available for "{{product}}" ({{location}}) in time. It has passed to the next person on the waiting list, and your place on the waiting list has ended. You can join the waiting list again.\n\n{{link}}',
  },
  'notice.waiting_list_withdrawn': {
    nl: 'Uw aanvraag is ingetrokken.',
    en: 'Your request has been withdrawn.',
  },
  'notice.waiting_list_joined': {
    nl: 'U staat nu op de wachtlijst, op plaats {{position}}.',
    en: 'You have been placed on the waiting list, in position {{position}}.',
  },
  'notice.request_on_waiting_list': {
    nl: 'Uw aanvraag staat nu op de wachtlijst, op plaats {{position}}.',
    en: 'Your request has been placed on the waiting list, in position {{position}}.',
  },
  'notice.waiting_list_held': {
    nl: 'Komt er een plaats vrij, dan krijgt u een e-mail. U heeft dan {{days}} dagen om de plaats aan te vragen; daarna gaat de plaats naar de volgende op de wachtlijst. Uw plaats ziet u onder Wachtlijst.',
    en: 'When a place becomes available, you will receive an e-mail. You then have {{days}} days to request it; after that the place goes to the next person on the list. You can see your position under Waiting list.',
  },
  'notice.waiting_list_held.one': {
    nl: 'Komt er een plaats vrij, dan krijgt u een e-mail. U heeft dan 1 dag om de plaats aan te vragen; daarna gaat de plaats naar de volgende op de wachtlijst. Uw plaats ziet u onder Wachtlijst.',
    en: 'When a place becomes available, you will receive an e-mail. You then have 1 day to request it; after that the place goes to the next person on the list. You can see your position under Waiting list.',
  },
});
