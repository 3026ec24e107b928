import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import {
  chooseTheme,
  colourRules,
  expectNoAxeViolations,
  expectNoAxeViolationsInThemes,
  runAxe,
  themesAtWidths,
  wcagTags,
} from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { type ContrastTheme, contrastThemes, tenants, texts } from '../support/portal.js';

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

/** Each rule's outcome on the page, with the elements it found, from one axe result (`skip`: rules left out). */
function outcomesOf(results: AxeResults, skip: readonly string[] = []): Record<string, string[]> {
  const byRule: Record<string, string[]> = {};
  for (const [outcome, list] of Object.entries({
    violation: results.violations,
    incomplete: results.incomplete,
    pass: results.passes,
    inapplicable: results.inapplicable,
  })) {
    for (const rule of list) {
      if (skip.includes(rule.id)) continue;
      byRule[rule.id] = [outcome, ...rule.nodes.map((node) => node.target.join(' ')).sort()];
    }
  }
  return byRule;
}

/**
 * What lets the other screens scan the four non-default themes with the colour rules only (support/axe.ts,
 * decision 054): every other WCAG rule of axe comes out the same in each theme, element for element. A theme that
 * changed a size, a visibility or a text would show here.
 */
test('in every contrast theme, axe’s rules other than the colour rules give the default theme’s results', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/settings`, { width: mobileWidth });
  await page.getByRole('radio', { name: 'English', exact: true }).waitFor();
  const outcomes = async () =>
    outcomesOf(await runAxe(page, { runOnly: { type: 'tag', values: wcagTags } }), colourRules);
  const inDefault = await outcomes();
  expect(Object.keys(inDefault).length, 'rules compared').toBeGreaterThan(40);
  for (const theme of contrastThemes.filter((name) => name !== 'default')) {
    await chooseTheme(page, theme);
    expect(await outcomes(), `axe's non-colour results in ${theme}`).toEqual(inDefault);
  }
});

/**
 * The suite runs axe in the page itself (runAxe, support/axe.ts, decision 058), not through @axe-core/playwright's
 * AxeBuilder, which is ten times slower. Both run axe-core 4.13.0: on a screen with a form, a dialog's trigger,
 * links and the header's pickers, every rule must come out the same, element for element, in the default theme
 * and in yellow on black.
 */
test('axe run in the page gives AxeBuilder’s results, rule by rule and element by element', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/settings`, { width: mobileWidth });
  await page.getByRole('radio', { name: 'English', exact: true }).waitFor();
  for (const theme of ['default', 'yellow-black'] as const satisfies readonly ContrastTheme[]) {
    await chooseTheme(page, theme);
    const viaBuilder = outcomesOf(await new AxeBuilder({ page }).withTags(wcagTags).analyze());
    const inPage = outcomesOf(await runAxe(page, { runOnly: { type: 'tag', values: wcagTags } }));
    expect(Object.keys(inPage).length, 'rules compared').toBeGreaterThan(40);
    expect(inPage, `axe in the page against AxeBuilder (${theme})`).toEqual(viaBuilder);
  }
});
