import { eventually, expect, test } from '../support/fixtures.js';
import { screenPath, waitForHome, waitForScreen } from '../support/login.js';
import { tenants } from '../support/portal.js';
import {
  addPlate,
  answerOf,
  answerPlateQuestion,
  button,
  catalogueTexts,
  code,
  expandCategory,
  expectStageWithFocus,
  flowTexts,
  focused,
  homeTexts,
  homeTileCount,
  leaveDialog,
  loginNewResident,
  loginNewStationResident,
  loginResident,
  messageTexts,
  next,
  nextAndSend,
  openAddPlate,
  openRequestableProducts,
  plateTexts,
  pressBack,
  productCard,
  products,
  registryPlates,
  residents,
  sentParams,
  serviceCall,
  stageHeading,
  startRequest,
  submitPlate,
  summaryText,
  waitForCatalogue,
} from '../support/request-flow.js';

/**
 * The request flow as residents walk it, through the simulators (DigiD, the address register, the vehicle
 * registry), checking what the screens say and what the server answered: a resident permit by address with a price
 * line chosen from three and an own car, ending in payment (the cart count on home and in the header); a visitor
 * permit with days; a car park whose chosen garage is full, joined through the waiting-list question; a plate the
 * registry cannot check, then a lease car with its proof note and the documents it brings; a lease car refused by a
 * product for own cars only; a plate brought in with ?licenseplate= and carried into the request; and leaving the
 * flow (asked while it is open, straight away once it has finished).
 *
 * Every test makes its own resident, so no test depends on another's data or on the order: a new citizen service
 * number, and where an address in Stationsgebied or cars in one's name are needed, a new number of the simulators'
 * Stationsgebied range (loginNewStationResident). Pieter de Vries, a listed persona, only in the own-cars-only refusal,
 * which submits nothing.
 */

const pieter = residents.pieterDeVries;

/** An address in Centrum the address register knows (Marktplein 3A), for a new resident of the Centrum range. */

/** Today in Europe/Amsterdam, where the portal's days are, as [year, month, day]. */
function amsterdamToday(): [number, number, number] {
  const text = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return [year, month, day];
}

/** The last day of a year's validity: the same date a year on (the month's last day if it has no such date), minus a day. */
function oneYearLater([year, month, day]: [number, number, number]): [number, number, number] {
  const lastOfMonth = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const end = new Date(Date.UTC(year + 1, month - 1, Math.min(day, lastOfMonth) - 1));
  return [end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()];
}

