import { defineTexts } from '../define.js';

/** The back office's exports and reports (issue 28, decision 042). */
export const staffExports = defineTexts({
  'staff.nav.exports': { nl: 'Exporteren', en: 'Exports' },
  'staff.nav.reports': { nl: 'Rapportages', en: 'Reports' },

  'staff.exports.intro': {
    nl: 'Download gegevens als CSV-bestand, bijvoorbeeld om in een spreadsheet te openen. Elke download wordt vastgelegd in de auditlog.',
    en: 'Download data as a CSV file, for instance to open in a spreadsheet. Every download is recorded in the audit log.',
  },
  'staff.exports.kind': { nl: 'Wat', en: 'What' },
  'staff.exports.kind.vergunningen': { nl: 'Vergunningen', en: 'Permits' },
  'staff.exports.kind.aanvragen': { nl: 'Aanvragen', en: 'Requests' },
  'staff.exports.kind.betalingen': { nl: 'Betalingen', en: 'Payments' },
  'staff.exports.kind.terugbetalingen': { nl: 'Terugbetalingen', en: 'Refunds' },
  'staff.exports.kind.wachtlijsten': { nl: 'Wachtlijsten', en: 'Waiting lists' },
  'staff.exports.from': { nl: 'Vanaf (datum)', en: 'From (date)' },
  'staff.exports.to': { nl: 'Tot en met (datum)', en: 'Up to and including (date)' },
  'staff.exports.period_hint.vergunningen': {
    nl: 'Op de eerste geldige dag van de vergunning.',
    en: "On the permit's first valid day.",
  },
  'staff.exports.period_hint.other': {
    nl: 'Op de dag dat het is aangemaakt.',
    en: 'On the day it was created.',
  },
  'staff.exports.status': { nl: 'Status', en: 'Status' },
  'staff.exports.status.all': { nl: 'Alle', en: 'All' },
  // A payment's states by name (the resident's words for PAID and CANCELLED, payments.status.*, which has no others).
  'staff.payment_status.OPEN': { nl: 'Open', en: 'Open' },
  'staff.payment_status.PAID': { nl: 'Betaald', en: 'Paid' },
  'staff.payment_status.CANCELLED': { nl: 'Geannuleerd', en: 'Cancelled' },
  'staff.payment_status.EXPIRED': { nl: 'Verlopen', en: 'Expired' },
  'staff.payment_status.FAILED': { nl: 'Mislukt', en: 'Failed' },
  'staff.payment_status.PROBLEM': { nl: 'Probleem met de betaling', en: 'Problem with the payment' },
  'staff.exports.separator': { nl: 'Scheidingsteken', en: 'Separator' },
  'staff.exports.separator.comma': { nl: 'Komma (,)', en: 'Comma (,)' },
  'staff.exports.separator.semicolon': {
    nl: 'Puntkomma (;), voor een Nederlandstalige spreadsheet',
    en: 'Semicolon (;), for a spreadsheet set to Dutch',
  },
  'staff.exports.download': { nl: 'Download {{what}} als CSV', en: 'Download {{what}} as CSV' },
  'staff.exports.bad_period': {
    nl: 'De datum "vanaf" ligt na de datum "tot en met".',
    en: 'The "from" date is after the "up to" date.',
  },

  'staff.reports.intro': {
    nl: 'Cijfers per maand. Bij elke grafiek staan dezelfde cijfers in een tabel, en als CSV te downloaden.',
    en: 'Figures per month. Each chart has the same figures in a table, and as a CSV download.',
  },
  'staff.reports.from': { nl: 'Eerste maand', en: 'First month' },
  'staff.reports.to': { nl: 'Laatste maand', en: 'Last month' },
  'staff.reports.show': { nl: 'Toon', en: 'Show' },
  'staff.reports.period': { nl: '{{from}} tot en met {{to}}', en: '{{from}} up to and including {{to}}' },
  'staff.reports.table': { nl: 'Toon als tabel', en: 'Show as a table' },
  'staff.reports.csv': {
    nl: 'Download de cijfers van "{{title}}" als CSV',
    en: 'Download the figures of "{{title}}" as CSV',
  },
  'staff.reports.no_data': { nl: 'Geen cijfers in deze periode.', en: 'No figures in this period.' },
  'staff.reports.chart_label': {
    nl: '{{title}}: grafiek. De cijfers staan ook in de tabel eronder.',
    en: '{{title}}: chart. The figures are also in the table below.',
  },
  'staff.reports.month': { nl: 'Maand', en: 'Month' },
  'staff.reports.product': { nl: 'Product', en: 'Product' },
  'staff.reports.all_products': { nl: 'Alle producten', en: 'All products' },
  'staff.reports.permits.title': {
    nl: 'Vergunningen uitgegeven en beëindigd per maand',
    en: 'Permits issued and ended per month',
  },
  'staff.reports.permits.issued': { nl: 'Uitgegeven', en: 'Issued' },
  'staff.reports.permits.ended': { nl: 'Beëindigd', en: 'Ended' },
  'staff.reports.money.title': { nl: 'Ontvangsten en terugbetalingen per maand', en: 'Revenue and refunds per month' },
  'staff.reports.money.revenue': { nl: 'Ontvangen (€)', en: 'Received (€)' },
  'staff.reports.money.refunds': { nl: 'Terugbetaald (€)', en: 'Refunded (€)' },
  'staff.reports.waiting.title': { nl: 'Wachttijd per locatie', en: 'Waiting time per location' },
  'staff.reports.waiting.location': { nl: 'Locatie', en: 'Location' },
  'staff.reports.waiting.no_location': { nl: 'Zonder locatie', en: 'No location' },
  'staff.reports.waiting.average_days': { nl: 'Gemiddelde wachttijd (dagen)', en: 'Average wait (days)' },
  'staff.reports.waiting.offered': { nl: 'Plaats aangeboden', en: 'Offered a place' },
  'staff.reports.waiting.waiting': { nl: 'Wacht nu', en: 'Waiting now' },
  'staff.reports.reviews.title': {
    nl: 'Doorlooptijd documentbeoordeling per maand',
    en: 'Document review lead time per month',
  },
  'staff.reports.reviews.reviewed': { nl: 'Beoordeeld', en: 'Reviewed' },
  'staff.reports.reviews.average_hours': { nl: 'Gemiddeld (uren)', en: 'Average (hours)' },
  'staff.reports.reviews.median_hours': { nl: 'Mediaan (uren)', en: 'Median (hours)' },
});
