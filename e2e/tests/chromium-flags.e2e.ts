import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath, launchOptions, playwrightDisabledFeatures } from '../support/chromium-flags.js';
import { slow } from '../support/time-scale.js';

/**
 * The flags the tests start Chromium with (support/chromium-flags.ts, decision 058). Chromium keeps only the last
 * `--disable-features` of its command line, so the tests' own one must carry every feature Playwright turns off;
 * and the browser's own pages loaded ahead of use (the address bar's pop-up), which cost CPU for nothing in a
 * headless browser, must not be there.
 */

/** The values of every `--disable-features` on the command line of a running process. */
function disabledFeaturesOf(pid: number): string[][] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split(/[\0 ]/)
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

describe('Chromium as the tests start it', () => {
  it(
    'turns off every feature Playwright turns off, in its one effective --disable-features',
    async () => {
      const server = await chromium.launchServer({ executablePath: chromiumPath });
      try {
        const playwrights = disabledFeaturesOf(server.process().pid as number);
        expect(playwrights.length, 'Playwright passes one --disable-features').toBe(1);
        expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(playwrights[0] as string[]));
      } finally {
        await server.close();
      }
      const ours = await chromium.launchServer(launchOptions);
      try {
        const lists = disabledFeaturesOf(ours.process().pid as number);
        // Playwright's own comes first and ours last: the last is the one Chromium uses.
        expect(lists.at(-1)).toEqual(expect.arrayContaining(playwrightDisabledFeatures));
      } finally {
        await ours.close();
      }
    },
    slow(60_000),
  );

  it(
    'loads none of the browser’s own pages (chrome://) beside a test’s page, in any context',
    async () => {
      const browser = await chromium.launch(launchOptions);
      try {
        for (const round of [1, 2]) {
          const context = await browser.newContext();
          const page = await context.newPage();
          await page.setContent(`<h1>Context ${round}</h1>`);
          await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Context ${round}`);
          const cdp = await browser.newBrowserCDPSession();
          const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
            targetInfos: { url: string }[];
          };
          await cdp.detach();
          expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
          expect(targetInfos.map((target) => target.url)).toContain('about:blank');
          await context.close();
        }
      } finally {
        await browser.close();
      }
    },
    slow(60_000),
  );
});
