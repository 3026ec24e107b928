/**
 * Issue 13 through the screens, each test with its own resident: an event permit from the request flow appears
 * in current products with its card number; its plate changed (free) with the plate manager; the permit-plus
 * link e-mailed and the account linked in the parking-app simulator; terminated now into history, confirmed
 * once on the summary (issue 24). A second permit, starting in two days, says it has not started; its end
 * scheduled for a later day shows as its last valid day, the day changed starting from the planned one, then
 * "Don't terminate", then ended now before its start: withdrawn in history (issue 24). A third moved to history by the
 * job, run with the operator tool as if its end date had passed. Axe on every screen and dialog in the five
 * contrast themes at 320 px and the default theme at 1280 px.
 */
import { softExpectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { readOutbox } from '../support/outbox.js';
import {
  carSharingProduct,
  closeMessage,
  code,
  dayFromToday,
  dialogNamed,
  fact,
  newResidentWithCarSharingRequest,
  newResidentWithEventPermit,
  openCurrentProducts,
  openDetails,
  productTexts as t,
} from '../support/products.js';
import { addPlate, answerPlateQuestion, axeInEveryTheme, button, plateTexts } from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

const walkTimeout = slow(300_000);

test('a permit from the request flow: current products, plate change, permit-plus link, terminated now into history', {
  timeout: walkTimeout,
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const { email, requestId } = await newResidentWithEventPermit(page);

  await openCurrentProducts(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.event, exact: true }) });
  expect(await card.textContent()).toContain('SXR41P');
  await axeInEveryTheme(page, 'current products');
  await card.getByRole('link', { name: t.open(t.event), exact: true }).click();
  await waitForScreen(page, `/product-details/${requestId}`);
  expect(await fact(page, 'Kaartnummer')).toMatch(/^EV\d{5}$/);
  expect(await fact(page, 'Kentekens')).toBe('SXR41P');
  await page.getByRole('heading', { level: 2, name: t.parkingApp, exact: true }).waitFor();
  await axeInEveryTheme(page, 'product details');

  // Cards, with the filter.
  await button(page, t.cards).click();
  await waitForScreen(page, `/view-cards/${requestId}`);
  await page.getByRole('textbox', { name: t.cardFilter, exact: true }).fill('ev-0');
  expect(await page.getByRole('textbox', { name: t.cardFilter, exact: true }).inputValue()).toBe('EV0');
  await page.getByText('1 van 1 kaartnummers', { exact: true }).waitFor();
  await axeInEveryTheme(page, 'card numbers');
  await button(page, t.clear).click();
  // The documents view: two tabs with their counts (this product asked for none).
  await page.goto(`/${code}/view-documents/${requestId}`);
  await page.getByRole('tab', { name: 'Aanvraagdocumenten (0)', exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Productdocumenten (0)', exact: true }).click();
  await axeInEveryTheme(page, 'documents');

  // The plate change: free, so straight to the plate manager; the plates change at once.
  await openDetails(page, requestId);
  await button(page, t.managePlates).click();
  await waitForScreen(page, `/manage-lic-plates/${requestId}`);
  await page.getByRole('heading', { level: 2, name: plateTexts.heading }).waitFor();
  await axeInEveryTheme(page, 'manage licence plates', [
    {
      label: 'the back question',
      open: async (p) => {
        await button(p, 'Terug').click();
        await dialogNamed(p, t.leaveTitle).waitFor();
      },
      close: async (p) => {
        await button(dialogNamed(p, t.leaveTitle), 'Annuleren').click();
        await dialogNamed(p, t.leaveTitle).waitFor({ state: 'hidden' });
      },
    },
  ]);
  await button(page, plateTexts.delete('SXR41P')).click();
  await button(page.getByRole('dialog', { name: plateTexts.deleteTitle }), plateTexts.deleteConfirm).click();
  await addPlate(page, '8TNX52');
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);
  await button(page, t.sendChange).click();
  const result = dialogNamed(page, t.changeResultTitle);
  await result.getByText(t.changed, { exact: true }).waitFor();
  await softExpectNoAxeViolations(page, 'the plate change result');
  await button(result, t.toProducts).click();
  await waitForScreen(page, '/current-products');
  expect(await page.getByRole('listitem').filter({ hasText: t.event }).textContent()).toContain('8TNX52');

  // Permit-plus: the link e-mailed, opened in the simulated app, the account linked.
  await openDetails(page, requestId);
  await button(page, t.sendLink).click();
  await closeMessage(page, t.linkSent);
  const mail = (await readOutbox(page.context().request, code, email)).find((m) => m.template === 'permitplus_link');
  const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0];
  expect(link, 'the permit-plus link in the e-mail').toBeDefined();
  const app = await portal.openPage(new URL(link as string).pathname + new URL(link as string).search);
  await app.getByText('Testomgeving', { exact: false }).first().waitFor();
  await softExpectNoAxeViolations(app, 'the parking-app simulator');
  await app.getByRole('button', { name: /Koppel account/ }).click();
  await app.getByText(/is gekoppeld aan account/).waitFor();
  await app.close();
  await page.reload();
  await page.getByRole('heading', { level: 2, name: t.parkingApp, exact: true }).waitFor();
  expect(await fact(page, t.linkedTo)).toBe(email);
  await page.getByRole('link', { name: t.goToApp, exact: true }).waitFor();

  // Terminated now: no refund for a free product; then it is in the history. Asked once, on the summary (issue 24):
  // no question before step 1, no Yes/No beside Confirm.
  await button(page, t.terminate).click();
  await waitForScreen(page, `/terminate-with-restriction/${requestId}`);
  expect(await page.getByRole('dialog').count(), 'no question before step 1').toBe(0);
  await page.getByText(t.endsNow, { exact: true }).waitFor();
  await page.getByText(t.noRefund, { exact: true }).waitFor();
  await axeInEveryTheme(page, 'termination step 1');
  await button(page, 'Volgende').click();
  await waitForScreen(page, `/confirmation-terminate/${requestId}`);
  expect(await page.getByRole('radio').count(), 'no Yes/No beside Confirm').toBe(0);
  expect(await button(page, t.confirm).isEnabled(), 'Confirm is the one confirmation').toBe(true);
  await axeInEveryTheme(page, 'termination step 2');
  await button(page, t.confirm).click();
  await waitForScreen(page, '/current-products');
  await closeMessage(page, t.endedNow);
  await page.getByText(t.empty, { exact: true }).waitFor();

  await page.goto(`/${code}/permits-history`);
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${t.history}`) }).waitFor();
  const ended = page.getByRole('listitem').filter({ hasText: t.event });
  expect(await ended.textContent()).toContain(t.terminatedStatus);
  await axeInEveryTheme(page, 'history');
  await ended.getByRole('link', { name: t.open(t.event), exact: true }).click();
  await waitForScreen(page, `/permit-history-details/${requestId}`);
  expect(await fact(page, 'Geldig tot en met')).toBe(dayFromToday(0).display);
  await axeInEveryTheme(page, 'history details');
  await button(page, t.cards).click();
  await waitForScreen(page, `/view-history-cards/${requestId}`);
  await page.getByText('1 van 1 kaartnummers', { exact: true }).waitFor();
  await axeInEveryTheme(page, 'history cards');
  await page.goto(`/${code}/view-history-documents/${requestId}`);
  await page.getByRole('tab', { name: 'Aanvraagdocumenten (0)', exact: true }).waitFor();
  await axeInEveryTheme(page, 'history documents');
});

test('a permit that starts in two days: not started yet; its termination scheduled, the day changed from the planned one, cancelled, then ended now before its start', {
  timeout: walkTimeout,
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const start = dayFromToday(2);
  const { requestId } = await newResidentWithEventPermit(page, 'SXR41P', { startsOn: start.api });
  const first = dayFromToday(10);
  const second = dayFromToday(20);

  // Issue 24, defect 6: it says it has not started yet, and from when it is valid.
  await openCurrentProducts(page);
  expect(await fact(page, t.status)).toBe(t.notStarted(start.display));
  expect(await fact(page, t.validFrom)).toBe(start.display);
  const validTo = await fact(page, t.validTo);
  await openDetails(page, requestId);
  expect(await fact(page, t.status)).toBe(t.notStarted(start.display));

  await button(page, t.terminate).click();
  await waitForScreen(page, `/terminate-with-restriction/${requestId}`);
  await page.getByLabel(t.endDate).fill(first.api);
  await page.getByText(t.scheduled(first.display), { exact: true }).waitFor();
  await axeInEveryTheme(page, 'termination step 1, scheduled');
  await button(page, 'Volgende').click();
  await waitForScreen(page, `/confirmation-terminate/${requestId}`);
  expect(await fact(page, 'Beëindiging')).toBe(first.display);
  await button(page, t.confirm).click();
  await waitForScreen(page, '/current-products');
  await closeMessage(page, t.scheduledMessage(first.display));

  // Defect 4: where the resident reads the validity, the planned last day (the list and the details).
  expect(await fact(page, t.status)).toBe(t.plannedTitle);
  expect(await fact(page, t.validTo)).toBe(first.display);
  await openDetails(page, requestId);
  expect(await fact(page, t.validTo)).toBe(first.display);
  expect(await fact(page, t.originalValidTo)).toBe(validTo);
  await axeInEveryTheme(page, 'product details with a planned termination');
  await button(page, t.changeTermination).click();
  const planned = dialogNamed(page, t.plannedTitle);
  await planned.waitFor();
  await softExpectNoAxeViolations(page, 'the planned termination dialog');
  await button(planned, t.changeDate).click();
  await waitForScreen(page, `/terminate-with-restriction/${requestId}`);
  // Defect 3: changing the date starts from the planned day, not from today ("ends now").
  expect(await page.getByLabel(t.endDate).inputValue()).toBe(first.api);
  await page.getByText(t.scheduled(first.display), { exact: true }).waitFor();
  expect(await page.getByText(t.endsNow, { exact: true }).count()).toBe(0);
  await page.getByLabel(t.endDate).fill(second.api);
  await button(page, 'Volgende').click();
  await button(page, t.confirm).click();
  await closeMessage(page, t.scheduledMessage(second.display));
  await openDetails(page, requestId);
  expect(await fact(page, t.validTo)).toBe(second.display);

  await button(page, t.changeTermination).click();
  await button(dialogNamed(page, t.plannedTitle), t.dontTerminate).click();
  await waitForScreen(page, '/current-products');
  await closeMessage(page, t.cancelled);
  await openDetails(page, requestId);
  expect(await fact(page, t.validTo)).toBe(validTo);
  expect(await page.locator('.pl-facts dt', { hasText: t.originalValidTo }).count()).toBe(0);

  // Defect 5: ended now, before its start, it reads as withdrawn before it began; no end before the start.
  await button(page, t.terminate).click();
  await waitForScreen(page, `/terminate-with-restriction/${requestId}`);
  await page.getByLabel(t.endDate).fill(dayFromToday(0).api);
  await page.getByText(t.endsNow, { exact: true }).waitFor();
  await button(page, 'Volgende').click();
  await waitForScreen(page, `/confirmation-terminate/${requestId}`);
  await button(page, t.confirm).click();
  await waitForScreen(page, '/current-products');
  await closeMessage(page, t.endedNow);
  await page.goto(`/${code}/permits-history`);
  const ended = page.getByRole('listitem').filter({ hasText: t.event });
  await ended.waitFor();
  expect(await fact(page, t.status)).toBe(t.withdrawnStatus);
  expect(await fact(page, t.wouldStart)).toBe(start.display);
  expect(await fact(page, t.withdrawnOn)).toBe(dayFromToday(0).display);
  expect(await ended.locator('dt', { hasText: t.validTo }).count(), 'no end before the start').toBe(0);
  await ended.getByRole('link', { name: t.open(t.event), exact: true }).click();
  await waitForScreen(page, `/permit-history-details/${requestId}`);
  expect(await fact(page, t.status)).toBe(t.withdrawnStatus);
  expect(await fact(page, t.withdrawnOn)).toBe(dayFromToday(0).display);
  await axeInEveryTheme(page, 'history details of a permit withdrawn before its start');
});

test.skipIf(!operatorAvailable())(
  'a permit past its end date is in the history after the job has run',
  {
    timeout: walkTimeout,
  },
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    const { requestId } = await newResidentWithEventPermit(page);
    await openDetails(page, requestId);
    const validTo = await fact(page, 'Geldig tot en met');
    const [day, month, year] = validTo.split('-');
    // Two days after the last valid day, at night in Amsterdam.
    const after = new Date(`${year}-${month}-${day}T03:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 2);
    const outcome = await runOperator('run-job', 'permits-to-history', `--at=${after.toISOString()}`);
    expect(outcome.stdout).toMatch(/permits-to-history: acted on [1-9]\d*/);

    await openCurrentProducts(page);
    await page.getByText(t.empty, { exact: true }).waitFor();
    await page.goto(`/${code}/permits-history`);
    const expired = page.getByRole('listitem').filter({ hasText: t.event });
    await expired.waitFor();
    expect(await expired.textContent()).toContain(t.expiredStatus);
    const jobs = await runOperator('jobs');
    expect(jobs.stdout).toContain('permits-to-history (every 900 s)');
  },
);

