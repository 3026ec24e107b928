import { eventually, expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import {
  answerOf,
  axeInEveryTheme,
  button,
  catalogueTexts,
  categories,
  categoryToggle,
  code,
  demoIds,
  expandCategory,
  expectStageWithFocus,
  flowTexts,
  focused,
  loginBakkerij,
  loginNewCentrumCompany,
  newCompany,
  next,
  nextAndSend,
  openAddPlate,
  openRequestableProducts,
  plateTexts,
  productCard,
  products,
  serviceCall,
  setFte,
  submitPlate,
  waitForCatalogue,
  waitForStage,
} from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

/**
 * /requestable-products as a company sees it (Bakkerij Van Dam, eHerkenning, at Kerkstraat 5 in Centrum): the
 * category cards, a product's description and additional information under one 'About this product', no product
 * for residents only, the business permit refused with its reason once the company has too few FTE (on the card,
 * and as the refusal dialog when it requests it anyway), joining the waiting list of the car park with one full
 * garage from its card, and axe on the screen with a category open and a product told about, in every contrast theme.
 */

const garageInfo =
  'Is de garage van uw keuze vol, dan kunt u zich op de wachtlijst laten plaatsen. Komt er een plek vrij, dan krijgt u een e-mail en kunt u het abonnement aanvragen.';
const garageAbout =
  'Een vaste plek in een parkeergarage van de gemeente, dag en nacht. U hoeft niet in de buurt te wonen.';

test('the category cards open and close; a product tells about itself and shows its additional information', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginBakkerij(page);
  await openRequestableProducts(page);

  // Collapsed when the screen opens, in the municipality's order; only the categories with a product the bakery can
  // request (without FTE no business permit, and no resident's product): the rest is listed under its reason.
  const toggles = page.getByRole('heading', { level: 2 }).getByRole('button');
  // Soft hyphens (issue 24) are no part of the name.
  const names = await toggles.evaluateAll((buttons) =>
    buttons.map((b) => b.textContent?.replaceAll('\u00ad', '').trim()),
  );
  expect(names).toEqual([categories.garages, categories.other]);
  for (const toggle of await toggles.all()) expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await productCard(page, products.garageStation).isVisible()).toBe(false);

  await expandCategory(page, categories.garages);
  const card = productCard(page, products.garageStation);
  await card.waitFor();
  await categoryToggle(page, categories.garages).click();
  await card.waitFor({ state: 'hidden' });
  await expandCategory(page, categories.garages);

  // The description and the additional information behind one 'About this product', reachable without hovering
  // (issue 24: no second 'Aanvullende informatie' button and dialog saying much the same).
  const about = card.getByRole('button', { name: `${catalogueTexts.about} ${products.garageStation.title}` });
  expect(await about.getAttribute('aria-expanded')).toBe('false');
  await about.click();
  await eventually(() => about.getAttribute('aria-expanded')).toBe('true');
  await card.getByText(garageAbout, { exact: true }).waitFor();
  await card.getByText(garageInfo, { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: /^Aanvullende informatie/ }).count(), 'one way to read it').toBe(0);
  await about.click();
  await card.getByText(garageInfo, { exact: true }).waitFor({ state: 'hidden' });

  // A company never sees the products for residents only (issue 24): not listed at all, not even under a reason.
  expect(await categoryToggle(page, categories.residents).count(), 'no residents category').toBe(0);
  expect(await productCard(page, products.residentCentrum).count()).toBe(0);
  expect(await page.getByText('Dit product is alleen voor inwoners.').count()).toBe(0);
});

