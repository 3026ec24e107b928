import { defineTexts } from '../define.js';

/** The back office's waiting lists (issue 28) and the resident's e-mails about what staff did there. */
export const staffWaiting = defineTexts({
  'staff.nav.waiting_lists': { nl: 'Wachtlijsten', en: 'Waiting lists' },
  'staff.waiting.intro': {
    nl: 'Per product en locatie: wie er wachten, in volgorde. De inwoner krijgt bij elke wijziging een e-mail.',
    en: 'Per product and location: who is waiting, in order. The resident is e-mailed at every change.',
  },
  'staff.waiting.empty': { nl: 'Er staat niemand op een wachtlijst.', en: 'Nobody is on a waiting list.' },
  'staff.waiting.capacity': {
    nl: 'Capaciteit: {{capacity}} plaatsen, bezet: {{taken}}',
    en: 'Capacity: {{capacity}} places, taken: {{taken}}',
  },
  'staff.waiting.no_capacity': {
    nl: 'Geen vaste capaciteit, bezet: {{taken}}',
    en: 'No fixed capacity, taken: {{taken}}',
  },
  'staff.waiting.caption': { nl: 'Wachtlijst {{title}} ({{count}})', en: 'Waiting list {{title}} ({{count}})' },
  'staff.waiting.col.position': { nl: 'Plaats', en: 'Position' },
  'staff.waiting.col.resident': { nl: 'Inwoner', en: 'Resident' },
  'staff.waiting.col.joined': { nl: 'Op de wachtlijst sinds', en: 'On the list since' },
  'staff.waiting.col.status': { nl: 'Status', en: 'Status' },
  'staff.waiting.col.actions': { nl: 'Acties', en: 'Actions' },
  'staff.waiting.unnamed': { nl: 'Inwoner {{id}}', en: 'Resident {{id}}' },
  'staff.waiting.status.WAITING': { nl: 'Wacht', en: 'Waiting' },
  // The other states of an entry, by name (the exports' status filter, issue 28): WITHDRAWN as the resident reads it.
  'staff.waiting.status.AWAIT_CONTINUE_WAITING': { nl: 'Plaats aangeboden', en: 'Place offered' },
  'staff.waiting.status.REQUESTED': { nl: 'Aangevraagd', en: 'Requested' },
  'staff.waiting.status.WITHDRAWN': { nl: 'Ingetrokken', en: 'Withdrawn' },
  'staff.waiting.status.DISCONTINUED': { nl: 'Aanbod vervallen', en: 'Offer lapsed' },
  'staff.waiting.status.offered': {
    nl: 'Plaats aangeboden, aan te vragen tot {{until}}',
    en: 'Place offered, can be requested until {{until}}',
  },
  'staff.waiting.offer': { nl: 'Plaats nu aanbieden aan {{name}}', en: 'Offer a place now to {{name}}' },
  'staff.waiting.pass': { nl: 'Aanbod van {{name}} doorgeven', en: "Pass {{name}}'s offer on" },
  'staff.waiting.pass_reason': { nl: 'Reden van doorgeven', en: 'Reason for passing on' },
  'staff.waiting.remove': { nl: '{{name}} van de wachtlijst halen', en: 'Remove {{name}} from the waiting list' },
  'staff.waiting.remove_reason': { nl: 'Reden van verwijderen', en: 'Reason for removing' },
  'staff.waiting.reason_note': {
    nl: 'De inwoner leest deze reden in de e-mail.',
    en: 'The resident reads this reason in the e-mail.',
  },
  'staff.waiting.problem.ended': {
    nl: 'Deze inschrijving staat niet meer op de wachtlijst.',
    en: 'This entry is no longer on the waiting list.',
  },
  'staff.waiting.problem.not_first': {
    nl: 'Alleen de eerste wachtende kan nu een plaats aangeboden krijgen.',
    en: 'Only the first in line can be offered a place now.',
  },
  'staff.waiting.problem.not_waiting': {
    nl: 'Deze inschrijving heeft al een plaats aangeboden gekregen.',
    en: 'This entry has been offered a place already.',
  },
  'staff.waiting.problem.not_offered': {
    nl: 'Deze inschrijving heeft geen aanbod om door te geven.',
    en: 'This entry has no offer to pass on.',
  },
  'messages.kind.waiting_list_offer_passed_on': { nl: 'Aanbod doorgegeven', en: 'Offer passed on' },
  'messages.kind.waiting_list_removed': { nl: 'Van de wachtlijst gehaald', en: 'Removed from the waiting list' },
  'mail.waiting_list_offer_passed_on.subject': {
    nl: 'De plaats is doorgegeven: {{product}}',
    en: 'The place has passed on: {{product}}',
  },
  'mail.waiting_list_offer_passed_on.body': {
    nl: 'De gemeente heeft de plaats die u was aangeboden voor "{{product}}" ({{location}}) doorgegeven aan de volgende op de wachtlijst. Uw plaats op de wachtlijst is vervallen.\n\nReden: {{reason}}\n\nU kunt zich opnieuw op de wachtlijst laten plaatsen.\n\n{{link}}',
    en: 'The municipality has passed the place you were offered for "{{product}}" ({{location}}) on to the next person on the waiting list. Your place on the waiting list has ended.\n\nReason: {{reason}}\n\nYou can join the waiting list again.\n\n{{link}}',
  },
  'mail.waiting_list_removed.subject': {
    nl: 'U staat niet meer op de wachtlijst: {{product}}',
    en: 'You are no longer on the waiting list: {{product}}',
  },
  'mail.waiting_list_removed.body': {
    nl: 'De gemeente heeft u van de wachtlijst voor "{{product}}" ({{location}}) gehaald.\n\nReden: {{reason}}\n\nHeeft u vragen? Neem contact op met de gemeente.\n\n{{link}}',
    en: 'The municipality has removed you from the waiting list for "{{product}}" ({{location}}).\n\nReason: {{reason}}\n\nQuestions? Please contact the municipality.\n\n{{link}}',
  },
});
