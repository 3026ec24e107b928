import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { test as base, expect as vitestExpect } from 'vitest';
import { chromiumPath, launchOptions } from './chromium-flags.js';
import { artifactsDir } from './paths.js';
import { portalAddress } from './portal-address.js';
import { slow } from './time-scale.js';

/** The page's way to report a CSP violation to the test (a Playwright binding). */
const cspBinding = '__e2eReportCspViolation';

/** Runs in every page before its own scripts: each securitypolicyviolation goes to the binding. */
function reportCspViolations(binding: string): void {
  window.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}; sample: ${event.sample || '-'}`,
      );
    },
    true,
  );
}

const actionTimeoutMs = slow(10_000);
const navigationTimeoutMs = slow(30_000);

export const desktopWidth = 1280;
export const mobileWidth = 320;

export interface OpenPageOptions {
  /** Viewport width in CSS pixels; desktop by default. */
  width?: number;
  height?: number;
}

export interface Portal {
  baseUrl: string;
  browser: Browser;
  /** The test's own context: Dutch browser language, Amsterdam time zone. */
  context: BrowserContext;
  /** Absolute URL for a path of the portal, such as `/voorbeeld/settings`. */
  url(path: string): string;
  /** Opens a new tab in the test's context at the given path. */
  openPage(path: string, options?: OpenPageOptions): Promise<Page>;
  /** A further context (another "browser profile"), closed with the test; defaults as for `context`. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * A separate Chromium whose profile blocks all cookies and site data, as a user can choose in the browser's
   * settings: `document.cookie` stays empty and touching `localStorage` throws a SecurityError.
   */
  newContextWithCookiesBlocked(options?: BrowserContextOptions): Promise<BrowserContext>;
}

let clientCount = 0;

/**
 * A client address of its own for every browser context (the server trusts X-Forwarded-For in the e2e setup): each
 * context is another resident's device, so per-address limits count per resident, as in real use. The process id
 * keeps files apart, the counter contexts within a file.
 */
function nextClientAddress(): string {
  clientCount += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${clientCount & 255}`;
}

const defaultContextOptions: BrowserContextOptions = {
  // The portal follows the browser language; a Dutch resident's browser asks for Dutch.
  locale: 'nl-NL',
  timezoneId: 'Europe/Amsterdam',
  viewport: { width: desktopWidth, height: 800 },
};

/**
 * `test` with a Chromium per file and a fresh browser context per test.
 * When a test fails, every page it opened is saved as a screenshot (and its console output) in e2e/artifacts/.
 */
