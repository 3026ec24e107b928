import type { Locator, Page } from 'playwright-core';
import { type AxeExtra, expectNoAxeViolationsInThemes, softExpectNoAxeViolations } from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import {
  closeFteInstruction,
  emailValidatedNotice,
  failureTexts,
  loginAs,
  loginTexts,
  openMainMenu,
  screenPath,
  uniqueBsn,
  uniqueEmail,
  uniqueKvk,
  uniqueSuffix,
  verificationCodeField,
  waitForBranchCount,
  waitForHome,
  waitForScreen,
} from '../support/login.js';
import { readCodeFromOutbox, readLinkFromOutbox } from '../support/outbox.js';
import { tenants } from '../support/portal.js';
import { slow } from '../support/time-scale.js';

/**
 * Accessibility of the screens of issue 3: axe (WCAG 2.2 A and AA) on every login screen, the branch choice, the
 * e-mail gate and home, each also in its error or answered state, plus the simulators' test pages; and the code
 * inputs: the one-time and verification codes accept paste and say autocomplete="one-time-code", the two e-mail
 * inputs of /set-email refuse paste.
 *
 * What runs where, to keep the run short on two cores: the portal's screens in all five contrast themes at 320 px
 * (the reflow width, where the layout is tightest; contrast does not depend on the width), and in the default theme
 * at 1280 px, with no sideways scrolling (`expectNoAxeViolationsInThemes`, support/axe.ts: each screen opened once,
 * the theme chosen in the header between scans). The simulators' pages and the outbox page are plain server pages
 * that do not take the portal's theme: they run once at each width. Within a test one login serves all screens
 * behind it, and a failing screen does not stop the others (soft assertions), so one run reports every violation.
 */

const code = tenants.voorbeeld.code;

async function waitForEnabled(locator: Locator): Promise<void> {
  const handle = await locator.elementHandle();
  await locator.page().waitForFunction((element) => !(element as HTMLButtonElement | null)?.disabled, handle);
}

/**
 * Opens a path of the portal (or takes the screen as it is), waits for it to be ready, and runs axe on it in the five
 * contrast themes at 320 px and the default theme at 1280 px, checking the reflow at each.
 */
async function checkScreen(
  page: Page,
  label: string,
  ready: (page: Page) => Promise<void>,
  path?: string,
  extras: readonly AxeExtra[] = [],
): Promise<void> {
  if (path) await page.goto(path);
  await ready(page);
  await expectNoAxeViolationsInThemes(page, { label, extras });
}

/** WCAG 1.4.10: at 320 px the screen needs no horizontal scrolling (axe does not check this). */
async function softExpectReflow(page: Page, width: number, label: string): Promise<void> {
  if (width > mobileWidth) return;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `page width of ${label} at ${width} px (reflow)`).toBeLessThanOrEqual(width);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

/** A live password key of the demo account, fetched once for the whole file. */
let liveResetKey: string | undefined;

