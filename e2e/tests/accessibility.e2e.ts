import type { Page } from 'playwright-core';
import { expectNoAxeViolations, expectNoAxeViolationsInThemes, themesAtWidths } from '../support/axe.js';
import { desktopWidth, mobileWidth, test } from '../support/fixtures.js';
import { tenants, texts } from '../support/portal.js';

/**
 * axe (WCAG 2.2 A and AA rules) on the welcome, settings and not-found screens, in each of the five contrast themes,
 * on the smallest phone width WCAG reflow asks for (320 px, where the page must not scroll sideways) and on a desktop.
 */

const code = tenants.voorbeeld.code;

interface Screen {
  name: string;
  path: string;
  /** Resolves once the screen has rendered its content. */
  ready(page: Page): Promise<void>;
}

const screens: Screen[] = [
  {
    name: 'welcome',
    path: `/${code}/welcome`,
    // With the link to the municipality's conditions (CONDITIONS_URL, issue 24).
    ready: (page) => page.getByRole('link', { name: `Lees de voorwaarden van ${tenants.voorbeeld.name}` }).waitFor(),
  },
  {
    name: 'settings',
    path: `/${code}/settings`,
    ready: (page) => page.getByRole('radio', { name: 'English', exact: true }).waitFor(),
  },
  {
    name: 'not found',
    path: `/${code}/does-not-exist`,
    ready: (page) => page.getByRole('heading', { level: 1, name: texts.nl.notFound }).waitFor(),
  },
];

const widths = [mobileWidth, desktopWidth];

// One page per screen: the theme is chosen in the header's picker between the scans, as a user does, instead of a
// page opened with the theme preset for each of the ten variants.
test.for(screens)(
  '$name in each contrast theme at 320 px and 1280 px has no axe violations and does not scroll sideways',
  async (screen, { portal }) => {
    const page = await portal.openPage(screen.path, { width: mobileWidth });
    await screen.ready(page);
    await expectNoAxeViolationsInThemes(page, { label: screen.path, variants: themesAtWidths(widths) });
  },
);

test.for(widths)('the open About dialog at %i px has no axe violations', async (width, { portal }) => {
  const page = await portal.openPage(`/${code}/welcome`, { width });
  await page.getByRole('button', { name: texts.nl.about, exact: true }).click();
  await page.getByRole('dialog', { name: texts.nl.about }).waitFor();
  await expectNoAxeViolations(page, `About dialog (${width} px)`);
});

test.for(widths)('the missing-cookies message at %i px has no axe violations', async (width, { portal }) => {
  const context = await portal.newContextWithCookiesBlocked({ viewport: { width, height: 800 } });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(portal.url(`/${code}/welcome`));
  await page.getByRole('alert').filter({ hasText: texts.nl.missingCookies }).waitFor();
  await expectNoAxeViolations(page, `missing-cookies welcome (${width} px)`);
});
