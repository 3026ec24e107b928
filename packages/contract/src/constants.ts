/**
 * Business constants and limits: core document section 9 and lifecycle document section 9.
 */

export const LOCALES = ['nl_NL', 'en_EN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl_NL';
export const LOCALE_LABELS: Record<Locale, string> = { nl_NL: 'Nederlands', en_EN: 'English' };

export const TRANSLATION_APPLICATION_CODE = 'REL';
export const TRANSLATION_VERSION = '2.0';

export const CONTRAST_THEMES = ['default', 'black-white', 'white-black', 'black-yellow', 'yellow-black'] as const;
export type ContrastTheme = (typeof CONTRAST_THEMES)[number];

export const COPYRIGHT_FIRST_YEAR = 2019;

export const OVERVIEW_COUNT_NAMES = [
  'issued_permits_count',
  'requestable_permits_count',
  'vrex_permits_count',
  'pending_permits_count',
  'shopping_cart_count',
  'waitinglist_request_count',
  'payments_count',
] as const;
export type OverviewCountName = (typeof OVERVIEW_COUNT_NAMES)[number];

/** Shown before the counts have loaded (core 3.6). */
export const DEFAULT_OVERVIEW_COUNT = { NAME: 'shopping_cart_count', VALUE: 0, ALERT_LEVEL: 1 } as const;

export const DEFAULT_START_SCREEN = '/home';

/** Login method values (core 2.3) and option codes (DECISIONS 1). */
export const LOGIN_METHODS = ['login-person', 'login-company', 'login-eu-citizen', 'login-permit'] as const;
export const LOGIN_OPTION_CODES = ['digid', 'eidas', 'eherkenning', 'email'] as const;
export type LoginOptionCode = (typeof LOGIN_OPTION_CODES)[number];
export const CITIZEN_LOGIN_OPTIONS: readonly LoginOptionCode[] = ['digid', 'eidas'];
export const COMPANY_LOGIN_OPTIONS: readonly LoginOptionCode[] = ['eherkenning', 'email'];
export const BUSINESS_ASSURANCE_LEVEL = 'EH2';

export const PAYMENT_SERVICES = ['directpayment', 'paymentlink'] as const;
export type PaymentService = (typeof PAYMENT_SERVICES)[number];

/** Deep-link plate: cookie name and the value meaning "none". */
export const LICENSE_PLATE_COOKIE = 'p_license_plate';
export const LICENSE_PLATE_NONE = 'NULL';
export const DEEPLINK_LICENSEPLATE_PARAM = 'DEEPLINK_LICENSEPLATE';

export const EMAIL_POLL_INTERVAL_MS = 1000;
export const BRANCH_SCROLL_THRESHOLD = 0.9;
export const COUNTRY_REFOCUS_DELAY_MS = 200;

/** Layout breakpoints in px and the default collapsible height. */
export const BREAKPOINTS = { small: 576, medium: 768, large: 992 } as const;
export const DEFAULT_COLLAPSIBLE_HEIGHT = 400;

export const EMAIL_MASK = '***@***';

export const DATE_DISPLAY_FORMAT = 'DD-MM-YYYY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const API_DATETIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss';
export const TIME_ZONE = 'Europe/Amsterdam';
export const CURRENCY = 'EUR';

/** Address field limits (core 5, 9). */
export const ADDRESS_LIMITS = {
  postalCodeDigits: 4,
  postalLetters: 2,
  houseNumberDigits: 10,
  houseLetter: 1,
  addition: 10,
  indication: 100,
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** Licence plates (lifecycle 5, 9; DECISIONS 1). */
export const MAX_LICENSE_PLATES = 5;

/**
 * The largest id, and the largest whole number a parameter may carry: PostgreSQL's `integer`, the
 * type of every id column. A larger number would pass a check against JavaScript's safe integers
 * and then overflow the database's column.
 */
export const MAX_ID = 2_147_483_647;
export const DUTCH_PLATE_LENGTH = 6;
export const FOREIGN_PLATE_MAX_LENGTH = 10;

export const SPECIFIC_LOCATION_MAX_LENGTH = 32;

/** Uploads (lifecycle 5, 9; DECISIONS 1). */
export const DEFAULT_MAX_UPLOAD_MB = 3;
export const BYTES_PER_MB = 1_048_576;
export const ALLOWED_UPLOAD_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/jpg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const ALLOWED_UPLOAD_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'png', 'doc', 'docx'] as const;

/** Camera (lifecycle 9). */
export const CAMERA = {
  dialog: { type: 'image/png', quality: 0.7, fileName: (ts: number, ext: string) => `camera_${ts}.${ext}` },
  fullScreen: { type: 'image/jpeg', quality: 0.97, fileName: 'Photo of document.jpg', facingMode: 'environment' },
} as const;

export const PERIOD_TYPES = ['M', 'W', 'D', 'Y'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** What a catalogue "from" price is per (pricing.ts fromPrice): a period, a selected day, or a fixed end date. */
export const PRICE_UNITS = ['D', 'W', 'M', 'Y', 'SELECTED_DAY', 'UNTIL_END_DATE'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** Process codes. */
export const PCS_CODE_NEW_REQUEST = 'WEB_NEW';
export const PCS_CODE_PLATE_CHANGE = 'WEB_CHLI';
/** A prolongation's process code (VREX, GLOSSARY): its PCS_CODE and the p_pcs_code that withdraws it. */
export const PCS_CODE_PROLONGATION = 'WEB_VREX';

export const YN = ['Y', 'N'] as const;
export type YN = (typeof YN)[number];
