import type { Page } from 'playwright-core';
import { expect, test } from '../support/fixtures.js';
import {
  type ContrastTheme,
  contrastThemeLabels,
  contrastThemes,
  htmlAttribute,
  type Language,
  readLocalStorage,
  storageKeys,
  tenants,
  texts,
  waitForHtmlAttribute,
  waitForLoadedImage,
} from '../support/portal.js';

/**
 * The walk of a newcomer through the demo municipality (issue 2): the welcome screen in Dutch with the municipality's
 * name, logo and background; English and each contrast theme kept across a reload; 'Page not found' for an unknown
 * path; a second municipality with its own name and logo.
 */

const languageLabel: Record<Language, string> = { nl: 'Nederlands', en: 'English' };

async function expectBackgroundLoaded(page: Page, pathname: string): Promise<void> {
  // The background is a CSS background image somewhere on the page; find the element that carries it.
  const handle = await page.waitForFunction((expected) => {
    for (const element of [document.documentElement, document.body, ...document.body.querySelectorAll('*')]) {
      for (const match of getComputedStyle(element).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)) {
        const url = match[1] ? new URL(match[1], document.baseURI) : null;
        if (url?.pathname === expected) return url.href;
      }
    }
    return false;
  }, pathname);
  const backgroundUrl = (await handle.jsonValue()) as string;
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, backgroundUrl);
  expect(size.width, `${backgroundUrl} has pixels`).toBeGreaterThan(0);
  expect(size.height, `${backgroundUrl} has pixels`).toBeGreaterThan(0);
}

/** Chooses a language and a theme on /settings and saves; `current` is the language the screen is in now. */
async function saveSettings(page: Page, current: Language, language: Language, theme: ContrastTheme): Promise<void> {
  await page.getByRole('radio', { name: languageLabel[language], exact: true }).check();
  await page.getByRole('radio', { name: contrastThemeLabels[current][theme], exact: true }).check();
  await page.getByRole('button', { name: texts[current].save, exact: true }).click();
}

test('opening the municipality ends on its welcome screen, in Dutch, with its name, logo and background', async ({
  portal,
}) => {
  const { voorbeeld } = tenants;
  const page = await portal.openPage(`/${voorbeeld.code}`);

  await page.waitForURL(portal.url(`/${voorbeeld.code}/welcome`));
  await waitForHtmlAttribute(page, 'lang', 'nl');
  await page.getByText(voorbeeld.name, { exact: true }).first().waitFor();
  await page.getByRole('heading', { level: 1, name: 'Welkom' }).waitFor();
  await waitForLoadedImage(page, `/${voorbeeld.code}/municipalities/${voorbeeld.code}.png`);
  await expectBackgroundLoaded(page, `/municipalities/${voorbeeld.code}-bg.jpg`);
});

test('English and each contrast theme chosen on /settings are kept after a reload', async ({ portal }) => {
  const code = tenants.voorbeeld.code;
  const page = await portal.openPage(`/${code}/welcome`);
  await page.getByText(tenants.voorbeeld.name, { exact: true }).first().waitFor();

  let current: Language = 'nl';
  for (const theme of contrastThemes) {
    await page.goto(portal.url(`/${code}/settings`));
    await saveSettings(page, current, 'en', theme);
    current = 'en';
    await waitForHtmlAttribute(page, 'lang', 'en');
    await waitForHtmlAttribute(page, 'data-contrast', theme);

    await page.reload();
    await page.getByText(tenants.voorbeeld.name, { exact: true }).first().waitFor();
    expect(await htmlAttribute(page, 'lang'), `language after reload (theme ${theme})`).toBe('en');
    expect(await htmlAttribute(page, 'data-contrast'), 'theme after reload').toBe(theme);

    // The settings screen shows the kept choices too.
    await page.goto(portal.url(`/${code}/settings`));
    const english = page.getByRole('radio', { name: 'English', exact: true });
    await english.waitFor();
    expect(await english.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: contrastThemeLabels.en[theme], exact: true }).isChecked()).toBe(true);
  }
  expect(await readLocalStorage(page, storageKeys.language)).toBe('en_EN');

  // And back to Dutch and the default theme through the same screen.
  await saveSettings(page, 'en', 'nl', 'default');
  await waitForHtmlAttribute(page, 'lang', 'nl');
  await page.reload();
  await page.getByText(tenants.voorbeeld.name, { exact: true }).first().waitFor();
  expect(await htmlAttribute(page, 'lang')).toBe('nl');
  expect(await htmlAttribute(page, 'data-contrast')).toBe('default');
});

test("an unknown path reads 'Pagina niet gevonden', and 'Page not found' after switching to English", async ({
  portal,
}) => {
  const code = tenants.voorbeeld.code;
  const page = await portal.openPage(`/${code}/does-not-exist`);
  await page.getByRole('heading', { level: 1, name: texts.nl.notFound }).waitFor();
  expect(page.url(), 'the address stays as typed').toBe(portal.url(`/${code}/does-not-exist`));

  await page.goto(portal.url(`/${code}/settings`));
  await saveSettings(page, 'nl', 'en', 'default');
  await waitForHtmlAttribute(page, 'lang', 'en');

  await page.goto(portal.url(`/${code}/does-not-exist`));
  await page.getByRole('heading', { level: 1, name: texts.en.notFound }).waitFor();
  await page.goto(portal.url(`/${code}/some/deeper/unknown/path`));
  await page.getByRole('heading', { level: 1, name: texts.en.notFound }).waitFor();
});

test('the second municipality shows its own name and logo', async ({ portal }) => {
  const { proefdorp, voorbeeld } = tenants;
  const page = await portal.openPage(`/${proefdorp.code}`);

  await page.waitForURL(portal.url(`/${proefdorp.code}/welcome`));
  await page.getByText(proefdorp.name, { exact: true }).first().waitFor();
  await waitForLoadedImage(page, `/${proefdorp.code}/municipalities/${proefdorp.code}.png`);
  await expectBackgroundLoaded(page, `/municipalities/${proefdorp.code}-bg.jpg`);
  expect(await page.getByText(voorbeeld.name).count()).toBe(0);

  // Its logo is its own image, not the other municipality's.
  const logos = await page.evaluate(
    (paths) =>
      Promise.all(
        paths.map(async (path) => {
          const response = await fetch(path);
          const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
          const hash = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
          return { type: response.headers.get('content-type'), hash };
        }),
      ),
    [
      `/${proefdorp.code}/municipalities/${proefdorp.code}.png`,
      `/${voorbeeld.code}/municipalities/${voorbeeld.code}.png`,
    ],
  );
  expect(logos[0]?.type).toMatch(/^image\/png/);
  expect(logos[0]?.hash).not.toBe(logos[1]?.hash);
});

test('a browser asking for English gets English; one asking for another language gets Dutch', async ({ portal }) => {
  const code = tenants.voorbeeld.code;
  const english = await portal.newContext({ locale: 'en-GB' });
  const englishPage = await english.newPage();
  await englishPage.goto(portal.url(`/${code}/does-not-exist`));
  await englishPage.getByRole('heading', { level: 1, name: texts.en.notFound }).waitFor();
  expect(await htmlAttribute(englishPage, 'lang')).toBe('en');

  const german = await portal.newContext({ locale: 'de-DE' });
  const germanPage = await german.newPage();
  await germanPage.goto(portal.url(`/${code}/does-not-exist`));
  await germanPage.getByRole('heading', { level: 1, name: texts.nl.notFound }).waitFor();
  expect(await htmlAttribute(germanPage, 'lang')).toBe('nl');
});
