import { defineTexts } from '../define.js';

/**
 * Resolving a payment with a problem in the back office (issue 27): refund it, or deliver what it was for;
 * and the audit log's names of those actions and of a refused staff sign-in.
 */
export const staffPaymentProblems = defineTexts({
  'staff.audit.action.refund-payment-problem': {
    nl: 'Betaling met probleem terugbetaald',
    en: 'Refunded a payment with a problem',
  },
  'staff.audit.action.deliver-payment-problem': {
    nl: 'Betaling met probleem toch geleverd',
    en: 'Delivered a payment with a problem',
  },
  'staff.audit.action.sign-in-refused': { nl: 'Aanmelden geweigerd', en: 'Sign-in refused' },
  'staff.payment_problems.refund': { nl: 'Terugbetalen', en: 'Refund' },
  'staff.payment_problems.refund_label': {
    nl: 'Betaling {{id}} terugbetalen naar {{iban}}',
    en: 'Refund payment {{id}} to {{iban}}',
  },
  'staff.payment_problems.deliver': { nl: 'Toch leveren', en: 'Deliver after all' },
  'staff.payment_problems.deliver_label': {
    nl: 'Betaling {{id}}: toch leveren waarvoor betaald is',
    en: 'Payment {{id}}: deliver what was paid for after all',
  },
  'staff.payment_problems.delivered': {
    nl: 'Betaling {{id}}: geleverd ({{count}} factuur of facturen). De inwoner krijgt een bevestiging per e-mail.',
    en: 'Payment {{id}}: delivered ({{count}} invoice(s)). The resident gets a confirmation by e-mail.',
  },
  'staff.payment_problems.refunded': {
    nl: 'Betaling {{id}}: terugbetaling besteld. Een collega keurt hem goed als vier ogen aan staat.',
    en: 'Payment {{id}}: refund ordered. A colleague approves it when four eyes is on.',
  },
  'staff.payment_problems.problem.not_a_problem': {
    nl: 'Deze betaling heeft geen probleem (meer).',
    en: 'This payment has no problem (any more).',
  },
  'staff.payment_problems.problem.refund_underway': {
    nl: 'Het geld is al onderweg terug naar de betaler (geëxporteerd of betaald); leveren kan niet meer.',
    en: 'The money is already on its way back to the payer (exported or paid); it can no longer be delivered.',
  },
  'staff.payment_problems.problem.not_deliverable': {
    nl: 'Er is niets meer te leveren: de aanvraag is geannuleerd of ingetrokken, al betaald, verlopen, of de inwoner betaalt haar nu opnieuw.',
    en: 'Nothing can be delivered any more: the request was cancelled or withdrawn, is paid already, has expired, or the resident is paying it again now.',
  },
  'staff.payment_problems.problem.too_little': {
    nl: 'Het ontvangen bedrag is te laag voor wat er betaald moest worden; betaal het terug.',
    en: 'The amount received is too low for what had to be paid; refund it.',
  },
  'staff.payment_problems.problem.account_pair': {
    nl: 'Vul het IBAN en de naam van de rekeninghouder allebei in, of geen van beide.',
    en: 'Enter both the IBAN and the account holder’s name, or neither.',
  },
});
