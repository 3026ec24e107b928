import { defineTexts } from '../define.js';

/**
 * What the server says about the cart and payments (lifecycle 2.15–2.20, 4.2, 4.6, 4.7, 8): why a
 * payment could not start or go on (`failure.<CODE>`, contract status-codes.ts), why an invoice was
 * left out of a payment, what the payment portal says, and the e-mails with a payment link and the
 * confirmation of what was paid.
 */
export const paymentsServer = defineTexts({
  'failure.NOTHING_TO_PAY': {
    nl: 'Er is niets te betalen: geen van de gekozen producten kan nu worden betaald.',
    en: 'There is nothing to pay: none of the chosen products can be paid now.',
  },
  'failure.PAYMENT_SERVICE_OFF': {
    nl: 'Deze manier van betalen biedt de gemeente niet aan.',
    en: 'The municipality does not offer this way of paying.',
  },
  'failure.PAYMENT_NOT_FOUND': { nl: 'Betaling niet gevonden.', en: 'Payment not found.' },
  'failure.PAYMENT_NOT_PAYABLE': {
    nl: 'Deze betaling kan niet (meer) worden betaald: zij is ingetrokken, verlopen of al afgehandeld.',
    en: 'This payment cannot be paid (any more): it was withdrawn, has expired or has already been settled.',
  },
  'failure.PAYMENT_PROVIDER_UNAVAILABLE': {
    nl: 'De betaaldienst is nu niet bereikbaar. Er is niets betaald. Probeer het later opnieuw.',
    en: 'The payment service cannot be reached now. Nothing has been paid. Please try again later.',
  },
  'failure.PAYMENT_NOT_CANCELABLE': {
    nl: 'Er is niets gewijzigd: een betaling die hierbij hoort kan nu niet worden geannuleerd, omdat de betaaldienst haar nog verwerkt of deze betaalmethode niet te annuleren is. Probeer het later opnieuw; is zij dan betaald, dan ontvangt u wat u betaalde of krijgt u het geld terug.',
    en: 'Nothing has been changed: a payment that belongs to this cannot be cancelled now, because the payment service is still processing it or this payment method cannot be cancelled. Please try again later; if it has been paid by then, you receive what you paid for or get the money back.',
  },
  'failure.PAYMENT_LINK_NO_EMAIL': {
    nl: 'Er is geen e-mailadres bekend om de betaallink naar te sturen. Vul eerst uw e-mailadres in bij uw gegevens.',
    en: 'There is no e-mail address to send the payment link to. Please enter your e-mail address in your details first.',
  },
  'failure.CART_ITEM_IN_PAYMENT': {
    nl: 'Dit product kan niet worden ingetrokken: het zit in een betaling die nog loopt. Annuleer die betaling of trek de betaallink in bij Betalingen, en probeer het daarna opnieuw.',
    en: 'This product cannot be withdrawn: it is part of a payment that is still running. Cancel that payment or withdraw the payment link under Payments, then try again.',
  },
  'payment.invoice.INVOICE_NOT_FOUND': { nl: 'Factuur niet gevonden', en: 'Invoice not found' },
  'payment.invoice.INVOICE_ALREADY_PAID': { nl: 'Al betaald', en: 'Already paid' },
  'payment.invoice.INVOICE_CANCELLED': { nl: 'Factuur geannuleerd', en: 'Invoice cancelled' },
  'payment.invoice.INVOICE_ALREADY_IN_PAYMENT': {
    nl: 'Wordt al betaald in een andere betaling',
    en: 'Already being paid in another payment',
  },
  'payment.invoice.PRODUCT_EXPIRED': {
    nl: 'Product verlopen: de startdatum is voorbij. Trek het in en vraag het opnieuw aan.',
    en: 'Product expired: its start date has passed. Withdraw it and request it again.',
  },
  'payment.invoice.NOT_PAYABLE_NOW': {
    nl: 'Kan nu niet worden betaald ({{status}})',
    en: 'Cannot be paid now ({{status}})',
  },
  'payment.invoice.PROCESSED': { nl: 'Betaald', en: 'Paid' },
  'payment.invoice.PAYMENT_RUNNING': { nl: 'Betaling loopt', en: 'Payment in progress' },
  'payment.invoice.PAYMENT_CANCELLED': { nl: 'Betaling geannuleerd', en: 'Payment cancelled' },
  'payment.invoice.PROCESSING_FAILED': {
    nl: 'Betaald, maar niet meer te leveren: het bedrag wordt terugbetaald',
    en: 'Paid, but can no longer be delivered: the amount is refunded',
  },
  'payment.status.OK': { nl: 'OK', en: 'OK' },
  'payment.status.PROBLEM': {
    nl: 'Deze betaling is ontvangen, maar niet alles kon worden geleverd. Wat niet geleverd kon worden, betaalt de gemeente terug; u krijgt daarover een e-mail.',
    en: 'This payment was received, but not everything could be delivered. What could not be delivered is refunded by the municipality; you receive an e-mail about it.',
  },
  'payment.description': {
    nl: 'Parkeerloket {{municipality}} {{reference}}',
    en: 'Parking {{municipality}} {{reference}}',
  },
  'payment.portal.open': {
    nl: 'Te betalen: {{amount}} aan {{municipality}}.',
    en: 'To pay: {{amount}} to {{municipality}}.',
  },
  'payment.portal.paid': {
    nl: 'Deze betaling van {{amount}} is betaald. Dank u wel.',
    en: 'This payment of {{amount}} has been paid. Thank you.',
  },
  'payment.portal.not_payable': {
    nl: 'Deze betaling van {{amount}} kan niet meer worden betaald: een van de producten is verlopen of al afgehandeld. Log in bij het parkeerloket om te zien wat er nog openstaat.',
    en: 'This payment of {{amount}} can no longer be paid: one of its products has expired or has already been settled. Log in to the parking counter to see what is still open.',
  },
  'payment.portal.problem': {
    nl: 'Deze betaling is ontvangen, maar niet alles kon worden geleverd. Wat niet geleverd kon worden, betaalt de gemeente terug; de betaler krijgt daarover een e-mail.',
    en: 'This payment was received, but not everything could be delivered. What could not be delivered is refunded by the municipality; the payer receives an e-mail about it.',
  },
  'mail.payment_link.subject': {
    nl: 'Betaallink voor uw parkeerproducten',
    en: 'Payment link for your parking products',
  },
  'mail.payment_link.body': {
    nl: 'U kunt {{amount}} betalen voor:\n{{items}}\n\nBetaal via deze link, ook zonder in te loggen: {{link}}\n\nDe link is geldig tot {{expires}}.',
    en: 'You can pay {{amount}} for:\n{{items}}\n\nPay through this link, also without logging in: {{link}}\n\nThe link is valid until {{expires}}.',
  },
  'mail.payment_refund.subject': {
    nl: 'Wij betalen {{amount}} aan u terug',
    en: 'We are refunding {{amount}} to you',
  },
  'mail.payment_refund.body': {
    nl: 'Wij hebben een betaling van u ontvangen (kenmerk {{reference}}) waarvoor wij niet (alles) meer kunnen leveren: de betaling was geannuleerd of ingetrokken, het product kan niet meer worden verleend, of het bedrag week af. Daarom betalen wij {{amount}} aan u terug {{account}}\n\nUw betalingen: {{link}}',
    en: 'We received a payment from you (reference {{reference}}) for which we can no longer deliver (everything): the payment was cancelled or withdrawn, the product can no longer be issued, or the amount differed. We are therefore refunding {{amount}} to you {{account}}\n\nYour payments: {{link}}',
  },
  'mail.payment_refund.to_account': {
    nl: 'op rekening {{iban}}.',
    en: 'to account {{iban}}.',
  },
  'mail.payment_refund.no_account': {
    nl: 'zodra wij uw rekeningnummer hebben: vul het in bij uw gegevens of neem contact op met de gemeente ({{contact}}).',
    en: 'as soon as we have your account number: enter it in your details or contact the municipality ({{contact}}).',
  },
  'mail.payment_confirmation.subject': {
    nl: 'Betaling ontvangen: {{amount}}',
    en: 'Payment received: {{amount}}',
  },
  'mail.payment_confirmation.body': {
    nl: 'Wij hebben uw betaling van {{amount}} ontvangen (kenmerk {{reference}}). U hebt betaald voor:\n{{items}}\n\nUw producten: {{link}}',
    en: 'We have received your payment of {{amount}} (reference {{reference}}). You paid for:\n{{items}}\n\nYour products: {{link}}',
  },
});
