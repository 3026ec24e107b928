/**
 * The two demo municipalities. Their settings follow the core document (3.7) and differ on
 * purpose, so a visitor sees what is configuration: Voorbeeld offers every login and both
 * payment services; Proefdorp is a smaller town with fewer options.
 */
import type { DutchAddress } from '../registers/index.js';
import type { TenantConfigInput } from '../tenants/index.js';

export interface DemoPermitAccount {
  tenant: string;
  username: string;
  email: string;
  name: string;
  password: string;
  /** The company's main address (the permit login brings none from a register). */
  address: DutchAddress;
  numberOfFte: number;
}

export const DEMO_TENANTS: TenantConfigInput[] = [
  {
    code: 'voorbeeld',
    name: 'Gemeente Voorbeeld',
    defaultLocale: 'nl_NL',
    loginOptions: ['digid', 'eidas', 'eherkenning', 'email'],
    paymentServices: ['directpayment', 'paymentlink'],
    settings: {
      SHOW_MENU_HOME: 1,
      SHOW_MENU_OPTION_CURRENT_PRODUCTS: 2,
      SHOW_MENU_OPTION_REQUESTABLE_PRODUCTS: 3,
      SHOW_MENU_OPTION_PENDING_REQUESTS: 4,
      SHOW_MENU_OPTION_PROLONGATIONS: 5,
      SHOW_MENU_OPTION_WAITING_LIST: 6,
      SHOW_MENU_OPTION_SHOPPING_CART: 7,
      SHOW_MENU_OPTION_PAYMENTS: 8,
      SHOW_MENU_OPTION_HISTORY: 9,
      SHOW_MENU_OPTION_USER: 10,
      SHOW_MENU_OPTION_SETTINGS: 11,
      SHOW_MENU_BUTTON: 'Y',
      SHOW_SHOPPING_CART_ICON: 'Y',
      SHOW_HOME_OPTION_CURRENT_PRODUCTS: 1,
      SHOW_HOME_OPTION_REQUESTABLE_PRODUCTS: 2,
      SHOW_HOME_OPTION_PENDING_REQUESTS: 3,
      SHOW_HOME_OPTION_SHOPPING_CART: 4,
      SHOW_HOME_OPTION_PROLONGATIONS: 5,
      SHOW_HOME_OPTION_WAITING_LIST: 6,
      SHOW_HOME_OPTION_PAYMENTS: 7,
      SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS: 'SHOW_HOME_OPTION_REQUESTABLE_PRODUCTS',
      START_SCREEN_AFTER_LOGIN: '/home',
      SHOW_LICENSE_PLATE_IN_REQUESTABLE_PRODUCTS: 'Y',
      CHECKER_URL: 'https://www.voorbeeld.example/parkeren/kenteken',
      // No ALTER_LICENSEPLATE_COST: a plate change costs what the catalogue says per product (free for the
      // event permit, € 5 for car sharing, € 10 for residents); the setting would charge one fee for all.
      MAX_UPLOAD_MB: 3,
      DISPLAY_PERMIT_START_TIME: 'N',
      DISPLAY_PERMIT_END_TIME: 'Y',
      CONDITIONS_URL: 'https://www.voorbeeld.example/parkeren/voorwaarden',
      MUNICIPALITY_ADDRESS: 'Postbus 1234, 1000 AB Voorbeeld',
    },
    theme: {
      '--pl-color-primary': '#00497a',
      '--pl-color-primary-hover': '#003a61',
      '--pl-color-primary-contrast': '#ffffff',
      '--pl-color-accent': '#f2a900',
    },
    translations: {
      nl_NL: {
        'municipality.name': 'Gemeente Voorbeeld',
        'app.title': 'Parkeerloket Gemeente Voorbeeld',
        'welcome.conditions.text':
          'Door in te loggen gaat u akkoord met de voorwaarden voor parkeervergunningen van de gemeente Voorbeeld.',
      },
      en_EN: {
        'municipality.name': 'Gemeente Voorbeeld',
        'app.title': 'Parking counter of the municipality of Voorbeeld',
        'welcome.conditions.text':
          "By logging in you accept the municipality of Voorbeeld's terms for parking permits.",
      },
    },
    contact: {
      phone: '14 0123',
      email: 'parkeren@voorbeeld.example',
      openingHours: {
        nl: 'Maandag tot en met vrijdag: 8.30 tot 17.00 uur\nDonderdag ook: 18.00 tot 20.00 uur\nZaterdag en zondag: gesloten',
        en: 'Monday to Friday: 8:30 am to 5 pm\nThursday also: 6 pm to 8 pm\nSaturday and Sunday: closed',
      },
      contactUrl: 'https://www.voorbeeld.example/contact',
    },
    accessibilityStatement: {
      status: 'B',
      statementDate: '2026-09-01',
      lastReviewDate: '2026-11-02',
      approvedBy: {
        nl: 'het college van burgemeester en wethouders van de gemeente Voorbeeld',
        en: 'the municipal executive of the municipality of Voorbeeld',
      },
      evaluations: [
        {
          date: '2026-08-14',
          organisation: 'Toegankelijkheidsonderzoek Voorbeeld B.V.',
          reportUrl: 'https://www.voorbeeld.example/toegankelijkheid/onderzoek-2026.pdf',
        },
      ],
      nonCompliances: [
        {
          description: {
            nl: 'Documenten die u bij een aanvraag uploadt, worden getoond zoals u ze aanlevert. Een gescand document heeft geen tekst die een schermlezer kan voorlezen.',
            en: 'Documents you upload with a request are shown as you supplied them. A scanned document has no text a screen reader can read out.',
          },
          reason: {
            nl: 'De gemeente kan de inhoud van uw eigen documenten niet aanpassen.',
            en: 'The municipality cannot change the content of your own documents.',
          },
        },
        {
          description: {
            nl: 'Bij het fotograferen van een document met de camera wordt niet gemeld of het document helemaal in beeld is.',
            en: 'When you photograph a document with the camera, you are not told whether the whole document is in view.',
          },
          reason: {
            nl: 'U kunt in plaats daarvan een bestand kiezen. Een gesproken aanwijzing wordt toegevoegd.',
            en: 'You can choose a file instead. A spoken hint will be added.',
          },
          plannedFixDate: '2027-03-31',
        },
      ],
      feedbackEmail: 'toegankelijkheid@voorbeeld.example',
      responseDays: 5,
      ombudsman: {
        name: { nl: 'de Nationale ombudsman', en: 'the National Ombudsman' },
        url: 'https://www.nationaleombudsman.nl',
      },
    },
  },
  {
    code: 'proefdorp',
    name: 'Gemeente Proefdorp',
    defaultLocale: 'nl_NL',
    loginOptions: ['digid', 'eherkenning'],
    paymentServices: ['directpayment'],
    settings: {
      SHOW_MENU_HOME: 1,
      SHOW_MENU_OPTION_REQUESTABLE_PRODUCTS: 2,
      SHOW_MENU_OPTION_CURRENT_PRODUCTS: 3,
      SHOW_MENU_OPTION_PENDING_REQUESTS: 4,
      SHOW_MENU_OPTION_SHOPPING_CART: 5,
      SHOW_MENU_OPTION_HISTORY: 6,
      SHOW_MENU_OPTION_USER: 7,
      SHOW_MENU_OPTION_SETTINGS: 8,
      SHOW_MENU_OPTION_PROLONGATIONS: 0,
      SHOW_MENU_OPTION_WAITING_LIST: 0,
      SHOW_MENU_OPTION_PAYMENTS: 0,
      SHOW_MENU_BUTTON: 'Y',
      SHOW_SHOPPING_CART_ICON: 'N',
      SHOW_HOME_OPTION_REQUESTABLE_PRODUCTS: 1,
      SHOW_HOME_OPTION_CURRENT_PRODUCTS: 2,
      SHOW_HOME_OPTION_PENDING_REQUESTS: 3,
      SHOW_HOME_OPTION_SHOPPING_CART: 4,
      SHOW_HOME_OPTION_PROLONGATIONS: 0,
      SHOW_HOME_OPTION_WAITING_LIST: 0,
      SHOW_HOME_OPTION_PAYMENTS: 0,
      SHOW_SCREEN_IF_NO_HOMESCREEN_OPTIONS: 'SHOW_HOME_OPTION_REQUESTABLE_PRODUCTS',
      START_SCREEN_AFTER_LOGIN: '/current-products',
      SHOW_LICENSE_PLATE_IN_REQUESTABLE_PRODUCTS: 'N',
      // No ALTER_LICENSEPLATE_COST, as voorbeeld: the catalogue's fee per product.
      MAX_UPLOAD_MB: 5,
      DISPLAY_PERMIT_START_TIME: 'Y',
      DISPLAY_PERMIT_END_TIME: 'Y',
      CONDITIONS_URL: 'https://www.proefdorp.example/parkeren/voorwaarden',
    },
    theme: {
      '--pl-color-primary': '#1d5b2f',
      '--pl-color-primary-hover': '#154522',
      '--pl-color-primary-contrast': '#ffffff',
      '--pl-color-accent': '#d94f1e',
    },
    translations: {
      nl_NL: { 'municipality.name': 'Gemeente Proefdorp', 'app.title': 'Parkeerloket Gemeente Proefdorp' },
      en_EN: {
        'municipality.name': 'Gemeente Proefdorp',
        'app.title': 'Parking counter of the municipality of Proefdorp',
      },
    },
    contact: {
      phone: '0987 654 321',
      email: 'info@proefdorp.example',
      openingHours: {
        nl: 'Maandag tot en met donderdag: 9.00 tot 12.30 uur\nVrijdag: gesloten',
        en: 'Monday to Thursday: 9 am to 12:30 pm\nFriday: closed',
      },
      contactUrl: 'https://www.proefdorp.example/contact',
    },
    accessibilityStatement: {
      status: 'C',
      statementDate: '2026-10-15',
      lastReviewDate: '2026-10-15',
      approvedBy: { nl: 'de gemeentesecretaris van Proefdorp', en: 'the municipal secretary of Proefdorp' },
      evaluations: [{ date: '2026-10-01', organisation: 'Gemeente Proefdorp (eigen quickscan)' }],
      nonCompliances: [
        {
          description: {
            nl: 'Niet alle onderdelen van het parkeerloket zijn onderzocht; een volledig onderzoek volgt.',
            en: 'Not every part of the parking counter has been evaluated; a full evaluation will follow.',
          },
          reason: {
            nl: 'Het parkeerloket is nieuw; het onderzoek is gepland.',
            en: 'The parking counter is new; the evaluation is planned.',
          },
          plannedFixDate: '2027-06-30',
        },
      ],
      feedbackEmail: 'info@proefdorp.example',
      responseDays: 10,
      ombudsman: {
        name: { nl: 'de Nationale ombudsman', en: 'the National Ombudsman' },
        url: 'https://www.nationaleombudsman.nl',
      },
    },
  },
];

