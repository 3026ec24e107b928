import { defineTexts } from '../define.js';

/**
 * Messages for every change (issue 26, docs/messages.md): the e-mail of each message kind (`mail.<kind>.*`,
 * server only; `.event` titles the calendar event of a message with a day to remember) and the resident's
 * choices in Mijn gegevens (`messages.*`). A message names no person and no address: the product, the
 * permit number and what changed, and one link to the screen concerned.
 */
export const messages = defineTexts({
  'mail.request_received.subject': {
    nl: 'Uw aanvraag {{request}} is ontvangen',
    en: 'Your request {{request}} has been received',
  },
  'mail.request_received.body': {
    nl: 'Wij hebben uw aanvraag {{request}} voor {{product}} ontvangen.\n\nU ziet hoe het ermee staat op:\n{{link}}',
    en: 'We have received your request {{request}} for {{product}}.\n\nYou can see where it stands at:\n{{link}}',
  },
  'mail.request_on_behalf.subject': {
    nl: 'Aanvraag {{request}} is aangevraagd door de gemeente namens u',
    en: 'Request {{request}} was made by the municipality on your behalf',
  },
  'mail.request_on_behalf.body': {
    nl: 'Uw aanvraag {{request}} voor {{product}} is aangevraagd door de gemeente namens u, op uw verzoek aan de balie of aan de telefoon.\n\nHeeft u dit niet gevraagd? Neem dan contact op met de gemeente.\n\nU ziet hoe het ermee staat op:\n{{link}}',
    en: 'Your request {{request}} for {{product}} was made by the municipality on your behalf, at your request at the counter or by phone.\n\nDid you not ask for this? Please contact the municipality.\n\nYou can see where it stands at:\n{{link}}',
  },
  'mail.changed_on_behalf.subject': {
    nl: 'De gemeente heeft namens u uw vergunning of aanvraag gewijzigd',
    en: 'The municipality changed your permit or request on your behalf',
  },
  'mail.changed_on_behalf.body': {
    nl: 'Op uw verzoek aan de balie of aan de telefoon heeft de gemeente namens u {{what}}.\n\nHeeft u dit niet gevraagd? Neem dan contact op met de gemeente.\n\nU ziet het op:\n{{link}}',
    en: 'At your request at the counter or by phone, the municipality has on your behalf {{what}}.\n\nDid you not ask for this? Please contact the municipality.\n\nYou can see it at:\n{{link}}',
  },
  'mail.changed_on_behalf.plate_change': {
    nl: 'een kentekenwijziging aangevraagd voor vergunning {{number}} (nieuw kenteken: {{plates}})',
    en: 'requested a licence plate change for permit {{number}} (new plate: {{plates}})',
  },
  'mail.changed_on_behalf.document_added': {
    nl: 'een document ({{filename}}) toegevoegd aan aanvraag {{request}}',
    en: 'added a document ({{filename}}) to request {{request}}',
  },
  'mail.changed_on_behalf.request_continued': {
    nl: 'aanvraag {{request}} met de documenten verder gestuurd',
    en: 'sent request {{request}} on with its documents',
  },
  'mail.changed_on_behalf.terminate_now': {
    nl: 'vergunning {{number}} beëindigd',
    en: 'ended permit {{number}}',
  },
  'mail.changed_on_behalf.terminate_planned': {
    nl: 'de beëindiging van vergunning {{number}} ingepland: de laatste geldige dag is {{date}}',
    en: 'planned the end of permit {{number}}: the last valid day is {{date}}',
  },
  'mail.document_needed.subject': {
    nl: 'Wij hebben een document van u nodig (aanvraag {{request}})',
    en: 'We need a document from you (request {{request}})',
  },
  'mail.document_needed.body': {
    nl: 'Voor uw aanvraag {{request}} voor {{product}} hebben wij nog nodig:\n{{documents}}\n\nU kunt het document hier toevoegen:\n{{link}}',
    en: 'For your request {{request}} for {{product}} we still need:\n{{documents}}\n\nYou can add the document here:\n{{link}}',
  },
  'mail.document_approved.subject': {
    nl: 'Uw documenten zijn goedgekeurd (aanvraag {{request}})',
    en: 'Your documents have been approved (request {{request}})',
  },
  'mail.document_approved.body': {
    nl: 'De gemeente heeft de documenten bij uw aanvraag {{request}} voor {{product}} goedgekeurd.\n\n{{next}}\n\n{{link}}',
    en: 'The municipality has approved the documents of your request {{request}} for {{product}}.\n\n{{next}}\n\n{{link}}',
  },
  'mail.document_rejected.subject': {
    nl: 'Een document is afgekeurd (aanvraag {{request}})',
    en: 'A document has been rejected (request {{request}})',
  },
  'mail.document_rejected.body': {
    nl: 'De gemeente heeft een document bij uw aanvraag {{request}} voor {{product}} afgekeurd.\n\nReden van de gemeente: {{reason}}\n\n{{next}}\n\n{{link}}',
    en: "The municipality has rejected a document of your request {{request}} for {{product}}.\n\nThe municipality's reason: {{reason}}\n\n{{next}}\n\n{{link}}",
  },
  'mail.permit_issued.subject': {
    nl: 'Uw vergunning {{number}} is verleend',
    en: 'Your permit {{number}} has been issued',
  },
  'mail.permit_issued.body': {
    nl: 'Uw vergunning {{product}} is verleend, met vergunningnummer {{number}}.\nGeldig van {{from}} tot en met {{until}}.\n\nHet bewijs van uw vergunning (PDF) downloadt u na inloggen op:\n{{proof}}\n\nUw vergunning bekijkt u op:\n{{link}}',
    en: 'Your permit {{product}} has been issued, with permit number {{number}}.\nValid from {{from}} up to and including {{until}}.\n\nAfter logging in, you can download the proof of your permit (PDF) at:\n{{proof}}\n\nYou can view your permit at:\n{{link}}',
  },
  'mail.permit_issued.event': {
    nl: 'Laatste dag vergunning {{number}} ({{product}})',
    en: 'Last day of permit {{number}} ({{product}})',
  },
  'mail.plate_change_done.subject': {
    nl: 'Het kenteken op uw vergunning {{number}} is gewijzigd',
    en: 'The licence plate on your permit {{number}} has been changed',
  },
  'mail.plate_change_done.body': {
    nl: 'De kentekenwijziging van uw vergunning {{product}} ({{number}}) is doorgevoerd.\n\nU ziet de kentekens van uw vergunning op:\n{{link}}',
    en: "The licence plate change of your permit {{product}} ({{number}}) has been carried out.\n\nYou can see your permit's licence plates at:\n{{link}}",
  },
  'mail.termination_planned.subject': {
    nl: 'Uw vergunning {{number}} wordt beëindigd op {{end}}',
    en: 'Your permit {{number}} will end on {{end}}',
  },
  'mail.termination_planned.body': {
    nl: 'De beëindiging van uw vergunning {{product}} ({{number}}) is ingepland. De laatste geldige dag is {{end}}.\n\nU bekijkt of wijzigt de beëindiging op:\n{{link}}',
    en: 'The termination of your permit {{product}} ({{number}}) has been planned. Its last valid day is {{end}}.\n\nYou can view or change the termination at:\n{{link}}',
  },
  'mail.termination_planned.event': {
    nl: 'Laatste dag vergunning {{number}} ({{product}})',
    en: 'Last day of permit {{number}} ({{product}})',
  },
  'mail.termination_changed.subject': {
    nl: 'De einddatum van uw vergunning {{number}} is gewijzigd naar {{end}}',
    en: 'The end date of your permit {{number}} has been changed to {{end}}',
  },
  'mail.termination_changed.body': {
    nl: 'De beëindiging van uw vergunning {{product}} ({{number}}) is gewijzigd. De laatste geldige dag is nu {{end}}.\n\nU bekijkt de beëindiging op:\n{{link}}',
    en: 'The termination of your permit {{product}} ({{number}}) has been changed. Its last valid day is now {{end}}.\n\nYou can view the termination at:\n{{link}}',
  },
  'mail.termination_changed.event': {
    nl: 'Laatste dag vergunning {{number}} ({{product}})',
    en: 'Last day of permit {{number}} ({{product}})',
  },
  'mail.termination_cancelled.subject': {
    nl: 'De beëindiging van uw vergunning {{number}} is ingetrokken',
    en: 'The termination of your permit {{number}} has been cancelled',
  },
  'mail.termination_cancelled.body': {
    nl: 'De ingeplande beëindiging van uw vergunning {{product}} ({{number}}) is ingetrokken. Uw vergunning blijft geldig.\n\nU bekijkt uw vergunning op:\n{{link}}',
    en: 'The planned termination of your permit {{product}} ({{number}}) has been cancelled. Your permit stays valid.\n\nYou can view your permit at:\n{{link}}',
  },
  'mail.termination_done.subject': {
    nl: 'Uw vergunning {{number}} is beëindigd',
    en: 'Your permit {{number}} has ended',
  },
  'mail.termination_done.body': {
    nl: 'Uw vergunning {{product}} ({{number}}) is beëindigd. De laatste geldige dag was {{end}}.\n\nU vindt de vergunning terug in uw historie:\n{{link}}',
    en: 'Your permit {{product}} ({{number}}) has ended. Its last valid day was {{end}}.\n\nYou can find the permit in your history:\n{{link}}',
  },
  'mail.refund_ordered.subject': {
    nl: 'Wij betalen u {{amount}} terug',
    en: 'We will refund you {{amount}}',
  },
  'mail.refund_ordered.body': {
    nl: 'Voor uw beëindigde vergunning {{product}} betalen wij u {{amount}} terug op rekening {{account}}.\n\nU volgt de terugbetaling op:\n{{link}}',
    en: 'For your terminated permit {{product}} we will refund {{amount}} to account {{account}}.\n\nYou can follow the refund at:\n{{link}}',
  },
  'mail.refund_paid.subject': {
    nl: 'Wij hebben u {{amount}} terugbetaald',
    en: 'We have refunded you {{amount}}',
  },
  'mail.refund_paid.body': {
    nl: 'Wij hebben {{amount}} overgemaakt naar rekening {{account}}.\n\nU ziet uw betalingen en terugbetalingen op:\n{{link}}',
    en: 'We have transferred {{amount}} to account {{account}}.\n\nYou can see your payments and refunds at:\n{{link}}',
  },

  'messages.title': { nl: 'Berichten per e-mail', en: 'Messages by e-mail' },
  'messages.intro': {
    nl: 'Wij sturen u een e-mail als er iets verandert aan uw aanvragen en vergunningen. Sommige berichten kunt u uitzetten; berichten over geld, over het einde van uw vergunning en berichten waarop u moet reageren krijgt u altijd.',
    en: 'We send you an e-mail when something changes in your requests and permits. You can turn some messages off; messages about money, about the end of your permit and messages you must act on are always sent.',
  },
  'messages.none': {
    nl: 'Er zijn geen berichten die u zelf kunt uitzetten.',
    en: 'There are no messages you can turn off yourself.',
  },
  'messages.save': { nl: 'Keuze opslaan', en: 'Save choice' },
  'messages.saved': { nl: 'Uw keuze is opgeslagen.', en: 'Your choice has been saved.' },
  'messages.kind.request_received': { nl: 'Aanvraag ontvangen', en: 'Request received' },
  'messages.kind.changed_on_behalf': {
    nl: 'Gewijzigd door de gemeente namens u',
    en: 'Changed by the municipality on your behalf',
  },
  'messages.kind.request_on_behalf': {
    nl: 'Aangevraagd door de gemeente namens u',
    en: 'Requested by the municipality on your behalf',
  },
  'messages.kind.document_needed': { nl: 'Document nodig', en: 'Document needed' },
  'messages.kind.document_approved': { nl: 'Document goedgekeurd', en: 'Document approved' },
  'messages.kind.document_rejected': { nl: 'Document afgekeurd', en: 'Document rejected' },
  'messages.kind.permit_issued': { nl: 'Vergunning verleend', en: 'Permit issued' },
  'messages.kind.plate_change_done': { nl: 'Kenteken gewijzigd', en: 'Licence plate changed' },
  'messages.kind.termination_planned': { nl: 'Beëindiging ingepland', en: 'Termination planned' },
  'messages.kind.termination_changed': { nl: 'Beëindiging gewijzigd', en: 'Termination changed' },
  'messages.kind.termination_cancelled': { nl: 'Beëindiging ingetrokken', en: 'Termination cancelled' },
  'messages.kind.termination_done': { nl: 'Vergunning beëindigd', en: 'Permit ended' },
  'messages.kind.refund_ordered': { nl: 'Terugbetaling in gang gezet', en: 'Refund ordered' },
  'messages.kind.refund_paid': { nl: 'Terugbetaling overgemaakt', en: 'Refund paid' },
  'messages.kind.waiting_list_joined': { nl: 'Plaats op de wachtlijst', en: 'Place on the waiting list' },
  'messages.kind.waiting_list_position': {
    nl: 'Uw positie op de wachtlijst is veranderd',
    en: 'Your position on the waiting list has changed',
  },
  'messages.kind.waiting_list_offer': { nl: 'Plaats aangeboden', en: 'Place offered' },
  'messages.kind.waiting_list_offer_lapsing': {
    nl: 'Aanbod verloopt over 2 dagen',
    en: 'Offer lapses in 2 days',
  },
  'messages.kind.waiting_list_offer_lapsed': { nl: 'Aanbod verlopen', en: 'Offer lapsed' },
  'messages.kind.prolongation_offer': { nl: 'Verlengen mogelijk', en: 'Renewal possible' },
  'messages.kind.permit_ending': {
    nl: 'Herinnering: uw vergunning loopt af',
    en: 'Reminder: your permit is ending',
  },
  'messages.kind.payment_link_expiring': {
    nl: 'Betaallink verloopt bijna',
    en: 'Payment link about to expire',
  },
});
