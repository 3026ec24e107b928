import type { Page } from 'playwright-core';
import { expectNoAxeViolationsInThemes, themeVariants } from '../support/axe.js';
import {
  block,
  button,
  interceptFileChooser,
  loginAsNewResident,
  openPendingRequest,
  requestCarePermit,
  samplePdf,
  samplePng,
  documentTexts as t,
  uploadFile,
} from '../support/documents.js';
import { desktopWidth, expect, test } from '../support/fixtures.js';
import { operatorAvailable } from '../support/operator.js';
import { readOutbox } from '../support/outbox.js';
import { copyVoorbeeld } from '../support/own-municipality.js';
import { tenants } from '../support/portal.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';

/**
 * The back office's work queues (issue 27, decision 034). A resident's request awaits review; the first
 * Beoordelaar to open it has it (a second sees who), rejects the documents with a reason from the list and
 * their own words; the resident is e-mailed, uploads again in the portal; a second Beoordelaar approves and
 * the request goes on; in a municipality of the test's own, so the list holds only the test's requests, oldest first,
 * and the Beoordelaar opens the oldest by clicking it. Every queue screen, and a request's review screen, passes axe
 * in the five contrast themes at 320 px and at desktop width.
 */

const code = tenants.voorbeeld.code;
const text = (value: string | null) =>
  (value ?? '')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function submitForReview(page: Page, lease: string, statement: string): Promise<void> {
  await uploadFile(page, block(page, t.leaseHeading), samplePdf(lease));
  await uploadFile(page, block(page, t.statementHeading), samplePng(statement));
  await button(page, t.next).click();
  await page.getByText(t.finishApproval, { exact: true }).waitFor();
}

async function openReview(page: Page, requestId: number, tenant: string = code): Promise<void> {
  await page.goto(`/${tenant}/beheer/documentbeoordelingen/${requestId}`);
  await page.getByRole('heading', { level: 1, name: `Aanvraag ${requestId} beoordelen` }).waitFor();
  await page.locator('.pl-staff-review__claim').waitFor();
}

test.skipIf(!operatorAvailable())(
  'a Beoordelaar opens the oldest request from the list and rejects with a reason, the resident uploads again, a second Beoordelaar approves',
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('stq');
    const page = await portal.openPage(`/${tenant}/welcome`);
    interceptFileChooser(page);
    const resident = await loginAsNewResident(page, tenant);
    const requestId = await requestCarePermit(page, tenant);
    await submitForReview(page, 'contract.pdf', 'verklaring.png');
    // A second resident's request, sent for review later: the newer one.
    const later = await (await portal.newContext()).newPage();
    await later.goto(portal.url(`/${tenant}/welcome`));
    interceptFileChooser(later);
    await loginAsNewResident(later, tenant);
    const laterId = await requestCarePermit(later, tenant);
    await submitForReview(later, 'contract-2.pdf', 'verklaring-2.png');

    // The first reviewer: the list holds both, oldest first; clicking the oldest opens it and claims it, the
    // documents are shown beside it.
    const first = await portal.newContext();
    const anna = uniqueStaffName('Anna');
    await signInStaffThroughServer(first, tenant, 'beoordelaar', anna);
    const annaPage = await first.newPage();
    await annaPage.goto(portal.url(`/${tenant}/beheer/documentbeoordelingen`));
    await annaPage.getByRole('heading', { level: 1, name: 'Documenten' }).waitFor();
    const links = annaPage.locator('.pl-staff-table tbody tr').getByRole('link');
    await expect.poll(() => links.count()).toBe(2);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('aria-label')))).toEqual([
      `Aanvraag ${requestId} openen`,
      `Aanvraag ${laterId} openen`,
    ]);
    await links.first().click();
    await annaPage.getByRole('heading', { level: 1, name: `Aanvraag ${requestId} beoordelen` }).waitFor();
    await annaPage.locator('.pl-staff-review__claim').waitFor();
    expect(text(await annaPage.locator('.pl-staff-review__claim').textContent())).toContain(
      'U behandelt deze aanvraag',
    );
    await annaPage.locator('object.pl-staff-viewer__pdf').waitFor();
    await annaPage.getByRole('img', { name: 'Document: verklaring.png' }).waitFor();

    // A second reviewer sees who has it, and gets no decision form.
    const second = await portal.newContext();
    await signInStaffThroughServer(second, tenant, 'beoordelaar', uniqueStaffName('Bert'));
    const bertPage = await second.newPage();
    await bertPage.goto(portal.url(`/${tenant}/beheer/`));
    await openReview(bertPage, requestId, tenant);
    expect(text(await bertPage.locator('.pl-staff-review__claim').textContent())).toContain(
      `${anna} behandelt deze aanvraag`,
    );
    await expect(bertPage.getByRole('button', { name: 'Besluit vastleggen' }).count()).resolves.toBe(0);

    // Anna rejects: a reason from the list (the form asks for one first) and her own words.
    await annaPage.getByRole('radio', { name: 'Afkeuren: de inwoner levert opnieuw aan' }).check();
    await annaPage.getByRole('button', { name: 'Besluit vastleggen' }).click();
    await annaPage.getByText('Kies een reden.', { exact: true }).waitFor();
    const reasons = annaPage.getByLabel('Reden', { exact: true });
    const reason = text(await reasons.locator('option').nth(1).textContent());
    await reasons.selectOption({ index: 1 });
    await annaPage.getByLabel('Toelichting voor de inwoner (niet verplicht)').fill('De foto is te donker.');
    await annaPage.getByRole('button', { name: 'Besluit vastleggen' }).click();
    await annaPage.getByText(/Vastgelegd\. De aanvraag staat nu op: wacht op nieuwe documenten/).waitFor();

    // The resident's e-mail says why; they upload again in the portal and continue.
    const mail = (await readOutbox(page.context().request, tenant, resident.email)).find(
      (message) => message.template === 'document_rejected',
    );
    expect(text(mail?.body ?? '')).toContain(`${reason}: De foto is te donker.`);
    await openPendingRequest(page, requestId, t.uploadHeading, tenant);
    await submitForReview(page, 'contract-nieuw.pdf', 'verklaring-nieuw.png');

    // Anna's claim went with her decision: Bert opens the request again, has it now, and approves.
    await openReview(bertPage, requestId, tenant);
    expect(text(await bertPage.locator('.pl-staff-review__claim').textContent())).toContain(
      'U behandelt deze aanvraag',
    );
    await bertPage.getByRole('radio', { name: 'Goedkeuren' }).check();
    await bertPage.getByRole('button', { name: 'Besluit vastleggen' }).click();
    await bertPage.getByText(/Vastgelegd\. De aanvraag staat nu op:/).waitFor();

    // The resident's request goes on: it no longer awaits review.
    const status = await page.context().request.post(`/${tenant}/services/eloket/get_pending_requests`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: '',
    });
    const pending = (await status.json()) as { result: { REQUESTID?: number; RQT_ID?: number; STATUSCODE?: string }[] };
    const mine = pending.result.find((r) => (r.REQUESTID ?? r.RQT_ID) === requestId);
    expect(mine?.STATUSCODE ?? 'not pending').not.toBe('DOCS_AWAIT_APROVAL');
  },
);

