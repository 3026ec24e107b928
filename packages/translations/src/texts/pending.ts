import { defineTexts } from '../define.js';

/**
 * The pending requests screen (lifecycle 2.12, 4.3): its title, empty and error states, the actions
 * of a card, its context menu and the withdraw confirmation. Status labels are the request's
 * (`request.status.<STATUSCODE>`, request-server.ts), sent by the server as STATUS.
 */
export const pending = defineTexts({
  'pending.title': { nl: 'Lopende aanvragen', en: 'Pending requests' },
  'pending.empty': { nl: 'U heeft geen lopende aanvragen.', en: 'You have no pending requests.' },
  'pending.error': {
    nl: 'Uw lopende aanvragen konden niet worden geladen',
    en: 'Your pending requests could not be loaded',
  },
  'pending.status': { nl: 'Status', en: 'Status' },
  'pending.check_email': {
    nl: 'Wij hebben u een betaallink gestuurd. Kijk in uw e-mail.',
    en: 'We have sent you a payment link. Please check your e-mail.',
  },
  'pending.action.continue': { nl: 'Verder', en: 'Continue' },
  'pending.action.continue_named': { nl: 'Verder met {{title}}', en: 'Continue {{title}}' },
  'pending.action.cart': { nl: 'Naar winkelwagen', en: 'To shopping cart' },
  'pending.action.payments': { nl: 'Naar betalingen', en: 'To payments' },
  'pending.action.resend_link': { nl: 'Betaallink opnieuw versturen', en: 'Send link again' },
  'pending.action.withdraw': { nl: 'Intrekken', en: 'Withdraw' },
  'pending.menu.toggle': { nl: 'Meer acties voor {{title}}', en: 'More actions for {{title}}' },
  'pending.menu.pay_now': { nl: 'Nu betalen', en: 'Pay now' },
  'pending.menu.pay_later': { nl: 'Later betalen', en: 'Pay later' },
  'pending.pay_later.done': {
    nl: 'Uw aanvraag blijft in de winkelwagen staan. U kunt hem daar later betalen.',
    en: 'Your request stays in the shopping cart. You can pay for it there later.',
  },
  'pending.resend.done': {
    nl: 'De betaallink is opnieuw naar uw e-mailadres gestuurd.',
    en: 'The payment link has been sent to your e-mail address again.',
  },
  'pending.withdraw.title': { nl: 'Aanvraag intrekken', en: 'Withdraw request' },
  'pending.withdraw.text': {
    nl: 'Weet u zeker dat u de aanvraag voor {{title}} wilt intrekken? Dit kan niet ongedaan worden gemaakt.',
    en: 'Are you sure you want to withdraw the request for {{title}}? This cannot be undone.',
  },
  'pending.withdraw.yes': { nl: 'Ja, intrekken', en: 'Yes, withdraw' },
  'pending.withdraw.done': { nl: 'De aanvraag is ingetrokken.', en: 'The request has been withdrawn.' },
});
