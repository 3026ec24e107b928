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
  'staff.problem.multipart_expected': {
    nl: 'Stuur de gegevens met het bestand als multipart/form-data.',
    en: 'Send the fields with the file as multipart/form-data.',
  },
  'staff.problem.413': { nl: 'De invoer is te groot.', en: 'The input is too large.' },
  'staff.problem.413_limit': {
    nl: 'Hier kan hoogstens {{size}} worden verstuurd.',
    en: 'At most {{size}} can be sent here.',
  },
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

  'staff.role.beheerder': { nl: 'Beheerder', en: 'Administrator' },
  'staff.role.klantcontact': { nl: 'Klantcontact', en: 'Customer contact' },
  'staff.role.beoordelaar': { nl: 'Beoordelaar', en: 'Reviewer' },
  'staff.role.financien': { nl: 'Financiën', en: 'Finance' },
  'staff.role.auditor': { nl: 'Auditor', en: 'Auditor' },

  'staff.contrast.default': { nl: 'Kleuren van de gemeente', en: "The municipality's colours" },
  'staff.contrast.black-white': { nl: 'Zwart op wit', en: 'Black on white' },
  'staff.contrast.white-black': { nl: 'Wit op zwart', en: 'White on black' },
  'staff.contrast.black-yellow': { nl: 'Zwart op geel', en: 'Black on yellow' },
  'staff.contrast.yellow-black': { nl: 'Geel op zwart', en: 'Yellow on black' },

  'staff.loading': { nl: 'Bezig met laden…', en: 'Loading…' },
  'staff.not_found': { nl: 'Deze pagina bestaat niet.', en: 'This page does not exist.' },
  'staff.not_allowed.title': { nl: 'Geen toegang', en: 'No access' },
  'staff.not_allowed.text': {
    nl: 'Uw rollen geven geen toegang tot dit scherm.',
    en: 'Your roles do not give access to this screen.',
  },

  'staff.shell.skip_link': { nl: 'Direct naar de inhoud', en: 'Skip to main content' },
  'staff.shell.title': { nl: 'Parkeerloket beheer', en: 'Parking counter back office' },
  'staff.shell.signed_in_as': { nl: 'Aangemeld als {{name}}', en: 'Signed in as {{name}}' },
  'staff.shell.roles': { nl: 'Rollen: {{roles}}', en: 'Roles: {{roles}}' },
  'staff.shell.language': { nl: 'Taal', en: 'Language' },
  'staff.shell.contrast': { nl: 'Contrast', en: 'Contrast' },
  'staff.shell.sign_out': { nl: 'Afmelden', en: 'Sign out' },
  'staff.nav.label': { nl: 'Hoofdmenu beheer', en: 'Back office main menu' },
  'staff.nav.start': { nl: 'Start', en: 'Start' },
  'staff.nav.settings': { nl: 'Instellingen', en: 'Settings' },

  'staff.settings.title': { nl: 'Instellingen', en: 'Settings' },
  'staff.settings.sign_in': { nl: 'Aanmelden van medewerkers', en: 'Staff sign-in' },
  'staff.settings.mode': { nl: 'Manier van aanmelden', en: 'Sign-in method' },
  'staff.settings.mode.simulator': { nl: 'Simulator (alleen voor testen)', en: 'Simulator (testing only)' },
  'staff.settings.mode.oidc': {
    nl: 'OpenID Connect-provider van de gemeente',
    en: "The municipality's OpenID Connect provider",
  },
  'staff.settings.issuer': { nl: 'Provider (issuer)', en: 'Provider (issuer)' },
  'staff.settings.group_claim': { nl: 'Claim met de groepen', en: 'Claim holding the groups' },
  'staff.settings.retention': { nl: 'Bewaartermijn auditlog', en: 'Audit log retention' },
  'staff.settings.retention_days': { nl: '{{count}} dagen', en: '{{count}} days' },
  'staff.settings.mapping': { nl: 'Rollen per groep', en: 'Roles per group' },
  'staff.settings.mapping_caption': {
    nl: 'Welke groep bij de provider welke rollen geeft',
    en: 'Which group at the provider gives which roles',
  },
  'staff.settings.mapping_none': {
    nl: 'Er zijn nog geen groepen aan rollen gekoppeld (operator: staff-roles).',
    en: 'No groups are mapped to roles yet (operator: staff-roles).',
  },
  'staff.settings.group': { nl: 'Groep', en: 'Group' },
  'staff.settings.roles': { nl: 'Rollen', en: 'Roles' },

  'staff.start.title': { nl: 'Werkvoorraad', en: 'Work to do' },
  'staff.start.counts': { nl: 'Aantallen per werkvoorraad', en: 'Counts per work queue' },
  'staff.start.none': {
    nl: 'Er is geen werkvoorraad voor uw rollen.',
    en: 'There is no work queue for your roles.',
  },

  'staff.sign_in.title': { nl: 'Aanmelden bij het beheer', en: 'Sign in to the back office' },
  'staff.sign_in.provider': { nl: 'Aanmelden met uw werkaccount', en: 'Sign in with your work account' },
  'staff.sign_in.simulator.title': {
    nl: 'Simulator: demo-medewerkers (alleen voor testen)',
    en: 'Simulator: demo staff (for testing only)',
  },
  'staff.sign_in.simulator.text': {
    nl: 'Dit is geen echte aanmelding. Kies een demo-medewerker; de rollen staan erbij.',
    en: 'This is no real sign-in. Choose a demo staff member; their roles are shown.',
  },
  'staff.sign_in.simulator.as': { nl: 'Aanmelden als {{name}}', en: 'Sign in as {{name}}' },
  'staff.sign_in.unavailable': {
    nl: 'Aanmelden is voor deze gemeente nog niet ingesteld. Neem contact op met de beheerder.',
    en: 'Signing in has not been set up for this municipality yet. Please contact the administrator.',
  },
  'staff.sign_in.failure.simulator-off': {
    nl: 'De simulator staat hier uit.',
    en: 'The simulator is switched off here.',
  },
  'staff.sign_in.failure.unknown-staff': {
    nl: 'Deze demo-medewerker bestaat niet.',
    en: 'This demo staff member does not exist.',
  },
  'staff.sign_in.failure.cross-site': {
    nl: 'Aanmelden kan alleen vanaf deze site.',
    en: 'Signing in is only possible from this site.',
  },
  'staff.sign_in.failure.provider': {
    nl: 'Aanmelden bij uw organisatie is niet gelukt. Probeer het opnieuw.',
    en: 'Signing in with your organisation did not succeed. Please try again.',
  },
  'staff.sign_in.failure.no-roles': {
    nl: 'U bent aangemeld, maar uw account heeft geen rol in het beheer. Vraag de beheerder om een rol.',
    en: 'You signed in, but your account has no role in the back office. Ask the administrator for a role.',
  },
  'staff.sign_in.failure.no-mfa': {
    nl: 'Aanmelden vraagt een tweede factor (MFA). Meld u aan met MFA.',
    en: 'Signing in requires a second factor (MFA). Please sign in with MFA.',
  },
});
