import { expect, test } from '../support/fixtures.js';
import {
  closeFteInstruction,
  loginAs,
  loginWithPermit,
  logoutThroughMenu,
  newPermitAccount,
  passEmailGate,
  uniqueBsn,
  uniqueEmail,
  waitForHome,
  waitForScreen,
} from '../support/login.js';
import { tenants } from '../support/portal.js';
import { signInThroughServer } from '../support/server-login.js';

/**
 * The two profile items of issue 4 that need more than the company journey of profile.e2e.ts: changing the e-mail
 * address (verified by a code again) and changing the password of a permit login. The password change uses the demo
 * municipality's second permit account, so the first one's hourly code budget stays with the login tests.
 */

const code = tenants.voorbeeld.code;

const texts = {
  changeEmail: 'E-mailadres wijzigen',
  changePassword: 'Wachtwoord wijzigen',
  current: 'Huidig wachtwoord',
  password: 'Nieuw wachtwoord',
  repeat: 'Herhaal het nieuwe wachtwoord',
  confirm: 'Bevestigen',
  wrongCurrent: 'Uw huidige wachtwoord is niet juist. Uw wachtwoord is niet gewijzigd.',
  ok: 'OK',
};

test('a resident changes the e-mail address and verifies it with the code sent to the new one', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const first = uniqueEmail('eerste');
  // Over HTTP, the gate answered with the first address: the gate's screens are login-journeys.e2e.ts's subject.
  await signInThroughServer(page, { service: 'digid', identifier: uniqueBsn() }, { tenant: code, email: first });
  await waitForHome(page);

  // The resident's own address in full (issue 24), not masked.
  await page.goto(`/${code}/user`);
  await page.getByText(first, { exact: true }).waitFor();
  expect(await page.getByText('***@***').count()).toBe(0);

  await page.getByRole('link', { name: texts.changeEmail, exact: true }).click();
  const second = uniqueEmail('tweede');
  await passEmailGate(page, second);
  await waitForHome(page);

  await page.goto(`/${code}/user`);
  await page.getByText(second, { exact: true }).waitFor();
  expect(await page.getByText(first, { exact: true }).count(), 'the old address is gone').toBe(0);
});

test('a permit holder changes the password: a wrong current password is refused, the new one logs in', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const secondPermitAccount = await newPermitAccount(page);
  await loginWithPermit(page, secondPermitAccount);
  await closeFteInstruction(page);
  await waitForHome(page);

  await page.goto(`/${code}/user`);
  await page.getByRole('button', { name: texts.changePassword, exact: true }).click();
  await waitForScreen(page, '/register-password');
  await page.getByRole('heading', { level: 1, name: texts.changePassword }).waitFor();
  expect(new URL(page.url()).searchParams.get('change')).toBe('1');

  const newPassword = 'Nieuw-Parkeren-27!';
  await page.getByLabel(texts.current, { exact: true }).fill('Niet-Het-Goede-1!');
  await page.getByLabel(texts.password, { exact: true }).fill(newPassword);
  await page.getByLabel(texts.repeat, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: texts.confirm, exact: true }).click();
  // The message dialog is an alert dialog: it interrupts with the server's message.
  await page.getByText(texts.wrongCurrent, { exact: true }).waitFor();
  await page.getByRole('button', { name: texts.ok, exact: true }).click();
  await page.getByText(texts.wrongCurrent, { exact: true }).waitFor({ state: 'hidden' });

  await page.getByLabel(texts.current, { exact: true }).fill(secondPermitAccount.password);
  await page.getByRole('button', { name: texts.confirm, exact: true }).click();
  await waitForScreen(page, '/user');
  // The confirmation comes in the message dialog; closing it returns to My details.
  await page.getByRole('button', { name: texts.ok, exact: true }).click();
  await page.getByRole('button', { name: texts.ok, exact: true }).waitFor({ state: 'hidden' });

  await logoutThroughMenu(page);
  const landed = await loginAs(page, 'permit', { ...secondPermitAccount, password: newPassword });
  expect(landed, 'the new password is accepted').toBe('/email-verification-code-permit');
});
