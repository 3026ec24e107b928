import { defineTexts } from '../define.js';

/** The welcome and login-choice screen (core 2.2). */
export const welcome = defineTexts({
  'welcome.title': { nl: 'Welkom', en: 'Welcome' },
  'welcome.description': {
    nl: 'Welkom bij het digitale parkeerloket van {{municipality}}. Hier vraagt u een parkeervergunning of abonnement aan, bekijkt u uw producten en betaalt u.',
    en: 'Welcome to the digital parking counter of {{municipality}}. Here you request a parking permit or subscription, view your products and pay.',
  },
  'welcome.login.heading': { nl: 'Inloggen als', en: 'Log in as' },
  'welcome.login.residents': { nl: 'Inwoner', en: 'Resident' },
  'welcome.login.residents.tooltip': {
    nl: 'Voor particulieren. U logt in met DigiD of, als u in een ander EU-land woont, met een Europees inlogmiddel.',
    en: 'For private persons. You log in with DigiD or, if you live in another EU country, with a European login.',
  },
  'welcome.login.companies': { nl: 'Bedrijf', en: 'Company' },
  'welcome.login.companies.tooltip': {
    nl: 'Voor bedrijven en instellingen. U logt in met eHerkenning of met de gebruikersnaam die u van de gemeente kreeg.',
    en: 'For companies and organisations. You log in with eHerkenning or with the username the municipality gave you.',
  },
  'welcome.login.none': {
    nl: 'Inloggen is op dit moment niet mogelijk. Probeer het later opnieuw.',
    en: 'Logging in is not possible at the moment. Please try again later.',
  },
  'welcome.login.missing_cookies.title': { nl: 'Cookies nodig', en: 'Cookies needed' },
  'welcome.login.missing_cookies.text': {
    nl: 'Uw browser staat geen cookies of lokale opslag toe. Het parkeerloket heeft die nodig om u te laten inloggen. Sta cookies en websitegegevens toe voor deze site en laad de pagina opnieuw.',
    en: 'Your browser does not allow cookies or local storage. The parking counter needs them to log you in. Allow cookies and site data for this site and reload the page.',
  },
  'welcome.login_error.title': { nl: 'Inloggen is niet gelukt', en: 'Logging in did not succeed' },
  'welcome.login_error.text': {
    nl: 'Er ging iets mis bij het inloggen. Probeer het opnieuw.',
    en: 'Something went wrong while logging in. Please try again.',
  },
  'welcome.login_cancelled.title': { nl: 'Inloggen afgebroken', en: 'Logging in cancelled' },
  'welcome.login_cancelled.text': {
    nl: 'U heeft het inloggen afgebroken. U kunt opnieuw inloggen.',
    en: 'You cancelled logging in. You can log in again.',
  },
  'welcome.conditions.heading': { nl: 'Voorwaarden', en: 'Conditions' },
  /** Empty on purpose: a municipality that has conditions sets this text in its server translations. */
  'welcome.conditions.text': { nl: '', en: '' },
  /** The link to the municipality's conditions (setting CONDITIONS_URL); its name says where it goes. */
  'welcome.conditions.link': {
    nl: 'Lees de voorwaarden van {{municipality}}',
    en: 'Read the conditions of {{municipality}}',
  },
});
