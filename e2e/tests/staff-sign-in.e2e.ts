import type { Page } from 'playwright-core';
import { softExpectNoAxeViolations } from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { contrastThemes, presetContrastTheme, tenants, waitForHtmlAttribute } from '../support/portal.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';

/**
 * The back office's sign-in (issue 27): through the simulator's demo staff by clicking, the navigation limited to
 * what the roles may see, sign-out; axe on the sign-in page and the start screen in the five contrast themes at
 * 320 px and in the default theme at desktop width; the keyboard reaches everything in order.
 */

const code = tenants.voorbeeld.code;

async function waitForStart(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Werkvoorraad' }).waitFor();
  await page.locator('.pl-staff-counts, .pl-staff-main p:not([role="status"])').first().waitFor();
}

test('a Beoordelaar signs in through the simulator, sees their name and roles, and signs out', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/beheer/`);
  await page.getByRole('heading', { level: 1, name: 'Aanmelden bij het beheer' }).waitFor();
  await expect(page.getByRole('heading', { name: /Simulator/ }).isVisible()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Aanmelden als Bo Beoordelaar' }).click();
  await waitForStart(page);
  const who = page.getByTestId('staff-who');
  await expect(who.textContent()).resolves.toContain('Aangemeld als Bo Beoordelaar');
  await expect(who.textContent()).resolves.toContain('Rollen: Beoordelaar');
  expect(page.url()).toBe(portal.url(`/${code}/beheer/`));

  await page.getByRole('button', { name: 'Afmelden' }).click();
  await page.getByRole('heading', { level: 1, name: 'Aanmelden bij het beheer' }).waitFor();
  // The session is gone on the server, not only in the screen.
  const me = await portal.context.request.get(`/${code}/beheer/api/v1/sessie`);
  expect(me.status()).toBe(401);
});

test('the navigation shows only what the roles may see', async ({ portal }) => {
  await signInStaffThroughServer(portal.context, code, 'beheerder', uniqueStaffName('Beheerder'));
  const page = await portal.openPage(`/${code}/beheer/`);
  await waitForStart(page);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu beheer' });
  await expect(nav.getByRole('link', { name: 'Instellingen' }).isVisible()).resolves.toBe(true);

  const other = await portal.newContext();
  await signInStaffThroughServer(other, code, 'klantcontact', uniqueStaffName('Klantcontact'));
  const limited = await other.newPage();
  await limited.goto(portal.url(`/${code}/beheer/`));
  await waitForStart(limited);
  const limitedNav = limited.getByRole('navigation', { name: 'Hoofdmenu beheer' });
  await expect(limitedNav.getByRole('link', { name: 'Start' }).isVisible()).resolves.toBe(true);
  await expect(limitedNav.getByRole('link', { name: 'Instellingen' }).count()).resolves.toBe(0);
  // Opened directly, the screen refuses too.
  await limited.goto(portal.url(`/${code}/beheer/instellingen`));
  await limited.getByRole('heading', { level: 1, name: 'Geen toegang' }).waitFor();
});

test('the keyboard reaches the skip link, the header and the navigation in order', async ({ portal }) => {
  await signInStaffThroughServer(portal.context, code, 'auditor', uniqueStaffName('Auditor'));
  const page = await portal.openPage(`/${code}/beheer/`);
  await waitForStart(page);
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Direct naar de inhoud');
  const reached: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(reached.some((text) => text.includes('Afmelden'))).toBe(true);
  expect(reached.some((text) => text === 'Start')).toBe(true);
});

const variants = [
  ...contrastThemes.map((theme) => ({ theme, width: mobileWidth })),
  { theme: 'default' as const, width: desktopWidth },
];

for (const variant of variants) {
  test(`axe: the sign-in page and the start screen (${variant.theme}, ${variant.width} px)`, async ({ portal }) => {
    const context = await portal.newContext();
    await presetContrastTheme(context, variant.theme);
    const page = await context.newPage();
    await page.setViewportSize({ width: variant.width, height: 800 });
    await page.goto(portal.url(`/${code}/beheer/`));
    await page.getByRole('heading', { level: 1, name: 'Aanmelden bij het beheer' }).waitFor();
    await waitForHtmlAttribute(page, 'data-contrast', variant.theme);
    await softExpectNoAxeViolations(page, `staff sign-in (${variant.theme}, ${variant.width} px)`);

    await signInStaffThroughServer(context, code, 'beheerder', uniqueStaffName('Beheerder'));
    await page.goto(portal.url(`/${code}/beheer/`));
    await waitForStart(page);
    await softExpectNoAxeViolations(page, `staff start (${variant.theme}, ${variant.width} px)`);
    await page.goto(portal.url(`/${code}/beheer/instellingen`));
    await page.getByRole('heading', { level: 1, name: 'Instellingen' }).waitFor();
    await page.locator('.pl-staff-settings').waitFor();
    await softExpectNoAxeViolations(page, `staff settings (${variant.theme}, ${variant.width} px)`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  });
}

test("the residents' pages load none of the staff app's code", async ({ portal }) => {
  // Every script a resident's browser fetches on welcome, the login and the help pages, read as served.
  const page = await portal.openPage(`/${code}/welcome`);
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), response.text());
  });
  for (const path of ['welcome', 'login', 'contact-and-help', 'accessibility-statement']) {
    await page.goto(portal.url(`/${code}/${path}`));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(scripts.size).toBeGreaterThan(0);
  // Not the string 'beheer-assets': the contract's reserved tenant codes name it, rightly.
  // The staff API's operations, as its OpenAPI document names them, and the staff app's own markers.
  const openapi = (await (await portal.context.request.get(`/${code}/beheer/api/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const operations = Object.values(openapi.paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
  );
  expect(operations.length).toBeGreaterThan(10);
  const markers = [...operations, 'pl-staff-boot', 'staff.sign_in', 'staff.role'];
  for (const [url, text] of scripts) {
    const body = await text;
    for (const marker of markers) expect(body.includes(marker), `${marker} in ${url}`).toBe(false);
  }
});
