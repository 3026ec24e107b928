import { defineTexts } from '../define.js';

/**
 * Continuing a pending request from its id (/upload-files-for-pending-request/{requestId}, lifecycle
 * 2.1, 4.3): the request flow's upload, confirmation and finish stages for a request made earlier.
 */
export const requestResume = defineTexts({
  'request_flow.resume.title': { nl: 'Aanvraag afronden', en: 'Complete your request' },
  'request_flow.resume.back': { nl: 'Terug naar Lopende aanvragen', en: 'Back to pending requests' },
  'request_flow.resume.loading': { nl: 'Uw aanvraag wordt geladen…', en: 'Loading your request…' },
  'request_flow.resume.problem_title': {
    nl: 'Deze aanvraag kan niet worden geopend',
    en: 'This request cannot be opened',
  },
  'request_flow.resume.invalid_id': {
    nl: 'Dit is geen geldig aanvraagnummer.',
    en: 'This is not a valid request number.',
  },
  'request_flow.resume.to_pending': { nl: 'Naar Lopende aanvragen', en: 'To pending requests' },
  'request_flow.confirmation.not_correct_resumed': {
    nl: 'Is de aanvraag niet juist? Annuleer de aanvraag dan en vraag het product opnieuw aan.',
    en: 'Is the request not correct? Then cancel the request and request the product again.',
  },
});
