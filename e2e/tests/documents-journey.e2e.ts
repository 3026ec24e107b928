import type { Page } from 'playwright-core';
import { softExpectNoAxeViolations } from '../support/axe.js';
import {
  block,
  button,
  careProduct,
  chooseFileWithKey,
  dialog,
  fileInput,
  interceptFileChooser,
  listedFiles,
  loginAsNewResident,
  openPendingRequest,
  pendingRequestPath,
  requestCarePermit,
  samplePdf,
  summaryCard,
  summaryDocuments,
  documentTexts as t,
  tabTo,
  uploadAnswer,
  uploadFile,
} from '../support/documents.js';
import { eventually, expect, test } from '../support/fixtures.js';
import { screenPath, waitForScreen } from '../support/login.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { readOutbox } from '../support/outbox.js';
import { tenants } from '../support/portal.js';
import { slow } from '../support/time-scale.js';

/**
 * Issue 6 through the screens and the real operator tool: a resident requests the demo's care provider
 * permit (a lease contract for the lease car SXR41P, and a statement of the care organisation), uploads
 * from a file, views it, deletes it and uploads it again by keyboard alone, photographs the statement with
 * the camera dialog (Chromium's fake camera), and continues; the finish stage says the municipality
 * reviews first. The municipality's employee accepts with `operator review voorbeeld <id> accept` (the
 * server stopped for it and started again: the embedded database is one process's at a time); the
 * resident is e-mailed, continues the request from its id, confirms it (Yes, the declaration) and finds
 * the invoice in the shopping cart.
 */

const code = tenants.voorbeeld.code;

/** Home's shopping-cart tile shows this count (its name is 'Winkelwagen Aantal: {n}'). */
async function expectCartCount(page: Page, count: number): Promise<void> {
  await page.goto(`/${code}/home`);
  await page.getByRole('link', { name: new RegExp(`^Winkelwagen Aantal: ${count}(\\D|$)`) }).waitFor();
}

