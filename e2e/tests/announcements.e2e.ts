/**
 * Announcements (issue 28), in a municipality of the test's own (voorbeeld's catalogue, its garage free: a
 * subscription is a permit at once, support/waiting-list.ts): a resident holds the Stationsplein garage
 * subscription, another holds nothing. A Beheerder publishes, on Mededelingen, an announcement for holders of the
 * garage subscription from yesterday through next week: the holder sees it on home, the other resident does not;
 * withdrawn, the holder no longer sees it. Axe on the staff screen and on home with the announcement, in the five
 * contrast themes at 320 px and at desktop width.
 */
import type { Page } from 'playwright-core';
import { expectNoAxeViolationsInThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { operatorAvailable } from '../support/operator.js';
import { axeInEveryThemeAtBothWidths } from '../support/request-flow.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';
import { createWaitingListTenant, loginWaitingResident, requestGarage, waitingTexts } from '../support/waiting-list.js';

const TITLE = 'Garage Stationsplein dicht voor onderhoud';
const BODY = 'Op zaterdag is de garage de hele dag dicht.';

/** YYYY-MM-DD, `days` from today in Amsterdam. */
function day(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Home, once its announcements have answered (whether or not there are any). */
async function openHome(page: Page, tenant: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/services/eloket/get_announcements'));
  await page.goto(`/${tenant}/home`);
  await waitForScreen(page, '/home');
  await answered;
}

async function openAnnouncements(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Mededelingen' }).waitFor();
}

test.skipIf(!operatorAvailable())(
  'a Beheerder publishes an announcement for one product: a holder sees it on home, a non-holder does not',
  { timeout: slow(600_000) },
  async ({ portal }) => {
    const tenant = await createWaitingListTenant();
    const holderPage = await (await portal.newContext()).newPage();
    const holder = await loginWaitingResident(holderPage, tenant);
    await requestGarage(holderPage, tenant, holder.ownPlates[0]);
    const otherPage = await (await portal.newContext()).newPage();
    await loginWaitingResident(otherPage, tenant);

    // Bea Beheerder publishes it for the garage subscription's holders.
    const staff = await portal.newContext();
    await signInStaffThroughServer(staff, tenant, 'beheerder', uniqueStaffName('Bea'));
    const page = await staff.newPage();
    const url = portal.url(`/${tenant}/beheer/mededelingen`);
    await openAnnouncements(page, url);
    await page.getByText('Er zijn nog geen mededelingen.', { exact: true }).waitFor();
    await page.getByLabel('Titel (Nederlands)', { exact: true }).fill(TITLE);
    await page.getByLabel('Tekst (Nederlands)', { exact: true }).fill(BODY);
    await page.getByLabel('Titel (Engels)', { exact: true }).fill('Stationsplein car park closed for maintenance');
    await page.getByLabel('Tekst (Engels)', { exact: true }).fill('On Saturday the car park is closed all day.');
    await page
      .getByRole('group', { name: 'Voor wie een van deze producten heeft' })
      .getByLabel(waitingTexts.garage, { exact: true })
      .check();
    await page.getByLabel('Zichtbaar vanaf', { exact: true }).fill(day(-1));
    await page.getByLabel('Zichtbaar tot en met', { exact: true }).fill(day(7));
    await page.getByRole('button', { name: 'Publiceren', exact: true }).click();
    await page.getByText('De mededeling is gepubliceerd.', { exact: true }).waitFor();
    const row = page.locator('.pl-staff-table tbody tr').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.textContent()).toContain(waitingTexts.garage);

    // The holder sees it on home; the other resident does not.
    await openHome(holderPage, tenant);
    const section = holderPage.getByRole('region', { name: 'Mededelingen van de gemeente' });
    await section.getByRole('heading', { level: 3, name: TITLE }).waitFor();
    expect(await section.textContent()).toContain(BODY);
    await openHome(otherPage, tenant);
    expect(await otherPage.getByRole('region', { name: 'Mededelingen van de gemeente' }).count()).toBe(0);
    expect(await otherPage.getByText(TITLE).count()).toBe(0);

    // Axe: home with the announcement, and the staff screen with its form and list.
    await axeInEveryThemeAtBothWidths(holderPage, 'home with an announcement');
    // The staff screen opened afresh, its list and form there, then in every theme (the header's picker).
    await openAnnouncements(page, url);
    await row.waitFor();
    await page.getByLabel('Zichtbaar vanaf', { exact: true }).waitFor();
    await expectNoAxeViolationsInThemes(page, { label: 'staff mededelingen' });

    // Withdrawn: home no longer shows it.
    await page.getByRole('button', { name: `Mededeling "${TITLE}" intrekken`, exact: true }).click();
    await row.getByText('Ingetrokken', { exact: true }).waitFor();
    await openHome(holderPage, tenant);
    expect(await holderPage.getByText(TITLE).count()).toBe(0);
  },
);