/** DD-MM-YYYY, as the portal shows dates. */
function displayDate([year, month, day]: [number, number, number]): string {
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

test('a resident permit by address, with a price line chosen from three and an own car, ends in payment', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const resident = await loginNewStationResident(page);
  const cartBefore = await homeTileCount(page, homeTexts.cartTile);
  expect(cartBefore, 'the new resident’s cart before the first request').toBe(0);

  await openRequestableProducts(page);
  await startRequest(page, products.residentStation);
  expect(await summaryText(page)).toContain('Bewonersvergunning');

  // Leaving while the flow is open asks first; staying keeps the stage.
  await pressBack(page);
  const leave = leaveDialog(page);
  await leave.waitFor();
  expect(await leave.textContent()).toContain(flowTexts.leaveText);
  await button(leave, flowTexts.leaveNo).click();
  await leave.waitFor({ state: 'hidden' });
  expect(screenPath(page)).toMatch(/^\/request-product\//);

  // One registered address: the address stage is left out, Next asks the locations there (issue 24).
  await next(page);

  // One location at this address: chosen by itself; three price lines: the user picks one.
  await expectStageWithFocus(page, flowTexts.priceLine);
  const lines = page.getByRole('group', { name: flowTexts.priceLineLegend });
  await eventually(() => lines.getByRole('radio').count(), 'price lines of the resident permit').toBe(3);
  // An amount keeps a no-break space after the € (issue 24): white space read as spaces.
  const options = ((await lines.textContent()) ?? '').replace(/\s+/g, ' ');
  for (const text of ['Betalen per 1 maand', 'Prijs: € 9,50', 'Betalen per 3 maanden', 'Prijs: € 27,00']) {
    expect(options).toContain(text);
  }
  expect(options).toContain('Betalen per 1 jaar');
  expect(options).toContain('Prijs: € 99,00');
  expect(await button(page, flowTexts.next).isDisabled(), 'Next before a line is chosen').toBe(true);
  await page.getByRole('radio', { name: 'Betalen per 1 jaar', exact: true }).check();
  await next(page);

  await expectStageWithFocus(page, plateTexts.heading);
  await page.getByText(plateTexts.instructionRange(1, 2), { exact: true }).waitFor();
  const [plate] = resident.ownPlates;
  const check = serviceCall(page, 'eloket/rdw_check');
  await addPlate(page, plate);
  expect((await answerOf(await check)).result.RESULT, 'the registry: the car is in the resident’s name').toBe(true);
  expect(await page.getByText(plateTexts.proofNote).count(), 'no proof document for an own car').toBe(0);

  // One way to add a second plate (issue 24): the question first, the add button only after its answer No.
  const onlyPlate = page.getByRole('group', { name: plateTexts.questionOnly });
  await onlyPlate.waitFor();
  expect(await button(page, plateTexts.add[1] ?? '').count(), 'no add button beside the question').toBe(0);
  await onlyPlate.getByRole('radio', { name: 'Nee', exact: true }).check();
  await button(page, plateTexts.add[1] ?? '').waitFor();
  await onlyPlate.getByRole('radio', { name: 'Ja', exact: true }).check();
  expect(await button(page, plateTexts.add[1] ?? '').count(), 'gone again after Yes').toBe(0);

  // The second plate's dialog refuses an empty plate, a Dutch plate that is too short, and the same plate again.
  const second = await openAddPlate(page, 2);
  await button(second, plateTexts.ok).click();
  await second.getByText(plateTexts.empty, { exact: true }).waitFor();
  await submitPlate(second, 'ab-12');
  expect(await second.getByRole('textbox', { name: plateTexts.plate, exact: true }).inputValue()).toBe('AB12');
  await second.getByText(plateTexts.dutchTooShort, { exact: true }).waitFor();
  await submitPlate(second, plate.toLowerCase());
  await second.getByText(plateTexts.duplicate, { exact: true }).waitFor();
  await button(second, plateTexts.cancel).click();
  await second.waitFor({ state: 'hidden' });
  await answerPlateQuestion(page, plateTexts.questionOnly);

  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  const request = await submitted;
  const sent = sentParams(request);
  expect(JSON.parse(sent.get('p_licenseplates') ?? '[]')).toMatchObject([
    { LICENSE_PLATE: plate, LEASE: 'N', RDW_CHECKED: 'Y' },
  ]);
  expect(sent.get('p_price')).toBe('99.00');
  expect((await answerOf(request)).result.STATUSCODE, 'what the server recorded').toBe('AWAIT_PAYMENT');

  await expectStageWithFocus(page, flowTexts.finish);
  await page.getByText(flowTexts.finishPayment, { exact: true }).waitFor();
  await page.getByRole('link', { name: flowTexts.toCart, exact: true }).waitFor();
  const summary = await summaryText(page);
  expect(summary).toContain('Stationsgebied');
  expect(summary).toContain('€ 99,00');
  // From today for a year: until the day before the same date next year.
  const today = amsterdamToday();
  expect(summary).toContain(`Geldig vanaf${displayDate(today)}`);
  expect(summary).toContain(`Geldig tot en met${displayDate(oneYearLater(today))}`);

  // The cart badge in the header counts the new invoice.
  await page.getByRole('link', { name: homeTexts.cartBadge(1), exact: true }).waitFor();

  // Once the flow has finished, the back button goes straight to the products, where the card tells why it
  // cannot be requested again and that its invoice waits in the cart.
  await pressBack(page);
  await waitForCatalogue(page);
  expect(await leaveDialog(page).count()).toBe(0);
  await expandCategory(page, products.residentStation.category);
  const card = productCard(page, products.residentStation);
  await card.getByText(catalogueTexts.maxRelation(1), { exact: true }).waitFor();
  await card.getByText(catalogueTexts.unpaid, { exact: true }).waitFor();

  await page.goto(`/${code}/home`);
  await waitForHome(page);
  expect(await homeTileCount(page, homeTexts.cartTile), 'the cart tile on home').toBe(1);
});

test('a visitor permit: the days chosen, the total is days × the price per day, and the request is submitted', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const _resident = await loginNewStationResident(page);
  await openRequestableProducts(page);
  await startRequest(page, products.visitor);
  // One registered address: the address stage is left out, Next asks the locations there (issue 24).
  await next(page);

  // One price line, with day selection: straight to the days, Monday to Saturday, each with its date in the week
  // from the start date (issue 24), in date order.
  await expectStageWithFocus(page, flowTexts.days);
  const days = page.getByRole('group', { name: flowTexts.daysLegend }).getByRole('checkbox');
  const labels = await days.evaluateAll((boxes) =>
    boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''),
  );
  const weekdays = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
  const dated = labels.map((label) => {
    const [, name = '', dd = '', mm = '', yyyy = ''] = /^(\p{L}+) (\d{2})-(\d{2})-(\d{4})$/u.exec(label) ?? [];
    return { label, name, date: new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd))) };
  });
  expect(dated.map((d) => d.name).sort(), `the days as shown: ${labels.join(' | ')}`).toEqual([
    'dinsdag',
    'donderdag',
    'maandag',
    'vrijdag',
    'woensdag',
    'zaterdag',
  ]);
  for (const [index, d] of dated.entries()) {
    expect(weekdays[d.date.getUTCDay()], `the date of ${d.label}`).toBe(d.name);
    if (index > 0) expect(d.date > (dated[index - 1]?.date ?? d.date), 'in date order').toBe(true);
  }
  expect((dated.at(-1)?.date.getTime() ?? 0) - (dated[0]?.date.getTime() ?? 0), 'within one week').toBeLessThan(
    7 * 24 * 3600 * 1000,
  );
  const dayBox = (day: string) => page.getByRole('checkbox', { name: new RegExp(`^${day} \\d{2}-\\d{2}-\\d{4}$`) });
  for (const box of await days.all()) await box.uncheck();
  expect(await button(page, flowTexts.next).isDisabled(), 'Next without a day').toBe(true);
  const total = page.getByText(/^Totaal: /);
  for (const day of ['maandag', 'woensdag', 'zaterdag']) {
    await dayBox(day).check();
  }
  await total.filter({ hasText: flowTexts.daysTotal(3, '€ 3,50', '€ 10,50') }).waitFor();
  await dayBox('woensdag').uncheck();
  await total.filter({ hasText: flowTexts.daysTotal(2, '€ 3,50', '€ 7,00') }).waitFor();
  await dayBox('vrijdag').check();
  await total.filter({ hasText: flowTexts.daysTotal(3, '€ 3,50', '€ 10,50') }).waitFor();
  await next(page);

  // No plate needed: the question is whether to go on without one.
  await expectStageWithFocus(page, plateTexts.heading);
  await answerPlateQuestion(page, plateTexts.questionNone);
  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  const request = await submitted;
  const sent = sentParams(request);
  expect(sent.get('p_price'), 'the price sent: 3 days × € 3,50').toBe('10.50');
  expect(JSON.parse(sent.get('p_valid_days') ?? '[]')).toEqual([
    { DAY: 'MONDAY', VALID: 'Y' },
    { DAY: 'FRIDAY', VALID: 'Y' },
    { DAY: 'SATURDAY', VALID: 'Y' },
  ]);
  expect(JSON.parse(sent.get('p_licenseplates') ?? '[]')).toEqual([]);
  const answer = await answerOf(request);
  expect(answer.result.STATUSCODE, 'what the server recorded').toBe('AWAIT_PAYMENT');
  expect(answer.result.PRICE, 'the price the server computed').toBe(10.5);

  await expectStageWithFocus(page, flowTexts.finish);
  await page.getByText(flowTexts.finishPayment, { exact: true }).waitFor();
  const summary = await summaryText(page);
  expect(summary).toContain('3 dagen × € 3,50 = € 10,50');
  expect(summary).toContain('maandag, vrijdag, zaterdag');
});

