import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from '../support/fixtures.js';
import { tenants, texts } from '../support/portal.js';

/**
 * Without cookies or local storage the portal cannot keep a login, so the welcome screen says so
 * (welcome.login.missing_cookies.text) and blocks navigation and login (sections 2.2 and 8).
 */

const code = tenants.voorbeeld.code;
const welcomePath = `/${code}/welcome`;

/** localStorage exists but every use of it throws, as in some private modes. */
function blockLocalStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}

/** Cookies are silently dropped: writing seems to work, reading returns nothing. */
function dropCookies(): void {
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get: () => '',
    set: () => {},
  });
}

function missingCookiesMessage(page: Page) {
  return page.getByRole('alert').filter({ hasText: texts.nl.missingCookies });
}

async function open(context: BrowserContext, baseUrl: string, path: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(new URL(path, baseUrl).toString());
  return page;
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The message is on the welcome screen, and neither a login choice nor the menu leads anywhere else. */
async function expectBlockedWelcome(page: Page): Promise<void> {
  await missingCookiesMessage(page).waitFor();
  expect(pathOf(page)).toBe(welcomePath);
  await page.getByText(texts.nl.missingCookiesTitle, { exact: true }).waitFor();

  const loginChoices = page.getByRole('link', { name: new RegExp(`^(${texts.nl.residents}|${texts.nl.companies})$`) });
  expect(await loginChoices.count(), 'login choices on screen').toBe(0);
  expect(await page.getByRole('button', { name: 'Menu' }).count(), 'menu button on screen').toBe(0);
}

test('cookies and site data blocked in the browser settings: the message shows and login is blocked', async ({
  portal,
}) => {
  const context = await portal.newContextWithCookiesBlocked();
  const page = await open(context, portal.baseUrl, `/${code}`);
  await page.waitForURL((url) => url.pathname === welcomePath);
  await expectBlockedWelcome(page);
});

test('local storage unavailable while cookies work: the message shows and login is blocked', async ({ portal }) => {
  await portal.context.addInitScript(blockLocalStorage);
  const page = await portal.openPage(welcomePath);
  await expectBlockedWelcome(page);
});

test('cookies dropped while local storage works: the message shows and login is blocked', async ({ portal }) => {
  await portal.context.addInitScript(dropCookies);
  const page = await portal.openPage(welcomePath);
  await expectBlockedWelcome(page);
});

test('with storage blocked, ?citizens, ?companies and other screens lead back to the welcome screen', async ({
  portal,
}) => {
  const context = await portal.newContextWithCookiesBlocked();
  for (const path of [
    `${welcomePath}?citizens`,
    `${welcomePath}?companies`,
    `/${code}/login-citizens`,
    `/${code}/settings`,
    `/${code}/home`,
  ]) {
    const page = await open(context, portal.baseUrl, path);
    await missingCookiesMessage(page).waitFor();
    expect(pathOf(page), `after opening ${path}`).toBe(welcomePath);
  }
});

test('with cookies and storage working the message is not shown and the login choices are', async ({ portal }) => {
  const page = await portal.openPage(welcomePath);
  await page.getByRole('link', { name: texts.nl.residents, exact: true }).waitFor();
  await page.getByRole('link', { name: texts.nl.companies, exact: true }).waitFor();
  expect(await page.getByText(texts.nl.missingCookies).count()).toBe(0);
});
