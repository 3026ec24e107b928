import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import {
  type AxeExtra,
  everyThemeAtBothWidths,
  expectNoAxeViolationsInThemes,
  type ThemeVariant,
  themeVariants,
} from './axe.js';
import {
  closeFteInstruction,
  type ListedPersona,
  personas,
  uniqueBsn,
  uniqueCentrumKvk,
  uniqueEmail,
  uniqueKvk,
  waitForHome,
  waitForScreen,
} from './login.js';
import { tenants } from './portal.js';
import { signInThroughServer } from './server-login.js';
import { slow } from './time-scale.js';

/** The answer to joining a waiting list, at `position` (any when left out). */
export function joinedAt(position?: number): RegExp {
  return new RegExp(
    `^U staat nu op de wachtlijst, op plaats ${position ?? '\\d+'}\\. Komt er een plaats vrij, dan krijgt u een e-mail\\. U heeft dan (1 dag|\\d+ dagen) om de plaats aan te vragen; daarna gaat de plaats naar de volgende op de wachtlijst\\. Uw plaats ziet u onder Wachtlijst\\.$`,
  );
}

/**
 * The requestable products (/requestable-products), the request flow (/request-product/{pte}/{ara}) and the licence
 * plate manager from the outside: their Dutch texts, the demo catalogue of voorbeeld as a resident sees it, the
 * residents and companies the request-flow and catalogue tests log in as, and the steps through the screens.
 */

export const code = tenants.voorbeeld.code;

export const catalogueTexts = {
  title: 'Product aanvragen',
  intro: 'Kies het product dat u wilt aanvragen.',
  request: 'Aanvragen',
  toWaitingList: 'Op de wachtlijst',
  about: 'Over dit product',
  plateLabel: 'Uw kenteken',
  plateText: 'U opende het parkeerloket met dit kenteken.',
  otherPlate: 'Ander kenteken',
  waitingListTitle: 'Wachtlijst',
  /** After joining: the position, the e-mail when a place is offered and how long it is then held (issue 24). */
  joined: joinedAt(),
  alreadyOnWaitingList: 'U staat al op de wachtlijst voor dit product.',
  unpaid: 'Er staat al een onbetaalde factuur voor dit product in uw winkelwagen.',
  outsideArea: 'Uw adres ligt niet in dit gebied.',
  maxFte: (fte: number, max: number) =>
    `Met ${fte} FTE mag uw bedrijf ${max} van dit product hebben, en dat aantal is bereikt.`,
  maxRelation: (max: number) => `U heeft al het maximale aantal (${max}) van dit product.`,
  ok: 'OK',
  close: 'Sluiten',
  unavailableTitle: 'Niet voor u aan te vragen',
  categoryCount: (count: number) => `Aantal producten: ${count}`,
} as const;

