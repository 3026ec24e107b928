import type { Page } from 'playwright-core';
import { waitForScreen } from './login.js';
import { readOutbox } from './outbox.js';
import { copyVoorbeeld } from './own-municipality.js';
import { closeMessage, productTexts } from './products.js';
import {
  addPlate,
  answerPlateQuestion,
  button,
  catalogueTexts,
  categories,
  expandCategory,
  flowTexts,
  joinedAt,
  loginNewStationResident,
  next,
  nextAndSend,
  type OwnResident,
  plateTexts,
  productCard,
  products,
  waitForFinish,
  waitForStage,
} from './request-flow.js';

export const waitingTexts = {
  title: 'Wachtlijst',
  empty: 'U staat op dit moment op geen enkele wachtlijst.',
  waiting: 'Nog niet aan te vragen, wel via de wachtlijst',
  offered: 'Nu aan te vragen!',
  position: 'Uw plaats op de wachtlijst',
  from: 'Op de wachtlijst sinds',
  averageWait: 'Gemiddelde wachttijd',
  offerEnd: 'Aanvragen kan tot en met',
  detailsOpen: (title: string) => `Bekijk ${title}`,
  request: 'Aanvragen',
  withdraw: 'Intrekken',
  withdrawTitle: 'Van de wachtlijst afhalen?',
  withdrawYes: 'Ja, intrekken',
  withdrawnTitle: 'Ingetrokken',
  withdrawn: 'Uw aanvraag is ingetrokken.',
  documentsTitle: 'Documenten',
  notFound: 'Deze plaats op de wachtlijst is niet (meer) bij uw wachtlijsten te vinden.',
  garage: 'Garageabonnement',
  garagePlace: 'Garage Stationsplein',
} as const;

/** A municipality of the test's own: voorbeeld's settings and catalogue, with one free place at Stationsplein. */
export async function createWaitingListTenant(): Promise<string> {
  const { code } = await copyVoorbeeld('wl', {
    adapt: (catalogue) => {
      for (const type of catalogue.permitTypes) {
        // One free price line: a request becomes a permit at once, so places are taken and freed without payments.
        if (type.code === 'GARAGE')
          type.priceLines = (type.priceLines.slice(0, 1) ?? []).map((l) => ({ ...l, priceCents: 0 }));
      }
      for (const product of catalogue.products) {
        for (const location of product.locations) if (location.code === 'STATIONSPLEIN') location.capacity = 1;
      }
    },
  });
  return code;
}

/** A new Stationsgebied resident of the municipality (with cars in their name), through the e-mail gate to home. */
export async function loginWaitingResident(page: Page, tenant: string): Promise<OwnResident> {
  return loginNewStationResident(page, `/${tenant}/welcome`);
}

export async function openGarageCard(page: Page, tenant: string) {
  await page.goto(`/${tenant}/requestable-products`);
  await waitForScreen(page, '/requestable-products');
  await expandCategory(page, categories.garages);
  return productCard(page, products.garageStation);
}

/**
 * Joins the Stationsplein garage's waiting list from its card ('Op de wachtlijst'), is told what happens next
 * (the position, the e-mail, the days to request an offered place), and closes the message.
 */
export async function joinGarageWaitingList(page: Page, tenant: string, position?: number): Promise<void> {
  const card = await openGarageCard(page, tenant);
  await card
    .getByRole('button', { name: `${catalogueTexts.toWaitingList} ${products.garageStation.title}`, exact: true })
    .click();
  const outcome = page.getByRole('dialog', { name: catalogueTexts.waitingListTitle });
  await outcome.getByText(joinedAt(position)).waitFor();
  await button(outcome, catalogueTexts.ok).click();
  await outcome.waitFor({ state: 'hidden' });
  await card.getByText(catalogueTexts.alreadyOnWaitingList, { exact: true }).waitFor();
}

/** The resident's waiting-list card of the garage on /waiting-list. */
export function garageEntry(page: Page) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: waitingTexts.garage, exact: true }) });
}

export async function openWaitingList(page: Page, tenant: string): Promise<void> {
  await page.goto(`/${tenant}/waiting-list`);
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${waitingTexts.title}`) }).waitFor();
}

/** The link of the newest e-mail of this kind to the address, as a path of the portal (or null without one). */
export async function mailedLink(
  page: Page,
  tenant: string,
  address: string,
  template: string,
): Promise<string | null> {
  const mail = (await readOutbox(page.context().request, tenant, address)).find((m) => m.template === template);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  return link ? new URL(link).pathname : null;
}

/** The templates of every e-mail to the address, newest first. */
export async function mailTemplates(page: Page, tenant: string, address: string): Promise<string[]> {
  return (await readOutbox(page.context().request, tenant, address)).map((m) => m.template);
}

/** Through the request flow's stages after the start date: the one location and price line go by themselves. */
export async function finishGarageRequest(page: Page, plate: string): Promise<void> {
  await waitForStage(page, flowTexts.startDate);
  await next(page);
  await waitForStage(page, plateTexts.heading);
  await addPlate(page, plate);
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);
  await nextAndSend(page);
  await waitForFinish(page);
  await page.getByText(flowTexts.finishActive, { exact: true }).waitFor();
}

/** Requests the garage subscription from its card while it has its place (free: a permit at once). */
export async function requestGarage(page: Page, tenant: string, plate: string): Promise<void> {
  const card = await openGarageCard(page, tenant);
  await card
    .getByRole('link', { name: `${catalogueTexts.request} ${products.garageStation.title}`, exact: true })
    .click();
  await waitForScreen(page, /^\/request-product\/\d+\/\d+$/);
  await finishGarageRequest(page, plate);
}

/** Terminates the resident's garage subscription now, through the product's termination screens. */
export async function terminateGarageNow(page: Page, tenant: string): Promise<void> {
  await page.goto(`/${tenant}/current-products`);
  await page.getByRole('link', { name: productTexts.open(waitingTexts.garage), exact: true }).click();
  await waitForScreen(page, /^\/product-details\/\d+$/);
  // Confirmed once, on the summary (issue 24).
  await button(page, productTexts.terminate).click();
  await waitForScreen(page, /^\/terminate-with-restriction\/\d+$/);
  await page.getByText(productTexts.endsNow, { exact: true }).waitFor();
  await button(page, flowTexts.next).click();
  await waitForScreen(page, /^\/confirmation-terminate\/\d+$/);
  await button(page, productTexts.confirm).click();
  await waitForScreen(page, '/current-products');
  await closeMessage(page, productTexts.endedNow);
}
