import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginAsNewResident } from './documents.js';
import { waitForScreen } from './login.js';
import { tenants } from './portal.js';
import {
  addPlate,
  answerPlateQuestion,
  button,
  categories,
  flowTexts,
  next,
  nextAndSend,
  openRequestableProducts,
  plateTexts,
  serviceCall,
  startRequest,
  waitForFinish,
  waitForStage,
} from './request-flow.js';

/** Issued products, termination and history from the outside (lifecycle 2.6-2.11): Dutch texts and steps. */

const startDateLabel = flowTexts.startDateLabel;

export const code = tenants.voorbeeld.code;

export const productTexts = {
  title: 'Mijn producten',
  empty: 'U heeft op dit moment geen producten.',
  event: 'Evenementenvergunning',
  open: (title: string) => `Bekijk ${title}`,
  managePlates: 'Kentekens beheren',
  terminate: 'Beëindigen',
  changeTermination: 'Beëindiging wijzigen',
  cards: 'Kaartnummers bekijken',
  sendChange: 'Wijziging versturen',
  changed: 'De kentekens van uw product zijn gewijzigd.',
  toProducts: 'Naar mijn producten',
  changeResultTitle: 'Kentekenwijziging',
  leaveTitle: 'Wijziging afbreken?',
  leaveConfirm: 'Terug naar het product',
  parkingApp: 'Parkeerapp',
  sendLink: 'Stuur mij de koppellink',
  linkSent: 'We hebben u een e-mail gestuurd met de link om uw product aan de parkeerapp te koppelen.',
  linkedTo: 'Gekoppeld aan',
  goToApp: 'Naar de parkeerapp',
  cardsTitle: 'Kaartnummers',
  cardFilter: 'Zoek een kaartnummer',
  clear: 'Wissen',
  step1: 'Product beëindigen',
  endDate: 'Einddatum (laatste geldige dag)',
  endsNow: 'Het product eindigt nu.',
  scheduled: (date: string) => `De beëindiging wordt gepland: het product is geldig tot en met ${date}.`,
  noRefund: 'U krijgt geen geld terug.',
  step2: 'Beëindiging bevestigen',
  confirm: 'Bevestigen',
  previous: 'Vorige',
  resultTitle: 'Beëindiging',
  endedNow: 'Uw product is beëindigd.',
  scheduledMessage: (date: string) => `De beëindiging is gepland. Uw product is geldig tot en met ${date}.`,
  plannedTitle: 'Beëindiging gepland',
  changeDate: 'Datum wijzigen',
  dontTerminate: 'Niet beëindigen',
  cancelled: 'De geplande beëindiging is geannuleerd. Uw product blijft geldig.',
  validFrom: 'Geldig vanaf',
  validTo: 'Geldig tot en met',
  originalValidTo: 'Zonder beëindiging geldig tot en met',
  status: 'Status',
  notStarted: (date: string) => `Nog niet ingegaan, geldig vanaf ${date}`,
  withdrawnStatus: 'Ingetrokken voordat het inging',
  wouldStart: 'Zou ingaan op',
  withdrawnOn: 'Ingetrokken op',
  refund: 'Terugbetaling',
  history: 'Historie',
  terminatedStatus: 'Beëindigd',
  expiredStatus: 'Verlopen',
} as const;

/** The demo's free event permit (no address needed, a card number, permit-plus). */
export const eventProduct = {
  category: categories.other,
  title: 'Evenementenvergunning',
  area: 'Heel Voorbeeld',
} as const;

/**
 * A fresh resident (typed BSN, through the e-mail gate) requests the free event permit with a lease car, from today
 * or from `startsOn` (YYYY-MM-DD); answers its id.
 */
export async function newResidentWithEventPermit(
  page: Page,
  plate = 'SXR41P',
  options: { startsOn?: string } = {},
): Promise<{ email: string; requestId: number }> {
  const { email } = await loginAsNewResident(page);
  await openRequestableProducts(page);
  await startRequest(page, eventProduct);
  if (options.startsOn) await page.getByLabel(startDateLabel, { exact: true }).fill(options.startsOn);
  await next(page);
  await waitForStage(page, plateTexts.heading);
  await addPlate(page, plate);
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);
  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  const answer = (await (await (await submitted).response())?.json()) as {
    result: { REQUESTID: number; STATUSCODE: string }[];
  };
  expect(answer.result[0]?.STATUSCODE, 'a free permit: created at once').toBe('PERMIT_CREATED');
  await waitForFinish(page);
  return { email, requestId: answer.result[0]?.REQUESTID as number };
}

export async function openCurrentProducts(page: Page): Promise<void> {
  await page.goto(`/${code}/current-products`);
  await waitForScreen(page, '/current-products');
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${productTexts.title}`) }).waitFor();
}

export async function openDetails(page: Page, requestId: number, title: string = productTexts.event): Promise<void> {
  await page.goto(`/${code}/product-details/${requestId}`);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** The demo's car-sharing permit: paid (€ 120), refunds unused days, a plate change costs € 5. */
export const carSharingProduct = {
  category: categories.other,
  title: 'Deelautovergunning (proef)',
  area: 'Heel Voorbeeld',
} as const;

/** A fresh resident requests the car-sharing permit with a lease car; it waits for payment. Answers its id. */
export async function newResidentWithCarSharingRequest(page: Page): Promise<number> {
  await loginAsNewResident(page);
  await openRequestableProducts(page);
  await startRequest(page, carSharingProduct);
  await next(page);
  await waitForStage(page, plateTexts.heading);
  await addPlate(page, 'SXR41P');
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);
  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  const answer = (await (await (await submitted).response())?.json()) as {
    result: { REQUESTID: number; STATUSCODE: string }[];
  };
  expect(answer.result[0]?.STATUSCODE, 'a paid permit').toBe('AWAIT_PAYMENT');
  await waitForFinish(page);
  return answer.result[0]?.REQUESTID as number;
}

/** The value of a fact (dt/dd) on the screen. */
export async function fact(page: Page, label: string): Promise<string> {
  const row = page
    .locator('.pl-facts > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .first();
  // White space as spaces: an amount keeps a no-break space after the € (issue 24).
  return ((await row.locator('dd').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

export function dialogNamed(page: Page, name: string) {
  return page.getByRole('dialog', { name, exact: true });
}

export async function closeMessage(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await button(dialog, 'OK').click();
  await dialog.waitFor({ state: 'hidden' });
}

/** DD-MM-YYYY and YYYY-MM-DD of today plus `days` in Amsterdam. */
export function dayFromToday(days: number): { api: string; display: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const api = date.toISOString().slice(0, 10);
  return { api, display: api.split('-').reverse().join('-') };
}
