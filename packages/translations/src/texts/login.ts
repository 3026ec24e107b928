import { defineTexts } from '../define.js';

/** Login: choice screens, external logins, permit login, one-time code, branches, passwords (core 2.3–2.8, 8). */
export const login = defineTexts({
  'screen.back': { nl: 'Terug', en: 'Back' },
  'login.citizens.title': { nl: 'Inloggen als inwoner', en: 'Log in as a resident' },
  'login.citizens.intro': { nl: 'Kies hoe u wilt inloggen.', en: 'Choose how you want to log in.' },
  'login.companies.title': { nl: 'Inloggen als bedrijf', en: 'Log in as a company' },
  'login.companies.intro': { nl: 'Kies hoe uw bedrijf wil inloggen.', en: 'Choose how your company logs in.' },
  'login.choices.none': {
    nl: 'Op dit moment kunt u hier niet inloggen. Probeer het later opnieuw.',
    en: 'You cannot log in here at the moment. Please try again later.',
  },
  'login.choice.digid': { nl: 'Inloggen met DigiD', en: 'Log in with DigiD' },
  'login.choice.digid.description': {
    nl: 'Voor inwoners met een burgerservicenummer.',
    en: 'For residents with a Dutch citizen service number.',
  },
  'login.choice.eidas': { nl: 'Inloggen met een Europees inlogmiddel', en: 'Log in with a European login' },
  'login.choice.eidas.description': {
    nl: 'Voor burgers van een ander land van de Europese Unie, met het inlogmiddel van hun eigen land.',
    en: 'For citizens of another country of the European Union, with the login of their own country.',
  },
  'login.choice.eherkenning': { nl: 'Inloggen met eHerkenning', en: 'Log in with eHerkenning' },
  'login.choice.eherkenning.description': {
    nl: 'Voor bedrijven en instellingen, met eHerkenning op betrouwbaarheidsniveau EH2 of hoger.',
    en: 'For companies and organisations, with eHerkenning at assurance level EH2 or higher.',
  },
  'login.choice.email': { nl: 'Inloggen met gebruikersnaam', en: 'Log in with a username' },
  'login.choice.email.description': {
    nl: 'Met de gebruikersnaam (of het e-mailadres) en het wachtwoord die u van de gemeente kreeg.',
    en: 'With the username (or e-mail address) and the password the municipality gave you.',
  },
  'login.person.title': { nl: 'Inloggen met DigiD', en: 'Log in with DigiD' },
  'login.person.text': {
    nl: 'U gaat naar DigiD om in te loggen. Daarna komt u vanzelf terug in het parkeerloket.',
    en: 'You will go to DigiD to log in. Afterwards you come back to the parking counter.',
  },
  'login.person.continue': { nl: 'Verder naar DigiD', en: 'Continue to DigiD' },
  'login.eu_citizen.title': { nl: 'Inloggen met een Europees inlogmiddel', en: 'Log in with a European login' },
  'login.eu_citizen.text': {
    nl: 'U gaat naar de Europese inlogdienst (eIDAS) en kiest daar het inlogmiddel van uw land. Daarna komt u vanzelf terug in het parkeerloket.',
    en: 'You will go to the European login service (eIDAS) and choose the login of your country there. Afterwards you come back to the parking counter.',
  },
  'login.eu_citizen.continue': {
    nl: 'Verder naar de Europese inlogdienst',
    en: 'Continue to the European login service',
  },
  'login.company.title': { nl: 'Inloggen met eHerkenning', en: 'Log in with eHerkenning' },
  'login.company.text': {
    nl: 'U gaat naar eHerkenning om in te loggen op betrouwbaarheidsniveau EH2 of hoger. Daarna komt u vanzelf terug in het parkeerloket.',
    en: 'You will go to eHerkenning to log in at assurance level EH2 or higher. Afterwards you come back to the parking counter.',
  },
  'login.company.continue': { nl: 'Verder naar eHerkenning', en: 'Continue to eHerkenning' },
  'login.external.unavailable': {
    nl: 'De gemeente biedt deze manier van inloggen niet aan. Ga terug en kies een andere manier.',
    en: 'The municipality does not offer this way of logging in. Go back and choose another way.',
  },
  'login.forward.failed': {
    nl: 'Op dit moment is het niet mogelijk om dit e-loket te gebruiken. Probeer het later opnieuw. Excuses voor het ongemak!',
    en: 'At the moment it is not possible to use this e-counter. Please try again later. Sorry for the inconvenience!',
  },
  'login.forward.status_code': { nl: 'Statuscode: {{statusCode}}', en: 'Status code: {{statusCode}}' },
  'login.permit.title': { nl: 'Inloggen met gebruikersnaam', en: 'Log in with a username' },
  'login.permit.intro': {
    nl: 'Vul de gebruikersnaam (of het e-mailadres) en het wachtwoord in die u van de gemeente kreeg. Daarna sturen wij u een inlogcode per e-mail.',
    en: 'Enter the username (or e-mail address) and the password the municipality gave you. We then send you a login code by e-mail.',
  },
  'login.permit.username': { nl: 'Gebruikersnaam of e-mailadres', en: 'Username or e-mail address' },
  'login.permit.password': { nl: 'Wachtwoord', en: 'Password' },
  'login.permit.submit': { nl: 'Inloggen', en: 'Log in' },
  'login.permit.forgotten': { nl: 'Wachtwoord vergeten?', en: 'Password forgotten?' },
  'login.process.title': { nl: 'Bezig met inloggen', en: 'Logging in' },
  'login.process.text': {
    nl: 'Een ogenblik geduld, u wordt ingelogd.',
    en: 'One moment please, you are being logged in.',
  },
  'login.otp_sent.title': { nl: 'Inlogcode verstuurd', en: 'Login code sent' },
  'login.otp_sent.text': {
    nl: 'Wij hebben u een e-mail gestuurd met een inlogcode. Vul die code op de volgende pagina in.',
    en: 'We have sent you an e-mail with a login code. Enter that code on the next page.',
  },
  'login.otp_sent.next': { nl: 'Volgende', en: 'Next' },
  'login.otp.title': { nl: 'Inlogcode invullen', en: 'Enter the login code' },
  'login.otp.intro': {
    nl: 'Wij hebben een inlogcode gestuurd naar het e-mailadres van uw account. De code is korte tijd geldig.',
    en: 'We have sent a login code to the e-mail address of your account. The code is valid for a short time.',
  },
  'login.otp.code': { nl: 'Inlogcode', en: 'Login code' },
  'login.otp.submit': { nl: 'Bevestigen', en: 'Confirm' },
  'login.otp.no_code': {
    nl: 'Geen code ontvangen, of is de code verlopen?',
    en: 'No code received, or has the code expired?',
  },
  'login.otp.new_login.title': { nl: 'Nieuwe inlogcode nodig', en: 'A new login code is needed' },
  'login.otp.new_login.link': { nl: 'Opnieuw inloggen', en: 'Log in again' },
  'login.branches.title': { nl: 'Kies een vestiging', en: 'Choose a branch' },
  'login.branches.intro': {
    nl: 'Uw bedrijf heeft meer vestigingen. Kies de vestiging waarvoor u wilt inloggen.',
    en: 'Your company has several branches. Choose the branch you want to log in for.',
  },
  'login.branches.list': { nl: 'Vestigingen', en: 'Branches' },
  'login.branches.number': { nl: 'Vestigingsnummer {{number}}', en: 'Branch number {{number}}' },
  'login.branches.load_more': { nl: 'Meer laden', en: 'Load more' },
  'login.branches.loading': { nl: 'Meer vestigingen worden geladen', en: 'Loading more branches' },
  'login.branches.shown': { nl: 'Vestigingen getoond: {{count}}', en: 'Branches shown: {{count}}' },
  'login.branches.search': { nl: 'Zoek een vestiging', en: 'Search for a branch' },
  'login.branches.search_hint': {
    nl: 'Typ een deel van de naam, de straat, het huisnummer of de plaats. De lijst toont alleen de vestigingen die passen.',
    en: 'Type part of the name, the street, the house number or the town. The list shows only the branches that match.',
  },
  'login.branches.found': { nl: 'Vestigingen gevonden: {{count}}', en: 'Branches found: {{count}}' },
  'login.branches.none_found': {
    nl: 'Er is geen vestiging gevonden voor ‘{{query}}’. Controleer wat u heeft getypt, of maak het zoekveld leeg om alle vestigingen te zien.',
    en: 'No branch was found for ‘{{query}}’. Check what you typed, or empty the search field to see all branches.',
  },
  'login.branches.empty': { nl: 'Er zijn geen vestigingen gevonden.', en: 'No branches were found.' },
  'login.branches.to_login': { nl: 'Terug naar inloggen', en: 'Back to log in' },
  'login.branches.error': {
    nl: 'De vestigingen konden niet worden geladen',
    en: 'The branches could not be loaded',
  },
  'login.branches.error_more': {
    nl: 'Probeer het opnieuw met de knop Meer laden.',
    en: 'Try again with the Load more button.',
  },
  'login.branches.retry': { nl: 'Opnieuw proberen', en: 'Try again' },
  'login.request_password.title': { nl: 'Nieuw wachtwoord aanvragen', en: 'Request a new password' },
  'login.request_password.intro': {
    nl: 'Vul uw gebruikersnaam of e-mailadres in. Wij sturen u dan een e-mail met een link om een nieuw wachtwoord te kiezen.',
    en: 'Enter your username or e-mail address. We then send you an e-mail with a link to choose a new password.',
  },
  'login.request_password.username': { nl: 'Gebruikersnaam of e-mailadres', en: 'Username or e-mail address' },
  'login.request_password.submit': { nl: 'Aanvragen', en: 'Request' },
  'login.request_password.done': {
    nl: 'Uw aanvraag is verwerkt. Kijk in uw e-mail voor de link.',
    en: 'Your request has been processed. Look in your e-mail for the link.',
  },
  'login.request_password.back': { nl: 'Terug naar inloggen', en: 'Back to log in' },
  'login.register_password.title': { nl: 'Wachtwoord instellen', en: 'Set your password' },
  'login.register_password.intro': {
    nl: 'Kies het wachtwoord waarmee u voortaan inlogt.',
    en: 'Choose the password you will log in with from now on.',
  },
  'login.register_password.username': { nl: 'Gebruikersnaam', en: 'Username' },
  'login.register_password.password': { nl: 'Nieuw wachtwoord', en: 'New password' },
  'login.register_password.repeat': { nl: 'Herhaal het nieuwe wachtwoord', en: 'Repeat the new password' },
  'login.register_password.rule': {
    nl: 'Minstens 8 tekens, met minstens één hoofdletter, één kleine letter, één cijfer en één speciaal teken.',
    en: 'At least 8 characters, with at least one capital letter, one lower-case letter, one digit and one special character.',
  },
  'login.register_password.submit': { nl: 'Bevestigen', en: 'Confirm' },
  'login.register_password.done': {
    nl: 'Uw wachtwoord is opgeslagen. U kunt nu inloggen.',
    en: 'Your password has been saved. You can log in now.',
  },
  'login.register_password.no_key': {
    nl: 'Deze link is niet (meer) bruikbaar. Gebruik de link uit de laatste e-mail, of vraag een nieuwe aan.',
    en: 'This link cannot be used (any more). Use the link from the latest e-mail, or request a new one.',
  },
});