/** A request of a resident of its own in voorbeeld awaiting review, for the axe test of this file. */
async function requestAwaitingReview(portal: { openPage(path: string): Promise<Page> }): Promise<number> {
  const page = await portal.openPage(`/${code}/welcome`);
  interceptFileChooser(page);
  await loginAsNewResident(page);
  const requestId = await requestCarePermit(page);
  await submitForReview(page, 'contract.pdf', 'verklaring.png');
  return requestId;
}

// One sign-in for every theme and width: the theme is chosen in the header's picker and the window resized, on each
// screen as it is (expectNoAxeViolationsInThemes), instead of a test, a sign-in and the five screens loaded anew per
// variant (issue 29: the suite's time).
test('axe: the work queues and a review, in the five contrast themes at 320 px and in the default at desktop width', {
  timeout: slow(180_000),
}, async ({ portal }) => {
  const requestId = await requestAwaitingReview(portal);
  const context = await portal.newContext();
  // A beheerder opening the review screen has it (claims it), so the screen shows the decision form.
  await signInStaffThroughServer(context, code, 'beheerder', uniqueStaffName('Beheerder'));
  const page = await context.newPage();
  const screens = [
    { path: 'documentbeoordelingen', title: 'Documenten' },
    { path: 'terugbetalingen', title: 'Terugbetalingen' },
    { path: 'betalingen-met-probleem', title: 'Betalingen met een probleem' },
    { path: 'taken', title: 'Taken' },
  ];
  for (const screen of screens) {
    await page.setViewportSize({ width: desktopWidth, height: 800 });
    await page.goto(portal.url(`/${code}/beheer/${screen.path}`));
    await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
    await page
      .locator('.pl-staff-main [role="status"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.locator('.pl-staff-table, .pl-staff-main p.utrecht-paragraph').first().waitFor();
    await expectNoAxeViolationsInThemes(page, { label: `staff ${screen.path}`, variants: themeVariants });
  }
  // The review screen of one request: the documents beside it, the decision form (the beheerder has it).
  await page.goto(portal.url(`/${code}/beheer/documentbeoordelingen/${requestId}`));
  await page.getByRole('heading', { level: 1, name: `Aanvraag ${requestId} beoordelen` }).waitFor();
  await page.getByRole('button', { name: 'Besluit vastleggen' }).waitFor();
  await page.getByRole('img', { name: 'Document: verklaring.png' }).waitFor();
  await expectNoAxeViolationsInThemes(page, { label: 'staff review', variants: themeVariants });
});

test('the jobs screen: a beheerder runs a job now by keyboard and sees what it did', async ({ portal }) => {
  await signInStaffThroughServer(portal.context, code, 'beheerder', uniqueStaffName('Beheerder'));
  const page = await portal.openPage(`/${code}/beheer/taken`);
  await page.getByRole('heading', { level: 1, name: 'Taken' }).waitFor();
  const run = page.getByRole('button', { name: 'planned-terminations nu draaien' });
  await run.focus();
  await page.keyboard.press('Enter');
  await page.getByText(/^planned-terminations draaide: \d+ verwerkt\.$/).waitFor();
});