// Sixteen screens in six variants each: 96 axe scans, more than the default minute on two busy cores.
test(
  'login screens before the login have no axe violations, in every theme',
  async ({ portal }) => {
    const page = await portal.context.newPage();
    const check = (label: string, ready: (page: Page) => Promise<void>, path?: string) =>
      checkScreen(page, label, ready, path);

    await check(
      '/login-citizens',
      async (p) => {
        await heading(p, 'Inloggen als inwoner');
        await p.getByRole('link', { name: loginTexts.choiceEidas, exact: true }).waitFor();
      },
      `/${code}/login-citizens`,
    );
    await check(
      '/login-companies',
      async (p) => {
        await heading(p, 'Inloggen als bedrijf');
        await p.getByRole('link', { name: loginTexts.choicePermit, exact: true }).waitFor();
      },
      `/${code}/login-companies`,
    );
    for (const [path, title, onward] of [
      ['login-person', 'Inloggen met DigiD', loginTexts.continueDigid],
      ['login-company', 'Inloggen met eHerkenning', loginTexts.continueEherkenning],
      ['login-eu-citizen', 'Inloggen met een Europees inlogmiddel', loginTexts.continueEidas],
    ] as const) {
      await check(
        `/${path}`,
        async (p) => {
          await heading(p, title);
          await waitForEnabled(p.getByRole('button', { name: onward, exact: true }));
        },
        `/${code}/${path}`,
      );
    }

    await check('/login-permit', (p) => heading(p, loginTexts.choicePermit), `/${code}/login-permit`);
    // Both fields left empty: each says so.
    await page.getByRole('textbox', { name: loginTexts.username }).focus();
    await page.getByLabel(loginTexts.password, { exact: true }).focus();
    await page.getByRole('link', { name: loginTexts.passwordForgotten }).focus();
    await check('/login-permit with empty fields', (p) => p.getByText('Dit veld mag niet leeg zijn').nth(1).waitFor());

    await check(
      '/send-email-verification-permit',
      (p) => heading(p, 'Inlogcode verstuurd'),
      `/${code}/send-email-verification-permit`,
    );
    await check(
      '/email-verification-code-permit',
      (p) => heading(p, loginTexts.otpTitle),
      `/${code}/email-verification-code-permit`,
    );
    await page.getByRole('button', { name: loginTexts.confirm, exact: true }).click();
    await check('/email-verification-code-permit without a code', (p) =>
      p.getByText('Vul de code in!', { exact: true }).waitFor(),
    );

    await check(
      '/request-new-password',
      (p) => heading(p, loginTexts.requestNewPasswordTitle),
      `/${code}/request-new-password`,
    );
    await page.getByRole('textbox', { name: 'Gebruikersnaam of e-mailadres' }).fill('e2e.niemand');
    await page.getByRole('button', { name: 'Aanvragen', exact: true }).click();
    // The same answer whether or not the account exists.
    await check('/request-new-password answered', (p) =>
      p
        .getByRole('status')
        .filter({ hasText: /e-mail/ })
        .waitFor(),
    );

    await check(
      '/register-password?key= (invalid key)',
      async (p) => {
        await heading(p, loginTexts.registerPasswordTitle);
        await p.getByRole('alert').filter({ hasText: failureTexts.PASSWORD_KEY_INVALID }).waitFor();
      },
      `/${code}/register-password?key=e2e-not-a-key`,
    );
    await check(
      '/register-password without a key',
      async (p) => {
        await heading(p, loginTexts.registerPasswordTitle);
        await p.getByRole('alert').waitFor();
      },
      `/${code}/register-password`,
    );
    // A password-reset e-mail to the demo account holds a live key: enough to see the form, which this test
    // never submits. (The seed retires the account's registration link once it has set the password.)
    if (!liveResetKey) {
      const reset = await page.context().request.post(`/${code}/services/login/reset_password`, {
        form: { p_username: 'demo.bedrijf' },
      });
      expect(reset.ok()).toBe(true);
      const link = await readLinkFromOutbox(
        page.context().request,
        code,
        'bedrijf@voorbeeld.example',
        'password_reset',
      );
      liveResetKey = link ? (new URL(link).searchParams.get('key') ?? undefined) : undefined;
    }
    const key = liveResetKey;
    expect(key, 'the key in the password-reset e-mail of the demo account').toBeTruthy();
    await check(
      '/register-password?key= (live key)',
      async (p) => {
        await heading(p, loginTexts.registerPasswordTitle);
        await p.getByText('demo.bedrijf', { exact: true }).waitFor();
      },
      `/${code}/register-password?key=${encodeURIComponent(key ?? '')}`,
    );
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
    await page.getByLabel('Herhaal het nieuwe wachtwoord', { exact: true }).fill('anders');
    await page.getByText('demo.bedrijf', { exact: true }).click();
    await check('/register-password with an invalid password', (p) =>
      p.getByText('Vul een geldig wachtwoord in!', { exact: true }).waitFor(),
    );
  },
  slow(300_000),
);

