import { defineTexts } from '../define.js';

/**
 * What the server says about a request (lifecycle 4.1, 4.2): the STATUS label of every request
 * STATUSCODE, keyed `request.status.<STATUSCODE>`, and the notices of the request flow's calls.
 * Labels the spec words are taken from it; the others follow its tone.
 */
export const requestServer = defineTexts({
  // The DESCRIPTION of a plate change request (decision 007) wherever it is listed: the pending list, the
  // upload and confirmation stages, the cart, the payment screens and e-mails. It names the product changed.
  'request.description.plate_change': {
    nl: 'Kentekenwijziging: {{product}}',
    en: 'Licence plate change: {{product}}',
  },
  'request.status.MAX_CHECK_FAILED': { nl: 'Nog niet aan te vragen', en: 'Not yet requestable' },
  'request.status.MAX_CHECK_FAILED_WL': {
    nl: 'Nog niet aan te vragen, wel via de wachtlijst',
    en: 'Not yet requestable, but possible through the waiting list',
  },
  'request.status.DOCS_UPLOAD': { nl: 'In afwachting van documenten', en: 'Awaiting documents' },
  'request.status.DOCS_OPTIONAL': {
    nl: 'U kunt nog documenten toevoegen',
    en: 'You can still add documents',
  },
  'request.status.DOCS_REJECTED': { nl: 'Aanvraag afgewezen', en: 'Application rejected' },
  'request.status.DOCS_REJECTED_UPLOAD': {
    nl: 'Aanvraag afgewezen, upload een nieuw document',
    en: 'Application rejected, upload new document',
  },
  'request.status.DOCS_AWAIT_APROVAL': { nl: 'In afwachting van goedkeuring', en: 'Awaiting approval' },
  'request.status.DOCS_ACCEPTED': {
    nl: 'Uw documenten zijn goedgekeurd',
    en: 'Your documents have been approved',
  },
  'request.status.AWAIT_CONFIRMATION': { nl: 'In afwachting van uw bevestiging', en: 'Awaiting your confirmation' },
  'request.status.AWAIT_CONTINUE': {
    nl: 'In afwachting van het afronden van uw aanvraag',
    en: 'Awaiting completion of your request',
  },
  'request.status.AWAIT_CONTINUE_WAITING': { nl: 'Nu aan te vragen!', en: 'Now requestable!' },
  'request.status.AWAIT_CONTINUE_FO': {
    nl: 'Nu aan te vragen bij uw gemeente!',
    en: 'Now requestable at your municipality!',
  },
  'request.status.AWAIT_PAYMENT': { nl: 'In afwachting van betaling', en: 'Awaiting payment' },
  'request.status.PENDING_PAYMENT': { nl: 'In afwachting van betaling', en: 'Awaiting payment' },
  'request.status.PENDING_PAYMENT_FOR_CART': {
    nl: 'In afwachting van het betaalresultaat',
    en: 'Awaiting payment result',
  },
  'request.status.PROCESSING_PAYMENT': { nl: 'De betaling wordt verwerkt', en: 'The payment is being processed' },
  'request.status.PROBLEM_PAYMENT': { nl: 'Probleem met de betaling', en: 'Problem with the payment' },
  'request.status.CANCELLED_PAYMENT': { nl: 'Betaling geannuleerd', en: 'Payment cancelled' },
  'request.status.PRODUCT_EXPIRED': { nl: 'Product verlopen', en: 'Product expired' },
  'request.status.PERMIT_CREATED': { nl: 'Vergunning verleend', en: 'Permit issued' },
  'request.status.CANCELLED': { nl: 'Aanvraag geannuleerd', en: 'Request cancelled' },
  'request.status.DISCONTINUED': {
    nl: 'Product niet meer aan te vragen',
    en: 'Product not requestable anymore',
  },
  'request.status.DISABLED': { nl: 'Niet meer actief', en: 'No longer active' },
  'request.status.WITHDRAWN': { nl: 'Ingetrokken', en: 'Withdrawn' },
  'request.status.INVOICE_NOT_FOUND': { nl: 'Factuur niet gevonden', en: 'Invoice not found' },
  'request.status.INVOICE_ALREADY_PAID': { nl: 'Factuur is al betaald', en: 'Invoice already paid' },
  'request.status.INVOICE_CANCELLED': { nl: 'Factuur geannuleerd', en: 'Invoice cancelled' },
  'request.status.INVOICE_ALREADY_IN_PAYMENT': {
    nl: 'Deze factuur wordt al betaald',
    en: 'This invoice is already being paid',
  },
  'request.documents_missing': {
    nl: 'Upload eerst alle verplichte documenten. Daarna kunt u verder.',
    en: 'Please upload every required document first. Then you can continue.',
  },
});
