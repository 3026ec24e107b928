import { expect, test } from '../support/fixtures.js';
import {
  callServiceWithCookie,
  chooseBranch,
  closeFteInstruction,
  demoPermitAccount,
  failureTexts,
  loginAs,
  loginTexts,
  loginWithPermit,
  logoutThroughMenu,
  openMainMenu,
  passEmailGate,
  passEmailGateIfAsked,
  personas,
  screenPath,
  sessionCookieName,
  uniqueBsn,
  uniqueEmail,
  waitForBranchCount,
  waitForHome,
  waitForScreen,
} from '../support/login.js';
import { readOutbox } from '../support/outbox.js';
import { licensePlateCookie, readLocalStorage, storageKeys, tenants } from '../support/portal.js';

/**
 * Issue 3 through the built-in simulators: each of the four login kinds reaches home, a relation without a verified
 * e-mail address goes through the e-mail gate first, the deep-link plate is handed to the server at login, and
 * logout ends the session on the server.
 */

const code = tenants.voorbeeld.code;

test("the welcome screen's conditions are a link to the municipality's own page (setting CONDITIONS_URL)", async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const conditions = page.getByRole('region', { name: 'Voorwaarden' });
  const link = conditions.getByRole('link', { name: `Lees de voorwaarden van ${tenants.voorbeeld.name}`, exact: true });
  expect(await link.getAttribute('href')).toBe('https://www.voorbeeld.example/parkeren/voorwaarden');
  // Proefdorp has a link of its own and no conditions text.
  await page.goto(`/${tenants.proefdorp.code}/welcome`);
  const other = page.getByRole('link', { name: `Lees de voorwaarden van ${tenants.proefdorp.name}`, exact: true });
  expect(await other.getAttribute('href')).toBe('https://www.proefdorp.example/parkeren/voorwaarden');
});

test('DigiD: a resident without a verified e-mail goes through the e-mail gate and reaches home', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const landed = await loginAs(page, 'digid', personas.janJansen);
  expect(landed, 'a first login without an e-mail address').toBe('/set-email');

  await passEmailGate(page, uniqueEmail('digid'));
  await waitForHome(page);
});

test('eIDAS: an EU citizen goes through the e-mail gate and reaches home', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const landed = await loginAs(page, 'eidas', personas.annaSchmidt);
  expect(landed, 'a first login without an e-mail address').toBe('/set-email');

  await passEmailGate(page, uniqueEmail('eidas'));
  await waitForHome(page);
});

test('eHerkenning: a company with three branches chooses one, verifies its e-mail and reaches home', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const landed = await loginAs(page, 'eherkenning', personas.deSpaak);
  expect(landed, 'a company with several branches').toBe('/choose-branches');

  await waitForBranchCount(page, 3);
  await chooseBranch(page, 'De Spaak, Stationsweg 2, Voorbeeld');

  await waitForScreen(page, '/set-email');
  await passEmailGate(page, uniqueEmail('eherkenning'));
  await closeFteInstruction(page);
  await waitForHome(page);
});

test('permit login: username, password and the code from the outbox reach home', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginWithPermit(page, demoPermitAccount);

  // The login code proved the account's e-mail address: no gate; and the demo company has given its FTE (issue 16).
  await waitForScreen(page, '/home');
  await waitForHome(page);
});

test('the deep-link plate survives the login: sent with eloket/set_param, then the cookie is cleared', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome?licenseplate=AB12CD`);
  await page.waitForFunction((name) => document.cookie.includes(`${name}=`), licensePlateCookie);

  const setParam = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === `/${code}/services/eloket/set_param`,
  );
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/${code}/services/eloket/set_param`,
  );
  const landed = await loginAs(page, 'digid', personas.fatimaElAmrani, {
    startPath: `/${code}/welcome?licenseplate=AB12CD`,
  });

  const request = await setParam;
  const sent = new URLSearchParams(request.postData() ?? '');
  expect(sent.get('p_paramname')).toBe('DEEPLINK_LICENSEPLATE');
  expect(sent.get('p_paramvalue')).toBe('AB12CD');
  const answer = (await (await answered).json()) as { statuscode?: string };
  expect(answer.statuscode, 'the server took the plate').toBe('OK');

  // Taken by the server, the plate is forgotten in the browser.
  const cookies = await portal.context.cookies(portal.url(`/${code}/`));
  expect(cookies.find((cookie) => cookie.name === licensePlateCookie)).toBeUndefined();
  expect(await readLocalStorage(page, storageKeys.licensePlate)).toBeNull();

  // And the login goes on as usual.
  expect(landed).toMatch(/^\/(set-email|home)$/);
  await passEmailGateIfAsked(page, uniqueEmail('plate'));
  await waitForHome(page);
});