test('a car park subscription at a full garage: the location choice offers the waiting list, and the card says so afterwards', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginNewResident(page);
  await openRequestableProducts(page);
  await startRequest(page, products.garageCentrum);
  await next(page);

  // Two garages: Marktplein is full (waiting list only), Stadhuis has places.
  await expectStageWithFocus(page, flowTexts.location);
  const marktplein = page.getByRole('radio', { name: 'Garage Marktplein', exact: true });
  await page.getByRole('radio', { name: 'Garage Stadhuis', exact: true }).waitFor();
  expect(await page.getByRole('group', { name: flowTexts.locationLegend }).textContent()).toContain(
    flowTexts.locationWaitingList,
  );
  await marktplein.check();
  await next(page);

  const question = page.getByRole('dialog', { name: flowTexts.joinWaitingListTitle });
  await question.waitFor();
  expect(await question.textContent()).toContain(flowTexts.joinWaitingListText);
  const joined = serviceCall(page, 'eloket/add_on_waitinglist');
  await button(question, flowTexts.joinWaitingListYes).click();
  const join = await joined;
  expect((await answerOf(join)).statuscode, 'what the server recorded').toBe('OK');

  // The server's confirmation, then the waiting list.
  const message = page.getByRole('dialog', { name: messageTexts.title });
  await message.getByText(catalogueTexts.joined, { exact: true }).waitFor();
  await waitForScreen(page, '/waiting-list');
  await button(message, messageTexts.ok).click();
  await message.waitFor({ state: 'hidden' });

  await openRequestableProducts(page);
  await expandCategory(page, products.garageCentrum.category);
  const card = productCard(page, products.garageCentrum);
  await card.getByText(catalogueTexts.alreadyOnWaitingList, { exact: true }).waitFor();
  // Stadhuis still has places: the product can still be requested there.
  await card
    .getByRole('link', { name: `${catalogueTexts.request} ${products.garageCentrum.title}`, exact: true })
    .waitFor();
});

