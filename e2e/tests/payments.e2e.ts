import type { Locator, Page } from 'playwright-core';
import { eventually, expect, test } from '../support/fixtures.js';
import { uniqueEmail, waitForScreen } from '../support/login.js';
import { readOutbox } from '../support/outbox.js';
import { tenants } from '../support/portal.js';
import { type AxeExtra, axeInEveryTheme, signInNewCompany } from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

/**
 * Paying, as a company of its own (a typed KvK number, so nobody else's cart is touched): a car-sharing permit
 * (one price line, a plate, no documents) ends in the cart; paid directly at the test checkout after leaving the
 * confirmation by Back, a cancel and a payment left open (the result screen looks again by itself); then a second one paid by an e-mailed payment link, opened from the outbox in a fresh browser
 * without login; then a third whose link is withdrawn, after which the portal says it cannot be paid. Every screen
 * of the cart and payments is checked with axe in the five contrast themes at 320 px and at desktop width.
 */

const code = tenants.voorbeeld.code;
/** Long: every screen is checked in ten theme and width variants. */
const journeyTimeout = slow(240_000);
const deelauto = 'Deelautovergunning (proef)';
const t = {
  next: 'Volgende',
  plateDialog: 'Kenteken toevoegen',
  plate: 'Kenteken',
  addFirstPlate: 'Voeg het eerste kenteken toe',
  plateCorrect: 'Is dit kenteken juist?',
  cart: 'Winkelwagen',
  pay: 'Betalen',
  payAmount: '€ 120,00 betalen',
  continue: 'Verder',
  sendLink: 'Betaallink sturen',
};

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/** A dialog checked by axe: opened with `opener`, then closed with its 'Annuleren', so nothing is done. */
function dialogOpen(label: string, opener: Locator, dialog: Locator): AxeExtra {
  return {
    label,
    open: async () => {
      await opener.click();
      await dialog.waitFor();
    },
    close: async () => {
      await dialog.getByRole('button', { name: 'Annuleren', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
  };
}

async function loginAsNewCompany(page: Page): Promise<string> {
  const email = uniqueEmail('payments');
  // Over HTTP: the login is login-journeys.e2e.ts's subject, not this file's.
  await signInNewCompany(page, email);
  await waitForScreen(page, '/home');
  return email;
}

/** The car-sharing permit through the request flow, up to its invoice in the cart. */
async function requestDeelauto(page: Page): Promise<number> {
  const response = await page.context().request.post(`/${code}/services/eloket/get_requestable_permits`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  const items = (await response.json()).result as { PERMITTYPEID: number; AREAID: number; DESCRIPTION: string }[];
  const item = items.find((product) => product.DESCRIPTION === deelauto);
  expect(item, 'the car-sharing permit in the catalogue').toBeDefined();
  await page.goto(`/${code}/request-product/${item?.PERMITTYPEID}/${item?.AREAID}`);
  await page.getByRole('heading', { level: 2, name: 'Startdatum' }).waitFor();
  await button(page, t.next).click();
  await page.getByRole('heading', { level: 2, name: 'Kentekens' }).waitFor();
  await button(page, t.addFirstPlate).click();
  const dialog = page.getByRole('dialog', { name: t.plateDialog, exact: true });
  await dialog.getByRole('textbox', { name: t.plate, exact: true }).fill('GZ123X');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const question = page.getByRole('group', { name: t.plateCorrect });
  if (await question.count()) await question.getByRole('radio', { name: 'Ja', exact: true }).check();
  const submitted = page.waitForResponse((r) => r.url().includes('/services/eloket/request_permit'));
  await button(page, t.next).click();
  // The check stage (issue 16), then the request is sent.
  await page.getByRole('heading', { level: 2, name: 'Controleer uw aanvraag' }).waitFor();
  await button(page, 'Aanvraag versturen').click();
  const answer = (await (await submitted).json()) as { result: { STATUSCODE: string; REQUESTID: number }[] };
  expect(answer.result[0]?.STATUSCODE, 'the submitted request').toBe('AWAIT_PAYMENT');
  return answer.result[0]?.REQUESTID as number;
}

/** Where the request stands now, as the server says (eloket/finish_request). */
async function requestStatus(page: Page, requestId: number): Promise<string> {
  const response = await page.context().request.post(`/${code}/services/eloket/finish_request`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: `p_rqt_id=${requestId}`,
  });
  return (await response.json()).result[0]?.STATUSCODE;
}

async function openCart(page: Page): Promise<void> {
  await page.goto(`/${code}/shopping-cart`);
  await page.getByRole('heading', { level: 1, name: /^Winkelwagen/ }).waitFor();
  await page.getByText(deelauto).first().waitFor();
}

/** From the cart's pay button to the test checkout; answers the checkout's address. */
async function payFromCart(page: Page, axe: boolean): Promise<string> {
  await openCart(page);
  if (axe) await axeInEveryTheme(page, 'shopping cart');
  await button(page, t.payAmount).click();
  await waitForScreen(page, '/confirmation-pay-products');
  // The short reference a resident can quote, not the long handle.
  await page.getByText(SHORT_REFERENCE_TEXT).waitFor();
  if (axe) {
    await axeInEveryTheme(page, 'confirmation before paying', [
      dialogOpen(
        'cancel-payment dialog open',
        button(page, 'Betaling annuleren'),
        page.getByRole('dialog', { name: 'Betaling annuleren?', exact: true }),
      ),
    ]);
  }
  await button(page, t.continue).click();
  await page.waitForURL((url) => url.pathname.includes('/simulator/checkout/'));
  await page.getByText('TESTOMGEVING', { exact: false }).waitFor();
  return page.url();
}

/** 'U betaalt € 120,00 met kenmerk PL-7K3F-9Q2M.': short, in groups, without look-alike characters. */
const SHORT_REFERENCE_TEXT = /^U betaalt €\s120,00 met kenmerk PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}\.$/;

async function onCheckout(page: Page, choice: RegExp): Promise<void> {
  await page.getByRole('button', { name: choice }).click();
}

test('the cart paid directly: left by Back, cancelled, left open until paid elsewhere, then paid; a permit', {
  timeout: journeyTimeout,
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginAsNewCompany(page);
  const requestId = await requestDeelauto(page);

  // Browser Back on the confirmation, before anything went to the provider: no warning, back in the cart,
  // where the product can be paid again at once (the payment was cancelled quietly).
  await openCart(page);
  await button(page, t.payAmount).click();
  await waitForScreen(page, '/confirmation-pay-products');
  await page.getByText(SHORT_REFERENCE_TEXT).waitFor();
  await page.goBack();
  await waitForScreen(page, '/shopping-cart');
  expect(await page.getByRole('dialog', { name: 'Betaling verlaten?' }).count(), 'no leave warning').toBe(0);
  await page.getByText(deelauto).first().waitFor();
  expect(await page.getByText('Wacht op betaalresultaat').count(), 'no longer held by a payment').toBe(0);
  await eventually(() => button(page, t.payAmount).isEnabled(), 'payable again').toBe(true);

  // Cancelled at the checkout: back with nothing paid, the invoice still in the cart.
  await payFromCart(page, true);
  await onCheckout(page, /^Annuleren/);
  await waitForScreen(page, '/payment-process');
  await page.getByText('Er is niets betaald.', { exact: false }).waitFor();
  await axeInEveryTheme(page, 'payment result: cancelled');
  await page.getByRole('link', { name: 'Naar de winkelwagen', exact: true }).click();
  await waitForScreen(page, '/shopping-cart');

  // Left open: the screen says the payment is being processed and looks again by itself (no button to press);
  // paid meanwhile at the checkout in another tab, the same screen says so with the paid product and the way
  // to the products.
  const checkout = await payFromCart(page, false);
  await onCheckout(page, /^Open laten/);
  await waitForScreen(page, '/payment-process');
  await page.getByText('De betaaldienst heeft de uitslag nog niet doorgegeven.', { exact: false }).waitFor();
  expect(await button(page, 'Opnieuw controleren').count(), 'no button to check again').toBe(0);
  expect(await button(page, 'Vernieuwen').count(), 'no refresh button').toBe(0);
  await axeInEveryTheme(page, 'payment result: being processed', [
    dialogOpen(
      'cancel-payment dialog open',
      button(page, 'Betaling annuleren'),
      page.getByRole('dialog', { name: 'Betaling annuleren?', exact: true }),
    ),
  ]);
  const elsewhere = await page.context().newPage();
  await elsewhere.goto(checkout);
  await onCheckout(elsewhere, /^Betalen/);
  await elsewhere.waitForURL((url) => url.pathname.endsWith('/payment-process'));
  await elsewhere.close();
  await page.bringToFront();
  await page
    .getByText(/^Dank u wel, uw betaling met kenmerk PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4} is ontvangen\.$/)
    .waitFor({ timeout: slow(20_000) });
  await page.getByRole('heading', { level: 2, name: 'Betaalde producten', exact: true }).waitFor();
  await page.getByText(deelauto).first().waitFor();
  await axeInEveryTheme(page, 'payment result: paid, with the paid products');
  await page.getByRole('link', { name: 'Naar mijn producten', exact: true }).click();
  await waitForScreen(page, '/current-products');

  // The cart is empty and the badge says so.
  await page.goto(`/${code}/shopping-cart`);
  await page.getByText('Uw winkelwagen is leeg.').waitFor();
  await page.getByRole('link', { name: 'Winkelwagen, aantal: 0', exact: true }).waitFor();
  expect(await requestStatus(page, requestId), 'the paid request').toBe('PERMIT_CREATED');
});

async function sendLink(page: Page): Promise<void> {
  await openCart(page);
  await button(page, t.sendLink).click();
  await waitForScreen(page, '/confirm-payment-link');
  await page.getByText('We hebben een betaallink naar uw e-mailadres gestuurd.', { exact: false }).waitFor();
}

async function linkFromOutbox(page: Page, email: string): Promise<string> {
  const mails = await readOutbox(page.context().request, code, email);
  const mail = mails.find((message) => message.template === 'payment_link');
  expect(mail, 'the payment link e-mail').toBeDefined();
  const link = /https?:\/\/\S+paymentportal\?payment=\S+/.exec(mail?.body ?? '')?.[0];
  expect(link, 'the link in the e-mail').toBeDefined();
  return new URL(link as string).pathname + new URL(link as string).search;
}

test('a payment link is e-mailed, opened without login in a fresh browser and paid on the portal', {
  timeout: journeyTimeout,
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const email = await loginAsNewCompany(page);
  const requestId = await requestDeelauto(page);
  await sendLink(page);
  await axeInEveryTheme(page, 'payment link sent');
  const path = await linkFromOutbox(page, email);

  await page.goto(`/${code}/payments`);
  await page.getByRole('heading', { level: 1, name: /^Betalingen/ }).waitFor();
  await page.getByText('Betaallink, geldig tot', { exact: false }).waitFor();
  await axeInEveryTheme(page, 'open payments');
  await button(page, 'Details').click();
  await page.getByText(/Betaling met kenmerk PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/).waitFor();
  await axeInEveryTheme(page, 'payment details');

  const stranger = await (await portal.newContext()).newPage();
  await stranger.goto(path);
  const go = stranger.getByRole('button', { name: 'Verder naar betalen', exact: true });
  await go.waitFor();
  await stranger.getByText('Te betalen: € 120,00', { exact: false }).waitFor();
  // What is paid for: the product and its period, nothing personal (the plate is not shown).
  await stranger.getByRole('heading', { level: 2, name: 'Deze betaling is voor', exact: true }).waitFor();
  await stranger.getByRole('heading', { level: 3, name: deelauto, exact: true }).waitFor();
  await stranger
    .getByText(/^\d{2}-\d{2}-\d{4}/)
    .first()
    .waitFor();
  expect(await stranger.getByText('GZ123X').count(), 'no plate on the public page').toBe(0);
  await axeInEveryTheme(stranger, 'payment portal');
  await go.click();
  await stranger.waitForURL((url) => url.pathname.includes('/simulator/checkout/'));
  await onCheckout(stranger, /^Betalen/);
  await stranger.waitForURL((url) => url.pathname.endsWith('/paymentportal'));
  await stranger.getByText('is betaald. Dank u wel.', { exact: false }).waitFor();
  expect(await go.count(), 'nothing more to pay').toBe(0);
  expect(await requestStatus(page, requestId), 'the request paid through the link').toBe('PERMIT_CREATED');
});

test('a withdrawn payment link cannot be paid on the portal', { timeout: journeyTimeout }, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const email = await loginAsNewCompany(page);
  await requestDeelauto(page);
  await sendLink(page);
  const path = await linkFromOutbox(page, email);

  await page.goto(`/${code}/payments`);
  const dialog = page.getByRole('dialog', { name: 'Betaallink intrekken?' });
  await button(page, 'Intrekken').waitFor();
  await axeInEveryTheme(page, 'open payments', [
    dialogOpen('withdraw-link dialog open', button(page, 'Intrekken'), dialog),
  ]);
  await button(page, 'Intrekken').click();
  await dialog.getByRole('button', { name: 'Ja, intrekken', exact: true }).click();
  await page.getByText('Er staan geen betalingen open.').waitFor();

  const stranger = await (await portal.newContext()).newPage();
  await stranger.goto(path);
  await stranger.getByText('Deze betaling kan niet (meer) worden betaald', { exact: false }).waitFor();
  expect(await stranger.getByRole('button', { name: 'Verder naar betalen' }).count()).toBe(0);
  await axeInEveryTheme(stranger, 'payment portal: a withdrawn link');
  await stranger.goto(`/${code}/paymentportal`);
  await stranger.getByText('Betaling niet gevonden.').waitFor();
  await axeInEveryTheme(stranger, 'payment portal without a payment');
});

