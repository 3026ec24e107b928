import { defineTexts } from '../define.js';

/**
 * The waiting-list screens (lifecycle 2.14, 4.5): the list, an entry's details with Request, Withdraw
 * and its documents, and the waiting-item request flow's title.
 */
export const waitingList = defineTexts({
  'waiting_list.title': { nl: 'Wachtlijst', en: 'Waiting list' },
  'waiting_list.empty': {
    nl: 'U staat op dit moment op geen enkele wachtlijst.',
    en: 'You are not on any waiting list at the moment.',
  },
  'waiting_list.error.title': {
    nl: 'De wachtlijst kon niet worden geladen',
    en: 'The waiting list could not be loaded',
  },
  'waiting_list.not_found': {
    nl: 'Deze plaats op de wachtlijst is niet (meer) bij uw wachtlijsten te vinden.',
    en: 'This place on the waiting list is not (or no longer) among your waiting lists.',
  },
  'waiting_list.open': { nl: 'Bekijk {{title}}', en: 'View {{title}}' },
  'waiting_list.facts.status': { nl: 'Status', en: 'Status' },
  'waiting_list.facts.location': { nl: 'Locatie', en: 'Location' },
  'waiting_list.facts.from': { nl: 'Op de wachtlijst sinds', en: 'On the waiting list since' },
  'waiting_list.facts.position': { nl: 'Uw plaats op de wachtlijst', en: 'Your position on the waiting list' },
  'waiting_list.facts.average_wait': { nl: 'Gemiddelde wachttijd', en: 'Average waiting time' },
  'waiting_list.facts.average_wait_days_one': { nl: '{{count}} dag', en: '{{count}} day' },
  'waiting_list.facts.average_wait_days_other': { nl: '{{count}} dagen', en: '{{count}} days' },
  'waiting_list.facts.average_wait_unknown': { nl: 'Nog niet bekend', en: 'Not known yet' },
  'waiting_list.facts.offer_end': { nl: 'Aanvragen kan tot en met', en: 'You can request it until' },
  'waiting_list.facts.plates': { nl: 'Kentekens', en: 'Licence plates' },
  'waiting_list.offered': {
    nl: 'Er is een plaats vrij voor u. Vraag het product aan vóór het einde van {{date}}; daarna gaat de plaats naar de volgende op de wachtlijst.',
    en: 'A place is free for you. Request the product by the end of {{date}}; after that the place passes to the next person on the waiting list.',
  },
  'waiting_list.details.title': { nl: 'Wachtlijstdetails', en: 'Waiting list details' },
  'waiting_list.action.request': { nl: 'Aanvragen', en: 'Request' },
  'waiting_list.action.withdraw': { nl: 'Intrekken', en: 'Withdraw' },
  'waiting_list.action.documents': { nl: 'Documenten bekijken', en: 'View documents' },
  'waiting_list.withdraw.title': { nl: 'Van de wachtlijst afhalen?', en: 'Leave the waiting list?' },
  'waiting_list.withdraw.text': {
    nl: 'Weet u zeker dat u zich van de wachtlijst voor {{title}} wilt laten afhalen? U verliest uw plaats.',
    en: 'Are you sure you want to leave the waiting list for {{title}}? You will lose your position.',
  },
  'waiting_list.withdraw.yes': { nl: 'Ja, intrekken', en: 'Yes, withdraw' },
  'waiting_list.result.ok': { nl: 'Ingetrokken', en: 'Withdrawn' },
  'waiting_list.result.fail': { nl: 'Intrekken is niet gelukt', en: 'Withdrawing did not succeed' },
  'waiting_list.result.ok_text': { nl: 'Uw aanvraag is ingetrokken.', en: 'Your request has been withdrawn.' },
  'waiting_list.result.button': { nl: 'OK', en: 'OK' },
  'waiting_list.documents.title': { nl: 'Documenten', en: 'Documents' },
  'waiting_list.request.title': { nl: 'Aanvragen vanaf de wachtlijst', en: 'Request from the waiting list' },
  'waiting_list.request.not_offered': {
    nl: 'U kunt dit product vanaf de wachtlijst aanvragen zodra er een plaats voor u vrij is. U krijgt dan een e-mail.',
    en: 'You can request this product from the waiting list as soon as a place is free for you. You will receive an e-mail then.',
  },
});
