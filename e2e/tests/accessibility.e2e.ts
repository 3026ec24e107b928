import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { contrastThemes, presetContrastTheme, tenants, texts, waitForHtmlAttribute } from '../support/portal.js';

/**
 * axe (WCAG 2.2 A and AA rules) on the welcome, settings and not-found screens, in each of the five contrast themes,
 * on the smallest phone width WCAG reflow asks for (320 px) and on a desktop.
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

const cases = contrastThemes.flatMap((theme) =>
  widths.flatMap((width) => screens.map((screen) => ({ theme, width, screen }))),
);

test.for(cases)(
  '$screen.name in theme $theme at $width px has no axe violations',
  async ({ theme, width, screen }, { portal }) => {
    await presetContrastTheme(portal.context, theme);
    const page = await portal.openPage(screen.path, { width });
    await screen.ready(page);
    await waitForHtmlAttribute(page, 'data-contrast', theme);

    await expectNoAxeViolations(page, `${screen.path} (${theme}, ${width} px)`);
  },
);

test.for(screens)('$name reflows at 320 px without horizontal scrolling', async (screen, { portal }) => {
  const page = await portal.openPage(screen.path, { width: mobileWidth, height: 640 });
  await screen.ready(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'page width in CSS pixels (WCAG 1.4.10 reflow)').toBeLessThanOrEqual(mobileWidth);
});

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
