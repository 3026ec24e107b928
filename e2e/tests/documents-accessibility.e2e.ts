import type { Page } from 'playwright-core';
import { softExpectNoAxeViolations, type ThemeVariant, themeVariants } from '../support/axe.js';
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
import { storageKeys, tenants, waitForHtmlAttribute } from '../support/portal.js';

/**
 * Issue 6, accessibility: axe (WCAG 2.2 A and AA) on the upload stage with a document uploaded and with
 * the camera dialog open, the document viewer, the finish stage and the confirmation stage, in the five
 * contrast themes at 320 px and the default theme at 1280 px. The stages are those of the request flow,
 * shown for one request as it moves on (on its page /upload-files-for-pending-request/{id}, which a theme
 * change may reload; the flow's own page would lose its state). The municipality's employee accepts the
 * documents with the operator tool in between. Keyboard use is in documents-journey.e2e.ts and
 * documents-rejection.e2e.ts.
 */

const code = tenants.voorbeeld.code;

type Variant = ThemeVariant;

/** The five contrast themes at 320 px and the default theme at 1280 px (support/axe.ts). */
const variants = themeVariants;

/** Opens the request's page in the variant's theme and width, at the stage with this heading. */
async function openIn(page: Page, variant: Variant, requestId: number, stageHeading: string): Promise<void> {
  await page.setViewportSize({ width: variant.width, height: 800 });
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    storageKeys.contrast,
    variant.theme,
  ] as const);
  await openPendingRequest(page, requestId, stageHeading);
  await waitForHtmlAttribute(page, 'data-contrast', variant.theme);
}

test.skipIf(!operatorAvailable())(
  'axe finds no violations on the upload stage, the camera dialog, the viewer, the finish and the confirmation stage, in every theme',
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    await loginAsNewResident(page);
    const requestId = await requestCarePermit(page);
    const contract = samplePdf('contract.pdf');
    await uploadFile(page, block(page, t.leaseHeading), contract);

    for (const variant of variants) {
      const label = (screen: string) => `${screen} (${variant.theme}, ${variant.width} px)`;
      await openIn(page, variant, requestId, t.uploadHeading);
      const lease = block(page, t.leaseHeading);
      await button(lease, t.view(contract.name)).waitFor();
      await softExpectNoAxeViolations(page, label('the upload stage with a document'));

      await button(block(page, t.statementHeading), new RegExp(`^${t.camera}`)).click();
      const camera = dialog(page, t.cameraDialog);
      await camera.getByText(t.cameraLive, { exact: true }).waitFor();
      await softExpectNoAxeViolations(page, label('the camera dialog'));
      await button(camera, t.cancel).click();
      await camera.waitFor({ state: 'hidden' });

      await button(lease, t.view(contract.name)).click();
      const viewer = dialog(page, contract.name);
      await viewer.locator('object[type="application/pdf"]').waitFor();
      await softExpectNoAxeViolations(page, label('the document viewer with a PDF'));
      await button(viewer, t.ok).click();
      await viewer.waitFor({ state: 'hidden' });
    }

    // The statement too, and on: the finish stage (awaiting the municipality's review).
    await openIn(page, variants[0] as Variant, requestId, t.uploadHeading);
    await uploadFile(page, block(page, t.statementHeading), samplePng('verklaring.png'));
    await button(page, t.next).click();
    await page.getByText(t.finishApproval, { exact: true }).waitFor();
    for (const variant of variants) {
      await openIn(page, variant, requestId, t.finishHeading);
      await page.getByText(t.finishApproval, { exact: true }).waitFor();
      await softExpectNoAxeViolations(page, `the finish stage (${variant.theme}, ${variant.width} px)`);
    }

    // Accepted by the municipality: the confirmation stage, answered Yes.
    await runOperator('review', code, String(requestId), 'accept');
    for (const variant of variants) {
      await openIn(page, variant, requestId, t.confirmationHeading);
      await page
        .getByRole('group', { name: t.confirmationQuestion })
        .getByRole('radio', { name: t.yes, exact: true })
        .check();
      await softExpectNoAxeViolations(page, `the confirmation stage (${variant.theme}, ${variant.width} px)`);
    }
  },
  180_000,
);
