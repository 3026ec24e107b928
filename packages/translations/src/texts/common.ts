import { defineTexts } from '../define.js';

/** Texts shared by every screen: site and municipality names, dialogs, not-found. */
export const common = defineTexts({
  'app.title': { nl: 'Parkeerloket', en: 'Parking counter' },
  /** The server's translations of each municipality override this with its own name. */
  'municipality.name': { nl: 'Gemeente', en: 'Municipality' },
  'page.title': { nl: '{{screen}} - {{site}}', en: '{{screen}} - {{site}}' },
  'screen.title_with_count': { nl: '{{title}} ({{count}})', en: '{{title}} ({{count}})' },
  'not_found.title': { nl: 'Pagina niet gevonden', en: 'Page not found' },
  'not_found.text': {
    nl: 'De pagina die u zoekt bestaat niet (meer). Controleer het adres of ga naar de startpagina.',
    en: 'The page you are looking for does not exist. Check the address or go to the start page.',
  },
  'not_found.start_link': { nl: 'Naar de startpagina', en: 'Go to the start page' },
  'no_tenant.title': { nl: 'Kies een gemeente', en: 'Choose a municipality' },
  'no_tenant.text': {
    nl: 'Open het parkeerloket via de website van uw gemeente. Het adres begint met de naam van de gemeente, bijvoorbeeld /voorbeeld.',
    en: "Open the parking counter through your municipality's website. The address starts with the municipality's name, for example /voorbeeld.",
  },
  'common.close': { nl: 'Sluiten', en: 'Close' },
  'common.ok': { nl: 'OK', en: 'OK' },
  'common.error_summary.title': { nl: 'Er is een probleem', en: 'There is a problem' },
  'common.step_indicator': { nl: 'Stap {{number}} van {{total}}', en: 'Step {{number}} of {{total}}' },
  'common.step_indicator_named': {
    nl: 'Stap {{number}} van {{total}}: {{step}}',
    en: 'Step {{number}} of {{total}}: {{step}}',
  },
  'progress.busy': { nl: 'Bezig met laden…', en: 'Loading…' },
  'message.title': { nl: 'Melding', en: 'Message' },
  'message.title_error': { nl: 'Er ging iets mis', en: 'Something went wrong' },
  'message.network_error': {
    nl: 'Het parkeerloket is niet bereikbaar. Controleer uw internetverbinding en probeer het opnieuw.',
    en: 'The parking counter cannot be reached. Check your internet connection and try again.',
  },
  'message.http_error': {
    nl: 'Het parkeerloket gaf een onverwacht antwoord (statuscode {{status}}). Probeer het later opnieuw.',
    en: 'The parking counter gave an unexpected answer (status code {{status}}). Please try again later.',
  },
});
