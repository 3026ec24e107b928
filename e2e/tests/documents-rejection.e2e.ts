import type { Locator, Page } from 'playwright-core';
import {
  block,
  button,
  chooseFileWithKey,
  dialog,
  fileInput,
  interceptFileChooser,
  listedFiles,
  loginAsNewResident,
  pendingRequestPath,
  requestCarePermit,
  samplePdf,
  samplePng,
  summaryDocuments,
  documentTexts as t,
  tabTo,
  uploadFile,
} from '../support/documents.js';
import { eventually, expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { readOutbox } from '../support/outbox.js';
import { tenants } from '../support/portal.js';
import { slow } from '../support/time-scale.js';

/**
 * Issue 6: the municipality's employee rejects a document with 'upload a new document' (the operator
 * tool's `review ... reject-upload --reason --documents`); the resident follows the e-mail's link to
 * /upload-files-for-pending-request/{id}, sees the rejected document in red with the reason, uploads a new
 * one and continues. Another user's and another municipality's request id get the server's NOT_FOUND
 * message and a way back. A request is cancelled from the upload stage ('Cancel request', confirmed), and
 * Prev there asks first.
 */

const code = tenants.voorbeeld.code;
const reason = 'Het kenteken op het contract is niet leesbaar.';

/** The colour an element is drawn in, and the error colour of the theme, as the browser computes them. */
async function colours(locator: Locator): Promise<{ text: string; error: string }> {
  return locator.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--pl-color-error)';
    document.body.append(probe);
    const error = getComputedStyle(probe).color;
    probe.remove();
    return { text: getComputedStyle(element).color, error };
  });
}

function isRed(rgb: string): boolean {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return r > 120 && r > 2 * g && r > 2 * b;
}

async function expectProblem(page: Page, message: string): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: t.problemTitle });
  await alert.waitFor();
  expect(await alert.textContent()).toContain(message);
  await alert.getByRole('link', { name: t.toPending, exact: true }).waitFor();
}

