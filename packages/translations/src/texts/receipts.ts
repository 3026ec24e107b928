import { defineTexts } from '../define.js';

/**
 * Receipts and refunds (issue 26, decision 030): the payments made and the refunds on *Betalingen*, the
 * receipt PDF, and the words for where a refund stands (residentRefundState in the contract), which the
 * history uses too.
 */
export const receipts = defineTexts({
  'refund_state.ordered': { nl: 'opdracht gegeven', en: 'ordered' },
  'refund_state.sent_to_bank': { nl: 'naar de bank gestuurd', en: 'sent to the bank' },
  'refund_state.paid': { nl: 'betaald', en: 'paid' },
  'refund_state.failed': {
    nl: 'mislukt, de gemeente neemt contact met u op',
    en: 'failed, the municipality will contact you',
  },

  'receipts.open.heading': { nl: 'Openstaande betalingen', en: 'Open payments' },
  'receipts.paid.heading': { nl: 'Gedane betalingen', en: 'Payments made' },
  'receipts.paid.empty': { nl: 'U heeft nog geen betalingen gedaan.', en: 'You have not made any payments yet.' },
  'receipts.paid.date': { nl: 'Betaald op', en: 'Paid on' },
  'receipts.paid.reference': { nl: 'Referentie', en: 'Reference' },
  'receipts.paid.amount': { nl: 'Bedrag', en: 'Amount' },
  'receipts.paid.for': { nl: 'Betaald voor', en: 'Paid for' },
  'receipts.paid.item': { nl: '{{product}}, {{period}}', en: '{{product}}, {{period}}' },
  'receipts.paid.download': {
    nl: 'Download betalingsbewijs {{reference}} (PDF)',
    en: 'Download receipt {{reference}} (PDF)',
  },
  'receipts.refunds.heading': { nl: 'Terugbetalingen', en: 'Refunds' },
  'receipts.refund.title': { nl: 'Terugbetaling van {{amount}}', en: 'Refund of {{amount}}' },
  'receipts.refund.state': { nl: 'Stand', en: 'State' },
  'receipts.refund.account': { nl: 'Naar rekening', en: 'To account' },
  'receipts.refund.no_account': {
    nl: 'nog geen rekening bekend, de gemeente neemt contact met u op',
    en: 'no account known yet, the municipality will contact you',
  },
  'receipts.refund.ordered_on': { nl: 'Opdracht gegeven op', en: 'Ordered on' },
  'receipts.refund.end_date': { nl: 'Vergunning beëindigd per', en: 'Permit ended as of' },
  'receipts.refund.sent_on': { nl: 'Naar de bank gestuurd op', en: 'Sent to the bank on' },
  'receipts.refund.paid_on': { nl: 'Betaald op', en: 'Paid on' },
  'receipts.refund.returned_on': { nl: 'Door de bank teruggestuurd op', en: 'Returned by the bank on' },
  'receipts.refund.for_payment': { nl: 'Voor betaling', en: 'For payment' },

  'receipts.pdf.title': { nl: 'Betalingsbewijs', en: 'Payment receipt' },
  'receipts.pdf.file_name': { nl: 'betalingsbewijs-{{reference}}.pdf', en: 'receipt-{{reference}}.pdf' },
  'receipts.pdf.payer': { nl: 'Betaald door', en: 'Paid by' },
  'receipts.pdf.address': { nl: 'Adres', en: 'Address' },
  'receipts.pdf.reference': { nl: 'Referentie', en: 'Reference' },
  'receipts.pdf.paid_on': { nl: 'Betaald op', en: 'Paid on' },
  'receipts.pdf.method': { nl: 'Betaalwijze', en: 'Payment method' },
  'receipts.pdf.items_heading': { nl: 'Betaald voor', en: 'Paid for' },
  'receipts.pdf.period': { nl: 'van {{from}} tot en met {{to}}', en: 'from {{from}} to {{to}}' },
  'receipts.pdf.period_from': { nl: 'vanaf {{from}}', en: 'from {{from}}' },
  'receipts.pdf.total': { nl: 'Totaal betaald', en: 'Total paid' },
  'receipts.pdf.made_on': { nl: 'Gemaakt op {{moment}}', en: 'Made on {{moment}}' },
});