test('a plate the registry cannot check is not added; a lease car is added with the proof note and asks for its document', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginNewResident(page);
  const pendingBefore = await homeTileCount(page, homeTexts.pendingTile);
  await openRequestableProducts(page);
  await startRequest(page, products.careProvider);
  expect(await summaryText(page)).toContain(products.careProvider.title);

  // Not located by address, one location, one price line: from the start date straight to the plates.
  await next(page);
  await expectStageWithFocus(page, plateTexts.heading);

  // The registry fails for this plate: the dialog says so and the plate is not added.
  const dialog = await openAddPlate(page);
  const failedCheck = serviceCall(page, 'eloket/rdw_check');
  await submitPlate(dialog, registryPlates.failing);
  expect((await answerOf(await failedCheck)).statuscode).toBe('RDW_UNAVAILABLE');
  await dialog.getByText(plateTexts.cannotCheck, { exact: true }).waitFor();
  const plateBox = dialog.getByRole('textbox', { name: plateTexts.plate, exact: true });
  expect(await plateBox.getAttribute('aria-invalid'), 'the plate field carries the message').toBe('true');
  expect(await focused(page), 'the focus goes back to the plate').toBe(`INPUT: ${plateTexts.plate}`);

  // The user goes on with another plate: a lease car, not in his name, allowed here with a proof document.
  const leaseCheck = serviceCall(page, 'eloket/rdw_check');
  await submitPlate(dialog, registryPlates.lease);
  expect((await answerOf(await leaseCheck)).result.RESULT, 'the registry: not in his name').toBe(false);
  await dialog.waitFor({ state: 'hidden' });
  const listed = page.getByRole('listitem').filter({ hasText: registryPlates.lease });
  await listed.getByText(plateTexts.proofNote, { exact: true }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: plateTexts.addedProof(registryPlates.lease) })
    .waitFor({ state: 'attached' });
  expect(await page.getByRole('listitem').filter({ hasText: registryPlates.failing }).count(), 'not added').toBe(0);
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);

  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  const request = await submitted;
  expect(JSON.parse(sentParams(request).get('p_licenseplates') ?? '[]')).toMatchObject([
    { LICENSE_PLATE: registryPlates.lease, LEASE: 'Y', RDW_CHECKED: 'Y' },
  ]);
  const answer = await answerOf(request);
  expect(answer.result.STATUSCODE, 'what the server recorded').toBe('DOCS_UPLOAD');
  const required = (answer.result.DOCUMENTS_TO_UPLOAD as { DOC_TYPE_CODE: string; DETAIL_VALUE: string | null }[])
    .filter((document) => document.DOC_TYPE_CODE === 'LEASECONTRACT')
    .map((document) => document.DETAIL_VALUE);
  expect(required, 'the lease contract, for the leased plate').toEqual([registryPlates.lease]);

  // Documents needed: the upload stage asks for the lease contract of that plate.
  await expectStageWithFocus(page, flowTexts.upload);
  await page
    .getByRole('heading', { level: 3, name: /^Leasecontract of werkgeversverklaring\b.*\bSXR-?41-?P$/ })
    .waitFor();
  expect(await summaryText(page)).toMatch(/Leasecontract of werkgeversverklaring\b.*\bSXR-?41-?P/);

  await page.goto(`/${code}/home`);
  await waitForHome(page);
  expect(await homeTileCount(page, homeTexts.pendingTile), 'pending requests on home').toBe(pendingBefore + 1);
});

