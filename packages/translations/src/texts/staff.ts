import { defineTexts } from '../define.js';

/**
 * The back office (issue 27): the staff app's screens and the staff API's problem titles. Never in
 * the residents' web app (web-texts.ts leaves `staff.*` out); the staff app bundles them itself.
 */
export const staff = defineTexts({
  'staff.problem.400': { nl: 'De invoer klopt niet.', en: 'The input is not valid.' },
  'staff.problem.401': {
    nl: 'U bent niet (meer) aangemeld. Meld u opnieuw aan.',
    en: 'You are not (or no longer) signed in. Please sign in again.',
  },
  'staff.problem.403': {
    nl: 'U heeft geen rol die dit mag.',
    en: 'None of your roles allows this.',
  },
  'staff.problem.404': { nl: 'Niet gevonden.', en: 'Not found.' },
  'staff.problem.409': {
    nl: 'Dit is intussen veranderd. Laad de gegevens opnieuw.',
    en: 'This has changed in the meantime. Please reload.',
  },
  'staff.problem.413': { nl: 'De invoer is te groot.', en: 'The input is too large.' },
  'staff.problem.415': {
    nl: 'Deze vorm van invoer wordt niet ondersteund.',
    en: 'This kind of input is not supported.',
  },
  'staff.problem.501': { nl: 'Dit kan nog niet.', en: 'This is not available yet.' },
  'staff.problem.other': {
    nl: 'Er ging iets mis. Probeer het later opnieuw.',
    en: 'Something went wrong. Please try again later.',
  },
  'staff.problem.field_required': { nl: 'Verplicht veld.', en: 'Required field.' },
});
