/**
 * The back office's resident's file (issue 27, decision 035): a company of the test's own municipality gets a
 * permit through the server; a Klantcontact (signed in through the simulator) finds it by plate and by permit
 * number, opens the file, sees the permit, each status and each request's kind by its name (not its code, in Dutch
 * and in English), and the file's audit timeline shows that read. The header's language switch reaches the server:
 * a refusal the server says is Dutch before it and English after it. The permit's timeline names each event. An
 * Auditor searches the audit log. Every screen axe-clean in the five themes at 320 px and on the desktop, and the
 * search by keyboard.
 */
import type { Page } from 'playwright-core';
import { softExpectNoAxeViolations } from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { copyVoorbeeld, loginNewCompanyAt, requestCarSharing } from '../support/own-municipality.js';
import { contrastThemes, waitForHtmlAttribute } from '../support/portal.js';
import { slow } from '../support/time-scale.js';

const PLATE = 'GZ123X';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function signInStaffAs(page: Page, tenant: string, name: RegExp): Promise<void> {
  await page.goto(`/${tenant}/beheer/aanmelden`);
  await page.getByRole('button', { name }).click();
  await heading(page, 'Werkvoorraad').waitFor();
}

/** Runs axe on the screen as it is shown again in each theme at 320 px and on the desktop. */
async function axeInEveryTheme(page: Page, label: string, ready: () => Promise<unknown>): Promise<void> {
  for (const width of [mobileWidth, desktopWidth]) {
    for (const theme of contrastThemes) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate((value) => window.localStorage.setItem('parkeerloket.contrast', value), theme);
      await page.reload();
      await waitForHtmlAttribute(page, 'data-contrast', theme);
      await ready();
      await softExpectNoAxeViolations(page, `${label}, ${theme}, ${width} px`);
    }
  }
  await page.evaluate(() => window.localStorage.removeItem('parkeerloket.contrast'));
  await page.setViewportSize({ width: desktopWidth, height: 800 });
}

