/**
 * Prolongations (issue 14) with residents of their own. The municipality's employee sets how many days ahead a
 * permit type is offered its next period (`operator set-prolongation-days`) and runs the job `prolongation-offers`
 * as if it were a few days before the permit's end (`operator run-job … --at=`). A resident permit paid by the
 * month: the offer e-mailed (outbox) with its link, the prolongation confirmed, paid in the cart at the test
 * checkout, and the permit's end date moved a month. A free event permit's prolongation withdrawn from its details.
 * Axe on every prolongation screen (list, details with the withdraw question, confirmation, documents) in the five
 * contrast themes at 320 px and at 1280 px.
 */
import type { Page } from 'playwright-core';
import { expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { readOutbox } from '../support/outbox.js';
import {
  closeMessage,
  code,
  dialogNamed,
  fact,
  newResidentWithEventPermit,
  openDetails,
  productTexts,
} from '../support/products.js';
import {
  addPlate,
  answerOf,
  answerPlateQuestion,
  axeInEveryThemeAtBothWidths,
  button,
  expectStageWithFocus,
  flowTexts,
  loginNewStationResident,
  next,
  nextAndSend,
  openRequestableProducts,
  plateTexts,
  products,
  serviceCall,
  startRequest,
} from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

const journeyTimeout = slow(300_000);

const t = {
  title: 'Verlengingen',
  open: (title: string) => `Bekijk de verlenging van ${title}`,
  details: (title: string) => `Verlenging: ${title}`,
  confirmTitle: (title: string) => `Verlenging bevestigen: ${title}`,
  documentsTitle: (title: string) => `Documenten: ${title}`,
  continue: 'Verder',
  withdraw: 'Intrekken',
  documents: 'Documenten bekijken',
  question: 'Wilt u dit product verlengen voor de getoonde periode en prijs?',
  confirm: 'Bevestigen',
  inCart: 'De verlenging staat in uw winkelwagen. Na betaling is uw product verlengd.',
  withdrawn: 'De verlenging is ingetrokken.',
  empty: 'U heeft geen producten om te verlengen.',
  awaitingConfirmation: 'In afwachting van uw bevestiging',
  resident: 'Bewonersvergunning',
  validTo: 'Geldig tot en met',
  payNow: 'Nu betalen',
} as const;

/** DD-MM-YYYY as YYYY-MM-DD, and a day's noon in Amsterdam as a moment for `run-job --at`. */
const apiDay = (display: string) => display.split('-').reverse().join('-');
const noonOf = (day: string) => `${day}T10:00:00Z`;
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The employee offers prolongations of the type ten days ahead and runs the job three days before `end`. */
async function offerProlongations(permitType: string, end: string): Promise<void> {
  expect((await runOperator('set-prolongation-days', code, permitType, '10')).stdout).toContain('10 days');
  const run = await runOperator('run-job', 'prolongation-offers', `--at=${noonOf(addDays(end, -3))}`);
  expect(run.stdout).toMatch(/prolongation-offers: acted on [1-9]/);
  // Off again, so no other test's permit of this type is offered one by a later run.
  await runOperator('set-prolongation-days', code, permitType, 'off');
}

/** The offer e-mail's link into the portal, opened in the page; answers its path. */
async function followOfferMail(page: Page, email: string, product: string): Promise<void> {
  const mail = (await readOutbox(page.context().request, code, email)).find((m) => m.template === 'prolongation_offer');
  expect(mail, 'the prolongation e-mail').toBeDefined();
  expect(mail?.body).toContain(product);
  const link = /https?:\/\/\S+\/prolongations\b/.exec(mail?.body ?? '')?.[0];
  expect(link, 'the link to /prolongations in the e-mail').toBeDefined();
  await page.goto(new URL(link as string).pathname);
  await waitForScreen(page, '/prolongations');
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${t.title}`) }).waitFor();
}

/** A new Stationsgebied resident's resident permit, paid by the month (€ 9,50), paid at the counter; answers its id. */
async function residentPermitByTheMonth(page: Page): Promise<{ email: string; requestId: number }> {
  const resident = await loginNewStationResident(page);
  await openRequestableProducts(page);
  await startRequest(page, products.residentStation);
  // One registered address: the address stage is left out, Next asks the locations there (issue 24).
  await next(page);
  await expectStageWithFocus(page, flowTexts.priceLine);
  await page.getByRole('radio', { name: 'Betalen per 1 maand', exact: true }).check();
  await next(page);
  await expectStageWithFocus(page, plateTexts.heading);
  await addPlate(page, resident.ownPlates[0]);
  await answerPlateQuestion(page, plateTexts.questionOnly);
  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  const answer = await answerOf(await submitted);
  expect(answer.result.STATUSCODE, 'the resident permit awaits payment').toBe('AWAIT_PAYMENT');
  const requestId = answer.result.REQUESTID as number;
  expect((await runOperator('record-payment', code, String(requestId))).stdout).toContain('now PERMIT_CREATED');
  return { email: resident.email, requestId };
}

test.skipIf(!operatorAvailable())(
  'a resident permit’s prolongation offered by the job, e-mailed, confirmed and paid: the end date moves',
  { timeout: journeyTimeout },
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    const { email, requestId } = await residentPermitByTheMonth(page);
    await openDetails(page, requestId, t.resident);
    const end = apiDay(await fact(page, t.validTo));

    await offerProlongations('BEWONER', end);
    await followOfferMail(page, email, t.resident);

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t.resident, exact: true }) });
    expect(await card.textContent()).toContain(t.awaitingConfirmation);
    expect((await card.textContent())?.replace(/\s+/g, ' ')).toContain('€ 9,50');
    await axeInEveryThemeAtBothWidths(page, 'prolongations');

    await card.getByRole('link', { name: t.open(t.resident), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t.details(t.resident), exact: true }).waitFor();
    expect(await fact(page, 'Geldig vanaf')).toBe(addDays(end, 1).split('-').reverse().join('-'));
    await axeInEveryThemeAtBothWidths(page, 'prolongation details', [
      {
        label: 'the withdraw question',
        open: async (p) => {
          await button(p, t.withdraw).click();
          await dialogNamed(p, t.withdraw).waitFor();
        },
        close: async (p) => {
          await button(dialogNamed(p, t.withdraw), 'Annuleren').click();
          await dialogNamed(p, t.withdraw).waitFor({ state: 'hidden' });
        },
      },
    ]);
    const prolongationId = Number(page.url().split('/').pop());

    // Its documents: this product has none (one list, no tabs).
    await page.goto(`/${code}/view-documents-for-prolongation/${prolongationId}`);
    await page.getByRole('heading', { level: 1, name: t.documentsTitle(t.resident), exact: true }).waitFor();
    await axeInEveryThemeAtBothWidths(page, 'prolongation documents');

    await page.goto(`/${code}/prolongation-item-details/${prolongationId}`);
    await button(page, t.continue).click();
    await waitForScreen(page, `/confirmation-for-prolongation/${prolongationId}`);
    await page.getByRole('heading', { level: 1, name: t.confirmTitle(t.resident), exact: true }).waitFor();
    expect(await button(page, t.confirm).isDisabled(), 'Confirm before Yes').toBe(true);
    await page.getByRole('group', { name: t.question }).getByRole('radio', { name: 'Ja', exact: true }).check();
    await axeInEveryThemeAtBothWidths(page, 'prolongation confirmation');
    await button(page, t.confirm).click();
    await waitForScreen(page, '/shopping-cart');
    await closeMessage(page, t.inCart);

    // Confirmed, it is paid with the rest: ticked (and locked) at once, the total its price (issue 24: it was
    // unticked, 'Totaal € 0,00'). Paid in the cart at the test checkout.
    const payNow = page.getByRole('checkbox', { name: t.payNow });
    expect(await payNow.isChecked(), 'a confirmed prolongation is ticked').toBe(true);
    expect(await payNow.isDisabled(), 'and paid with the rest').toBe(true);
    await button(page, '€ 9,50 betalen').click();
    await waitForScreen(page, '/confirmation-pay-products');
    await button(page, 'Verder').click();
    await page.waitForURL((url) => url.pathname.includes('/simulator/checkout/'));
    await page.getByRole('button', { name: /^Betalen/ }).click();
    await waitForScreen(page, '/payment-process');

    await openDetails(page, requestId, t.resident);
    const prolongedTo = apiDay(await fact(page, t.validTo));
    expect(prolongedTo > end, `the end date moved from ${end}`).toBe(true);
    expect(prolongedTo >= addDays(end, 28) && prolongedTo <= addDays(end, 31), 'a month later').toBe(true);
    await page.goto(`/${code}/prolongations`);
    await page.getByText(t.empty, { exact: true }).waitFor();
  },
);

test.skipIf(!operatorAvailable())(
  'a free event permit’s prolongation withdrawn from its details; the permit keeps its end date',
  { timeout: journeyTimeout },
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    const { email, requestId } = await newResidentWithEventPermit(page);
    await openDetails(page, requestId);
    const end = apiDay(await fact(page, t.validTo));

    await offerProlongations('EVENEMENT', end);
    await openDetails(page, requestId);
    // The product says a prolongation waits, and leads to it.
    await button(page, 'Verlengen').click();
    await waitForScreen(page, '/prolongations');
    await followOfferMail(page, email, productTexts.event);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: productTexts.event }) });
    await card.getByRole('link', { name: t.open(productTexts.event), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t.details(productTexts.event), exact: true }).waitFor();
    expect(await fact(page, 'Prijs')).toBe('€ 0,00');
    await button(page, t.withdraw).click();
    await button(dialogNamed(page, t.withdraw), t.withdraw).click();
    await waitForScreen(page, '/prolongations');
    await closeMessage(page, t.withdrawn);
    await page.getByText(t.empty, { exact: true }).waitFor();

    await openDetails(page, requestId);
    expect(apiDay(await fact(page, t.validTo))).toBe(end);
    expect(await button(page, 'Verlengen').count(), 'no prolongation waits any more').toBe(0);
  },
);
