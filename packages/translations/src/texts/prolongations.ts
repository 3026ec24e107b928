import { defineTexts } from '../define.js';

/** Prolongations (lifecycle 2.13, 4.4, 8): the offer e-mail and the screens. */
export const prolongations = defineTexts({
  'mail.prolongation_offer.subject': {
    nl: 'U kunt uw {{product}} verlengen',
    en: 'You can prolong your {{product}}',
  },
  'mail.prolongation_offer.body': {
    nl: 'Uw "{{product}}" loopt af op {{end}}. U kunt het nu verlengen tot en met {{until}}. Bekijk en bevestig de verlenging in het parkeerloket:\n\n{{link}}',
    en: 'Your "{{product}}" ends on {{end}}. You can now prolong it until {{until}}. View and confirm the prolongation in the parking portal:\n\n{{link}}',
  },
  'prolongations.title': { nl: 'Verlengingen', en: 'Prolongations' },
  'prolongations.intro': {
    nl: 'Deze producten lopen binnenkort af. U kunt ze verlengen.',
    en: 'These products end soon. You can prolong them.',
  },
  'prolongations.empty': {
    nl: 'U heeft geen producten om te verlengen.',
    en: 'You have no products to prolong.',
  },
  'prolongations.open': { nl: 'Bekijk de verlenging van {{title}}', en: 'View the prolongation of {{title}}' },
  'prolongations.not_found': {
    nl: 'Deze verlenging bestaat niet (meer). Misschien is ze al bevestigd, betaald of ingetrokken.',
    en: 'This prolongation does not exist (any more). It may have been confirmed, paid or withdrawn already.',
  },
  'prolongations.details.title': { nl: 'Verlenging', en: 'Prolongation' },
  'prolongations.facts.status': { nl: 'Status', en: 'Status' },
  'prolongations.action.continue': { nl: 'Verder', en: 'Continue' },
  'prolongations.action.withdraw': { nl: 'Intrekken', en: 'Withdraw' },
  'prolongations.action.cart': { nl: 'Naar winkelwagen', en: 'To shopping cart' },
  'prolongations.action.documents': { nl: 'Documenten bekijken', en: 'View documents' },
  'prolongations.withdraw.question': {
    nl: 'Weet u zeker dat u deze verlenging wilt intrekken? Het product loopt dan af op de einddatum.',
    en: 'Are you sure you want to withdraw this prolongation? The product then ends on its end date.',
  },
  'prolongations.withdraw.done': { nl: 'De verlenging is ingetrokken.', en: 'The prolongation has been withdrawn.' },
  'prolongations.confirm.title': { nl: 'Verlenging bevestigen', en: 'Confirm prolongation' },
  'prolongations.confirm.question': {
    nl: 'Wilt u dit product verlengen voor de getoonde periode en prijs?',
    en: 'Do you want to prolong this product for the period and price shown?',
  },
  'prolongations.confirm.submit': { nl: 'Bevestigen', en: 'Confirm' },
  'prolongations.confirm.previous': { nl: 'Vorige', en: 'Previous' },
  'prolongations.confirm.yes_required': {
    nl: 'Kies Ja om de verlenging te bevestigen.',
    en: 'Choose Yes to confirm the prolongation.',
  },
  'prolongations.confirm.done_free': {
    nl: 'Uw product is verlengd tot en met {{until}}.',
    en: 'Your product has been prolonged until {{until}}.',
  },
  'prolongations.confirm.done_pay': {
    nl: 'De verlenging staat in uw winkelwagen. Na betaling is uw product verlengd.',
    en: 'The prolongation is in your shopping cart. Once paid, your product is prolonged.',
  },
  'prolongations.documents.title': { nl: 'Documenten', en: 'Documents' },
});