async function search(page: Page, kind: string, term: string): Promise<void> {
  await page.getByLabel('Zoeken op', { exact: true }).selectOption({ label: kind });
  // By keyboard: the term, then Enter submits the form.
  await page.getByLabel('Zoekterm', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(term);
  await page.keyboard.press('Enter');
}

test.skipIf(!operatorAvailable())(
  "a Klantcontact finds a company by plate and by permit number and opens its file; the file's audit timeline shows the read; an Auditor searches the audit log",
  { timeout: slow(600_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('stf');
    const resident = await portal.openPage(`/${tenant}/welcome`);
    await loginNewCompanyAt(resident, tenant, 'stf');
    const requestId = await requestCarSharing(resident, tenant, PLATE);
    expect((await runOperator('record-payment', tenant, String(requestId))).stdout).toContain('now PERMIT_CREATED');

    const staff = await portal.openPage(`/${tenant}/beheer/aanmelden`);
    await signInStaffAs(staff, tenant, /Klantcontact/);
    await staff.getByRole('navigation').getByRole('link', { name: 'Inwoners zoeken' }).click();
    await heading(staff, 'Inwoners en bedrijven zoeken').waitFor();
    await axeInEveryTheme(staff, 'search', () => heading(staff, 'Inwoners en bedrijven zoeken').waitFor());

    // A BSN search asks for a reason first: the browser says so before any call.
    await search(staff, 'BSN', '123456782');
    await staff.getByText('Vul de reden in.', { exact: true }).waitFor();
    await softExpectNoAxeViolations(staff, 'search by BSN asking a reason');

    await search(staff, 'Kenteken', 'gz-123-x');
    const results = staff.getByRole('region', { name: 'Resultaten' });
    const found = results.getByRole('link');
    await expect.poll(() => found.count()).toBe(1);
    await softExpectNoAxeViolations(staff, 'search results');
    // By keyboard: the result's link, then Enter opens the file.
    await found.focus();
    await staff.keyboard.press('Enter');
    await heading(staff, /^Dossier van /).waitFor();

    const permits = staff.getByRole('region', { name: 'Vergunningen' }).first();
    const permitRow = permits.getByRole('row').filter({ hasText: PLATE });
    await permitRow.waitFor();
    const permitNumber = ((await permitRow.getByRole('link').textContent()) ?? '').trim();
    expect(permitNumber).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);

    // Each status by the name staff and residents read elsewhere, not its stored code; in English too.
    const statusShown = async (region: string, status: string, code: string) => {
      const row = staff.getByRole('region', { name: region }).first().getByRole('row').nth(1);
      await expect.poll(() => row.textContent()).toContain(status);
      expect(await row.textContent()).not.toContain(code);
    };
    await statusShown('Vergunningen', 'Lopend', 'ACTIVE');
    await statusShown('Aanvragen', 'Vergunning verleend', 'PERMIT_CREATED');
    await statusShown('Aanvragen', 'Nieuwe vergunning', 'NEW');
    await statusShown('Facturen', 'Betaald', 'PAID');
    const fileUrl = new URL(staff.url()).pathname;

    // The language switch in the header: the screen's texts at once, and what the server says too (the staff
    // session's language, which wins over the browser's Dutch Accept-Language): a file that is not there is
    // refused in Dutch, then, asked again after the switch, in English.
    await staff.goto(`/${tenant}/beheer/inwoners/2147483647`);
    const refusal = staff.getByRole('main').getByRole('alert');
    await expect.poll(() => refusal.textContent()).toBe('Niet gevonden.');
    await staff.getByRole('combobox', { name: /^Taal/ }).selectOption('en');
    await heading(staff, 'File').waitFor();
    await expect.poll(() => refusal.textContent()).toBe('Not found.');
    await staff.goto(fileUrl);
    await heading(staff, /^File of /).waitFor();
    await statusShown('Permits', 'Running', 'ACTIVE');
    await statusShown('Requests', 'Permit issued', 'PERMIT_CREATED');
    await statusShown('Requests', 'New permit', 'NEW');
    await statusShown('Invoices', 'Paid', 'PAID');
    // The permit's timeline names each request's kind and each event, not its code.
    await staff.getByRole('link', { name: permitNumber }).click();
    await heading(staff, `Permit ${permitNumber}`).waitFor();
    const course = staff.getByRole('region', { name: 'Course of the requests' });
    await course.getByRole('cell', { name: 'Submitted', exact: true }).first().waitFor();
    await course.getByRole('cell', { name: 'Paid', exact: true }).first().waitFor();
    await course.getByRole('cell', { name: 'New permit', exact: true }).first().waitFor();
    expect(await course.textContent()).not.toMatch(/SUBMITTED|PAID|\bNEW\b/);
    await staff.getByRole('combobox', { name: /^Language/ }).selectOption('nl');
    await staff
      .getByRole('region', { name: 'Verloop van de aanvragen' })
      .getByRole('cell', { name: 'Ingediend', exact: true })
      .first()
      .waitFor();
    await staff.getByRole('link', { name: 'Terug naar het dossier' }).click();
    await heading(staff, /^Dossier van /).waitFor();

    const timeline = staff.getByRole('region', { name: 'Auditlog van dit dossier' }).first();
    await timeline
      .getByRole('row')
      .filter({ hasText: 'Dossier bekeken' })
      .filter({ hasText: 'Karim Klantcontact' })
      .first()
      .waitFor();
    await axeInEveryTheme(staff, 'file', () => timeline.getByRole('row').first().waitFor());

    await permitRow.getByRole('link').click();
    await heading(staff, `Vergunning ${permitNumber}`).waitFor();
    await staff
      .getByRole('region', { name: 'Auditlog van deze vergunning' })
      .first()
      .getByText('Vergunning bekeken')
      .first()
      .waitFor();
    await axeInEveryTheme(staff, 'permit', () => heading(staff, `Vergunning ${permitNumber}`).waitFor());

    await staff.getByRole('link', { name: 'Terug naar het dossier' }).click();
    await heading(staff, /^Dossier van /).waitFor();
    expect(new URL(staff.url()).pathname).toBe(fileUrl);

    await staff.getByRole('navigation').getByRole('link', { name: 'Inwoners zoeken' }).click();
    await search(staff, 'Vergunningnummer', permitNumber.toLowerCase());
    await expect.poll(() => staff.getByRole('region', { name: 'Resultaten' }).getByRole('link').count()).toBe(1);
    // Klantcontact has no audit log in the navigation.
    await expect.poll(() => staff.getByRole('navigation').getByRole('link', { name: 'Auditlog' }).count()).toBe(0);

    // The Auditor signs in in the same browser: Karim's staff session ends first (the sign-in page of a
    // signed-in browser goes to the start screen).
    await staff.context().clearCookies();
    const auditor = await portal.openPage(`/${tenant}/beheer/aanmelden`);
    await signInStaffAs(auditor, tenant, /Auditor/);
    await auditor.getByRole('navigation').getByRole('link', { name: 'Auditlog' }).click();
    await heading(auditor, 'Auditlog').waitFor();
    await auditor.getByLabel('Medewerker (naam bevat)').fill('karim');
    await auditor.getByLabel('Handeling').fill('view-resident');
    await auditor.getByRole('button', { name: 'Zoeken' }).click();
    const entries = auditor.getByRole('region', { name: 'Regels' }).first().getByRole('row');
    await entries.filter({ hasText: 'Dossier bekeken' }).first().waitFor();
    await expect
      .poll(async () => (await entries.allTextContents()).slice(1).every((row) => row.includes('Karim Klantcontact')))
      .toBe(true);
    await axeInEveryTheme(auditor, 'audit log', () =>
      auditor.getByRole('region', { name: 'Regels' }).first().waitFor(),
    );
  },
);
