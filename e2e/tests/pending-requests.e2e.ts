import type { Locator, Page } from 'playwright-core';
import {
  block,
  button,
  careProduct,
  dialog,
  interceptFileChooser,
  loginAsNewResident,
  requestCarePermit,
  samplePdf,
  samplePng,
  documentTexts as t,
  uploadFile,
} from '../support/documents.js';
import { eventually, expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { tenants } from '../support/portal.js';
import { carSharingProduct, newResidentWithCarSharingRequest } from '../support/products.js';
import { axeInEveryThemeAtBothWidths, homeTexts, homeTileCount } from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

/**
 * Issue 14, pending requests (lifecycle 2.12, 4.3): /pending-requests lists each open request with its
 * status; a request left at the upload stage is continued from there; a document the municipality
 * rejected is uploaded again from there; a request is withdrawn from a card's context menu after a
 * confirmation; the home tile counts what the screen lists. axe on the screen with its context menu
 * and the withdraw dialog open, in the five contrast themes at 320 px and at 1280 px.
 * Every test has residents of its own.
 */

const code = tenants.voorbeeld.code;

const p = {
  title: 'Lopende aanvragen',
  empty: 'U heeft geen lopende aanvragen.',
  awaitingDocuments: 'In afwachting van documenten',
  awaitingApproval: 'In afwachting van goedkeuring',
  rejectedUpload: 'Aanvraag afgewezen, upload een nieuw document',
  awaitingPayment: 'In afwachting van betaling',
  awaitingConfirmation: 'In afwachting van uw bevestiging',
  cancelled: 'Aanvraag geannuleerd',
  continueNamed: (title: string) => `Verder met ${title}`,
  toCart: 'Naar winkelwagen',
  menu: (title: string) => `Meer acties voor ${title}`,
  payNow: 'Nu betalen',
  payLater: 'Later betalen',
  payLaterDone: 'Uw aanvraag blijft in de winkelwagen staan. U kunt hem daar later betalen.',
  withdraw: 'Intrekken',
  withdrawTitle: 'Aanvraag intrekken',
  withdrawYes: 'Ja, intrekken',
  keep: 'Annuleren',
} as const;

async function openPendingRequests(page: Page): Promise<void> {
  await page.goto(`/${code}/pending-requests`);
  await waitForScreen(page, '/pending-requests');
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${p.title}`) }).waitFor();
}

/** The card of a request on /pending-requests, by its product's title. */
function card(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

async function statusOf(item: Locator): Promise<string> {
  return ((await item.locator('.pl-label').textContent()) ?? '').replace(/^Status:\s*/, '').trim();
}

/** Waits until the card shows this status (the list is fetched again on every visit). */
async function expectStatus(item: Locator, status: string): Promise<void> {
  await item.locator('.pl-label').filter({ hasText: status }).waitFor();
  expect(await statusOf(item)).toBe(status);
}

async function pendingTileCount(page: Page): Promise<number> {
  await page.goto(`/${code}/home`);
  await waitForScreen(page, '/home');
  const tile = page.getByRole('link', { name: new RegExp(`^${homeTexts.pendingTile} Aantal: \\d+`) });
  await tile.waitFor();
  return homeTileCount(page, homeTexts.pendingTile);
}

/** The lease contract and the statement uploaded on the upload stage, and Next: the request waits for review. */
async function uploadBothAndContinue(page: Page): Promise<number> {
  const leaseId = await uploadFile(page, block(page, t.leaseHeading), samplePdf('contract.pdf'));
  await uploadFile(page, block(page, t.statementHeading), samplePng('verklaring.png'));
  await button(page, t.next).click();
  await page.getByText(t.finishApproval, { exact: true }).waitFor();
  return leaseId;
}

test('a request left at the upload stage is continued from the pending requests; the home tile counts it', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  interceptFileChooser(page);
  await loginAsNewResident(page);
  const requestId = await requestCarePermit(page);

  // Left at the upload stage: home counts it, the screen lists it with what it is and where it stands.
  expect(await pendingTileCount(page)).toBe(1);
  await page.getByRole('link', { name: new RegExp(`^${homeTexts.pendingTile} Aantal: 1`) }).click();
  await waitForScreen(page, '/pending-requests');
  const item = card(page, careProduct.description);
  await item.waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('1');
  await expectStatus(item, p.awaitingDocuments);
  expect(await item.textContent()).toContain(careProduct.plate);
  expect((await item.textContent())?.replace(/\s+/g, ' ')).toContain(careProduct.price);

  // Continue opens the request's own page at the upload stage.
  await item.getByRole('link', { name: p.continueNamed(careProduct.description), exact: true }).click();
  await waitForScreen(page, `/upload-files-for-pending-request/${requestId}`);
  await page.getByRole('heading', { level: 1, name: t.resumeTitle }).waitFor();
  await page.getByRole('heading', { level: 2, name: t.uploadHeading }).waitFor();
  await uploadBothAndContinue(page);

  // Back on the list: waiting for the municipality, nothing to continue.
  await page.getByRole('link', { name: 'Terug naar Lopende aanvragen', exact: true }).click();
  await waitForScreen(page, '/pending-requests');
  await item.waitFor();
  await expectStatus(item, p.awaitingApproval);
  expect(await item.getByRole('link', { name: p.continueNamed(careProduct.description) }).count()).toBe(0);
  expect(await pendingTileCount(page)).toBe(1);
});

test.skipIf(!operatorAvailable())(
  'a rejected document is uploaded again from the pending requests; once accepted, it continues at the confirmation stage',
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    interceptFileChooser(page);
    await loginAsNewResident(page);
    const requestId = await requestCarePermit(page);
    const leaseId = await uploadBothAndContinue(page);

    // The employee rejects the lease contract and asks for a new one.
    const rejected = await runOperator(
      'review',
      code,
      String(requestId),
      'reject-upload',
      '--reason=Het contract is niet leesbaar.',
      `--documents=${leaseId}`,
    );
    expect(rejected.stdout).toContain('DOCS_REJECTED_UPLOAD');

    await openPendingRequests(page);
    const item = card(page, careProduct.description);
    await item.waitFor();
    await expectStatus(item, p.rejectedUpload);
    // Opening the card (its heading) continues it at the upload stage, with the rejection shown.
    await item.getByRole('heading', { level: 2 }).getByRole('link').click();
    await waitForScreen(page, `/upload-files-for-pending-request/${requestId}`);
    await page.getByRole('heading', { level: 2, name: t.uploadHeading }).waitFor();
    await page.getByText(t.rejectedNotice, { exact: true }).waitFor();
    await uploadFile(page, block(page, t.leaseHeading), samplePdf('contract-nieuw.pdf', 'Leasecontract leesbaar'));
    await button(page, t.next).click();
    await page.getByText(t.finishApproval, { exact: true }).waitFor();

    await openPendingRequests(page);
    await item.waitFor();
    await expectStatus(item, p.awaitingApproval);

    // Accepted, the request waits for the resident's confirmation: Continue opens the confirmation stage.
    const accepted = await runOperator('review', code, String(requestId), 'accept', '--by=e2e');
    expect(accepted.stdout).toContain('AWAIT_CONFIRMATION');
    await openPendingRequests(page);
    await item.waitFor();
    await expectStatus(item, p.awaitingConfirmation);
    await item.getByRole('link', { name: p.continueNamed(careProduct.description), exact: true }).click();
    await waitForScreen(page, `/upload-files-for-pending-request/${requestId}`);
    await page.getByRole('heading', { level: 2, name: t.confirmationHeading, exact: true }).waitFor();
  },
  slow(150_000),
);

test('a request withdrawn from the context menu, after a confirmation, is gone from the list and the count', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginAsNewResident(page);
  await requestCarePermit(page);
  await openPendingRequests(page);
  const item = card(page, careProduct.description);
  await item.waitFor();

  // The menu opens and closes by keyboard; Escape returns the focus to its button.
  const toggle = item.getByRole('button', { name: p.menu(careProduct.description), exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

  // Withdraw asks first; the safe answer keeps the request.
  await toggle.click();
  await button(item, p.withdraw).click();
  const ask = dialog(page, p.withdrawTitle);
  await ask.waitFor();
  expect(await ask.textContent()).toContain(careProduct.description);
  await button(ask, p.keep).click();
  await ask.waitFor({ state: 'hidden' });
  await expectStatus(item, p.awaitingDocuments);

  // Confirmed: the result's status is shown, the list is empty and the tile counts 0.
  await toggle.click();
  await button(item, p.withdraw).click();
  await ask.waitFor();
  await button(ask, p.withdrawYes).click();
  await page.getByRole('status').filter({ hasText: p.cancelled }).waitFor();
  await page.getByText(p.empty, { exact: true }).waitFor();
  expect(await pendingTileCount(page)).toBe(0);
});

test(
  'a request awaiting payment: to the shopping cart, pay now and pay later; axe with the menu and the dialog open',
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    interceptFileChooser(page);
    await newResidentWithCarSharingRequest(page);
    await requestCarePermit(page);

    await openPendingRequests(page);
    const paying = card(page, carSharingProduct.title);
    const uploading = card(page, careProduct.description);
    await paying.waitFor();
    await uploading.waitFor();
    await expectStatus(paying, p.awaitingPayment);
    // Awaiting payment is green, awaiting documents orange: different marks beside the same words (a double bar, not
    // a dashed one, which split into pieces when the badge's text wrapped: issue 24).
    const mark = (item: Locator) =>
      item.locator('.pl-label').evaluate((element) => getComputedStyle(element).borderInlineStartStyle);
    expect(await mark(paying)).toBe('solid');
    expect(await mark(uploading)).toBe('double');

    // Later: the request stays in the cart, said so; now: to the cart.
    const menuOf = (item: Locator, title: string) => item.getByRole('button', { name: p.menu(title), exact: true });
    await menuOf(paying, carSharingProduct.title).click();
    await button(paying, p.payLater).click();
    await page.getByRole('status').filter({ hasText: p.payLaterDone }).waitFor();

    const menuOpen = {
      label: 'context menu open',
      open: async () => {
        await menuOf(paying, carSharingProduct.title).click();
        await button(paying, p.payNow).waitFor();
      },
      close: async (target: Page) => {
        await target.keyboard.press('Escape');
        await button(paying, p.payNow).waitFor({ state: 'hidden' });
      },
    };
    const withdrawDialog = {
      label: 'withdraw dialog open',
      open: async (target: Page) => {
        await menuOf(uploading, careProduct.description).click();
        await button(uploading, p.withdraw).click();
        await dialog(target, p.withdrawTitle).waitFor();
      },
      close: async (target: Page) => {
        await button(dialog(target, p.withdrawTitle), p.keep).click();
        await dialog(target, p.withdrawTitle).waitFor({ state: 'hidden' });
      },
    };
    await axeInEveryThemeAtBothWidths(page, '/pending-requests', [menuOpen, withdrawDialog]);

    await menuOf(paying, carSharingProduct.title).click();
    await button(paying, p.payNow).click();
    await waitForScreen(page, '/shopping-cart');
    await openPendingRequests(page);
    await paying.getByRole('link', { name: p.toCart, exact: true }).click();
    await waitForScreen(page, '/shopping-cart');
  },
  slow(180_000),
);

test(
  'a request in a payment link: the note, the link sent again, and Withdraw refused with the reason',
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    await newResidentWithCarSharingRequest(page);
    await page.goto(`/${code}/shopping-cart`);
    await button(page, 'Betaallink sturen').click();
    await waitForScreen(page, '/confirm-payment-link');
    // The screen makes the link once it has opened: leaving before its answer raced it.
    await page.getByText('We hebben een betaallink naar uw e-mailadres gestuurd.', { exact: false }).waitFor();

    await openPendingRequests(page);
    const item = card(page, carSharingProduct.title);
    await item.waitFor();
    await expectStatus(item, p.awaitingPayment);
    await item.getByText('Wij hebben u een betaallink gestuurd. Kijk in uw e-mail.', { exact: true }).waitFor();

    await button(item, 'Betaallink opnieuw versturen').click();
    await page
      .getByRole('status')
      .filter({ hasText: 'De betaallink is opnieuw naar uw e-mailadres gestuurd.' })
      .waitFor();

    // Withdraw stays offered for a link (lifecycle 4.3); the server refuses while the link may still be paid.
    await item.getByRole('button', { name: p.menu(carSharingProduct.title), exact: true }).click();
    await button(item, p.withdraw).click();
    await button(dialog(page, p.withdrawTitle), p.withdrawYes).click();
    const refusal = page.getByRole('alertdialog').filter({ hasText: 'het zit in een betaling die nog loopt' });
    await refusal.waitFor();
    await button(refusal, 'OK').click();
    await refusal.waitFor({ state: 'hidden' });
    await expectStatus(item, p.awaitingPayment);

    // The card opens the payments, where the link can be withdrawn.
    await item.getByRole('heading', { level: 2 }).getByRole('link').click();
    await waitForScreen(page, '/payments');
  },
  slow(120_000),
);
