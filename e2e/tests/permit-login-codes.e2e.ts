import type { Page, Response } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import {
  closeFteInstruction,
  enterOneTimeCode,
  failureTexts,
  loginAs,
  loginTexts,
  newPermitAccount,
  type PermitAccount,
  screenPath,
  waitForHome,
  waitForScreen,
} from '../support/login.js';
import { readCodeFromOutbox } from '../support/outbox.js';
import { tenants } from '../support/portal.js';

/**
 * The one-time code of the permit login (core 2.6; issue 3): 6 digits by e-mail, valid 10 minutes, usable once, dead
 * after 5 wrong tries, and replaced by the code of a newer login.
 *
 * A permit account may be sent 5 login codes an hour, and a blocked code stays blocked: each test here creates a
 * permit account of its own (newPermitAccount), so none depends on what another did to the seeded demo account.
 *
 * An expired code cannot be made here: the server's clock is not ours to move, and nothing outside the database makes
 * a code older. The server tests cover expiry (permit-login.test.ts, 'refuses an expired code': OTP_EXPIRED with
 * 'Deze code is verlopen…'); this file covers the code that a newer login made useless.
 */

const code = tenants.voorbeeld.code;
const otpPath = `/${code}/services/login/register_otp_code`;

/** A 6-digit code that is not `code`. */
function wrongCodeFor(right: string, offset = 1): string {
  return String((Number(right) + offset) % 1_000_000).padStart(6, '0');
}

/** Types a code, confirms it, and answers the statuscode the server gave to that try. */
async function tryCode(page: Page, value: string): Promise<string | undefined> {
  const answered = page.waitForResponse(
    (response: Response) => new URL(response.url()).pathname === otpPath && response.request().method() === 'POST',
  );
  await enterOneTimeCode(page, value);
  const body = (await (await answered).json()) as { statuscode?: string };
  return body.statuscode;
}

/** The message is on screen (by the field or in the message dialog), as the server worded it. */
async function expectMessage(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function startLogin(page: Page, account: PermitAccount): Promise<string> {
  expect(await loginAs(page, 'permit', account), 'after username and password').toBe('/email-verification-code-permit');
  await page.getByRole('heading', { level: 1, name: loginTexts.otpTitle }).waitFor();
  return readCodeFromOutbox(page.context().request, account.tenant, account.email);
}

test('a wrong code three times shows the wrong-code message each time; the right code then still works', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const account = await newPermitAccount(page);
  const right = await startLogin(page, account);
  const input = page.getByRole('textbox', { name: loginTexts.otpCode, exact: true });

  for (let attempt = 1; attempt <= 3; attempt++) {
    expect(await tryCode(page, wrongCodeFor(right, attempt)), `server's answer to wrong code ${attempt}`).toBe(
      'OTP_WRONG',
    );
    await expectMessage(page, failureTexts.OTP_WRONG);
    expect(await input.getAttribute('aria-invalid'), `field marked invalid after wrong code ${attempt}`).toBe('true');
    expect(screenPath(page)).toBe('/email-verification-code-permit');
    if (attempt === 1) await expectNoAxeViolations(page, 'one-time code screen with the wrong-code message');
  }

  expect(await tryCode(page, right), "server's answer to the right code").toBe('OK');
  await waitForScreen(page, '/home');
  await closeFteInstruction(page);
  await waitForHome(page);
});

test('a code replaced by a newer login is refused; the newer code works', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const account = await newPermitAccount(page);
  const first = await startLogin(page, account);

  // No code arrived, or too late: the user logs in again from the code screen, and a new code is sent.
  await page.getByRole('link', { name: loginTexts.logInAgain, exact: true }).click();
  await waitForScreen(page, '/login-permit');
  await page.getByRole('textbox', { name: loginTexts.username }).fill(account.username);
  await page.getByLabel(loginTexts.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: loginTexts.logIn, exact: true }).click();
  await waitForScreen(page, '/email-verification-code-permit');
  const second = await readCodeFromOutbox(page.context().request, account.tenant, account.email);

  // Two random 6-digit codes are equal once in a million: then there is no old code to refuse.
  if (second !== first) {
    const answer = await tryCode(page, first);
    // The server treats the replaced code as any wrong code (server tests: 'an older code replaced by a new login').
    expect(answer, "server's answer to the replaced code").toBe('OTP_WRONG');
    await expectMessage(page, failureTexts.OTP_WRONG);
    expect(screenPath(page)).toBe('/email-verification-code-permit');
  }

  expect(await tryCode(page, second), "server's answer to the newer code").toBe('OK');
  await waitForScreen(page, '/home');
  await closeFteInstruction(page);
  await waitForHome(page);
});

test('after five wrong codes the code is blocked: a sixth try, even with the right code, is refused', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const account = await newPermitAccount(page);
  const right = await startLogin(page, account);

  const answers: (string | undefined)[] = [];
  for (let attempt = 1; attempt <= 5; attempt++) answers.push(await tryCode(page, wrongCodeFor(right, attempt)));
  // The fifth wrong try uses the last one: the server says at once that the code is dead.
  expect(answers).toEqual(['OTP_WRONG', 'OTP_WRONG', 'OTP_WRONG', 'OTP_WRONG', 'OTP_BLOCKED']);
  const blocked = page.getByRole('alert').filter({ hasText: failureTexts.OTP_BLOCKED });
  await blocked.waitFor();
  await blocked.getByRole('link', { name: loginTexts.logInAgain, exact: true }).waitFor();
  await expectNoAxeViolations(page, 'one-time code screen with the blocked message');

  // The sixth try: back on the code screen (the login still waits for a code), now with the right code.
  await page.goto(`/${code}/email-verification-code-permit`);
  expect(await tryCode(page, right), "server's answer to the sixth try").toBe('OTP_BLOCKED');
  await expectMessage(page, failureTexts.OTP_BLOCKED);
  expect(screenPath(page), 'not logged in').toBe('/email-verification-code-permit');

  // Nothing of the portal behind the login opens.
  await page.goto(`/${code}/home`);
  await waitForScreen(page, '/welcome');
});