test('a company with 4 FTE may hold no business permit: the card says why, and requesting it anyway is refused', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginNewCentrumCompany(page);
  await setFte(page, 4);

  await openRequestableProducts(page);
  await expandCategory(page, categories.business);
  const centrum = productCard(page, products.businessCentrum);
  await centrum.getByText(catalogueTexts.maxFte(4, 0), { exact: true }).waitFor();
  expect(
    await centrum.getByRole('link', { name: `${catalogueTexts.request} ${products.businessCentrum.title}` }).count(),
    'no Request link',
  ).toBe(0);
  // Elsewhere its address decides first.
  await productCard(page, products.businessStation).getByText(catalogueTexts.outsideArea, { exact: true }).waitFor();

  // Opening the request anyway (a bookmark, say): the request itself is refused with the same reason.
  await page.goto(`/${code}/request-product/${demoIds.businessPermitType}/${demoIds.centrumArea}`);
  await waitForStage(page, flowTexts.startDate);
  // One registered address: the address stage is left out, Next asks the locations there (issue 24).
  await next(page);
  await expectStageWithFocus(page, flowTexts.priceLine);
  await page.getByRole('radio', { name: 'Betalen per 1 maand', exact: true }).check();
  await next(page);
  await expectStageWithFocus(page, plateTexts.heading);
  const dialog = await openAddPlate(page);
  await submitPlate(dialog, newCompany.van);
  await dialog.waitFor({ state: 'hidden' });
  await page
    .getByRole('group', { name: 'Is dit het enige kenteken dat u wilt registreren?' })
    .getByRole('radio', { name: 'Ja', exact: true })
    .check();
  const submitted = serviceCall(page, 'eloket/request_permit');
  await nextAndSend(page);
  expect((await answerOf(await submitted)).result.STATUSCODE, 'what the server recorded').toBe('MAX_CHECK_FAILED');
  const refusal = page.getByRole('alertdialog', { name: flowTexts.maxCheckFailedTitle });
  await refusal.getByText(catalogueTexts.maxFte(4, 0), { exact: true }).waitFor();
  await button(refusal, catalogueTexts.ok).click();
  await waitForCatalogue(page);
});

test("'To waiting list' on a car park whose one garage is full joins it; the card then says so", async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginNewCentrumCompany(page);
  await openRequestableProducts(page);
  await expandCategory(page, categories.garages);
  const card = productCard(page, products.garageStation);
  const join = card.getByRole('button', {
    name: `${catalogueTexts.toWaitingList} ${products.garageStation.title}`,
    exact: true,
  });
  expect(await card.getByRole('link', { name: /^Aanvragen/ }).count(), 'no Request: the garage is full').toBe(0);

  const joined = serviceCall(page, 'eloket/add_on_waitinglist');
  await join.click();
  expect((await answerOf(await joined)).statuscode, 'what the server recorded').toBe('OK');
  const outcome = page.getByRole('dialog', { name: catalogueTexts.waitingListTitle });
  await outcome.getByText(catalogueTexts.joined, { exact: true }).waitFor();
  await button(outcome, catalogueTexts.ok).click();
  await outcome.waitFor({ state: 'hidden' });

  // The list reloads: no more button, the status instead, and the focus on the product's heading.
  await card.getByText(catalogueTexts.alreadyOnWaitingList, { exact: true }).waitFor();
  await join.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.tagName === 'H3', undefined, { timeout: slow(2_000) });
  expect(await focused(page)).toBe(`H3: ${products.garageStation.title}`);

  // The garage in Centrum still has places at Stadhuis, and the company is not on its list.
  const centrum = productCard(page, products.garageCentrum);
  await centrum.getByRole('link', { name: `${catalogueTexts.request} ${products.garageCentrum.title}` }).waitFor();
  expect(await centrum.getByText(catalogueTexts.alreadyOnWaitingList).count()).toBe(0);
});

test('axe finds no violations on the products with a category open and a product told about, in every theme', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginBakkerij(page);
  await openRequestableProducts(page);
  await expandCategory(page, categories.garages);
  const card = productCard(page, products.garageStation);
  await card.getByRole('button', { name: `${catalogueTexts.about} ${products.garageStation.title}` }).click();
  await card.getByText(garageAbout, { exact: true }).waitFor();
  await card.getByText(garageInfo, { exact: true }).waitFor();

  await axeInEveryTheme(page, '/requestable-products with the car parks open and a product told about');
  await waitForScreen(page, '/requestable-products');
});