test.skipIf(!operatorAvailable())(
  'a paid permit: its plates changed with a fee, then terminated now with the refund to a checked IBAN',
  { timeout: walkTimeout },
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    const requestId = await newResidentWithCarSharingRequest(page);
    // Paid at the municipality's counter: the employee records it, and the permit is issued.
    expect((await runOperator('record-payment', code, String(requestId))).stdout).toContain('now PERMIT_CREATED');

    await openDetails(page, requestId, carSharingProduct.title);
    await button(page, t.managePlates).click();
    const cost = dialogNamed(page, 'Kosten van een kentekenwijziging');
    await cost.getByText(/€\s5,00/).waitFor();
    await softExpectNoAxeViolations(page, 'the plate change cost warning');
    await button(cost, 'Doorgaan').click();
    await waitForScreen(page, `/manage-lic-plates/${requestId}`);
    await button(page, plateTexts.delete('SXR41P')).click();
    await button(page.getByRole('dialog', { name: plateTexts.deleteTitle }), plateTexts.deleteConfirm).click();
    await addPlate(page, '8TNX52');
    await answerPlateQuestion(page, plateTexts.questionMaximumOne);
    await button(page, t.sendChange).click();
    const result = dialogNamed(page, t.changeResultTitle);
    await result
      .getByText('De wijziging staat in uw winkelwagen. Na betaling worden de kentekens gewijzigd.', { exact: true })
      .waitFor();
    await button(result, 'Naar de winkelwagen').click();
    await waitForScreen(page, '/shopping-cart');

    // Until it is paid the plates stay, and a second change is blocked.
    await openDetails(page, requestId, carSharingProduct.title);
    await page
      .getByText('Er staat nog een kentekenwijziging van dit product open om te betalen.', { exact: true })
      .waitFor();
    expect(await fact(page, 'Kentekens')).toBe('SXR41P');
    expect(await button(page, t.managePlates).isDisabled()).toBe(true);
    await axeInEveryTheme(page, 'product details with a change to be paid');

    // Terminated now, with a refund: the IBAN is checked by the server before step 2.
    await button(page, t.terminate).click();
    await waitForScreen(page, `/terminate-with-restriction/${requestId}`);
    await page.getByText(/^U krijgt terug: €\s\d+,\d{2}$/).waitFor();
    const iban = page.getByRole('textbox', { name: 'IBAN voor de terugbetaling', exact: true });
    await iban.fill('nl91abna0417164301');
    await page.getByRole('textbox', { name: 'Naam rekeninghouder', exact: true }).fill('t. tester');
    await button(page, 'Volgende').click();
    await page
      .getByText(/controlegetal|checksum|klopt niet/i)
      .first()
      .waitFor();
    await axeInEveryTheme(page, 'termination step 1 with a refund and a refused IBAN');
    await iban.fill('nl91abna0417164300');
    await button(page, 'Volgende').click();
    await waitForScreen(page, `/confirmation-terminate/${requestId}`);
    expect(await fact(page, 'IBAN')).toBe('NL91ABNA0417164300');
    expect(await fact(page, 'Rekeninghouder')).toBe('T. TESTER');
    await button(page, t.confirm).click();
    await waitForScreen(page, '/current-products');
    const message = page.getByRole('dialog').filter({ hasText: t.endedNow });
    await message.getByText(/teruggestort op NL91ABNA0417164300/).waitFor();
    await button(message, 'OK').click();

    // The history shows the refund the termination produced, and where it stands (issue 24).
    await page.goto(`/${code}/permits-history`);
    await page.getByRole('listitem').filter({ hasText: carSharingProduct.title }).waitFor();
    expect(await fact(page, t.refund)).toMatch(/^€ \d+,\d{2}, opdracht gegeven$/);
    await axeInEveryTheme(page, 'history with a refund');

    const orders = await runOperator('refund-orders', code, '--status=OPEN');
    expect(orders.stdout).toMatch(
      new RegExp(`OPEN\\tproduct ${requestId}\\t€ \\d+\\.\\d{2}\\tNL91ABNA0417164300\\tT\\. TESTER`),
    );
  },
);