test('logout ends the session on the server: the old cookie replayed gets SESSION_TIMEOUT', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginAs(page, 'digid', personas.pieterDeVries);
  await passEmailGateIfAsked(page, uniqueEmail('logout'));
  await waitForHome(page);

  const cookies = await portal.context.cookies(portal.url(`/${code}/`));
  const session = cookies.find((cookie) => cookie.name === sessionCookieName);
  expect(session, 'the session cookie after login').toBeDefined();
  // Only the municipality's own paths get it, and no script can read it.
  expect(session).toMatchObject({ path: `/${code}`, httpOnly: true, sameSite: 'Lax' });
  const cookie = session?.value ?? '';
  const before = await callServiceWithCookie(portal.context.request, code, 'eloket/get_overview_counts', cookie);
  expect(before.statuscode, 'the cookie replayed while logged in').toBe('OK');

  await logoutThroughMenu(page);
  await page.waitForURL((url) => /^\/voorbeeld\/(welcome)?$/.test(url.pathname));

  const after = await callServiceWithCookie(portal.context.request, code, 'eloket/get_overview_counts', cookie);
  expect(after.statuscode, 'the old cookie replayed after logout').toBe('SESSION_TIMEOUT');

  // In the browser too the user is logged out: home leads to the welcome screen, and the menu offers only 'login'.
  await page.goto(`/${code}/home`);
  await waitForScreen(page, '/welcome');
  const menu = await openMainMenu(page);
  await menu.getByRole('link', { name: 'Inloggen', exact: true }).waitFor();
  expect(await menu.getByRole('listitem').count(), 'menu items when logged out').toBe(1);
});

test("permit login with a wrong password: the server's message, and no code is sent", async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const codesBefore = (await readOutbox(portal.context.request, code, demoPermitAccount.email)).length;
  await page.goto(`/${code}/login-permit`);
  const logIn = page.getByRole('button', { name: loginTexts.logIn, exact: true });
  expect(await logIn.isDisabled(), 'Log in with both fields empty').toBe(true);
  await page.getByRole('textbox', { name: loginTexts.username }).fill(demoPermitAccount.username);
  expect(await logIn.isDisabled(), 'Log in without a password').toBe(true);
  await page.getByLabel(loginTexts.password, { exact: true }).fill('Niet-het-wachtwoord-1');
  await logIn.click();

  const dialog = page.getByRole('alertdialog').filter({ hasText: failureTexts.LOGIN_FAILED });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: loginTexts.ok, exact: true }).click();
  expect(screenPath(page)).toBe('/login-permit');
  expect(
    (await readOutbox(portal.context.request, code, demoPermitAccount.email)).length,
    'e-mails to the account',
  ).toBe(codesBefore);
});

test('a verified e-mail address is kept: the next login of the same resident goes straight home', async ({
  portal,
}) => {
  const resident = { service: 'digid', identifier: uniqueBsn() } as const;
  const page = await portal.openPage(`/${code}/welcome`);
  expect(await loginAs(page, 'digid', resident), 'the first login').toBe('/set-email');
  await passEmailGate(page, uniqueEmail('again'));
  await waitForHome(page);

  const elsewhere = await (await portal.newContext()).newPage();
  expect(await loginAs(elsewhere, 'digid', resident), 'the second login, in another browser').toBe('/home');
  await waitForHome(elsewhere);
});
