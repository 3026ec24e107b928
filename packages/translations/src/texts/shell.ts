import { defineTexts } from '../define.js';

/** Header, main menu, footer and About dialog (core 2.10). */
export const shell = defineTexts({
  'shell.skip_link': { nl: 'Direct naar de inhoud', en: 'Skip to main content' },
  'header.language.label': { nl: 'Taal', en: 'Language' },
  'header.contrast.label': { nl: 'Contrast', en: 'Contrast' },
  'header.menu.button': { nl: 'Menu', en: 'Menu' },
  'header.cart.label': {
    nl: 'Winkelwagen, aantal: {{count}}',
    en: 'Shopping cart, items: {{count}}',
  },
  'menu.label': { nl: 'Hoofdmenu', en: 'Main menu' },
  'menu.who': { nl: 'Ingelogd als {{name}}', en: 'Logged in as {{name}}' },
  'menu.who_branch': { nl: 'Vestiging: {{branch}}', en: 'Branch: {{branch}}' },
  'menu.current_products': { nl: 'Mijn producten', en: 'My products' },
  'menu.requestable_products': { nl: 'Product aanvragen', en: 'Request a product' },
  'menu.prolongations': { nl: 'Verlengingen', en: 'Prolongations' },
  'menu.pending_requests': { nl: 'Lopende aanvragen', en: 'Pending requests' },
  'menu.shopping_cart': { nl: 'Winkelwagen', en: 'Shopping cart' },
  'menu.waiting_list': { nl: 'Wachtlijst', en: 'Waiting list' },
  'menu.history': { nl: 'Historie', en: 'History' },
  'menu.home': { nl: 'Home', en: 'Home' },
  'menu.settings': { nl: 'Instellingen', en: 'Settings' },
  'menu.user': { nl: 'Mijn gegevens', en: 'My details' },
  'menu.payments': { nl: 'Betalingen', en: 'Payments' },
  'menu.logout': { nl: 'Uitloggen', en: 'Log out' },
  'menu.login': { nl: 'Inloggen', en: 'Log in' },
  'footer.copyright': {
    nl: 'Copyright {{firstYear}}-{{year}} | app versie {{version}}',
    en: 'Copyright {{firstYear}}-{{year}} | app version {{version}}',
  },
  'footer.about': { nl: 'Over het parkeerloket', en: 'About the parking counter' },
  'footer.nav': { nl: 'Hulp en informatie', en: 'Help and information' },
  'footer.contact': { nl: 'Contact en hulp', en: 'Contact and help' },
  'footer.accessibility': { nl: 'Toegankelijkheid', en: 'Accessibility' },
  'about.title': { nl: 'Over het parkeerloket', en: 'About the parking counter' },
  'about.text': {
    nl: 'Via het parkeerloket vraagt u parkeervergunningen aan, beheert u ze en betaalt u ze.',
    en: 'Through the parking counter you request, manage and pay for parking permits.',
  },
  'about.version': { nl: 'Versie {{version}}', en: 'Version {{version}}' },
  'about.copyright': { nl: 'Copyright {{firstYear}}-{{year}}', en: 'Copyright {{firstYear}}-{{year}}' },
});
