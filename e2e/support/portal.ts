import type { BrowserContext, Page } from 'playwright-core';

/**
 * What the tests know about the portal from the outside: the demo tenants, the themes, and where the web app keeps
 * its choices in the browser. The tests write these down themselves instead of importing the app's code, so that a
 * renamed key in the app shows up as a failing test rather than silently passing.
 */

export const tenants = {
  voorbeeld: { code: 'voorbeeld', name: 'Gemeente Voorbeeld' },
  proefdorp: { code: 'proefdorp', name: 'Gemeente Proefdorp' },
} as const;

export const contrastThemes = ['default', 'black-white', 'white-black', 'black-yellow', 'yellow-black'] as const;
export type ContrastTheme = (typeof contrastThemes)[number];

export type Language = 'nl' | 'en';

/** What the settings screen calls each theme, per interface language. */
export const contrastThemeLabels: Record<Language, Record<ContrastTheme, string>> = {
  nl: {
    default: 'Standaard',
    'black-white': 'Zwart op wit',
    'white-black': 'Wit op zwart',
    'black-yellow': 'Zwart op geel',
    'yellow-black': 'Geel op zwart',
  },
  en: {
    default: 'Default',
    'black-white': 'Black on white',
    'white-black': 'White on black',
    'black-yellow': 'Black on yellow',
    'yellow-black': 'Yellow on black',
  },
};

/** Texts of the portal the tests look for, per language. */
export const texts = {
  nl: {
    save: 'Opslaan',
    notFound: 'Pagina niet gevonden',
    residents: 'Inwoner',
    companies: 'Bedrijf',
    missingCookiesTitle: 'Cookies nodig',
    missingCookies: 'Uw browser staat geen cookies of lokale opslag toe.',
    about: 'Over het parkeerloket',
    close: 'Sluiten',
    appVersion: 'app versie',
  },
  en: {
    save: 'Save',
    notFound: 'Page not found',
    residents: 'Resident',
    companies: 'Company',
    missingCookiesTitle: 'Cookies needed',
    missingCookies: 'Your browser does not allow cookies or local storage.',
    about: 'About the parking counter',
    close: 'Close',
    appVersion: 'app version',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const licensePlateCookie = 'p_license_plate';

/**
 * Keys under which the web app keeps the user's choices in localStorage (apps/web/src/lib/preferences.ts): once per
 * browser, not per municipality. The language holds a locale (nl_NL, en_EN), the contrast a theme name.
 */
export const storageKeys = {
  licensePlate: 'p_license_plate',
  language: 'parkeerloket.language',
  contrast: 'parkeerloket.contrast',
} as const;

/** Makes every page of the context start with the given theme already chosen. */
export async function presetContrastTheme(context: BrowserContext, theme: ContrastTheme): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      // Init scripts also run in the initial about:blank, which has no storage of its own.
      if (location.protocol.startsWith('http')) window.localStorage.setItem(key, value);
    },
    [storageKeys.contrast, theme] as const,
  );
}

export async function htmlAttribute(page: Page, name: string): Promise<string | null> {
  return page.locator('html').getAttribute(name);
}

/** Waits until `<html>` carries the attribute value, the way the web app applies language and theme. */
export async function waitForHtmlAttribute(page: Page, name: string, value: string): Promise<void> {
  await page.waitForFunction(([attribute, expected]) => document.documentElement.getAttribute(attribute) === expected, [
    name,
    value,
  ] as const);
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Waits until an `<img>` whose source has this path has loaded, with real pixels. */
export async function waitForLoadedImage(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      Array.from(document.images).some(
        (img) => new URL(img.currentSrc || img.src).pathname === expected && img.complete && img.naturalWidth > 0,
      ),
    pathname,
  );
}
