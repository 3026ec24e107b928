import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktopWidth, mobileWidth } from './fixtures.js';
import { type ContrastTheme, contrastThemes, waitForHtmlAttribute } from './portal.js';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe tags its rules (axe has no wcag22a tag). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now and fails with a readable list of every violation and the elements involved. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const report = await axeViolations(page);
  expect(report.length, `axe found ${report.length} violation(s) on ${label}:\n\n${report.join('\n\n')}\n`).toBe(0);
}

/**
 * Like expectNoAxeViolations, but the test goes on after a failure (expect.soft), so that one run through several
 * screens reports the violations of all of them.
 */
export async function softExpectNoAxeViolations(
  page: Page,
  label = page.url(),
  rules: AxeRules = 'wcag',
): Promise<void> {
  const report = await axeViolations(page, rules);
  expect
    .soft(report.length, `axe found ${report.length} violation(s) on ${label}:\n\n${report.join('\n\n')}\n`)
    .toBe(0);
}

/**
 * The WCAG rules whose outcome depends on the colours: text contrast, and links told apart from the text around them
 * by colour alone. The four contrast themes other than the default change only colour tokens (checked by
 * `scripts/contrast-themes.test.ts` for both apps and the permit's verification page, and by accessibility.e2e.ts,
 * which compares axe's other results across the themes), so in those themes only these rules can come out
 * differently from the default theme's.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** Every WCAG 2.2 A/AA rule, or only `colourRules` (a theme's scan after the default theme's full one). */
export type AxeRules = 'wcag' | 'colours';

/**
 * Runs axe in the page as it is now, as `axe.run` in the page itself. axe-core is put into each frame of the
 * document once and then kept: a scan of a screen in six themes is six runs on one copy.
 *
 * Not `AxeBuilder.analyze()` of @axe-core/playwright, which (4.13) evaluates axe-core's 550 KB source in the page on
 * every call and then opens a blank page in the context, evaluates the source again there and finishes the run in
 * it. That cost about 1.2 s a scan on a 2-core machine whatever the rules, against 0.02 s for a rule checked in the
 * page itself; a full WCAG scan of welcome took 1.4-1.9 s, in the page 0.13-0.17 s (decision 058). The frames of the
 * portal's pages are all of its own origin; axe reads the same-origin frames as the legacy mode of AxeBuilder does.
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  for (const frame of page.frames()) await ensureAxe(frame);
  return page.mainFrame().evaluate((runOptions) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    return inPage.run(document, runOptions);
  }, options);
}

/** axe-core in the frame's document, evaluated only when the document does not have it yet. */
async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object')) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
  );
}

/** The violations axe finds on the page as it is now, one readable paragraph each. */
export async function axeViolations(page: Page, rules: AxeRules = 'wcag'): Promise<string[]> {
  const results = await runAxe(
    page,
    rules === 'wcag'
      ? { runOnly: { type: 'tag', values: wcagTags } }
      : { runOnly: { type: 'rule', values: colourRules } },
  );
  return results.violations.map(describeViolation);
}

/**
 * axe's rules on ids used twice on the page, run by name: two of them are deprecated (an SVG pattern's or a
 * label's target's id used twice still breaks what refers to it), so no WCAG tag runs them.
 */
