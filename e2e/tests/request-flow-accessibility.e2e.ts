import type { Page } from 'playwright-core';
import { expect, test } from '../support/fixtures.js';
import {
  addPlate,
  answerOf,
  answerPlateQuestion,
  axeInEveryTheme,
  button,
  catalogueTexts,
  categoryToggle,
  code,
  expectStageWithFocus,
  flowTexts,
  focused,
  leaveDialog,
  loginNewCentrumCompany,
  loginNewStationResident,
  newCompany,
  next,
  nextAndSend,
  type OwnResident,
  openAddPlate,
  openRequestableProducts,
  plateDialog,
  plateTexts,
  pressBack,
  products,
  registryPlates,
  sendRequest,
  serviceCall,
  setFte,
  startRequest,
  submitPlate,
  tabTo,
  waitForCatalogue,
  waitForFinish,
  waitForStage,
} from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

/**
 * Accessibility of the request flow: axe (WCAG 2.2 A and AA) on every stage of four walks (a disabled parking space:
 * start date, address, specific location with its error, plates with the add dialog and the registry's error,
 * documents with the cancel question; a car park: location choice with the waiting-list question, price line,
 * finish; a visitor permit: the days with the leave question; a business permit: the confirmation), each stage
 * checked in the five contrast themes at 320 px and in the default theme at 1280 px, the theme chosen in the header
 * as a user does. Then a whole request done with the keyboard alone, with the focus on the new stage's heading after
 * every Next and Prev.
 *
 * Each walk logs in a resident or company of its own: a new resident of the simulators' Stationsgebied range (an
 * address there and cars in their name), or a new company in Centrum.
 */

const walkTimeout = slow(180_000);

async function startAsNewResident(page: Page, product: (typeof products)[keyof typeof products]): Promise<OwnResident> {
  const resident = await loginNewStationResident(page);
  await openRequestableProducts(page);
  await startRequest(page, product);
  return resident;
}

test('axe: start date, specific location, plates (with the add dialog and its error) and documents', {
  timeout: walkTimeout,
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const resident = await startAsNewResident(page, products.disabledSpace);
  await axeInEveryTheme(page, 'start date');

  // One registered address: the address stage is left out, Next asks the locations there (issue 24).
  await next(page);

  await waitForStage(page, flowTexts.specificLocation);
  const specific = page.getByRole('textbox', { name: flowTexts.specificLocation, exact: true });
  await specific.fill('Voor de deur!');
  await page.getByText(flowTexts.specificLocationInvalid, { exact: true }).waitFor();
  await axeInEveryTheme(page, 'specific location with its error');
  await specific.fill('Voor de deur');
  await next(page);

  await waitForStage(page, plateTexts.heading);
  await axeInEveryTheme(page, 'plates', [
    {
      label: 'the add dialog with the registry failing',
      open: async (p) => {
        const dialog = await openAddPlate(p);
        await submitPlate(dialog, registryPlates.failing);
        await dialog.getByText(plateTexts.cannotCheck, { exact: true }).waitFor();
      },
      close: async (p) => {
        await button(plateDialog(p), plateTexts.cancel).click();
        await plateDialog(p).waitFor({ state: 'hidden' });
      },
    },
  ]);
  await addPlate(page, resident.ownPlates[0]);
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);
  await axeInEveryTheme(page, 'plates with a plate and the question answered');
  await next(page);

  // The check stage (issue 16): every answer with its change link, before anything is sent.
  await expectStageWithFocus(page, flowTexts.check);
  await axeInEveryTheme(page, 'check your answers');
  await sendRequest(page);

  // Two documents are needed: the upload stage.
  await waitForStage(page, flowTexts.upload);
  await axeInEveryTheme(page, 'documents', [
    {
      label: 'the cancel question',
      open: async (p) => {
        await button(p, flowTexts.cancelRequest).click();
        await p.getByRole('dialog', { name: flowTexts.confirmCancelTitle }).waitFor();
      },
      close: async (p) => {
        const question = p.getByRole('dialog', { name: flowTexts.confirmCancelTitle });
        await button(question, 'Nee, doorgaan').click();
        await question.waitFor({ state: 'hidden' });
      },
    },
  ]);

  // Cancelled, so the walk leaves nothing behind.
  await button(page, flowTexts.cancelRequest).click();
  const cancelled = serviceCall(page, 'eloket/continue_pcs_by_rqt_id');
  await button(page.getByRole('dialog', { name: flowTexts.confirmCancelTitle }), flowTexts.confirmCancelYes).click();
  expect((await answerOf(await cancelled)).result.STATUSCODE).toBe('CANCELLED');
  await waitForCatalogue(page);
});

