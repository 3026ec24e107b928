import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from '../support/fixtures.js';
import { licensePlateCookie, readLocalStorage, storageKeys, tenants, texts } from '../support/portal.js';

/**
 * A link such as a parking checker's "request a permit for this car" opens the welcome screen with
 * ?licenseplate={plate}; the plate is remembered (upper-cased) in the p_license_plate cookie and in local storage
 * until after login, unless the value is 'NULL' (section 2.2).
 */

const code = tenants.voorbeeld.code;

async function plateCookie(context: BrowserContext, url: string): Promise<string | undefined> {
  const cookies = await context.cookies(url);
  return cookies.find((cookie) => cookie.name === licensePlateCookie)?.value;
}

/** The welcome screen has rendered once its login choices are on screen, so its start-up work is done. */
async function waitForWelcome(page: Page): Promise<void> {
  await page.getByText(tenants.voorbeeld.name, { exact: true }).first().waitFor();
  await page.getByRole('link', { name: texts.nl.residents, exact: true }).waitFor();
}

test('?licenseplate= stores the upper-cased plate in the cookie and in local storage', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome?licenseplate=xy123z`);
  await waitForWelcome(page);

  await page.waitForFunction(
    (name) => document.cookie.split('; ').some((c) => c.startsWith(`${name}=`)),
    licensePlateCookie,
  );
  expect(await plateCookie(portal.context, portal.url(`/${code}/welcome`))).toBe('XY123Z');
  expect(await readLocalStorage(page, storageKeys.licensePlate)).toBe('XY123Z');

  // It is kept for later: opening the portal again without the query leaves it in place.
  await page.goto(portal.url(`/${code}/welcome`));
  await waitForWelcome(page);
  expect(await plateCookie(portal.context, portal.url(`/${code}/welcome`))).toBe('XY123Z');
  expect(await readLocalStorage(page, storageKeys.licensePlate)).toBe('XY123Z');
});

test('the plate survives the way in through / (where logout sends the user with ?licenseplate=)', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/?licenseplate=xy123z`);
  await page.waitForURL((url) => url.pathname === `/${code}/welcome`);
  await waitForWelcome(page);

  await page.waitForFunction((name) => document.cookie.includes(`${name}=`), licensePlateCookie);
  expect(await plateCookie(portal.context, portal.url(`/${code}/welcome`))).toBe('XY123Z');
  expect(await readLocalStorage(page, storageKeys.licensePlate)).toBe('XY123Z');
});

test('a plate written with dashes is stored upper-cased too', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome?licenseplate=ab-12-cd`);
  await waitForWelcome(page);

  await page.waitForFunction((name) => document.cookie.includes(`${name}=`), licensePlateCookie);
  const stored = await plateCookie(portal.context, portal.url(`/${code}/welcome`));
  expect(stored?.toUpperCase(), 'stored plate is upper-case').toBe(stored);
  expect(stored?.replace(/-/g, '')).toBe('AB12CD');
  expect((await readLocalStorage(page, storageKeys.licensePlate))?.replace(/-/g, '')).toBe('AB12CD');
});

test('?licenseplate=NULL stores nothing', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome?licenseplate=NULL`);
  await waitForWelcome(page);

  expect(await plateCookie(portal.context, portal.url(`/${code}/welcome`))).toBeUndefined();
  expect(await readLocalStorage(page, storageKeys.licensePlate)).toBeNull();
});

test('without ?licenseplate= nothing is stored', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await waitForWelcome(page);

  expect(await plateCookie(portal.context, portal.url(`/${code}/welcome`))).toBeUndefined();
  expect(await readLocalStorage(page, storageKeys.licensePlate)).toBeNull();
});
