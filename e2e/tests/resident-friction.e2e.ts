import { eventually, expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import {
  answerOf,
  answerPlateQuestion,
  button,
  catalogueTexts,
  code,
  expandCategory,
  expectStageWithFocus,
  flowTexts,
  homeTileCount,
  loginNewResident,
  loginResident,
  messageTexts,
  next,
  nextAndSend,
  openAddPlate,
  openRequestableProducts,
  plateTexts,
  productCard,
  products,
  registryPlates,
  residents,
  sentParams,
  serviceCall,
  startRequest,
  submitPlate,
  waitForCatalogue,
  waitForFinish,
} from '../support/request-flow.js';

/**
 * Issue 16, what a new resident trips over, each finding shown on a 375 px phone: the plate note promises a proof
 * document only where the request then asks for one (1), the home counts count what their screens list (2, 3).
 */

const phone = { width: 375 } as const;

test('a leased plate on a product that asks no proof: no promise of a proof document, and no upload stage', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  await loginNewResident(page);
  await openRequestableProducts(page);
  await startRequest(page, products.garageCentrum);
  await next(page);
  await expectStageWithFocus(page, flowTexts.location);
  await page.getByRole('radio', { name: 'Garage Stadhuis', exact: true }).check();
  await next(page);
  await expectStageWithFocus(page, flowTexts.priceLine);
  await page.getByRole('group', { name: flowTexts.priceLineLegend }).getByRole('radio').first().check();
  await next(page);
  await expectStageWithFocus(page, plateTexts.heading);

  const dialog = await openAddPlate(page);
  const check = serviceCall(page, 'eloket/rdw_check');
  await submitPlate(dialog, registryPlates.lease);
  expect((await answerOf(await check)).result.RESULT, 'the registry: not in the resident’s name').toBe(false);
  await dialog.waitFor({ state: 'hidden' });
  await button(page, plateTexts.edit(registryPlates.lease)).waitFor();
  expect(await page.getByText(plateTexts.proofNote).count(), 'no proof promised where none is asked').toBe(0);
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);

  await nextAndSend(page);
  // The server asks no document either: straight to the end, the invoice in the cart.
  await waitForFinish(page);
  await page.getByText(flowTexts.finishPayment, { exact: true }).waitFor();
  expect(await page.getByRole('heading', { name: flowTexts.upload }).count()).toBe(0);
});

test('a leased plate on a product that asks proof: the note is there, and the upload stage asks for it', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  await loginNewResident(page);
  await openRequestableProducts(page);
  await startRequest(page, products.careProvider);
  await next(page);
  await expectStageWithFocus(page, plateTexts.heading);
  const dialog = await openAddPlate(page);
  await submitPlate(dialog, registryPlates.lease);
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('listitem').filter({ hasText: registryPlates.lease }).getByText(plateTexts.proofNote).waitFor();
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);
  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  expect((await answerOf(await submitted)).result.STATUSCODE).toBe('DOCS_UPLOAD');
  await expectStageWithFocus(page, flowTexts.upload);
});

test('home counts the waiting lists the catalogue says the resident is on', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  await loginNewResident(page);
  expect(await homeTileCount(page, catalogueTexts.waitingListTitle)).toBe(0);

  // Two waiting lists: the full garage of Stationsgebied from its card, Marktplein through the request flow.
  await openRequestableProducts(page);
  await expandCategory(page, products.garageStation.category);
  const station = productCard(page, products.garageStation);
  await station
    .getByRole('button', { name: `${catalogueTexts.toWaitingList} ${products.garageStation.title}`, exact: true })
    .click();
  const joinedDialog = page.getByRole('dialog', { name: catalogueTexts.waitingListTitle });
  await joinedDialog.getByText(catalogueTexts.joined, { exact: true }).waitFor();
  await button(joinedDialog, catalogueTexts.ok).click();
  await station.getByText(catalogueTexts.alreadyOnWaitingList, { exact: true }).waitFor();

  await startRequest(page, products.garageCentrum);
  await next(page);
  await expectStageWithFocus(page, flowTexts.location);
  await page.getByRole('radio', { name: 'Garage Marktplein', exact: true }).check();
  await next(page);
  const question = page.getByRole('dialog', { name: flowTexts.joinWaitingListTitle });
  await button(question, flowTexts.joinWaitingListYes).click();
  const message = page.getByRole('dialog', { name: messageTexts.title });
  await message.getByText(catalogueTexts.joined, { exact: true }).waitFor();
  await button(message, messageTexts.ok).click();

  await page.goto(`/${code}/home`);
  await waitForScreen(page, '/home');
  await page.getByRole('link', { name: /^Wachtlijst Aantal: [1-9]/ }).waitFor();
  await eventually(() => homeTileCount(page, catalogueTexts.waitingListTitle), 'two waiting lists').toBe(2);
});

test('home’s “Product aanvragen” count and the screen’s title count the same products', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  await loginNewResident(page);
  await page.getByRole('link', { name: /^Product aanvragen Aantal: \d+/ }).waitFor();
  const onHome = await homeTileCount(page, catalogueTexts.title);
  await openRequestableProducts(page);
  await waitForCatalogue(page);
  // The title gets its count when the catalogue's answer arrives: read it once it is there.
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${catalogueTexts.title} \\(\\d+\\)$`) });
  await heading.waitFor();
  const title = await heading.textContent();
  const inTitle = Number(/\((\d+)\)/.exec(title ?? '')?.[1] ?? Number.NaN);
  expect(inTitle, `home says ${onHome}, the title says “${title}”`).toBe(onHome);
});

test('the address is the one the resident is registered at: no address to type, the stage left out (issue 24)', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  // Only the locations are looked up and the flow is left before submitting: Pieter keeps nothing of it.
  await loginResident(page, residents.pieterDeVries);
  await openRequestableProducts(page);
  const parms = serviceCall(page, 'eloket/get_product_rqt_parms');
  await startRequest(page, products.visitor);
  // The server offers the address of the population register, and only that one.
  expect((await answerOf(await parms)).result.REGISTERED_ADDRESSES).toEqual([
    { ZIPCODE: '1235CD', NR: '88', ADDITION: '2', STREET: 'Stationsweg', CITY: 'Voorbeeld' },
  ]);

  // One address: the start date's Next asks the locations there, and the address stage never shows.
  const lookup = serviceCall(page, 'eloket/get_locations');
  await next(page);
  const sent = sentParams(await lookup);
  expect([sent.get('p_zipcode'), sent.get('p_nr'), sent.get('p_addition')]).toEqual(['1235CD', '88', '2']);
  expect((await answerOf(await lookup)).statuscode).toBe('OK');
  await expectStageWithFocus(page, flowTexts.days);
  expect(await page.getByRole('heading', { name: flowTexts.address, exact: true }).count(), 'no address stage').toBe(0);
  expect(await page.getByRole('textbox', { name: flowTexts.postcode, exact: true }).count(), 'nothing to type').toBe(0);
});
