/**
 * At the counter, with documents (issue 28, decision 046): a Klantcontact requests the care provider permit for a
 * resident (a lease car, so it asks the lease contract and the care organisation's statement), uploads a scan of
 * each at the counter, and sends the request on: it waits for the municipality's review, as after the portal's own
 * upload stage. A hostile file is refused next to the file field. The resident, logged in, sees both documents on
 * the request. The counter's screen with the documents is axe-clean in the five themes at 320 px and on the desktop.
 */
import type { Page } from 'playwright-core';
import { everyThemeAtBothWidths, expectNoAxeViolationsInThemes, softExpectNoAxeViolations } from '../support/axe.js';
import {
  careProduct,
  documentTexts,
  loginAsNewResident,
  openPendingRequest,
  samplePdf,
  samplePng,
  summaryDocuments,
} from '../support/documents.js';
import { desktopWidth, expect, test } from '../support/fixtures.js';
import { operatorAvailable } from '../support/operator.js';
import { readOutbox } from '../support/outbox.js';
import { copyVoorbeeld } from '../support/own-municipality.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.skipIf(!operatorAvailable())(
  'a Klantcontact requests the care provider permit for a resident, uploads the scans at the counter and sends it on to the review; the resident sees the documents on the request',
  { timeout: slow(600_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('cdoc');
    const residentPage = await portal.openPage(`/${tenant}/welcome`);
    const resident = await loginAsNewResident(residentPage, tenant);

    const staffContext = await portal.newContext();
    const staffName = uniqueStaffName('Dana Documenten');
    await signInStaffThroughServer(staffContext, tenant, 'klantcontact', staffName);
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width: desktopWidth, height: 800 });
    await staff.goto(portal.url(`/${tenant}/beheer/inwoners`));
    await heading(staff, 'Inwoners en bedrijven zoeken').waitFor();
    await staff.getByLabel('Zoeken op', { exact: true }).selectOption({ label: 'E-mailadres' });
    await staff.getByLabel('Zoekterm', { exact: true }).fill(resident.email);
    await staff.getByRole('button', { name: 'Zoeken' }).click();
    const found = staff.getByRole('region', { name: 'Resultaten' }).getByRole('link');
    await expect.poll(() => found.count()).toBe(1);
    await found.click();
    await heading(staff, /^Dossier van /).waitFor();
    await staff.getByRole('link', { name: 'Namens deze inwoner handelen' }).click();
    await heading(staff, /^Namens .+ handelen$/).waitFor();
    await staff.getByLabel('Aan de balie, met een identiteitsbewijs').check();
    await staff.getByRole('button', { name: 'Identificatie vastleggen' }).click();
    await staff.getByText(/^Geïdentificeerd: Aan de balie, met een identiteitsbewijs\./).waitFor();

    // The care provider permit with the lease car: the request waits for its documents.
    const product = staff.getByLabel('Product', { exact: true });
    const value = await product
      .locator('option')
      .filter({ hasText: new RegExp(`^${careProduct.description}`) })
      .first()
      .getAttribute('value');
    expect(value, 'the care provider permit is offered').toBeTruthy();
    await product.selectOption(value ?? '');
    await staff.getByLabel('Kenteken 1', { exact: true }).fill(careProduct.plate);
    await staff.getByRole('button', { name: 'Aanvragen namens de inwoner' }).click();
    const done = staff.getByRole('status').filter({ hasText: /^Aanvraag \d+ is gedaan/ });
    await done.waitFor();
    const requestId = Number(/^Aanvraag (\d+)/.exec((await done.textContent()) ?? '')?.[1]);
    expect(requestId).toBeGreaterThan(0);
    // The request just made is chosen in "Documenten aanvullen", with its documents.
    await staff.getByRole('heading', { level: 3, name: `Documenten bij aanvraag ${requestId}` }).waitFor();
    await expect.poll(() => staff.getByLabel('Aanvraag', { exact: true }).inputValue()).toBe(String(requestId));

    // The screen with the documents, in every theme at both widths (the theme chosen in the header: no reload).
    await expectNoAxeViolationsInThemes(staff, { label: 'counter, documents', variants: everyThemeAtBothWidths });

    const which = staff.getByLabel('Welk document?', { exact: true });
    const file = staff.getByLabel(/^Scan van/);
    await staff.getByText('PDF, JPEG, PNG, DOC of DOCX, maximaal 3 MB. Eén bestand tegelijk.').waitFor();
    const upload = staff.getByRole('button', { name: 'Scan uploaden' });

    // Nothing chosen: said next to the field. A file that is not what it says: the server's refusal, there too.
    await upload.click();
    await staff.getByText('Kies een bestand.', { exact: true }).waitFor();
    await expect.poll(() => file.getAttribute('aria-invalid')).toBe('true');
    await file.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ this is no PDF'),
    });
    await upload.click();
    const refusal = 'Toegestane bestandsformaten zijn PDF, JPEG, PNG, DOC of DOCX.';
    await staff.locator('.pl-staff-form__error').filter({ hasText: refusal }).waitFor();
    await staff.getByRole('alert').filter({ hasText: refusal }).waitFor();
    await softExpectNoAxeViolations(staff, 'counter, documents, a refused file');

    // The lease contract for the plate, then the care organisation's statement.
    await which.selectOption({ label: `${careProduct.leaseDocument} voor kenteken ${careProduct.plateShown}` });
    const lease = samplePdf('leasecontract-balie.pdf');
    await file.setInputFiles(lease);
    await upload.click();
    await staff
      .getByRole('status')
      .filter({ hasText: `${lease.name} is toegevoegd aan de aanvraag van de inwoner.` })
      .waitFor();
    // Later in the visit (the page opened again), the request is offered from the resident's file.
    await staff.reload();
    const chooseRequest = staff.getByLabel('Aanvraag', { exact: true });
    await chooseRequest.selectOption({ label: `Aanvraag ${requestId}: ${careProduct.description}` });
    await staff.getByText(`${lease.name} (Wacht op beoordeling)`).waitFor();
    const statement = samplePng('verklaring-balie.png');
    await which.selectOption({ label: careProduct.statementDocument });
    await file.setInputFiles(statement);
    await upload.click();
    await staff
      .getByRole('status')
      .filter({ hasText: `${statement.name} is toegevoegd aan de aanvraag van de inwoner.` })
      .waitFor();
    await softExpectNoAxeViolations(staff, 'counter, documents uploaded');

    // Sent on as the portal's Next does: the municipality reviews the documents first.
    await staff.getByRole('button', { name: 'Aanvraag verder sturen met deze documenten' }).click();
    await staff
      .getByRole('status')
      .filter({ hasText: new RegExp(`^Aanvraag ${requestId} is verder gestuurd`) })
      .waitFor();
    await softExpectNoAxeViolations(staff, 'counter, request sent on');

    // The resident: the request waits for the review, with both documents; the e-mail said a document was added.
    await openPendingRequest(residentPage, requestId, documentTexts.finishHeading, tenant);
    await residentPage.getByText(documentTexts.finishApproval, { exact: true }).waitFor();
    await expect.poll(() => summaryDocuments(residentPage)).toContain(lease.name);
    expect(await summaryDocuments(residentPage)).toContain(statement.name);
    await expect
      .poll(async () => {
        const mails = await readOutbox(residentPage.context().request, tenant, resident.email);
        return mails.some((mail) =>
          mail.body.includes(`een document (${lease.name}) toegevoegd aan aanvraag ${requestId}`),
        );
      })
      .toBe(true);
  },
);
