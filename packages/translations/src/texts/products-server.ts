import { defineTexts } from '../define.js';

/**
 * What the server says about issued products, plate changes, termination and refunds, and the
 * permit-plus e-mail (lifecycle 2.6-2.11, 4.8).
 */
export const productsServer = defineTexts({
  'failure.PERMIT_STATE': {
    nl: 'Dit kan niet (meer) met dit product: het is beëindigd, er is geen geplande beëindiging, of u kunt het niet zelf beëindigen.',
    en: 'This cannot be done with this product (any more): it has ended, no termination is planned, or you cannot end it yourself.',
  },
  'failure.PLATE_CHANGE_WAITING': {
    nl: 'Er loopt al een kentekenwijziging voor dit product, of die moet nog betaald worden. Rond die eerst af of trek hem in.',
    en: 'A licence plate change for this product is already in progress or still has to be paid. Finish or withdraw it first.',
  },
  'failure.TERMINATION_DATE': {
    nl: 'Deze einddatum kan niet. Kies een dag vanaf vandaag tot de dag vóór het einde van de geldigheid.',
    en: 'This end date is not possible. Choose a day from today up to the day before the product’s validity ends.',
  },
  'failure.REFUND_ACCOUNT_REQUIRED': {
    nl: 'U krijgt geld terug. Vul een geldig IBAN en de naam van de rekeninghouder in.',
    en: 'You will get money back. Enter a valid IBAN and the name of the account holder.',
  },
  'failure.NOT_PERMITPLUS': {
    nl: 'Dit product is niet te koppelen aan de parkeerapp.',
    en: 'This product cannot be linked to the parking app.',
  },
  'product.status.ACTIVE': { nl: 'Actief', en: 'Active' },
  'product.status.PLANNED': { nl: 'Beëindiging gepland', en: 'Termination planned' },
  'product.status.EXPIRED': { nl: 'Verlopen', en: 'Expired' },
  'product.status.TERMINATED': { nl: 'Beëindigd', en: 'Terminated' },
  'product.status.NOT_STARTED': {
    nl: 'Nog niet ingegaan, geldig vanaf {{date}}',
    en: 'Not started yet, valid from {{date}}',
  },
  'product.status.ENDED_BEFORE_START': {
    nl: 'Ingetrokken voordat het inging',
    en: 'Withdrawn before it started',
  },
  'document.group.plate': { nl: 'Kentekendocumenten', en: 'Licence plate documents' },
  'document.group.additional': { nl: 'Aanvullende documenten', en: 'Additional documents' },
  'termination.ended_now': {
    nl: 'Uw product is beëindigd.',
    en: 'Your product has been terminated.',
  },
  'termination.scheduled': {
    nl: 'De beëindiging is gepland. Uw product is geldig tot en met {{date}}.',
    en: 'The termination has been scheduled. Your product is valid up to and including {{date}}.',
  },
  'termination.refund': {
    nl: 'U krijgt {{amount}} teruggestort op {{iban}}.',
    en: '{{amount}} will be refunded to {{iban}}.',
  },
  'termination.cancelled': {
    nl: 'De geplande beëindiging is geannuleerd. Uw product blijft geldig.',
    en: 'The planned termination has been cancelled. Your product stays valid.',
  },
  'mail.permitplus_link.subject': {
    nl: 'Koppel uw product aan de parkeerapp',
    en: 'Connect your product to the parking app',
  },
  'mail.permitplus_link.body': {
    nl: 'U kunt uw product "{{product}}" koppelen aan uw account in de parkeerapp. Open daarvoor deze link op uw telefoon:\n\n{{link}}\n\nDe link is {{days}} dagen geldig.',
    en: 'You can connect your product "{{product}}" to your account in the parking app. Open this link on your phone:\n\n{{link}}\n\nThe link is valid for {{days}} days.',
  },
  'refund.remittance': {
    nl: 'Terugbetaling parkeerproduct {{product}} (order {{order}})',
    en: 'Refund of parking product {{product}} (order {{order}})',
  },
  'refund.remittance_payment': {
    nl: 'Terugbetaling betaling parkeerloket (order {{order}})',
    en: 'Refund of a parking counter payment (order {{order}})',
  },
  'permitplus.link_sent': {
    nl: 'We hebben u een e-mail gestuurd met de link om uw product aan de parkeerapp te koppelen.',
    en: 'We have sent you an e-mail with the link to connect your product to the parking app.',
  },
});