test('a product for own cars only refuses a lease car with its message; leaving the flow asks first', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginResident(page, pieter);
  await openRequestableProducts(page);
  await startRequest(page, products.secondCarStation);
  // One registered address: the address stage is left out, Next asks the locations there (issue 24).
  await next(page);

  // One price line: straight on to the plates.
  await expectStageWithFocus(page, plateTexts.heading);
  const dialog = await openAddPlate(page);
  const check = serviceCall(page, 'eloket/rdw_check');
  await submitPlate(dialog, registryPlates.lease);
  expect((await answerOf(await check)).result.RESULT).toBe(false);
  await dialog.getByText(plateTexts.notInName, { exact: true }).waitFor();
  expect(await dialog.isVisible(), 'the dialog stays open').toBe(true);

  // An own car is fine.
  const [own] = pieter.ownPlates;
  await submitPlate(dialog, own);
  await dialog.waitFor({ state: 'hidden' });
  await button(page, plateTexts.edit(own)).waitFor();
  expect(await page.getByRole('listitem').filter({ hasText: registryPlates.lease }).count()).toBe(0);
  expect(await page.getByText(plateTexts.proofNote).count()).toBe(0);

  // Delete asks first; afterwards the list is empty and the focus on its heading.
  await button(page, plateTexts.delete(own)).click();
  const confirmDelete = page.getByRole('dialog', { name: plateTexts.deleteTitle });
  await confirmDelete.getByText(plateTexts.deleteText(own), { exact: true }).waitFor();
  await button(confirmDelete, plateTexts.deleteConfirm).click();
  await confirmDelete.waitFor({ state: 'hidden' });
  await button(page, plateTexts.edit(own)).waitFor({ state: 'detached' });
  expect(await focused(page)).toBe(`H2: ${plateTexts.heading}`);
  expect(await button(page, flowTexts.next).isDisabled(), 'Next without a plate').toBe(true);

  // The logo (to home) and the browser's Back ask too; then the back button, and leaving: nothing was requested.
  await page.getByRole('link', { name: tenants.voorbeeld.name, exact: true }).click();
  const leave = leaveDialog(page);
  await leave.waitFor();
  await button(leave, flowTexts.leaveNo).click();
  await leave.waitFor({ state: 'hidden' });
  // The browser's Back goes one stage back (issue 16); from the first stage it leaves the flow, and asks first.
  await page.goBack();
  await stageHeading(page, flowTexts.startDate).waitFor();
  await page.goBack();
  await leave.waitFor();
  await button(leave, flowTexts.leaveNo).click();
  await leave.waitFor({ state: 'hidden' });
  await stageHeading(page, flowTexts.startDate).waitFor();
  await page.goForward();
  await stageHeading(page, plateTexts.heading).waitFor();
  await pressBack(page);
  await leave.waitFor();
  await button(leave, flowTexts.leaveYes).click();
  await waitForCatalogue(page);
  await expandCategory(page, products.secondCarStation.category);
  const card = productCard(page, products.secondCarStation);
  await card
    .getByRole('link', { name: `${catalogueTexts.request} ${products.secondCarStation.title}`, exact: true })
    .waitFor();
});

