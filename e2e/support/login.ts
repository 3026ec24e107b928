import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { runOperator } from './operator.js';
import { readCodeFromOutbox, readLinkFromOutbox } from './outbox.js';
import { tenants } from './portal.js';

/**
 * Logging in from the outside, as a user does: the welcome screen, the login choice, the identity service's test
 * page (the built-in simulators of a test environment), the branch choice, the e-mail gate and home. What the tests
 * know of these screens (their Dutch texts, the simulators' personas, the demo permit account) is written down here.
 */

export const loginTexts = {
  residents: 'Inwoner',
  companies: 'Bedrijf',
  choiceDigid: 'Inloggen met DigiD',
  choiceEidas: 'Inloggen met een Europees inlogmiddel',
  choiceEherkenning: 'Inloggen met eHerkenning',
  choicePermit: 'Inloggen met gebruikersnaam',
  continueDigid: 'Verder naar DigiD',
  continueEidas: 'Verder naar de Europese inlogdienst',
  continueEherkenning: 'Verder naar eHerkenning',
  username: 'Gebruikersnaam of e-mailadres',
  password: 'Wachtwoord',
  logIn: 'Inloggen',
  passwordForgotten: 'Wachtwoord vergeten?',
  otpTitle: 'Inlogcode invullen',
  otpCode: 'Inlogcode',
  confirm: 'Bevestigen',
  logInAgain: 'Opnieuw inloggen',
  branchesTitle: 'Kies een vestiging',
  branchList: 'Vestigingen',
  loadMore: 'Meer laden',
  setEmailTitles: /^E-mailadres (invullen|bevestigen|wijzigen)$/,
  email: 'E-mailadres',
  emailRepeat: 'Herhaal het e-mailadres',
  save: 'Opslaan',
  /** The heading of the code part of /set-email, which appears once the code is on its way. */
  verificationTitle: 'Verificatiecode invullen',
  verificationCode: 'Verificatiecode',
  emailValidated: 'Uw e-mailadres is bevestigd.',
  homeTitle: 'Overzicht',
  menu: 'Menu',
  mainMenu: 'Hoofdmenu',
  logout: 'Uitloggen',
  ok: 'OK',
  fteInstructionTitle: 'Aantal fte opgeven',
  fteLater: 'Later',
  requestNewPasswordTitle: 'Nieuw wachtwoord aanvragen',
  registerPasswordTitle: 'Wachtwoord instellen',
  newPassword: 'Nieuw wachtwoord',
  newPasswordRepeat: 'Herhaal het nieuwe wachtwoord',
} as const;

/** The server's messages of the permit login (statusmessage of the failure codes), in Dutch. */
export const failureTexts = {
  LOGIN_FAILED: 'Inloggen is niet gelukt. Controleer uw gebruikersnaam of e-mailadres en uw wachtwoord.',
  LOGIN_CODE_LIMIT: 'U heeft het afgelopen uur te veel inlogcodes aangevraagd. Probeer het over een uur opnieuw.',
  OTP_WRONG: 'Deze code is niet juist. Probeer het opnieuw.',
  OTP_EXPIRED: 'Deze code is verlopen. Log opnieuw in om een nieuwe code te ontvangen.',
  OTP_BLOCKED: 'Deze code kan niet meer worden gebruikt. Log opnieuw in om een nieuwe code te ontvangen.',
  PASSWORD_KEY_INVALID: 'Deze link is niet (meer) geldig. Vraag een nieuw wachtwoord aan.',
} as const;

/** The seven tiles of home in the order voorbeeld configures them. */
export const homeTiles = [
  'Mijn producten',
  'Product aanvragen',
  'Lopende aanvragen',
  'Winkelwagen',
  'Verlengingen',
  'Wachtlijst',
  'Betalingen',
] as const;

export type ExternalService = 'digid' | 'eidas' | 'eherkenning';
export type LoginKind = ExternalService | 'permit';

/** Someone the simulator offers in its list, found by the identifier shown after the name. */
export interface ListedPersona {
  service: ExternalService;
  subject: string;
  name: string;
}

/** An identifier typed on the simulator page instead: a new relation the portal has not seen before. */
export interface TypedPersona {
  service: ExternalService;
  identifier: string;
  /** eHerkenning only: how many branches the typed company has. */
  branches?: number;
}

export type Persona = ListedPersona | TypedPersona;

export interface PermitAccount {
  tenant: string;
  username: string;
  password: string;
  email: string;
}

/**
 * The people and companies on the simulators' test pages of the demo. Each test file uses its own, so that one file's
 * first login (through the e-mail gate) does not change what another file sees.
 */