export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern; there are none.
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    if (!existsSync(chromiumPath)) {
      throw new Error(`Chromium is not installed at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH).`);
    }
    const browser = await chromium.launch(launchOptions);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('portal', async ({ browser, task }, { onCleanup }): Promise<Portal> => {
    const { baseUrl } = portalAddress();
    const contexts: BrowserContext[] = [];
    const consoleLines = new Map<Page, string[]>();
    // Uncaught errors and CSP violations in any page of the test: each fails the test when it ends (below).
    const pageProblems: string[] = [];
    const configure = async (context: BrowserContext): Promise<void> => {
      // The screens render in well under a second; a missing element should fail fast with a clear message.
      context.setDefaultTimeout(actionTimeoutMs);
      context.setDefaultNavigationTimeout(navigationTimeoutMs);
      // The browser tells the page of every violation of its Content-Security-Policy (securitypolicyviolation);
      // an init script passes each to the test before the app's own scripts run.
      await context.exposeBinding(cspBinding, ({ page }, violation: string) => {
        pageProblems.push(`CSP violation on ${page?.url() ?? 'a page'}: ${violation}`);
      });
      await context.addInitScript(reportCspViolations, cspBinding);
      const track = (page: Page): void => {
        const lines: string[] = [];
        consoleLines.set(page, lines);
        page.on('console', (message) => lines.push(`[${message.type()}] ${message.text()}`));
        page.on('pageerror', (error) => {
          lines.push(`[pageerror] ${error.message}`);
          pageProblems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`);
        });
      };
      context.pages().forEach(track);
      context.on('page', track);
    };

    const newContext = async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
      // With the base URL set, pages and `context.request` accept paths such as `/voorbeeld/home`.
      const context = await browser.newContext({
        ...defaultContextOptions,
        baseURL: baseUrl,
        extraHTTPHeaders: { 'X-Forwarded-For': nextClientAddress() },
        ...options,
      });
      contexts.push(context);
      await configure(context);
      return context;
    };

    const profileDirs: string[] = [];
    const newContextWithCookiesBlocked = async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
      const profileDir = await mkdtemp(join(tmpdir(), 'parkeerloket-e2e-profile-'));
      profileDirs.push(profileDir);
      await mkdir(join(profileDir, 'Default'));
      // Content setting 2 is "block" for cookies, which in Chromium also covers localStorage and other site data.
      const preferences = { profile: { default_content_setting_values: { cookies: 2 } } };
      await writeFile(join(profileDir, 'Default', 'Preferences'), JSON.stringify(preferences));
      const context = await chromium.launchPersistentContext(profileDir, {
        ...launchOptions,
        ...defaultContextOptions,
        baseURL: baseUrl,
        extraHTTPHeaders: { 'X-Forwarded-For': nextClientAddress() },
        ...options,
      });
      contexts.push(context);
      await configure(context);
      return context;
    };

    const context = await newContext();
    const url = (path: string): string => new URL(path, `${baseUrl}/`).toString();

    onCleanup(async () => {
      // Vitest marks the test failed before fixtures are cleaned up, so the pages still show the failure.
      if (task.result?.state === 'fail' || pageProblems.length > 0) {
        const file = task.file.name.replace(/^.*\//, '').replace(/\.e2e\.ts$/, '');
        await saveArtifacts(`${file} ${task.name}`, contexts, consoleLines);
      }
      await Promise.all(contexts.map((c) => c.close()));
      await Promise.all(profileDirs.map((dir) => rm(dir, { recursive: true, force: true })));
      // Also after a passing run: an app that throws or breaks its CSP has not rendered as the test believes.
      if (pageProblems.length > 0) {
        throw new Error(`The pages of this test had ${pageProblems.length} problem(s):\n${pageProblems.join('\n')}`);
      }
    });

    return {
      baseUrl,
      browser,
      context,
      url,
      newContext,
      newContextWithCookiesBlocked,
      async openPage(path, { width = desktopWidth, height = 800 } = {}) {
        const page = await context.newPage();
        await page.setViewportSize({ width, height });
        await page.goto(url(path));
        return page;
      },
    };
  });

async function saveArtifacts(
  testName: string,
  contexts: BrowserContext[],
  consoleLines: Map<Page, string[]>,
): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  const stem = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  const pages = contexts.flatMap((c) => c.pages());
  await Promise.all(
    pages.map(async (page, index) => {
      const file = join(artifactsDir, `${stem}-${index + 1}`);
      try {
        await page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 5_000 });
      } catch (error) {
        await writeFile(`${file}.screenshot-failed.txt`, String(error));
      }
      const lines = [`url: ${page.url()}`, ...(consoleLines.get(page) ?? [])];
      await writeFile(`${file}.console.txt`, `${lines.join('\n')}\n`);
    }),
  );
  console.error(`Saved ${pages.length} screenshot(s) of the failed test to ${artifactsDir}${stem}-*.png`);
}

export { expect } from 'vitest';

/**
 * Reads `read` again until the expectation after it holds, for a text or a list that fills in as the server's answers
 * arrive: the test waits for the state, not for a moment (expect.poll, with room for a loaded machine).
 */
export function eventually<T>(read: () => T | Promise<T>, message?: string) {
  return vitestExpect.poll(read, { timeout: slow(15_000), interval: 100, message });
}