test('axe: location choice (with the waiting-list question), price line and finish', { timeout: walkTimeout }, async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginNewCentrumCompany(page);
  await openRequestableProducts(page);
  await startRequest(page, products.garageCentrum);
  await next(page);

  await waitForStage(page, flowTexts.location);
  await axeInEveryTheme(page, 'location choice', [
    {
      label: 'the waiting-list question',
      open: async (p) => {
        await p.getByRole('radio', { name: 'Garage Marktplein', exact: true }).check();
        await next(p);
        await p.getByRole('dialog', { name: flowTexts.joinWaitingListTitle }).waitFor();
      },
      close: async (p) => {
        const question = p.getByRole('dialog', { name: flowTexts.joinWaitingListTitle });
        await button(question, flowTexts.no).click();
        await question.waitFor({ state: 'hidden' });
      },
    },
  ]);
  await page.getByRole('radio', { name: 'Garage Stadhuis', exact: true }).check();
  await next(page);

  await waitForStage(page, flowTexts.priceLine);
  await page.getByRole('radio', { name: 'Betalen per 1 maand', exact: true }).check();
  await axeInEveryTheme(page, 'price line');
  await next(page);

  await waitForStage(page, plateTexts.heading);
  await addPlate(page, newCompany.van);
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);
  await nextAndSend(page);
  await waitForFinish(page);
  await page.getByText(flowTexts.finishPayment, { exact: true }).waitFor();
  await axeInEveryTheme(page, 'finish');
});

test('axe: days of the week, and the question when leaving', { timeout: walkTimeout }, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const _resident = await startAsNewResident(page, products.visitor);
  // One registered address: the address stage is left out, Next asks the locations there (issue 24).
  await next(page);

  await waitForStage(page, flowTexts.days);
  // Each day with its date (issue 24): 'dinsdag 01-12-2026'.
  await page.getByRole('checkbox', { name: /^dinsdag \d{2}-\d{2}-\d{4}$/ }).check();
  await page.getByRole('checkbox', { name: /^donderdag \d{2}-\d{2}-\d{4}$/ }).check();
  await page.getByText(flowTexts.daysTotal(2, '€ 3,50', '€ 7,00'), { exact: true }).waitFor();
  await axeInEveryTheme(page, 'days of the week', [
    {
      label: 'the leave question',
      open: async (p) => {
        await pressBack(p);
        await leaveDialog(p).waitFor();
      },
      close: async (p) => {
        await button(leaveDialog(p), flowTexts.leaveNo).click();
        await leaveDialog(p).waitFor({ state: 'hidden' });
      },
    },
  ]);
  await pressBack(page);
  await button(leaveDialog(page), flowTexts.leaveYes).click();
  await waitForCatalogue(page);
});

test('axe: the confirmation a business permit asks for', { timeout: walkTimeout }, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginNewCentrumCompany(page);
  // 12 FTE: two business permits allowed.
  await setFte(page, 12);
  await openRequestableProducts(page);
  await startRequest(page, products.businessCentrum);
  // One registered address: the address stage is left out, Next asks the locations there (issue 24).
  await next(page);
  await waitForStage(page, flowTexts.priceLine);
  await page.getByRole('radio', { name: 'Betalen per 1 jaar', exact: true }).check();
  await next(page);
  await waitForStage(page, plateTexts.heading);
  await addPlate(page, newCompany.van);
  await answerPlateQuestion(page, plateTexts.questionOnly);
  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  expect((await answerOf(await submitted)).result.STATUSCODE).toBe('AWAIT_CONFIRMATION');

  await expectStageWithFocus(page, flowTexts.confirmation);
  const question = page.getByRole('group', { name: flowTexts.confirmationQuestion });
  await question.getByRole('radio', { name: flowTexts.no, exact: true }).check();
  expect(await button(page, flowTexts.confirm).isDisabled(), 'Confirm with No').toBe(true);
  await axeInEveryTheme(page, 'confirmation answered No');
  await question.getByRole('radio', { name: flowTexts.yes, exact: true }).check();
  const finalized = serviceCall(page, 'eloket/finalize_request_by_rqt_id');
  await button(page, flowTexts.confirm).click();
  expect((await answerOf(await finalized)).result.STATUSCODE).toBe('AWAIT_PAYMENT');
  await waitForFinish(page);
  await page.getByText(flowTexts.finishPayment, { exact: true }).waitFor();
});