test('a new request withdrawn from the cart: asked first, then cancelled, and the cart and its badge are empty', {
  timeout: journeyTimeout,
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginAsNewCompany(page);
  const requestId = await requestDeelauto(page);
  await openCart(page);
  await page.getByRole('link', { name: 'Winkelwagen, aantal: 1', exact: true }).waitFor();

  const withdraw = page.getByRole('button', { name: `${deelauto} intrekken`, exact: true });
  const dialog = page.getByRole('dialog', { name: 'Product intrekken?', exact: true });
  await axeInEveryTheme(page, 'shopping cart', [dialogOpen('withdraw dialog open', withdraw, dialog)]);
  // Cancelled in the dialog: nothing withdrawn.
  expect(await requestStatus(page, requestId), 'the request after No').toBe('AWAIT_PAYMENT');

  await withdraw.click();
  await dialog.getByText(`Weet u zeker dat u ${deelauto} wilt intrekken?`, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Ja, intrekken', exact: true }).click();
  await page.getByText('Het product is ingetrokken.').waitFor();
  await page.getByText('Uw winkelwagen is leeg.').waitFor();
  await page.getByRole('link', { name: 'Winkelwagen, aantal: 0', exact: true }).waitFor();
  expect(await requestStatus(page, requestId), 'the withdrawn request').toBe('CANCELLED');
});

/** The resident's cart as the server lists it (eloket/get_shopping_cart). */
async function cartItems(page: Page): Promise<{ INVOICEID: number; DESCRIPTION: string }[]> {
  const response = await page.context().request.post(`/${code}/services/eloket/get_shopping_cart`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  return (await response.json()).result;
}

test('paying an invoice a payment link already holds: the confirmation says so and sends that link again', {
  timeout: journeyTimeout,
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const email = await loginAsNewCompany(page);
  await requestDeelauto(page);
  await openCart(page);
  // Meanwhile, in another tab, a payment link is made for the same invoice; this cart still offers to pay it.
  const [item] = await cartItems(page);
  const made = await page.context().request.post(`/${code}/services/eloket/create_payment_send_link`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: `p_initial=Y&p_invoices=${encodeURIComponent(JSON.stringify([{ INVOICEID: item?.INVOICEID }]))}`,
  });
  expect((await made.json()).statuscode, 'the link made in the other tab').toBe('OK');

  await button(page, t.payAmount).click();
  await waitForScreen(page, '/confirmation-pay-products');
  await page.getByText('Er is niets te betalen', { exact: false }).waitFor();
  await page
    .getByRole('heading', { level: 2, name: 'De volgende producten worden niet betaald', exact: false })
    .waitFor();
  await page.getByText('Wordt al betaald in een andere betaling').waitFor();
  const again = button(page, `Link opnieuw sturen voor ${deelauto}`);
  await axeInEveryTheme(page, 'confirmation: an invoice held by a payment link');
  await again.click();
  await page.getByRole('status').getByText('De betaallink is opnieuw verstuurd.').waitFor();
  const links = (await readOutbox(page.context().request, code, email)).filter((m) => m.template === 'payment_link');
  expect(links, 'the link e-mailed, then sent again').toHaveLength(2);
  await button(page, 'Terug naar de winkelwagen').click();
  await waitForScreen(page, '/shopping-cart');
  await page.getByText('Wacht op betaalresultaat').waitFor();
});

test('paying an invoice another direct payment holds: the confirmation leads to that payment', {
  timeout: journeyTimeout,
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginAsNewCompany(page);
  await requestDeelauto(page);
  await openCart(page);
  // Meanwhile, in another tab, a direct payment is started for the same invoice and left at the checkout.
  const [item] = await cartItems(page);
  const started = await page.context().request.post(`/${code}/services/eloket/get_forward_post`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: `p_ext_service=directpayment&p_invoices=${encodeURIComponent(JSON.stringify([{ INVOICEID: item?.INVOICEID }]))}`,
  });
  expect((await started.json()).result[0]?.statuscode, 'the payment started in the other tab').toBe('OK');

  await button(page, t.payAmount).click();
  await waitForScreen(page, '/confirmation-pay-products');
  await page.getByText('Wordt al betaald in een andere betaling').waitFor();
  const toPayment = page.getByRole('link', { name: `Bekijk de betaling waarin ${deelauto} al zit`, exact: true });
  await axeInEveryTheme(page, 'confirmation: an invoice held by a direct payment');
  await toPayment.click();
  await page.getByText('Betaling met kenmerk', { exact: false }).waitFor();
  await button(page, '€ 120,00 betalen').waitFor();
});

test('an expired product in the cart: red label and why, no payment type, not payable, withdraw offered', {
  timeout: journeyTimeout,
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginAsNewCompany(page);
  await requestDeelauto(page);
  // A start day cannot be put in the past through the portal, so the cart's answer is changed on its way here the
  // way the server answers once the start day has passed (server test: cart/product-expired.test.ts).
  await page.route('**/services/eloket/get_shopping_cart', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const cartItem of body.result) Object.assign(cartItem, { STATUSCODE: 'PRODUCT_EXPIRED', CAN_CONTINUE: 'N' });
    await route.fulfill({ response, json: body });
  });
  await openCart(page);
  await page.getByText('Product verlopen', { exact: true }).waitFor();
  await page.getByText('De startdatum van dit product is voorbij', { exact: false }).waitFor();
  expect(await page.getByText('Aanvraag', { exact: true }).count(), 'no payment type label').toBe(0);
  expect(await page.getByRole('checkbox').count(), 'nothing to choose for payment').toBe(0);
  expect(await button(page, '€ 0,00 betalen').isDisabled(), 'nothing to pay').toBe(true);
  await button(page, `${deelauto} intrekken`).waitFor();
  await axeInEveryTheme(page, 'shopping cart with an expired product');
});
