import { defineTexts } from '../define.js';

/** The waiting list's messages (issue 26) beyond their subject and body (catalogue-server.ts): the calendar event of an offer's deadline. */
export const waitingListMessages = defineTexts({
  'mail.waiting_list_offer.event': {
    nl: 'Laatste dag om de aangeboden plaats aan te vragen: {{product}} ({{municipality}})',
    en: 'Last day to request the offered place: {{product}} ({{municipality}})',
  },
});
