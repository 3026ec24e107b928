import { defineTexts } from '../define.js';

/**
 * The messages of issue 26 that remind a resident ahead of a deadline or tell of a changed position
 * (apps/server mail-templates.ts): subject, body with {{link}}, and the calendar event where one is attached.
 */
export const changeMessages = defineTexts({
  'mail.waiting_list_offer_lapsing.subject': {
    nl: 'Nog 2 dagen: de aangeboden plaats voor {{product}}',
    en: '2 days left: the place offered for {{product}}',
  },
  'mail.waiting_list_offer_lapsing.body': {
    nl: 'Er is een plaats voor "{{product}}" ({{location}}) aan u aangeboden. U kunt die aanvragen tot en met {{until}}. Daarna gaat de plaats naar de volgende op de wachtlijst.\n\n{{link}}',
    en: 'A place for "{{product}}" ({{location}}) has been offered to you. You can request it until {{until}}. After that, the place goes to the next person on the waiting list.\n\n{{link}}',
  },
  'mail.waiting_list_offer_lapsing.event': {
    nl: 'Laatste dag om de aangeboden plaats aan te vragen: {{product}} ({{municipality}})',
    en: 'Last day to request the offered place: {{product}} ({{municipality}})',
  },
  'mail.payment_link_expiring.subject': {
    nl: 'Uw betaallink verloopt binnenkort',
    en: 'Your payment link expires soon',
  },
  'mail.payment_link_expiring.body': {
    nl: 'U heeft nog niet betaald: {{amount}}. De betaallink is geldig tot en met {{expires}}. Betaal via het parkeerloket:\n\n{{link}}',
    en: 'You have not paid yet: {{amount}}. The payment link is valid until {{expires}}. Pay through the parking portal:\n\n{{link}}',
  },
  'mail.permit_ending.subject': {
    nl: 'Uw {{product}} loopt af op {{end}}',
    en: 'Your {{product}} ends on {{end}}',
  },
  'mail.permit_ending.body': {
    nl: 'Uw "{{product}}" is geldig tot en met {{end}}. U kunt deze vergunning niet online verlengen. Wilt u daarna blijven parkeren, vraag dan op tijd een nieuwe vergunning aan of neem contact op met de gemeente.\n\n{{link}}',
    en: 'Your "{{product}}" is valid until {{end}}. This permit cannot be renewed online. If you want to keep parking after that, request a new permit in time or contact the municipality.\n\n{{link}}',
  },
  'mail.permit_ending.event': {
    nl: 'Laatste dag van uw {{product}} ({{municipality}})',
    en: 'Last day of your {{product}} ({{municipality}})',
  },
  'mail.waiting_list_position.subject': {
    nl: 'U staat nu op plaats {{position}} van de wachtlijst: {{product}}',
    en: 'You are now in position {{position}} on the waiting list: {{product}}',
  },
  'mail.waiting_list_position.body': {
    nl: 'U bent opgeschoven op de wachtlijst voor "{{product}}" ({{location}}): u staat nu op plaats {{position}}. Komt er een plaats vrij en bent u aan de beurt, dan krijgt u een e-mail.\n\n{{link}}',
    en: 'You have moved up the waiting list for "{{product}}" ({{location}}): you are now in position {{position}}. When a place becomes available and it is your turn, you will receive an e-mail.\n\n{{link}}',
  },
});