export const flowTexts = {
  title: 'Aanvragen',
  back: 'Terug naar Product aanvragen',
  next: 'Volgende',
  prev: 'Vorige',
  startDate: 'Startdatum',
  startDateLabel: 'Vanaf welke datum wilt u het product?',
  address: 'Adres',
  postcode: 'Postcode',
  houseNumber: 'Huisnummer',
  addition: 'Toevoeging (niet verplicht)',
  location: 'Parkeerlocatie',
  locationLegend: 'Kies een parkeerlocatie',
  locationWaitingList: 'Geen plaats vrij: alleen via de wachtlijst',
  joinWaitingListTitle: 'Wachtlijst',
  joinWaitingListText:
    'Op deze locatie is nu geen plaats vrij. Wilt u op de wachtlijst voor deze locatie worden geplaatst?',
  joinWaitingListYes: 'Ja, op de wachtlijst',
  no: 'Nee',
  specificLocation: 'Specifieke locatie',
  specificLocationInvalid: 'De locatie mag alleen letters, cijfers en spaties bevatten, en hoogstens 32 tekens.',
  priceLine: 'Periode',
  priceLineLegend: 'Kies hoe u betaalt',
  payPer: (count: number, period: string) => `Betalen per ${count} ${period}`,
  price: (price: string) => `Prijs: ${price}`,
  days: 'Dagen van de week',
  daysLegend: 'Op welke dagen wilt u parkeren?',
  daysTotal: (count: number, price: string, total: string) => `Totaal: ${count} × ${price} = ${total}`,
  upload: 'Documenten',
  confirmation: 'Bevestigen',
  confirmationQuestion: 'Is de aanvraag juist?',
  confirm: 'Bevestigen',
  cancelRequest: 'Aanvraag annuleren',
  check: 'Controleer uw aanvraag',
  send: 'Aanvraag versturen',
  change: (what: string) => `Wijzigen ${what}`,
  confirmCancelTitle: 'Aanvraag annuleren?',
  confirmCancelYes: 'Ja, annuleren',
  finish: 'Aanvraag ontvangen',
  finishPayment: 'De factuur staat in uw winkelwagen. Na betaling is uw product actief.',
  finishActive: 'Uw product is actief.',
  toCart: 'Naar de winkelwagen',
  toProducts: 'Naar Product aanvragen',
  summary: 'Uw aanvraag',
  leaveTitle: 'Pagina verlaten?',
  leaveText: 'Als u de pagina verlaat, worden de gegevens niet bewaard. Wilt u de pagina verlaten?',
  leaveYes: 'Ja, verlaten',
  leaveNo: 'Nee, blijven',
  maxCheckFailedTitle: 'Nog niet aan te vragen',
  yes: 'Ja',
} as const;

export const plateTexts = {
  heading: 'Kentekens',
  add: ['Voeg het eerste kenteken toe', 'Voeg het tweede kenteken toe', 'Voeg het derde kenteken toe'],
  dialogAdd: 'Kenteken toevoegen',
  plate: 'Kenteken',
  dutch: 'Is het een Nederlands kenteken?',
  ok: 'OK',
  cancel: 'Annuleren',
  instructionRange: (min: number, max: number) => `Vul minimaal ${min} en maximaal ${max} kentekens in.`,
  questionOnly: 'Is dit het enige kenteken dat u wilt registreren?',
  questionMaximumOne: 'Is dit kenteken juist?',
  questionMaximum: 'U heeft het maximale aantal kentekens ingevuld. Zijn deze juist?',
  questionNone: 'Wilt u doorgaan zonder kenteken?',
  proofNote: 'Dit voertuig staat niet op uw naam: er wordt om een bewijsstuk gevraagd.',
  addedProof: (plate: string) =>
    `Kenteken ${plate} is toegevoegd. Het voertuig staat niet op uw naam: er wordt om een bewijsstuk gevraagd.`,
  cannotCheck: 'Het kenteken kan op dit moment niet worden gecontroleerd. Probeer het later opnieuw...',
  notInName: 'Voor dit product mag u alleen een kenteken gebruiken van een voertuig dat op uw naam staat.',
  edit: (plate: string) => `Wijzigen ${plate}`,
  delete: (plate: string) => `Verwijderen ${plate}`,
  deleteTitle: 'Kenteken verwijderen',
  deleteText: (plate: string) => `${plate} verwijderen?`,
  deleteConfirm: 'Verwijderen',
  empty: 'Dit veld mag niet leeg zijn',
  duplicate: 'U heeft dit kenteken al ingevoerd!',
  dutchTooShort: 'Een Nederlands kenteken is 6 tekens lang.',
} as const;

export const homeTexts = {
  cartTile: 'Winkelwagen',
  pendingTile: 'Lopende aanvragen',
  cartBadge: (count: number) => `Winkelwagen, aantal: ${count}`,
} as const;

export const messageTexts = {
  title: 'Melding',
  ok: 'OK',
} as const;

