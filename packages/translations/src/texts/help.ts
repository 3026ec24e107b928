import { defineTexts } from '../define.js';

/**
 * The help pages (issue 26, decision 031): *Contact en hulp* with the municipality's contact details, and the
 * accessibility statement in the form of the national model (toegankelijkheidsverklaring.nl). The municipality's
 * own content (numbers, hours, findings) comes from GET /{tenant}/help-pages; these are the words around it.
 */
export const help = defineTexts({
  'help.contact.title': { nl: 'Contact en hulp', en: 'Contact and help' },
  'help.contact.intro': {
    nl: 'Heeft u een vraag over uw parkeervergunning, een betaling of dit parkeerloket? Neem contact op met {{municipality}}.',
    en: 'Do you have a question about your parking permit, a payment or this parking counter? Contact {{municipality}}.',
  },
  'help.contact.phone': { nl: 'Telefoon', en: 'Phone' },
  'help.contact.email': { nl: 'E-mail', en: 'E-mail' },
  'help.contact.opening_hours': { nl: 'Openingstijden', en: 'Opening hours' },
  'help.contact.page': { nl: 'Contactpagina van de gemeente', en: "The municipality's contact page" },
  'help.contact.page_link': {
    nl: 'Alle manieren om contact op te nemen met {{municipality}}',
    en: 'Every way to contact {{municipality}}',
  },
  'help.contact.missing': {
    nl: 'De gemeente heeft hier nog geen contactgegevens ingevuld. Kijk op de website van de gemeente.',
    en: 'The municipality has not entered its contact details here yet. Please look on the municipality’s website.',
  },
  'help.contact.more': { nl: 'Meer hulp', en: 'More help' },
  'help.contact.settings_link': {
    nl: 'Taal en contrast van het parkeerloket instellen',
    en: 'Set the language and contrast of the parking counter',
  },
  'help.load_failed': {
    nl: 'Deze pagina kon niet worden geladen. Probeer het later opnieuw.',
    en: 'This page could not be loaded. Please try again later.',
  },
  'help.retry': { nl: 'Opnieuw proberen', en: 'Try again' },
  'help.loading': { nl: 'Bezig met laden…', en: 'Loading…' },
  'help.contact_link': { nl: 'Contactgegevens van de gemeente', en: "The municipality's contact details" },
  'help.contact_link_new_tab': {
    nl: 'Contactgegevens van de gemeente (opent in een nieuw tabblad)',
    en: "The municipality's contact details (opens in a new tab)",
  },

  'help.accessibility.title': { nl: 'Toegankelijkheidsverklaring', en: 'Accessibility statement' },
  'help.accessibility.intro': {
    nl: '{{municipality}} wil dat iedereen het parkeerloket kan gebruiken. Daarom streeft de gemeente ernaar het parkeerloket toegankelijk te maken volgens het Besluit digitale toegankelijkheid overheid. Deze verklaring geldt voor het parkeerloket op {{site}}.',
    en: '{{municipality}} wants everyone to be able to use the parking counter. The municipality therefore strives to make the parking counter accessible in accordance with the Dutch Digital Accessibility (Government) Decree. This statement applies to the parking counter at {{site}}.',
  },
  'help.accessibility.status.title': { nl: 'Nalevingsstatus', en: 'Compliance status' },
  'help.accessibility.status.A': {
    nl: 'Voldoet volledig: het parkeerloket voldoet volledig aan de toegankelijkheidseisen (EN 301 549, WCAG 2.1 niveau AA).',
    en: 'Fully compliant: the parking counter fully meets the accessibility requirements (EN 301 549, WCAG 2.1 level AA).',
  },
  'help.accessibility.status.B': {
    nl: 'Voldoet gedeeltelijk: het parkeerloket voldoet gedeeltelijk aan de toegankelijkheidseisen (EN 301 549, WCAG 2.1 niveau AA). Hieronder staat wat nog niet toegankelijk is.',
    en: 'Partially compliant: the parking counter partially meets the accessibility requirements (EN 301 549, WCAG 2.1 level AA). What is not yet accessible is listed below.',
  },
  'help.accessibility.status.C': {
    nl: 'Eerste maatregelen genomen: de gemeente heeft de eerste maatregelen genomen om het parkeerloket toegankelijk te maken.',
    en: 'First measures taken: the municipality has taken the first measures to make the parking counter accessible.',
  },
  'help.accessibility.status.D': {
    nl: 'Voldoet niet: het parkeerloket voldoet nog niet aan de toegankelijkheidseisen.',
    en: 'Not compliant: the parking counter does not yet meet the accessibility requirements.',
  },
  'help.accessibility.status.E': {
    nl: 'Geen inzicht: de gemeente heeft nog niet onderzocht of het parkeerloket aan de toegankelijkheidseisen voldoet.',
    en: 'No insight: the municipality has not yet evaluated whether the parking counter meets the accessibility requirements.',
  },
  'help.accessibility.evaluations.title': { nl: 'Onderzoek', en: 'Evaluation' },
  'help.accessibility.evaluations.none': {
    nl: 'Er is nog geen onderzoek naar de toegankelijkheid gedaan.',
    en: 'No accessibility evaluation has been carried out yet.',
  },
  'help.accessibility.evaluations.item': {
    nl: 'Onderzocht op {{date}} door {{organisation}}.',
    en: 'Evaluated on {{date}} by {{organisation}}.',
  },
  'help.accessibility.evaluations.report': {
    nl: 'Onderzoeksrapport van {{date}}',
    en: 'Evaluation report of {{date}}',
  },
  'help.accessibility.issues.title': { nl: 'Niet toegankelijke inhoud', en: 'Content that is not accessible' },
  'help.accessibility.issues.none': {
    nl: 'Er is geen inhoud bekend die niet toegankelijk is.',
    en: 'No content is known to be inaccessible.',
  },
  'help.accessibility.issues.reason': { nl: 'Toelichting: {{reason}}', en: 'Explanation: {{reason}}' },
  'help.accessibility.issues.fix': {
    nl: 'Opgelost uiterlijk {{date}}.',
    en: 'To be resolved by {{date}} at the latest.',
  },
  'help.accessibility.feedback.title': { nl: 'Feedback en contact', en: 'Feedback and contact' },
  'help.accessibility.feedback.text': {
    nl: 'Kunt u iets in het parkeerloket niet gebruiken, of heeft u een vraag of opmerking over de toegankelijkheid? Mail naar {{email}}. U krijgt binnen {{days}} werkdagen een reactie.',
    en: 'Is there something in the parking counter you cannot use, or do you have a question or comment about its accessibility? E-mail {{email}}. You will receive a reply within {{days}} working days.',
  },
  'help.accessibility.feedback.contact': {
    nl: 'Andere manieren om de gemeente te bereiken staan op Contact en hulp.',
    en: 'Other ways to reach the municipality are on Contact and help.',
  },
  'help.accessibility.enforcement.title': { nl: 'Handhavingsprocedure', en: 'Enforcement procedure' },
  'help.accessibility.enforcement.text': {
    nl: 'Bent u niet tevreden met de manier waarop uw verzoek of klacht is behandeld? Dan kunt u kosteloos een klacht indienen bij {{ombudsman}}.',
    en: 'Are you not satisfied with how your request or complaint was handled? You can then file a complaint free of charge with {{ombudsman}}.',
  },
  'help.accessibility.enforcement.link': { nl: 'Website van {{ombudsman}}', en: 'Website of {{ombudsman}}' },
  'help.accessibility.about.title': { nl: 'Over deze verklaring', en: 'About this statement' },
  'help.accessibility.about.text': {
    nl: 'Deze verklaring is opgesteld op {{date}} en voor het laatst herzien op {{reviewed}}. Zij is vastgesteld door {{approvedBy}}.',
    en: 'This statement was drawn up on {{date}} and last reviewed on {{reviewed}}. It was approved by {{approvedBy}}.',
  },
  'help.accessibility.missing': {
    nl: 'De gemeente heeft de toegankelijkheidsverklaring van het parkeerloket nog niet gepubliceerd.',
    en: 'The municipality has not yet published the accessibility statement of the parking counter.',
  },
});