test(
  'branch choice, e-mail gate and home have no axe violations, in every theme',
  async ({ portal }) => {
    const page = await portal.context.newPage();
    const check = (label: string, ready: (page: Page) => Promise<void>, extras?: readonly AxeExtra[]) =>
      checkScreen(page, label, ready, undefined, extras);

    // A company the portal has not seen: 12 branches (two pages), no e-mail address yet.
    const landed = await loginAs(page, 'eherkenning', {
      service: 'eherkenning',
      identifier: uniqueKvk(),
      branches: 12,
    });
    expect(landed).toBe('/choose-branches');
    await check('/choose-branches', async (p) => {
      await heading(p, loginTexts.branchesTitle);
      await waitForBranchCount(p, 10);
      await p.getByRole('button', { name: loginTexts.loadMore, exact: true }).waitFor();
    });
    await page.getByRole('list', { name: loginTexts.branchList }).getByRole('button').first().click();

    await waitForScreen(page, '/set-email');
    await check('/set-email', (p) => heading(p, loginTexts.setEmailTitles));
    // Save pressed with nothing filled in: not greyed out, it says what is missing (issue 24).
    await page.getByRole('button', { name: loginTexts.save, exact: true }).click();
    await check('/set-email with the error summary', (p) =>
      p.getByRole('alert').filter({ hasText: 'Er is een probleem' }).waitFor(),
    );
    // A long address without hyphens (where a line could break anyway), as real ones can be, such as
    // aleksandra.vanderheijden@gemeentevoorbeeld.nl: the screens that show it must still fit 320 px.
    const address = `aleksandra.vanderheijden.${uniqueSuffix()}@voorbeeld.example`;
    await page.getByRole('textbox', { name: loginTexts.email, exact: true }).fill('niet-een-adres');
    await page.getByRole('textbox', { name: loginTexts.emailRepeat, exact: true }).fill(address);
    await page.getByRole('textbox', { name: loginTexts.email, exact: true }).focus();
    await check('/set-email with invalid entries', async (p) => {
      await p.getByText('Vul een geldig e-mailadres in!', { exact: true }).first().waitFor();
      await p.getByText('De e-mailadressen moeten hetzelfde zijn!', { exact: true }).first().waitFor();
    });
    await page.getByRole('textbox', { name: loginTexts.email, exact: true }).fill(address);
    await page.getByRole('button', { name: loginTexts.save, exact: true }).click();

    // The code field appears on the same screen (issue 24).
    const input = verificationCodeField(page);
    await check('/set-email with the code field', () => input.waitFor());
    expect(screenPath(page)).toBe('/set-email');
    const right = await readCodeFromOutbox(page.context().request, code, address, 'verification_code');
    await input.fill(right === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');
    await page.getByRole('button', { name: loginTexts.confirm, exact: true }).click();
    await check('/set-email with a wrong code', (p) =>
      p.getByText('Deze code is niet juist. Probeer het opnieuw.', { exact: true }).waitFor(),
    );
    await input.fill(right);
    await page.getByRole('button', { name: loginTexts.confirm, exact: true }).click();

    await waitForScreen(page, '/home');
    await check('/home with the e-mail validated notice and the FTE instruction', async (p) => {
      await emailValidatedNotice(p).waitFor();
      await p.getByRole('dialog', { name: loginTexts.fteInstructionTitle }).waitFor();
    });
    await closeFteInstruction(page);
    // At 320 px the main menu opens with its button; at 1280 px it is always there.
    const mainMenu: AxeExtra = {
      label: 'the main menu open',
      async open(p) {
        const menu = await openMainMenu(p);
        await menu.getByRole('button', { name: loginTexts.logout }).waitFor();
      },
      async close(p) {
        const button = p.getByRole('button', { name: loginTexts.menu, exact: true });
        if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) === 'true') await button.click();
      },
    };
    await check('/home', waitForHome, [mainMenu]);
  },
  slow(300_000),
);