/** An address as the request flow's address stage asks it. */
export interface FlowAddress {
  postcode: string;
  houseNumber: string;
  addition?: string;
}

export interface Resident {
  persona: ListedPersona;
  address: FlowAddress;
  /** Vehicles the simulated vehicle registry has in this resident's name. */
  ownPlates: readonly string[];
}

/**
 * Listed simulator personas, for tests that change nothing (whose first login the other files take as it comes,
 * through the e-mail gate or straight home): Pieter de Vries (Stationsgebied) walks into a flow and leaves it before
 * submitting. A test that changes data logs in a resident of its own (loginNewResident, loginNewStationResident).
 */
export const residents = {
  pieterDeVries: {
    persona: personas.pieterDeVries,
    address: { postcode: '1235CD', houseNumber: '88', addition: '2' },
    ownPlates: ['HGT14K', '52RLD7', '1KBF93'],
  },
} as const satisfies Record<string, Resident>;

/** Bakkerij Van Dam: the one branch at Kerkstraat 5 (Centrum). */
export const bakkerij = {
  persona: personas.bakkerijVanDam,
  address: { postcode: '1234AB', houseNumber: '5' },
  van: 'VG301K',
} as const;

/**
 * What a company of the test's own (loginNewCentrumCompany) uses in the request flow: an address in Centrum that the
 * address register knows, and a company van (a company's plates are never checked at the vehicle registry).
 */
export const newCompany = {
  address: { postcode: '1234AB', houseNumber: '5' },
  van: 'VG301K',
} as const;

/** Plates of the simulated vehicle registry that are nobody's own among the residents above. */
export const registryPlates = {
  /** A lease car: in the name of a lease company. */
  lease: 'SXR41P',
  /** Jan Jansen's second car: not in the name of the residents above. */
  jansSecondCar: '8TNX52',
  /** Makes the registry fail for this one check. */
  failing: '00FAIL',
} as const;

/** The demo catalogue of voorbeeld: categories, and products by title and the area their card shows. */
export const categories = {
  residents: 'Bewonersvergunningen',
  visitors: 'Bezoekers en mantelzorg',
  business: 'Bedrijfsvergunningen',
  garages: 'Garageabonnementen',
  other: 'Overige vergunningen',
} as const;

export interface DemoProduct {
  category: string;
  title: string;
  area: string;
}

export const products = {
  residentCentrum: { category: categories.residents, title: 'Bewonersvergunning', area: 'Centrum' },
  residentStation: { category: categories.residents, title: 'Bewonersvergunning', area: 'Stationsgebied' },
  secondCarStation: { category: categories.residents, title: 'Tweede-autovergunning', area: 'Stationsgebied' },
  disabledSpace: {
    category: categories.residents,
    title: 'Gehandicaptenparkeerplaats op kenteken',
    area: 'Heel Voorbeeld',
  },
  visitor: { category: categories.visitors, title: 'Bezoekersvergunning', area: 'Heel Voorbeeld' },
  carer: { category: categories.visitors, title: 'Mantelzorgvergunning', area: 'Heel Voorbeeld' },
  careProvider: { category: categories.other, title: 'Zorgverlenersvergunning', area: 'Heel Voorbeeld' },
  businessCentrum: { category: categories.business, title: 'Bedrijfsvergunning', area: 'Centrum' },
  businessStation: { category: categories.business, title: 'Bedrijfsvergunning', area: 'Stationsgebied' },
  garageCentrum: { category: categories.garages, title: 'Garageabonnement', area: 'Centrum' },
  garageStation: { category: categories.garages, title: 'Garageabonnement', area: 'Stationsgebied' },
} as const satisfies Record<string, DemoProduct>;

/** The ids of the demo catalogue on a fresh database (docs/catalogue.md): BEDRIJF is permit type 6, CENTRUM area 1. */
export const demoIds = { businessPermitType: 6, centrumArea: 1 } as const;

