import type { Locator, Page } from 'playwright-core';
import { expect, test } from '../support/fixtures.js';
import { tenants, texts } from '../support/portal.js';

/** The footer reads 'Copyright 2019-{current year} | app version {version}'; the About dialog shows both (2.10, 9). */

const code = tenants.voorbeeld.code;
const year = new Date().getFullYear();
/** The package version plus a short build id (DECISIONS: app version). */
const versionPattern = /\d+\.\d+\.\d+\+[0-9A-Za-z.]+/;

/** Presses Tab until the element has the keyboard focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  const handle = await target.elementHandle();
  const focused = () => page.evaluate((element) => document.activeElement === element, handle);
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  if (await focused()) return;
  throw new Error(`${target} was not reached with ${maxPresses} presses of Tab`);
}

function footerLine(page: Page, appVersion: string): Locator {
  return page
    .getByRole('contentinfo')
    .getByText(new RegExp(`^Copyright 2019-${year} \\| ${appVersion} ${versionPattern.source}$`));
}

test('the footer shows the copyright years and the app version', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await footerLine(page, texts.nl.appVersion).waitFor();
});

test("in English the footer reads 'Copyright 2019-{year} | app version {version}'", async ({ portal }) => {
  const context = await portal.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(portal.url(`/${code}/welcome`));
  await footerLine(page, texts.en.appVersion).waitFor();
});

test('the About dialog opens and closes with the keyboard', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const about = page.getByRole('button', { name: texts.nl.about, exact: true });
  await about.waitFor();

  await tabTo(page, about);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.nl.about });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  expect(text).toContain(`Copyright 2019-${year}`);
  const footerText = (await footerLine(page, texts.nl.appVersion).textContent()) ?? '';
  const version = footerText.match(versionPattern)?.[0];
  expect(version, 'the version in the footer').toBeDefined();
  expect(text, 'the About dialog shows the same version as the footer').toContain(version);

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await about.evaluate((element) => element === document.activeElement), 'focus back on the About button').toBe(
    true,
  );

  // Opened again, it also closes through its own close button, reached and pressed with the keyboard.
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await tabTo(page, dialog.getByRole('button', { name: texts.nl.close, exact: true }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
});

test('the About dialog opens again when its button is pressed right after Escape', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const about = page.getByRole('button', { name: texts.nl.about, exact: true });
  await tabTo(page, about);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.nl.about });
  await dialog.waitFor();
  // Escape closes the dialog at once; its 'close' event follows in a task of its own. A keyboard user who presses
  // Enter on the About button (where the focus went back) before that task has run must get the dialog again: the
  // press is made here at the first moment that event is seen, before the page's own handler of it.
  await page.evaluate((name) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
    window.addEventListener('close', () => button?.click(), { capture: true, once: true });
  }, texts.nl.about);
  await page.keyboard.press('Escape');
  await dialog.waitFor();
  expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
  // And it still closes as before.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await about.evaluate((element) => element === document.activeElement), 'focus back on the About button').toBe(
    true,
  );
});