export const personas = {
  janJansen: { service: 'digid', subject: '999990007', name: 'Jan Jansen' },
  fatimaElAmrani: { service: 'digid', subject: '999990731', name: 'Fatima El Amrani' },
  pieterDeVries: { service: 'digid', subject: '999991474', name: 'Pieter de Vries' },
  anoukBakker: { service: 'digid', subject: '999992211', name: 'Anouk Bakker' },
  mehmetYilmaz: { service: 'digid', subject: '999992946', name: 'Mehmet Yilmaz' },
  annaSchmidt: { service: 'eidas', subject: 'DE/NL/4f1c0a9e7b2d46c8', name: 'Anna Schmidt' },
  lucPeeters: { service: 'eidas', subject: 'BE/NL/85010112345', name: 'Luc Peeters' },
  bakkerijVanDam: { service: 'eherkenning', subject: '90000001', name: 'Bakkerij Van Dam' },
  /** Three branches. */
  deSpaak: { service: 'eherkenning', subject: '90000002', name: 'Fietsenmaker De Spaak' },
  /** 25 branches: more than one page of the branch choice. */
  glansrijk: { service: 'eherkenning', subject: '90000003', name: 'Schoonmaakbedrijf Glansrijk B.V.' },
} as const satisfies Record<string, ListedPersona>;

/** The demo municipality's permit login, with a known password and a mailbox readable in the outbox. */
export const demoPermitAccount: PermitAccount = {
  tenant: tenants.voorbeeld.code,
  username: 'demo.bedrijf',
  password: 'Parkeren-2026!',
  email: 'bedrijf@voorbeeld.example',
};

let uniqueCounter = 0;

/** A string no other test of this run uses: for fresh e-mail addresses and identifiers. */
export function uniqueSuffix(): string {
  uniqueCounter += 1;
  return `${process.pid}${Date.now().toString(36)}${uniqueCounter}`.toLowerCase();
}

