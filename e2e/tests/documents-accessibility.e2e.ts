import { type AxeExtra, expectNoAxeViolationsInThemes } from '../support/axe.js';
import {
  block,
  button,
  dialog,
  loginAsNewResident,
  openPendingRequest,
  requestCarePermit,
  samplePdf,
  samplePng,
  documentTexts as t,
  uploadFile,
} from '../support/documents.js';
import { test } from '../support/fixtures.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { tenants } from '../support/portal.js';
import { slow } from '../support/time-scale.js';

/**
 * Issue 6, accessibility: axe (WCAG 2.2 A and AA) on the upload stage with a document uploaded and with
 * the camera dialog open, the document viewer, the finish stage and the confirmation stage, in the five
 * contrast themes at 320 px and the default theme at 1280 px, with no sideways scrolling
 * (`expectNoAxeViolationsInThemes`, support/axe.ts: the theme chosen in the header, no reload between themes).
 * The stages are those of the request flow, shown for one request as it moves on (on its page
 * /upload-files-for-pending-request/{id}, opened once per stage). The municipality's employee accepts the
 * documents with the operator tool in between. Keyboard use is in documents-journey.e2e.ts and
 * documents-rejection.e2e.ts.
 */

const code = tenants.voorbeeld.code;

test.skipIf(!operatorAvailable())(
  'axe finds no violations on the upload stage, the camera dialog, the viewer, the finish and the confirmation stage, in every theme',
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    await loginAsNewResident(page);
    const requestId = await requestCarePermit(page);
    const contract = samplePdf('contract.pdf');
    await uploadFile(page, block(page, t.leaseHeading), contract);

    await openPendingRequest(page, requestId, t.uploadHeading);
    const lease = block(page, t.leaseHeading);
    await button(lease, t.view(contract.name)).waitFor();
    const camera: AxeExtra = {
      label: 'the camera dialog',
      async open(p) {
        await button(block(p, t.statementHeading), new RegExp(`^${t.camera}`)).click();
        await dialog(p, t.cameraDialog).getByText(t.cameraLive, { exact: true }).waitFor();
      },
      async close(p) {
        const opened = dialog(p, t.cameraDialog);
        await button(opened, t.cancel).click();
        await opened.waitFor({ state: 'hidden' });
      },
    };
    const viewer: AxeExtra = {
      label: 'the document viewer with a PDF',
      async open(p) {
        await button(block(p, t.leaseHeading), t.view(contract.name)).click();
        await dialog(p, contract.name).locator('object[type="application/pdf"]').waitFor();
      },
      async close(p) {
        const opened = dialog(p, contract.name);
        await button(opened, t.ok).click();
        await opened.waitFor({ state: 'hidden' });
      },
    };
    await expectNoAxeViolationsInThemes(page, { label: 'the upload stage with a document', extras: [camera, viewer] });

    // The statement too, and on: the finish stage (awaiting the municipality's review).
    await uploadFile(page, block(page, t.statementHeading), samplePng('verklaring.png'));
    await button(page, t.next).click();
    await page.getByText(t.finishApproval, { exact: true }).waitFor();
    await openPendingRequest(page, requestId, t.finishHeading);
    await page.getByText(t.finishApproval, { exact: true }).waitFor();
    await expectNoAxeViolationsInThemes(page, { label: 'the finish stage' });

    // Accepted by the municipality: the confirmation stage, answered Yes.
    await runOperator('review', code, String(requestId), 'accept');
    await openPendingRequest(page, requestId, t.confirmationHeading);
    await page
      .getByRole('group', { name: t.confirmationQuestion })
      .getByRole('radio', { name: t.yes, exact: true })
      .check();
    await expectNoAxeViolationsInThemes(page, { label: 'the confirmation stage' });
  },
  slow(180_000),
);
