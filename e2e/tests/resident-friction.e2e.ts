import { expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import {
  answerOf,
  answerPlateQuestion,
  axeInEveryTheme,
  button,
  catalogueTexts,
  code,
  expandCategory,
  expectStageWithFocus,
  fillAddress,
  flowTexts,
  focused,
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
const addressNotFound =
  'Er is geen adres met deze postcode en dit huisnummer. Controleer de postcode en het huisnummer.';

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
  expect(await homeTileCount(page, catalogueTexts.waitingListTitle), 'two waiting lists').toBe(2);
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

test('an unknown address in the request flow is said at the field, with an error summary, not in a dialog', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`, phone);
  // Only an address is looked up and the flow is left before submitting: Pieter keeps nothing of it.
  await loginResident(page, residents.pieterDeVries);
  await openRequestableProducts(page);
  await startRequest(page, products.visitor);
  await next(page);
  await expectStageWithFocus(page, flowTexts.address);
  await fillAddress(page, { postcode: '1234AB', houseNumber: '99' });
  const lookup = serviceCall(page, 'eloket/get_locations');
  await next(page);
  expect((await answerOf(await lookup)).statuscode).toBe('ADDRESS_NOT_FOUND');

  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Er is een probleem' }) });
  await summary.waitFor();
  expect(await focused(page), 'the summary takes the focus').toMatch(/^DIV|^H2: Er is een probleem/);
  const postcode = page.getByRole('textbox', { name: flowTexts.postcode, exact: true });
  expect(await postcode.getAttribute('aria-invalid'), 'the postcode carries the message').toBe('true');
  const description = await postcode.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toContain(addressNotFound);
  expect(await page.getByRole('dialog').count(), 'no dialog to click away').toBe(0);

  // The summary's link brings the user to the field.
  await summary.getByRole('link', { name: addressNotFound }).click();
  expect(await focused(page)).toBe(`INPUT: ${flowTexts.postcode}`);
  await axeInEveryTheme(page, 'the address stage with an unknown address');

  // Corrected, the flow goes on.
  await fillAddress(page, residents.pieterDeVries.address);
  await next(page);
  await page.getByRole('heading', { name: 'Er is een probleem' }).waitFor({ state: 'detached' });
});
