import { defineTexts } from '../define.js';

/** The waiting list's messages (issue 26) beyond their subject and body (catalogue-server.ts): the calendar event of an offer's deadline. */
export const waitingListMessages = defineTexts({
  'mail.waiting_list_joined.subject': {
    nl: 'U staat op de wachtlijst: {{product}}',
    en: 'You are on the waiting list: {{product}}',
  },
  'mail.waiting_list_joined.body': {
    nl: 'U staat op de wachtlijst voor "{{product}}" ({{location}}), op plaats {{position}}. Komt er een plaats vrij en bent u aan de beurt, dan krijgt u een e-mail en kunt u het product aanvragen.\n\n{{link}}',
    en: 'You are on the waiting list for "{{product}}" ({{location}}), in position {{position}}. When a place becomes available and it is your turn, you will receive an e-mail and can request the product.\n\n{{link}}',
  },
  'mail.waiting_list_offer.event': {
    nl: 'Laatste dag om de aangeboden plaats aan te vragen: {{product}} ({{municipality}})',
    en: 'Last day to request the offered place: {{product}} ({{municipality}})',
  },
});