// ---- Logging in
//
// The helpers for a new resident or company log in over HTTP (support/server-login.ts): their tests are about what
// comes after the login. login-journeys.e2e.ts and login-accessibility.e2e.ts click through every login's screens.

/** The municipality of a start path such as `/proefdorp/welcome`; voorbeeld's without one. */
function tenantOfPath(startPath: string | undefined): string {
  return startPath?.split('/')[1] || code;
}

/**
 * Logs a listed resident in through DigiD (and the e-mail gate the first time) over HTTP, and waits for home. The
 * clicking DigiD login is login-journeys.e2e.ts's.
 */
export async function loginResident(page: Page, resident: Resident, startPath?: string): Promise<void> {
  await signInThroughServer(page, resident.persona, {
    tenant: tenantOfPath(startPath),
    email: uniqueEmail(`flow-${resident.persona.subject}`),
  });
  await waitForHome(page);
}

interface UserRecord {
  NUMBER_OF_FTE?: number | string | null;
  EDIT_FTE_YN?: string;
  NR?: string | number | null;
  HOUSE_LETTER?: string | null;
  ADDITION?: string | null;
  ZIPCODE?: string | null;
  ZIPCODE_LETTERS?: string | null;
}

/** The logged-in user's record (eloket/get_naw), asked with the page's own session. */
async function userRecord(page: Page): Promise<UserRecord> {
  // The municipality the page is in (the first path segment): a test may log in at a municipality of its own.
  const tenant = new URL(page.url()).pathname.split('/')[1] || code;
  const response = await page.context().request.post(`/${tenant}/services/eloket/get_naw`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  const body = (await response.json()) as { result?: UserRecord[] };
  return body.result?.[0] ?? {};
}

/**
 * Logs a resident in whom no other test knows: a new citizen service number through DigiD, the e-mail gate, home.
 * For a test that changes data and needs nothing of a listed persona (cars in their name).
 */
export async function loginNewResident(page: Page, startPath?: string): Promise<void> {
  await signInThroughServer(
    page,
    { service: 'digid', identifier: uniqueBsn() },
    { tenant: tenantOfPath(startPath), email: uniqueEmail('flow-new') },
  );
  await waitForHome(page);
}

/** A resident a test logged in for itself: the registered address, and the cars the vehicle simulator has in their name. */
export interface OwnResident {
  /** The verified e-mail address the resident gave at the gate (its mail is in the outbox). */
  email: string;
  address: FlowAddress;
  ownPlates: readonly [string, string, string];
}

/**
 * Logs in a resident whom no other test knows, of the simulators' Stationsgebied range: a new citizen service number
 * starting with 91, which the population simulator registers at Stationsweg (1235 CD, area Stationsgebied) and which
 * holds the cars TB, TD and TF with the number's digits 5 to 8 (docs/adapters/vehicle-registry.md). Through the
 * e-mail gate to home. For a test that changes data and needs an address in an area and cars in one's name.
 */
export async function loginNewStationResident(page: Page, startPath?: string): Promise<OwnResident> {
  const bsn = uniqueBsn('station');
  const email = uniqueEmail('flow-station');
  await signInThroughServer(page, { service: 'digid', identifier: bsn }, { tenant: tenantOfPath(startPath), email });
  await waitForHome(page);
  const record = await userRecord(page);
  expect(`${record.ZIPCODE}${record.ZIPCODE_LETTERS}`, 'the registered address is in Stationsgebied').toBe('1235CD');
  return {
    email,
    address: {
      postcode: `${record.ZIPCODE}${record.ZIPCODE_LETTERS}`,
      houseNumber: String(record.NR ?? ''),
      addition: `${record.HOUSE_LETTER ?? ''}${record.ADDITION ?? ''}`,
    },
    ownPlates: [`TB${bsn.slice(4, 8)}`, `TD${bsn.slice(4, 8)}`, `TF${bsn.slice(4, 8)}`],
  };
}

/**
 * Logs Bakkerij Van Dam in through eHerkenning over HTTP (its one branch, the e-mail gate the first time) and waits
 * for home. A company without an FTE count is told to enter it right after the login; whether that is due is read from
 * the user record, and the instruction closed with 'Later'. The clicking eHerkenning login is login-journeys.e2e.ts's.
 */
export async function loginBakkerij(page: Page): Promise<void> {
  await signInThroughServer(page, bakkerij.persona, { tenant: code, email: uniqueEmail('flow-bakkerij') });
  await waitForHome(page);
  const record = await userRecord(page);
  const fte = record.NUMBER_OF_FTE;
  if (record.EDIT_FTE_YN === 'Y' && (fte === null || fte === undefined || String(fte).trim() === '')) {
    const dialog = page.getByRole('dialog', { name: 'Aantal fte opgeven' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Later', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

/**
 * Logs in a company whom no other test knows (a typed chamber-of-commerce number, one branch) over HTTP, through the
 * e-mail gate with `email`, at `tenant` (voorbeeld by default); ends on the start screen, the FTE instruction a new
 * company gets left as it is. Answers the number.
 */
export async function signInNewCompany(
  page: Page,
  email: string,
  { tenant = code, kvk = uniqueKvk() }: { tenant?: string; kvk?: string } = {},
): Promise<string> {
  await signInThroughServer(page, { service: 'eherkenning', identifier: kvk, branches: 1 }, { tenant, email });
  return kvk;
}

/**
 * Logs in a company whom no other test knows, registered in Centrum (a new number of the simulator's Centrum range,
 * one branch), through the e-mail gate; closes the FTE instruction a new company gets with 'Later' and waits for home.
 * For a test that changes a company's data (FTE, requests, waiting lists).
 */
export async function loginNewCentrumCompany(page: Page): Promise<void> {
  await signInThroughServer(
    page,
    { service: 'eherkenning', identifier: uniqueCentrumKvk(), branches: 1 },
    { tenant: code, email: uniqueEmail('flow-company') },
  );
  await closeFteInstruction(page);
  await waitForHome(page);
}

/** Sets the company's number of FTE in the FTE dialog of /user, with the declaration answered Yes. */
export async function setFte(page: Page, fte: number): Promise<void> {
  await page.goto(`/${code}/user`);
  const block = page.getByRole('region', { name: 'Aantal fte', exact: true });
  await block.getByRole('button', { name: /^Aantal fte (opgeven|wijzigen)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Aantal fte opgeven' });
  await dialog.getByRole('textbox', { name: 'Aantal fte', exact: true }).fill(String(fte));
  await dialog
    .getByRole('group', { name: 'Ik verklaar dat ik het aantal fte naar waarheid heb ingevuld.' })
    .getByRole('radio', { name: 'Ja', exact: true })
    .check();
  const ok = dialog.getByRole('button', { name: 'OK', exact: true });
  await page.waitForFunction((button) => !(button as HTMLButtonElement).disabled, await ok.elementHandle());
  await ok.click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('status').filter({ hasText: 'Het aantal fte is opgeslagen.' }).first().waitFor();
  await block.filter({ hasText: new RegExp(`^Aantal fte\\s*${fte}(?!\\d)`) }).waitFor();
}

// ---- Home

/** The number on a home tile ('Winkelwagen Aantal: 1'), once the counts have loaded. */
export async function homeTileCount(page: Page, tile: string): Promise<number> {
  const link = page.getByRole('link', { name: new RegExp(`^${tile} Aantal: \\d+`) });
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  return Number(/Aantal: (\d+)/.exec(name)?.[1] ?? Number.NaN);
}

// ---- The requestable products

export async function openRequestableProducts(page: Page): Promise<void> {
  await page.goto(`/${code}/requestable-products`);
  await waitForCatalogue(page);
}

export async function waitForCatalogue(page: Page): Promise<void> {
  await waitForScreen(page, '/requestable-products');
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${catalogueTexts.title}`) }).waitFor();
  await page.getByText(catalogueTexts.intro, { exact: true }).waitFor();
}

/** The disclosure button of a category card: named by the category alone, its count is its description. */
export function categoryToggle(page: Page, category: string): Locator {
  return page.getByRole('button', { name: category, exact: true });
}

/**
 * Opens a category card. A card holds only what the user can request (issue 16): a category none of whose products
 * can be requested has no card, and its products are listed, open, under the reason they cannot be.
 */
export async function expandCategory(page: Page, category: string): Promise<void> {
  await waitForCatalogue(page);
  const toggle = categoryToggle(page, category);
  if ((await toggle.count()) === 0) return;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.waitForFunction(
    (button) => (button as HTMLElement).getAttribute('aria-expanded') === 'true',
    await toggle.elementHandle(),
  );
}

/** The card of a product (expand its category first): the list item with its title and area. */
export function productCard(page: Page, product: DemoProduct): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: product.title, exact: true }) })
    .filter({ hasText: `Gebied: ${product.area}` });
}

/** From /requestable-products: expands the product's category, presses its Request link, waits for the start date. */
export async function startRequest(page: Page, product: DemoProduct): Promise<void> {
  await expandCategory(page, product.category);
  await productCard(page, product)
    .getByRole('link', { name: `${catalogueTexts.request} ${product.title}`, exact: true })
    .click();
  await waitForScreen(page, /^\/request-product\/\d+\/\d+$/);
  await waitForStage(page, flowTexts.startDate);
}

// ---- The request flow

export function stageHeading(page: Page, title: string): Locator {
  return page.getByRole('heading', { level: 2, name: title, exact: true });
}

export async function waitForStage(page: Page, title: string): Promise<void> {
  await stageHeading(page, title).waitFor();
}

/** What has the focus: `H2: Adres`, or for a control its role-ish description. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    const label =
      element.getAttribute('aria-label') ??
      ((element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '').trim();
    // Soft hyphens in long words (issue 24) are no part of what is read.
    return `${element.tagName}: ${label.replaceAll('\u00ad', '').replace(/\s+/g, ' ').trim()}`;
  });
}

/** Waits for the stage and checks that the focus moved to its h2 (it moves right after the stage renders). */
export async function expectStageWithFocus(page: Page, title: string): Promise<void> {
  await waitForStage(page, title);
  await page
    .waitForFunction(
      (expected) => document.activeElement?.tagName === 'H2' && document.activeElement.textContent?.trim() === expected,
      title,
      { timeout: slow(2_000) },
    )
    .catch(() => undefined);
  expect(await focused(page), `the focus after arriving on the stage ${title}`).toBe(`H2: ${title}`);
}

export function button(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name, exact: true });
}

export async function next(page: Page): Promise<void> {
  await button(page, flowTexts.next).click();
}

/**
 * Submits the request from the check stage (issue 16), which follows the last stage where it is filled in: waits for
 * it and presses 'Aanvraag versturen'. Register a `serviceCall(page, 'eloket/request_permit')` first to see the answer.
 */
export async function sendRequest(page: Page): Promise<void> {
  await waitForStage(page, flowTexts.check);
  await button(page, flowTexts.send).click();
}

/** Next on the last stage before the check stage, then the request sent from it. */
export async function nextAndSend(page: Page): Promise<void> {
  await next(page);
  await sendRequest(page);
}

export function plateDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: plateTexts.dialogAdd });
}

/**
 * Opens the add dialog with the button for the plate of this number (1: 'the first'). Once a plate is listed and the
 * manager asks whether that is all, the add button shows only after the answer No (one way to add a further plate):
 * the helper answers No first then.
 */
export async function openAddPlate(page: Page, ordinal = 1): Promise<Locator> {
  const add = button(page, plateTexts.add[ordinal - 1] ?? '');
  if (ordinal > 1 && !(await add.isVisible())) {
    await page
      .getByRole('region', { name: plateTexts.heading })
      .getByRole('radio', { name: 'Nee', exact: true })
      .check();
  }
  await add.click();
  const dialog = plateDialog(page);
  await dialog.waitFor();
  return dialog;
}

/** Types a plate in the open add dialog and presses OK; the caller waits for what follows. */
export async function submitPlate(dialog: Locator, plate: string): Promise<void> {
  await dialog.getByRole('textbox', { name: plateTexts.plate, exact: true }).fill(plate);
  await button(dialog, plateTexts.ok).click();
}

/** Adds a plate through the dialog and waits until the list shows it. */
export async function addPlate(page: Page, plate: string, ordinal = 1): Promise<void> {
  const dialog = await openAddPlate(page, ordinal);
  await submitPlate(dialog, plate);
  await dialog.waitFor({ state: 'hidden' });
  await button(page, plateTexts.edit(plate)).waitFor();
}

/** The plate manager's confirm question, answered. */
export async function answerPlateQuestion(page: Page, question: string, answer: 'Ja' | 'Nee' = 'Ja'): Promise<void> {
  await page.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
}

/** The summary card above the stage, as text. */
export async function summaryText(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: flowTexts.summary });
  return ((await card.textContent()) ?? '').replace(/\s+/g, ' ');
}

export async function waitForFinish(page: Page): Promise<void> {
  await waitForStage(page, flowTexts.finish);
}

/** Waits for the next POST to a service of the portal, e.g. `eloket/request_permit`. */
export function serviceCall(page: Page, endpoint: string): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/${code}/services/${endpoint}`,
  );
}

/** The form fields a service call sent. */
export function sentParams(request: Request): URLSearchParams {
  return new URLSearchParams(request.postData() ?? '');
}

/** The first result item of a service call's answer. */
export async function answerOf(request: Request): Promise<{ statuscode: string; result: Record<string, unknown> }> {
  const response = await request.response();
  const body = (await response?.json()) as { statuscode: string; result?: Record<string, unknown>[] };
  return { statuscode: body.statuscode, result: body.result?.[0] ?? {} };
}

// ---- The keyboard

/**
 * Presses Tab (or Shift+Tab) until the focused element is the one described as `focused` describes it
 * (`BUTTON: Volgende`), and fails when it is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: string | RegExp,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const reached = (now: string) => (typeof target === 'string' ? now === target : target.test(now));
  for (let presses = 0; presses <= max; presses += 1) {
    if (reached(await focused(page))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab (focused: ${await focused(page)})`);
}

// ---- Leaving

export async function pressBack(page: Page): Promise<void> {
  await button(page, flowTexts.back).click();
}

export function leaveDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: flowTexts.leaveTitle });
}

// ---- Accessibility in every theme (support/axe.ts: expectNoAxeViolationsInThemes)

export { type AxeExtra, chooseTheme, everyThemeAtBothWidths, type ThemeVariant, themeVariants } from './axe.js';

/**
 * axe on the screen as it is in each theme variant (`themeVariants` by default), the theme chosen in the header; at
 * 320 px the reflow too. Ends in the default theme at 1280 px. See expectNoAxeViolationsInThemes.
 */
export function axeInEveryTheme(
  page: Page,
  label: string,
  extras: readonly AxeExtra[] = [],
  variants: readonly ThemeVariant[] = themeVariants,
): Promise<void> {
  return expectNoAxeViolationsInThemes(page, { label, extras, variants });
}

/** axeInEveryTheme in the five themes at 320 px and again at 1280 px (issue 14's screens). */
export function axeInEveryThemeAtBothWidths(
  page: Page,
  label: string,
  extras: readonly AxeExtra[] = [],
): Promise<void> {
  return expectNoAxeViolationsInThemes(page, { label, extras, variants: everyThemeAtBothWidths });
}