test.skipIf(!operatorAvailable())(
  'a rejected document: the e-mail leads back to the upload stage, in red with the reason; a new upload continues',
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    interceptFileChooser(page);
    const resident = await loginAsNewResident(page);
    const requestId = await requestCarePermit(page);

    // The lease contract from a file; the statement as a PNG chosen by keyboard (Space on the file input).
    const lease = block(page, t.leaseHeading);
    const statement = block(page, t.statementHeading);
    const contract = samplePdf('contract.pdf');
    const leaseId = await uploadFile(page, lease, contract);
    await statement.getByRole('heading', { level: 3 }).focus();
    await tabTo(page, fileInput(statement));
    const scan = samplePng('verklaring.png');
    await chooseFileWithKey(page, 'Space', scan);
    await statement.getByText(t.uploaded(scan.name), { exact: true }).waitFor();
    await button(page, t.next).click();
    await page.getByText(t.finishApproval, { exact: true }).waitFor();

    // The employee rejects the lease contract and asks for a new one; the statement is accepted.
    const rejected = await runOperator(
      'review',
      code,
      String(requestId),
      'reject-upload',
      `--reason=${reason}`,
      `--documents=${leaseId}`,
    );
    expect(rejected.stdout).toContain('DOCS_REJECTED_UPLOAD');

    // The e-mail's link leads to the request's upload page.
    const mail = (await readOutbox(page.context().request, code, resident.email)).find(
      (message) => message.template === 'document_rejected',
    );
    expect(mail?.body).toContain(`Reden van de gemeente: ${reason}`);
    // The one link to a screen (a "contact the municipality" would link the Contact en hulp page besides).
    const link = (mail?.body.match(/https?:\/\/\S+/g) ?? []).find((l) => !l.endsWith('/contact-and-help')) ?? '';
    expect(new URL(link).pathname, 'the e-mail’s link').toBe(pendingRequestPath(requestId));
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { level: 1, name: t.resumeTitle }).waitFor();
    await page.getByRole('heading', { level: 2, name: t.uploadHeading }).waitFor();
    await page.getByText(t.rejectedNotice, { exact: true }).waitFor();

    // The rejected document in red, with the word, the reason and no delete; it does not count.
    const rejectedItem = lease.locator('li').filter({ hasText: contract.name });
    const status = rejectedItem.locator('.pl-doc-file__status');
    await eventually(() => status.textContent()).toContain(t.rejected);
    await eventually(() => status.textContent()).toContain(t.reason(reason));
    const { text, error } = await colours(status);
    expect(text, 'the rejection is in the error colour').toBe(error);
    expect(isRed(error), `the error colour ${error} is red`).toBe(true);
    expect(await button(rejectedItem, t.deleteNamed(contract.name)).count(), 'a rejected document').toBe(0);
    expect(await button(statement, t.deleteNamed(scan.name)).count(), 'an accepted document').toBe(0);
    expect(await listedFiles(statement)).toEqual([scan.name]);
    expect(await summaryDocuments(page)).toContain(`${contract.name} (afgewezen)`);
    const next = button(page, t.next);
    expect(await next.isDisabled(), 'Next with only the rejected contract').toBe(true);
    expect(await button(page, t.prev).count(), 'no Prev on a request continued from its id').toBe(0);

    // A new contract lets the resident continue; the request waits for review again.
    const replacement = samplePdf('contract-nieuw.pdf', 'Leasecontract leesbaar');
    await uploadFile(page, lease, replacement);
    expect(await listedFiles(lease)).toEqual([contract.name, replacement.name]);
    await next.click();
    await page.getByRole('heading', { level: 2, name: t.finishHeading }).waitFor();
    await page.getByText(t.finishApproval, { exact: true }).waitFor();
    const summary = await summaryDocuments(page);
    expect(summary).toContain(replacement.name);
    expect(summary).toContain(`${contract.name} (afgewezen)`);

    // Another resident of the same municipality: the server's NOT_FOUND, and a way back.
    const other = await portal.newContext();
    const otherPage = await other.newPage();
    await loginAsNewResident(otherPage);
    await otherPage.goto(pendingRequestPath(requestId));
    await expectProblem(otherPage, t.notFound);
    await otherPage.getByRole('link', { name: t.toPending, exact: true }).click();
    await waitForScreen(otherPage, '/pending-requests');
    // Not a number at all.
    await otherPage.goto(`/${code}/upload-files-for-pending-request/abc`);
    await expectProblem(otherPage, 'Dit is geen geldig aanvraagnummer.');

    // Someone of another municipality with the same id: NOT_FOUND there too.
    const elsewhere = await portal.newContext();
    const elsewherePage = await elsewhere.newPage();
    await loginAsNewResident(elsewherePage, tenants.proefdorp.code);
    await elsewherePage.goto(pendingRequestPath(requestId, tenants.proefdorp.code));
    await expectProblem(elsewherePage, t.notFound);
  },
  slow(120_000),
);

test('a request cancelled from the upload stage is gone; Prev there asks first', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginAsNewResident(page);
  const requestId = await requestCarePermit(page);

  // Prev asks before it cancels; No stays.
  await button(page, t.prev).click();
  const back = dialog(page, 'Teruggaan?');
  await back.waitFor();
  await button(back, 'Nee, hier blijven').click();
  await back.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 2, name: t.uploadHeading }).waitFor();

  // 'Cancel request', confirmed: the products.
  await button(page, t.cancelRequest).click();
  const ask = dialog(page, t.cancelTitle);
  await ask.waitFor();
  await button(ask, t.cancelYes).click();
  await waitForScreen(page, '/requestable-products');

  // The request is gone: its page says it was cancelled, and leads back to the products.
  await page.goto(pendingRequestPath(requestId));
  const cancelled = page.getByRole('alertdialog').filter({ hasText: t.cancelledText });
  await cancelled.waitFor();
  await button(cancelled, t.ok).click();
  await waitForScreen(page, '/requestable-products');
});