/**
 * The demo municipality's permit logins (README): companies that log in with a password and an
 * e-mailed code. A second account lets a password change be tried without locking out the first.
 * Each has a main address in a permit zone and a number of FTE (issue 16), so that it can request
 * the business permit there: Demo Bedrijf in Centrum (12 FTE, two permits), Demo Beheer in
 * Stationsgebied (5 FTE, one). The addresses are in the built-in address register.
 */
export const DEMO_PERMIT_ACCOUNTS = [
  {
    tenant: 'voorbeeld',
    username: 'demo.bedrijf',
    email: 'bedrijf@voorbeeld.example',
    name: 'Demo Bedrijf B.V.',
    password: 'Parkeren-2026!',
    address: {
      street: 'Kerkstraat',
      nr: '20',
      houseLetter: '',
      addition: '',
      zipcode: '1234',
      zipcodeLetters: 'AB',
      city: 'Voorbeeld',
    },
    numberOfFte: 12,
  },
  {
    tenant: 'voorbeeld',
    username: 'demo.beheer',
    email: 'beheer@voorbeeld.example',
    name: 'Demo Beheer B.V.',
    password: 'Parkeren-2026!',
    address: {
      street: 'Stationsweg',
      nr: '15',
      houseLetter: '',
      addition: '',
      zipcode: '1235',
      zipcodeLetters: 'CB',
      city: 'Voorbeeld',
    },
    numberOfFte: 5,
  },
] as const satisfies readonly DemoPermitAccount[];