export async function duplicateIdViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page, {
    runOnly: { type: 'rule', values: ['duplicate-id', 'duplicate-id-active', 'duplicate-id-aria'] },
  });
  return results.violations.map(describeViolation);
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
    return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
  });
  const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
  return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}${more}`;
}

// ---- axe in every contrast theme

/** A theme and a window width to check a screen in. */
export interface ThemeVariant {
  theme: ContrastTheme;
  width: number;
}

/** The five contrast themes at 320 px, and the default theme at 1280 px. */
export const themeVariants: readonly ThemeVariant[] = [
  ...contrastThemes.map((theme) => ({ theme, width: mobileWidth })),
  { theme: 'default', width: desktopWidth },
];

/** The five contrast themes at 320 px and at 1280 px. */
export const everyThemeAtBothWidths: readonly ThemeVariant[] = [mobileWidth, desktopWidth].flatMap((width) =>
  contrastThemes.map((theme) => ({ theme, width })),
);

/** Each theme at each of the widths, theme by theme (so that a page opened per theme is opened once per theme). */
export function themesAtWidths(widths: readonly number[]): ThemeVariant[] {
  return contrastThemes.flatMap((theme) => widths.map((width) => ({ theme, width })));
}

/** Chooses a contrast theme in the header's picker, as a user does, and waits until the page wears it. */
export async function chooseTheme(page: Page, theme: ContrastTheme): Promise<void> {
  await page.getByRole('combobox', { name: 'Contrast', exact: true }).selectOption(theme);
  await waitForHtmlAttribute(page, 'data-contrast', theme);
}

/** A state of the screen to check besides the screen itself (a dialog open); `close` undoes it. */
export interface AxeExtra {
  label: string;
  open(page: Page): Promise<void>;
  close(page: Page): Promise<void>;
}

export interface AxeInThemesOptions {
  /** Names the screen in the failure messages. */
  label: string;
  /** The themes and widths; `themeVariants` by default. */
  variants?: readonly ThemeVariant[];
  /**
   * Brings the page into the variant's theme; the window is already at the variant's width. By default the theme is
   * chosen in the header's picker on the page as it is (no page load); a screen without the header opens itself here
   * (the permit proof's `?contrast=`). Called only when the theme changes from the previous variant.
   */
  open?(page: Page, variant: ThemeVariant): Promise<void>;
  /** States to check in each variant after the screen itself (a dialog the header cannot be reached behind). */
  extras?: readonly AxeExtra[];
}

/**
 * axe (WCAG 2.2 A and AA) on one screen in each theme variant, without reloading it between variants unless `open`
 * does: the window resized, the theme chosen; then each extra state. The default theme is scanned with every rule at
 * each of its widths, the other themes with the rules that colours decide (`colourRules`; decision 054). At every
 * width (320 px is what WCAG 1.4.10 asks) the page must be no wider than the window: no horizontal scrolling. The run goes on after a violation (expect.soft), so one run reports every
 * variant's. With the default `open` it ends in the default theme at 1280 px.
 * With E2E_AXE_THEMES=default (the journeys' second run on PostgreSQL) only the default theme at 1280 px is checked:
 * how a screen renders in the themes does not depend on the database.
 */
export async function expectNoAxeViolationsInThemes(page: Page, options: AxeInThemesOptions): Promise<void> {
  const { label, variants = themeVariants, open, extras = [] } = options;
  const run =
    process.env.E2E_AXE_THEMES === 'default' ? [{ theme: 'default' as const, width: desktopWidth }] : variants;
  let current: ContrastTheme | undefined;
  for (const variant of run) {
    const { theme, width } = variant;
    await page.setViewportSize({ width, height: 800 });
    if (theme !== current) {
      if (open) await open(page, variant);
      else await chooseTheme(page, theme);
      current = theme;
    }
    // Every WCAG rule in the default theme (at each width: the layout differs); in the other themes the colour rules.
    const rules = theme === 'default' ? 'wcag' : 'colours';
    await softExpectNoAxeViolations(page, `${label} (${theme}, ${width} px)`, rules);
    await softExpectReflow(page, `${label} (${theme})`, width);
    for (const extra of extras) {
      await extra.open(page);
      await softExpectNoAxeViolations(page, `${label}, ${extra.label} (${theme}, ${width} px)`, rules);
      await extra.close(page);
    }
  }
  if (!open) {
    await page.setViewportSize({ width: desktopWidth, height: 800 });
    await chooseTheme(page, 'default');
  }
}

/** The page is no wider than the window (WCAG 1.4.10 reflow); a failure names the elements that stick out. */
export async function softExpectReflow(page: Page, label: string, width: number): Promise<void> {
  const { scrollWidth, widest } = await page.evaluate((limit) => {
    // The elements that stick out, innermost first, so a failure says where to look.
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > limit;
    const out = [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && ![...el.children].some(sticksOut))
      .slice(0, 3)
      .map((el) => {
        const { left, right } = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${el.className} ${left}-${right} "${el.textContent?.trim().slice(0, 40)}"`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, widest: out.join('; ') };
  }, width);
  expect
    .soft(scrollWidth, `page width of ${label} at ${width} px (WCAG 1.4.10 reflow): ${widest}`)
    .toBeLessThanOrEqual(width);
}