test.skipIf(!operatorAvailable())(
  'a resident uploads, views, deletes and re-uploads documents, the employee accepts, the resident confirms and pays later',
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    interceptFileChooser(page);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    const resident = await loginAsNewResident(page);
    await expectCartCount(page, 0);
    const requestId = await requestCarePermit(page);

    // The upload stage: the plate's document first, then the additional one; Next waits for both.
    const blocks = page.locator('section.pl-doc-block h3');
    // The blocks come with the request's document list: wait for both, not for the stage's heading.
    await eventually(() => blocks.allTextContents(), 'the blocks in order').toEqual([
      t.leaseHeading,
      t.statementHeading,
    ]);
    const lease = block(page, t.leaseHeading);
    const statement = block(page, t.statementHeading);
    await statement.getByRole('button', { name: t.template(careProduct.statementTemplate) }).waitFor();
    const next = button(page, t.next);
    expect(await next.isDisabled(), 'Next before any upload').toBe(true);
    await page.getByText(t.nextHint, { exact: true }).waitFor();
    // The price breakdown is in the summary card from the upload stage on.
    await eventually(async () => (await summaryCard(page).textContent())?.replace(/\s+/g, ' ')).toContain(
      careProduct.price,
    );

    // From a file: the lease contract.
    const contract = samplePdf('leasecontract.pdf');
    await uploadFile(page, lease, contract);
    expect(await listedFiles(lease)).toEqual([contract.name]);
    await eventually(() => summaryDocuments(page)).toContain(contract.name);
    expect(await next.isDisabled(), 'Next with only the plate’s document').toBe(true);

    // Viewed: the viewer shows the PDF.
    await button(lease, t.view(contract.name)).click();
    const viewer = dialog(page, contract.name);
    await viewer.waitFor();
    await viewer.locator(`object[type="application/pdf"][title="PDF-document ${contract.name}"]`).waitFor();
    expect(cspViolations, 'nothing the viewer shows is blocked').toEqual([]);
    await button(viewer, t.ok).click();
    await viewer.waitFor({ state: 'hidden' });

    // Deleted by keyboard, after its confirmation.
    await lease.getByRole('heading', { level: 3 }).focus();
    await tabTo(page, button(lease, t.deleteNamed(contract.name)));
    await page.keyboard.press('Enter');
    const confirmDelete = dialog(page, t.deleteTitle);
    await confirmDelete.waitFor();
    expect(await confirmDelete.textContent()).toContain(contract.name);
    await tabTo(page, button(confirmDelete, t.deleteConfirm), 5);
    await page.keyboard.press('Enter');
    await confirmDelete.waitFor({ state: 'hidden' });
    await lease.getByText(t.deleted, { exact: true }).waitFor();
    expect(await listedFiles(lease), 'gone after the deletion').toEqual([]);
    expect(await summaryDocuments(page)).not.toContain(contract.name);

    // Uploaded again by keyboard alone: Tab to the file input, Enter opens the file chooser.
    await lease.getByRole('heading', { level: 3 }).focus();
    await tabTo(page, fileInput(lease));
    const again = samplePdf('leasecontract-getekend.pdf', 'Leasecontract getekend');
    await chooseFileWithKey(page, 'Enter', again);
    await lease.getByText(t.uploaded(again.name), { exact: true }).waitFor();
    expect(await listedFiles(lease)).toEqual([again.name]);

    // The statement photographed with the camera dialog (the fake camera's test pattern).
    await button(statement, new RegExp(`^${t.camera}`)).click();
    const camera = dialog(page, t.cameraDialog);
    await camera.waitFor();
    await camera.getByText(t.cameraLive, { exact: true }).waitFor();
    await softExpectNoAxeViolations(
      page,
      'the upload stage with a document and the camera dialog open (default, 1280 px)',
    );
    await button(camera, t.capture).click();
    const photoStored = uploadAnswer(page);
    await button(camera, t.ok).click();
    await camera.waitFor({ state: 'hidden' });
    await photoStored;
    const [photo = ''] = await listedFiles(statement);
    expect(photo, 'the photo’s name').toMatch(/^camera_\d+\.png$/);
    // The photo is shown as a preview and in the viewer.
    await statement.locator('img.pl-doc-file__image').waitFor();
    await button(statement, t.view(photo)).click();
    const photoViewer = dialog(page, photo);
    await photoViewer.getByRole('img', { name: photo }).waitFor();
    await button(photoViewer, t.ok).click();
    await photoViewer.waitFor({ state: 'hidden' });

    // Next: the request waits for the municipality.
    await eventually(() => next.isDisabled(), 'Next with every document').toBe(false);
    await page.getByText(t.nextHint, { exact: true }).waitFor({ state: 'detached' });
    const summary = await summaryDocuments(page);
    expect(summary).toContain(again.name);
    expect(summary).toContain(photo);
    await next.click();
    await page.getByRole('heading', { level: 2, name: t.finishHeading }).waitFor();
    await page.getByText(t.finishApproval, { exact: true }).waitFor();
    await page.getByRole('link', { name: t.toProducts, exact: true }).waitFor();
    expect(await summaryDocuments(page)).toContain(photo);

    // The employee: the request waits for review with both documents, and is accepted.
    const reviews = await runOperator('list-reviews', code);
    expect(reviews.stdout).toContain(String(requestId));
    expect(reviews.stdout).toContain(again.name);
    expect(reviews.stdout).toContain(photo);
    const accepted = await runOperator('review', code, String(requestId), 'accept', '--by=e2e');
    expect(accepted.stdout).toContain('AWAIT_CONFIRMATION');

    // The resident's e-mail says the request awaits their confirmation.
    const mail = (await readOutbox(page.context().request, code, resident.email)).find(
      (message) => message.template === 'document_approved',
    );
    expect(mail?.body, 'the e-mail after the review').toContain(String(requestId));
    expect(mail?.body).toContain('bevestig de aanvraag bij Lopende aanvragen');

    // The resident continues the request from its id (as the pending requests do): the confirmation stage.
    await openPendingRequest(page, requestId, t.confirmationHeading);
    await eventually(() => summaryDocuments(page)).toContain(again.name);
    await eventually(() => summaryCard(page).textContent()).toContain(careProduct.description);
    const confirm = button(page, t.confirm);
    expect(await confirm.isDisabled(), 'Confirm without an answer').toBe(true);
    const question = page.getByRole('group', { name: t.confirmationQuestion });
    await page.getByText(t.declaration, { exact: true }).waitFor();
    expect(await button(page, t.prev).count(), 'no Prev on a request continued from its id').toBe(0);
    await question.getByRole('radio', { name: t.no, exact: true }).check();
    await page.getByText(t.notCorrectResumed, { exact: true }).waitFor();
    expect(await confirm.isDisabled(), 'Confirm with No').toBe(true);
    await question.getByRole('radio', { name: t.yes, exact: true }).check();
    await confirm.click();

    // Finish: the invoice is in the cart.
    await page.getByRole('heading', { level: 2, name: t.finishHeading }).waitFor();
    await page.getByText(t.finishPayment, { exact: true }).waitFor();
    await page.getByRole('link', { name: t.toCart, exact: true }).click();
    await waitForScreen(page, '/shopping-cart');
    await expectCartCount(page, 1);

    // The page of the request now says where it stands.
    await openPendingRequest(page, requestId, t.finishHeading);
    await page.getByText(t.finishPayment, { exact: true }).waitFor();
    expect(screenPath(page)).toBe(pendingRequestPath(requestId).replace(`/${code}`, ''));
  },
  slow(120_000),
);