test('a plate brought in with ?licenseplate= is shown with the products and carried into the request', async ({
  portal,
}) => {
  const plate = registryPlates.jansSecondCar;
  const entry = `/${code}/welcome?licenseplate=${plate.toLowerCase()}`;
  const page = await portal.openPage(entry);
  const handedOver = serviceCall(page, 'eloket/set_param');
  await loginNewResident(page, entry);
  expect(sentParams(await handedOver).get('p_paramvalue'), 'the plate handed to the server at login').toBe(plate);

  await openRequestableProducts(page);
  await page.getByRole('term').filter({ hasText: catalogueTexts.plateLabel }).waitFor();
  await page.getByRole('definition').filter({ hasText: plate }).waitFor();
  await page.getByText(catalogueTexts.plateText, { exact: true }).waitFor();
  expect(await page.getByRole('link', { name: catalogueTexts.otherPlate, exact: true }).getAttribute('href')).toBe(
    'https://www.voorbeeld.example/parkeren/kenteken',
  );

  await startRequest(page, products.residentCentrum);
  // One registered address: the address stage is left out, Next asks the locations there (issue 24).
  await next(page);

  // Several price lines: the stage shows; its Next adds the stored plate and goes on to the check stage.
  await expectStageWithFocus(page, flowTexts.priceLine);
  await page.getByRole('radio', { name: 'Betalen per 3 maanden', exact: true }).check();
  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  const request = await submitted;
  expect(JSON.parse(sentParams(request).get('p_licenseplates') ?? '[]'), 'as a leased, checked plate').toMatchObject([
    { LICENSE_PLATE: plate, LEASE: 'Y', RDW_CHECKED: 'Y' },
  ]);
  expect((await answerOf(request)).result.STATUSCODE, 'not the resident’s car: a lease contract is needed').toBe(
    'DOCS_UPLOAD',
  );

  // Straight past the plates to the documents, which name the plate.
  await expectStageWithFocus(page, flowTexts.upload);
  expect(await stageHeading(page, plateTexts.heading).count(), 'no plate stage').toBe(0);
  await page
    .getByRole('heading', { level: 3, name: /^Leasecontract of werkgeversverklaring\b.*\b8-?TNX-?52$/ })
    .waitFor();
  const summary = await summaryText(page);
  expect(summary).toMatch(/8-?TNX-?52/);
  expect(summary).toContain('Centrum');
});