/** A fresh e-mail address of the test run, in the characters the portal accepts (lower case, @ _ . -). */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${uniqueSuffix()}@voorbeeld.example`;
}

/**
 * Numbers for typed identifiers: a random start per test file (each file runs in its own process) and a counter, so
 * that within a run no two tests log in as the same new relation by chance.
 */
let identifierSequence = Math.floor(Math.random() * 1_000_000);

/**
 * A citizen service number no listed persona has (those start with 99999) that passes the eleven test: the simulator
 * accepts any such number and the portal sees a new resident. The population simulator places a number starting with
 * 90 at Teststraat in Centrum, one starting with 91 ('station') at Stationsweg in Stationsgebied with three cars in
 * their name at the vehicle simulator (docs/adapters/brp.md, docs/adapters/vehicle-registry.md).
 */
export function uniqueBsn(range: 'centrum' | 'station' = 'centrum'): string {
  const prefix = range === 'station' ? '91' : '90';
  for (;;) {
    identifierSequence = (identifierSequence + 1) % 1_000_000;
    const body = `${prefix}${String(identifierSequence).padStart(6, '0')}`;
    const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
    const check = sum % 11;
    if (check <= 9) return `${body}${check}`;
  }
}

/** An 8-digit chamber-of-commerce number that no listed company has (those start with 9). */
export function uniqueKvk(): string {
  identifierSequence = (identifierSequence + 1) % 1_000_000;
  return `70${String(identifierSequence).padStart(6, '0')}`;
}

/**
 * An 8-digit chamber-of-commerce number of the simulator's Centrum range (71…, docs/adapters/kvk.md): the
 * eHerkenning simulator registers the new company at an address in Voorbeeld's centre (area Centrum).
 */
export function uniqueCentrumKvk(): string {
  identifierSequence = (identifierSequence + 1) % 1_000_000;
  return `71${String(identifierSequence).padStart(6, '0')}`;
}

const tenantOf = (page: Page): string => new URL(page.url()).pathname.split('/')[1] ?? tenants.voorbeeld.code;

/** The path of the page inside its municipality: `/home` for `/voorbeeld/home`. */
export function screenPath(page: Page): string {
  const [, , ...rest] = new URL(page.url()).pathname.split('/');
  return `/${rest.join('/')}`;
}

/** Waits until the page shows the screen at this tenant-relative path. */
export async function waitForScreen(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => {
    const [, , ...rest] = url.pathname.split('/');
    const current = `/${rest.join('/')}`;
    return typeof path === 'string' ? current === path : path.test(current);
  });
}

const welcomeChoice: Record<LoginKind, { group: string; choice: string; onward?: string }> = {
  digid: { group: loginTexts.residents, choice: loginTexts.choiceDigid, onward: loginTexts.continueDigid },
  eidas: { group: loginTexts.residents, choice: loginTexts.choiceEidas, onward: loginTexts.continueEidas },
  eherkenning: {
    group: loginTexts.companies,
    choice: loginTexts.choiceEherkenning,
    onward: loginTexts.continueEherkenning,
  },
  permit: { group: loginTexts.companies, choice: loginTexts.choicePermit },
};

/** The screens a login can end on, before the user does anything more. */
export const afterLoginScreens = /^\/(home|choose-branches|set-email|email-verification-code-permit)$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** On the simulator's test page: picks the persona (or types its identifier) and logs in. */
export async function completeSimulatorLogin(page: Page, persona: Persona): Promise<void> {
  await page.waitForURL((url) => url.pathname.endsWith(`/simulator/${persona.service}`));
  if ('subject' in persona) {
    await page.getByRole('radio', { name: new RegExp(`\\(${escapeRegExp(persona.subject)}\\)$`) }).check();
  } else {
    await page.getByRole('textbox', { name: /^Of typ een/ }).fill(persona.identifier);
    if (persona.branches !== undefined) {
      await page.getByRole('spinbutton', { name: /^Aantal vestigingen/ }).fill(String(persona.branches));
    }
  }
  await page.getByRole('button', { name: /^Inloggen/ }).click();
}

export interface LoginOptions {
  /** Where the journey starts; the welcome screen of voorbeeld by default. */
  startPath?: string;
}

/**
 * Logs in from the welcome screen through the choice screens: for an external kind through the simulator, for the
 * permit login with username and password. Returns the tenant-relative path of the screen the login led to (home,
 * the branch choice, the e-mail gate, or for the permit login the code screen).
 */
export async function loginAs(page: Page, kind: ExternalService, who: Persona, options?: LoginOptions): Promise<string>;
export async function loginAs(page: Page, kind: 'permit', who: PermitAccount, options?: LoginOptions): Promise<string>;
export async function loginAs(
  page: Page,
  kind: LoginKind,
  who: Persona | PermitAccount,
  { startPath = `/${tenants.voorbeeld.code}/welcome` }: LoginOptions = {},
): Promise<string> {
  const steps = welcomeChoice[kind];
  await page.goto(startPath);
  await page.getByRole('link', { name: steps.group, exact: true }).click();
  await page.getByRole('link', { name: steps.choice, exact: true }).click();
  if (kind === 'permit') {
    const account = who as PermitAccount;
    await page.getByRole('textbox', { name: loginTexts.username }).fill(account.username);
    await page.getByLabel(loginTexts.password, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: loginTexts.logIn, exact: true }).click();
  } else {
    await page.getByRole('button', { name: steps.onward ?? '', exact: true }).click();
    await completeSimulatorLogin(page, who as Persona);
  }
  await waitForScreen(page, afterLoginScreens);
  return screenPath(page);
}

/**
 * A permit account of the test's own: created with the operator tool, as the municipality does, and its password set
 * through the registration link e-mailed to it. Ends on the login screen.
 */
export async function newPermitAccount(page: Page): Promise<PermitAccount> {
  const suffix = uniqueSuffix();
  const account: PermitAccount = {
    tenant: tenants.voorbeeld.code,
    username: `e2e.${suffix}`,
    password: 'Parkeren-2026!',
    email: uniqueEmail('permit'),
  };
  await runOperator(
    'create-permit-account',
    tenants.voorbeeld.code,
    `--username=${account.username}`,
    `--email=${account.email}`,
    '--name=E2E Bedrijf',
  );
  const link = await readLinkFromOutbox(
    page.context().request,
    tenants.voorbeeld.code,
    account.email,
    'registration_link',
  );
  expect(link, 'the registration link e-mailed to the new account').toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByText(account.username, { exact: true }).waitFor();
  await page.getByLabel(loginTexts.newPassword, { exact: true }).fill(account.password);
  await page.getByLabel(loginTexts.newPasswordRepeat, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: loginTexts.confirm, exact: true }).click();
  await waitForScreen(page, '/login');
  return account;
}

/** Types the one-time code on /email-verification-code-permit and confirms it. */
export async function enterOneTimeCode(page: Page, code: string): Promise<void> {
  const input = page.getByRole('textbox', { name: loginTexts.otpCode, exact: true });
  await input.fill(code);
  await page.getByRole('button', { name: loginTexts.confirm, exact: true }).click();
}

/** The permit login to the end: password, then the code from the outbox; leaves the user on the screen after it. */
export async function loginWithPermit(page: Page, account: PermitAccount = demoPermitAccount): Promise<void> {
  const landed = await loginAs(page, 'permit', account);
  expect(landed, 'after username and password').toBe('/email-verification-code-permit');
  const code = await readCodeFromOutbox(page.context().request, account.tenant, account.email);
  await enterOneTimeCode(page, code);
}

/** The branch cards on /choose-branches. */
export function branchCards(page: Page): Locator {
  return page.getByRole('list', { name: loginTexts.branchList }).getByRole('button');
}

/** Waits until /choose-branches shows exactly `count` branch cards. */
export async function waitForBranchCount(page: Page, count: number): Promise<void> {
  const list = await page.getByRole('list', { name: loginTexts.branchList }).elementHandle();
  await page.waitForFunction(([element, expected]) => element?.querySelectorAll('li').length === expected, [
    list,
    count,
  ] as const);
}

/** Picks a branch on /choose-branches by its description. */
export async function chooseBranch(page: Page, description: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: loginTexts.branchesTitle }).waitFor();
  await branchCards(page).filter({ hasText: description }).click();
}

/**
 * Goes through the e-mail gate on /set-email, one screen (issue 24): the address typed twice and saved, then the
 * code field that appears below once the code is on its way, the code the portal sent read from the outbox. Ends on
 * home with the 'e-mail validated' notice on the page (a notice, not a dialog to click away: issue 16).
 */
export async function passEmailGate(page: Page, address: string): Promise<void> {
  await waitForScreen(page, '/set-email');
  await page.getByRole('heading', { level: 1, name: loginTexts.setEmailTitles }).waitFor();
  await page.getByRole('textbox', { name: loginTexts.email, exact: true }).fill(address);
  await page.getByRole('textbox', { name: loginTexts.emailRepeat, exact: true }).fill(address);
  await page.getByRole('button', { name: loginTexts.save, exact: true }).click();

  // The portal polls until the code is on its way, then asks for it on the same screen.
  const code = verificationCodeField(page);
  await code.waitFor();
  await code.fill(await readCodeFromOutbox(page.context().request, tenantOf(page), address, 'verification_code'));
  await page.getByRole('button', { name: loginTexts.confirm, exact: true }).click();

  await waitForScreen(page, '/home');
  await emailValidatedNotice(page).waitFor();
}

/** The code field of /set-email, under its heading once the code is on its way. */
export function verificationCodeField(page: Page): Locator {
  return page
    .getByRole('region', { name: loginTexts.verificationTitle })
    .getByRole('textbox', { name: loginTexts.verificationCode, exact: true });
}

/** The 'e-mail validated' notice in home's status region. */
export function emailValidatedNotice(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: loginTexts.emailValidated });
}

/** Goes through the e-mail gate when the login led there; otherwise does nothing. */
export async function passEmailGateIfAsked(page: Page, address: string): Promise<boolean> {
  if (screenPath(page) !== '/set-email') return false;
  await passEmailGate(page, address);
  return true;
}

/**
 * A company that has not given its number of FTE sees the FTE instruction on home after its login: waits for it and
 * closes it with 'Later'.
 */
export async function closeFteInstruction(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: loginTexts.fteInstructionTitle });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: loginTexts.fteLater, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits for home: its title, and every tile of voorbeeld with its count loaded. */
export async function waitForHome(page: Page): Promise<void> {
  await waitForScreen(page, '/home');
  await page.getByRole('heading', { level: 1, name: loginTexts.homeTitle }).waitFor();
  for (const tile of homeTiles) {
    await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(tile)} Aantal: \\d+`) }).waitFor();
  }
}

/**
 * The main menu: a navigation bar that is always there at desktop width (issue 24), opened with the header's menu
 * button on a phone.
 */
export async function openMainMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: loginTexts.mainMenu });
  const button = page.getByRole('button', { name: loginTexts.menu, exact: true });
  await menu.or(button).first().waitFor();
  if (!(await menu.isVisible())) await button.click();
  await menu.waitFor();
  return menu;
}

/** Logs out through the main menu. */
export async function logoutThroughMenu(page: Page): Promise<void> {
  const menu = await openMainMenu(page);
  await menu.getByRole('button', { name: loginTexts.logout, exact: true }).click();
}

export const sessionCookieName = 'pl_session';

/** Calls a service of the portal with exactly this session cookie (none of the context's own cookies). */
export async function callServiceWithCookie(
  request: APIRequestContext,
  tenant: string,
  endpoint: string,
  cookie: string,
): Promise<{ status: number; statuscode: string | undefined }> {
  const response = await request.post(`/${tenant}/services/${endpoint}`, {
    headers: { Cookie: `${sessionCookieName}=${cookie}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  const body = (await response.json().catch(() => ({}))) as { statuscode?: string };
  return { status: response.status(), statuscode: body.statuscode };
}