test.for([mobileWidth, desktopWidth])(
  "the simulators' test pages and the outbox page at %i px have no axe violations",
  async (width, { portal }) => {
    const page = await portal.openPage(`/${code}/login-person`, { width });
    const check = async (label: string, ready: () => Promise<void>, reflow = true) => {
      await ready();
      await softExpectNoAxeViolations(page, `${label} (${width} px)`);
      if (reflow) await softExpectReflow(page, width, label);
    };

    for (const [path, onward, service, title] of [
      ['login-person', loginTexts.continueDigid, 'digid', 'DigiD'],
      ['login-eu-citizen', loginTexts.continueEidas, 'eidas', 'eIDAS'],
      ['login-company', loginTexts.continueEherkenning, 'eherkenning', 'eHerkenning'],
    ] as const) {
      await page.goto(`/${code}/${path}`);
      const button = page.getByRole('button', { name: onward, exact: true });
      await waitForEnabled(button);
      await button.click();
      await page.waitForURL((url) => url.pathname === `/${code}/simulator/${service}`);
      await check(`the ${title} simulator`, () =>
        page.getByRole('heading', { level: 1, name: new RegExp(`^Inloggen met ${title} \\(simulator\\)`) }).waitFor(),
      );
      if (service === 'digid') {
        // A typed number that is no citizen service number: the page says what is wrong.
        await page.getByRole('textbox', { name: /^Of typ een/ }).fill('123');
        await page.getByRole('button', { name: /^Inloggen/ }).click();
        await check('the DigiD simulator with an invalid number', () =>
          page.getByRole('alert').filter({ hasText: 'Er is een probleem' }).waitFor(),
        );
      }
    }

    await page.goto(`/${code}/simulator/digid?state=e2e-no-such-login`);
    await check('the simulator for a login that is gone', () =>
      page.getByRole('heading', { level: 1, name: /^Deze inlogpoging is verlopen/ }).waitFor(),
    );

    await page.goto(`/${code}/simulator/outbox?to=bedrijf@voorbeeld.example`);
    // The outbox shows the e-mails verbatim, long links included: a tool for testers, not held to reflow.
    await check(
      'the outbox page',
      () => page.getByRole('heading', { level: 1, name: /^Verzonden e-mail/ }).waitFor(),
      false,
    );
  },
);

test('the one-time login code input accepts paste and asks for autocomplete="one-time-code"', async ({ portal }) => {
  await portal.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await portal.openPage(`/${code}/email-verification-code-permit`);
  const input = page.getByRole('textbox', { name: loginTexts.otpCode, exact: true });
  expect(await input.getAttribute('autocomplete')).toBe('one-time-code');

  await page.evaluate(() => navigator.clipboard.writeText('123456'));
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  expect(await input.inputValue(), 'the pasted code').toBe('123456');
});

test('/set-email takes a pasted address, says what is missing instead of a greyed-out Save, and asks the code on the same screen', async ({
  portal,
}) => {
  await portal.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await portal.openPage(`/${code}/welcome`);
  expect(await loginAs(page, 'digid', { service: 'digid', identifier: uniqueBsn() })).toBe('/set-email');
  const address = uniqueEmail('paste');
  const email = page.getByRole('textbox', { name: loginTexts.email, exact: true });
  const repeat = page.getByRole('textbox', { name: loginTexts.emailRepeat, exact: true });
  const save = page.getByRole('button', { name: loginTexts.save, exact: true });

  // Save is not greyed out: pressed with both fields empty, the error summary and the fields say what is missing.
  expect(await save.isDisabled(), 'Save with both fields empty').toBe(false);
  await save.click();
  const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
  await summary.waitFor();
  expect(await summary.getByRole('link', { name: 'Dit veld mag niet leeg zijn', exact: true }).count()).toBe(2);
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  await summary.getByRole('link').first().click();
  expect(await email.evaluate((input) => input === document.activeElement), 'the summary leads to the field').toBe(
    true,
  );

  // Pasted (WCAG 2.2 3.3.8), the address is taken, lower-cased and without characters an address cannot have.
  await page.evaluate((text) => navigator.clipboard.writeText(text), `${address.toUpperCase()} !`);
  for (const input of [email, repeat]) {
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await input.inputValue(), 'after pasting').toBe(address);
  }
  await summary.waitFor({ state: 'detached' });
  await save.click();

  // The code on the same screen: its field appears and takes the focus.
  const input = verificationCodeField(page);
  await input.waitFor();
  expect(screenPath(page), 'still the one screen').toBe('/set-email');
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'verification-code');
  expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
  const confirm = page.getByRole('button', { name: loginTexts.confirm, exact: true });
  expect(await confirm.isDisabled(), 'Confirm while the code is empty').toBe(false);
  await confirm.click();
  await page.getByText('Vul de verificatiecode in die u per e-mail hebt gekregen.', { exact: true }).waitFor();
  const verificationCode = await readCodeFromOutbox(page.context().request, code, address, 'verification_code');
  // Pasted as a mail program might give it: lower case, with spaces around.
  await page.evaluate((text) => navigator.clipboard.writeText(` ${text.toLowerCase()} `), verificationCode);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  expect((await input.inputValue()).trim(), 'the pasted code, upper-cased').toBe(verificationCode);
  await confirm.click();

  await waitForScreen(page, '/home');
  await emailValidatedNotice(page).waitFor();
});