test('a carer permit requested with the keyboard alone; after every Next and Prev the focus is on the stage heading', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const resident = await loginNewStationResident(page);
  await openRequestableProducts(page);
  const { keyboard } = page;

  await tabTo(page, /^BUTTON: Bezoekers en mantelzorg$/);
  await keyboard.press('Enter');
  expect(await categoryToggle(page, products.carer.category).getAttribute('aria-expanded')).toBe('true');
  await tabTo(page, `A: ${catalogueTexts.request} ${products.carer.title}`);
  await keyboard.press('Enter');

  // The flow: its title has the focus on arrival.
  await waitForStage(page, flowTexts.startDate);
  expect(await focused(page)).toBe(`H1: ${flowTexts.title}`);
  await tabTo(page, `BUTTON: ${flowTexts.next}`);
  // One registered address: no address stage, the locations are asked there (issue 24).
  await keyboard.press('Enter');
  await expectStageWithFocus(page, plateTexts.heading);

  // Prev, and back again with Tab to Next.
  await tabTo(page, `BUTTON: ${flowTexts.prev}`);
  await keyboard.press('Enter');
  await expectStageWithFocus(page, flowTexts.startDate);
  await tabTo(page, `BUTTON: ${flowTexts.next}`);
  await keyboard.press('Enter');
  await expectStageWithFocus(page, plateTexts.heading);

  // The plate, in the dialog: it opens with the focus on the plate, Enter adds it.
  await tabTo(page, `BUTTON: ${plateTexts.add[0]}`);
  await keyboard.press('Enter');
  await plateDialog(page).waitFor();
  expect(await focused(page)).toBe(`INPUT: ${plateTexts.plate}`);
  const [plate] = resident.ownPlates;
  await keyboard.type(plate.toLowerCase());
  await keyboard.press('Enter');
  await plateDialog(page).waitFor({ state: 'hidden' });
  await page.waitForFunction(
    (label) => document.activeElement?.getAttribute('aria-label') === label,
    plateTexts.edit(plate),
  );

  // The question with the arrow keys: No disables Next, Yes enables it.
  await tabTo(page, 'INPUT: Ja');
  await keyboard.press('Space');
  await keyboard.press('ArrowDown');
  expect(await focused(page)).toBe('INPUT: Nee');
  expect(await button(page, flowTexts.next).isDisabled()).toBe(true);
  await keyboard.press('ArrowUp');
  expect(await page.getByRole('radio', { name: 'Ja', exact: true }).isChecked()).toBe(true);
  await tabTo(page, `BUTTON: ${flowTexts.next}`);
  await keyboard.press('Space');
  // The check stage (issue 16), then sent with the keyboard too.
  await expectStageWithFocus(page, flowTexts.check);
  await tabTo(page, `BUTTON: ${flowTexts.send}`);
  const submitted = serviceCall(page, 'eloket/request_permit');
  await keyboard.press('Space');
  expect((await answerOf(await submitted)).result.STATUSCODE, 'a free permit: created at once').toBe('PERMIT_CREATED');

  await expectStageWithFocus(page, flowTexts.finish);
  await page.getByText(flowTexts.finishActive, { exact: true }).waitFor();
  await tabTo(page, `A: ${flowTexts.toProducts}`);
  await keyboard.press('Enter');
  await waitForCatalogue(page);
});
