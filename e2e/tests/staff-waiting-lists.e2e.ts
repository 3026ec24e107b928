/**
 * The waiting lists in the back office (issue 28), in a municipality of the test's own whose Stationsplein garage
 * has one place (support/waiting-list.ts): a holder takes it, two residents join its waiting list. A Klantcontact
 * staff member sees the list in order on Wachtlijsten (capacity 1, taken 1) and offers a place now; the offer reaches
 * the first in line by e-mail (not the second), who requests the garage from the portal; the list then shows the
 * second alone, first in line. An Auditor sees the list but no action. Klantcontact removes the second with a
 * reason, which the resident reads in their e-mail. The screen passes axe in the five contrast themes at 320 px and
 * at desktop width.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { softExpectNoAxeViolations } from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { operatorAvailable } from '../support/operator.js';
import { contrastThemes, presetContrastTheme, waitForHtmlAttribute } from '../support/portal.js';
import { button } from '../support/request-flow.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';
import {
  createWaitingListTenant,
  finishGarageRequest,
  joinGarageWaitingList,
  loginWaitingResident,
  mailedLink,
  mailTemplates,
  openWaitingList,
  requestGarage,
  waitingTexts as t,
} from '../support/waiting-list.js';

const queueTitle = `${t.garage} · ${t.garagePlace}`;

async function openWaitingLists(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Wachtlijsten' }).waitFor();
}

function queueSection(page: Page) {
  return page.getByRole('region', { name: queueTitle });
}

test.skipIf(!operatorAvailable())(
  'a waiting-list place offered by staff reaches the first in line, who requests it from the portal',
  { timeout: slow(600_000) },
  async ({ portal }) => {
    const tenant = await createWaitingListTenant();
    const pageOf = async () => (await portal.newContext()).newPage();

    const holderPage = await pageOf();
    const holder = await loginWaitingResident(holderPage, tenant);
    await requestGarage(holderPage, tenant, holder.ownPlates[0]);
    const firstPage = await pageOf();
    const first = await loginWaitingResident(firstPage, tenant);
    await joinGarageWaitingList(firstPage, tenant, 1);
    const secondPage = await pageOf();
    const second = await loginWaitingResident(secondPage, tenant);
    await joinGarageWaitingList(secondPage, tenant, 2);

    // Klantcontact: the garage's list in order, with its capacity and the place taken.
    const staff = await portal.newContext();
    await signInStaffThroughServer(staff, tenant, 'klantcontact', uniqueStaffName('Karim'));
    const page = await staff.newPage();
    const url = portal.url(`/${tenant}/beheer/wachtlijsten`);
    await openWaitingLists(page, url);
    const queue = queueSection(page);
    await queue.waitFor();
    await queue.getByText('Capaciteit: 1 plaatsen, bezet: 1', { exact: true }).waitFor();
    const rows = queue.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect((await rows.nth(0).locator('td').first().textContent())?.trim()).toBe('1');
    expect((await rows.nth(1).locator('td').first().textContent())?.trim()).toBe('2');
    const offers = queue.getByRole('button', { name: /^Plaats nu aanbieden aan / });
    expect(await offers.count(), 'only the first in line can be offered a place').toBe(1);

    // Offered now: the first is e-mailed the offer, the second is not.
    await offers.click();
    await rows
      .nth(0)
      .getByText(/^Plaats aangeboden, aan te vragen tot /)
      .waitFor();
    const offerLink = await mailedLink(firstPage, tenant, first.email, 'waiting_list_offer');
    expect(offerLink, 'the offer e-mailed to the first in line').toMatch(
      new RegExp(`^/${tenant}/waiting-item-details/\\d+$`),
    );
    expect(await mailTemplates(secondPage, tenant, second.email)).not.toContain('waiting_list_offer');

    // The first requests the garage from the portal, through the offer's link.
    await firstPage.goto(offerLink ?? '');
    await firstPage.getByRole('heading', { level: 1, name: t.garage, exact: true }).waitFor();
    await button(firstPage, t.request).click();
    await waitForScreen(firstPage, /^\/confirmation-for-waiting\/\d+$/);
    await finishGarageRequest(firstPage, first.ownPlates[0]);
    await openWaitingList(firstPage, tenant);
    await firstPage.getByText(t.empty, { exact: true }).waitFor();

    // The list now holds the second alone, first in line.
    await openWaitingLists(page, url);
    await queue.locator('tbody tr').first().waitFor();
    expect(await queue.locator('tbody tr').count()).toBe(1);
    await queue.getByRole('button', { name: /^Plaats nu aanbieden aan / }).waitFor();

    // Axe: the screen with the list, in every contrast theme at 320 px and at desktop width.
    const variants = [
      ...contrastThemes.map((theme) => ({ theme, width: mobileWidth })),
      { theme: 'default' as const, width: desktopWidth },
    ];
    const name = uniqueStaffName('Bea');
    for (const variant of variants) {
      const context: BrowserContext = await portal.newContext();
      await presetContrastTheme(context, variant.theme);
      await signInStaffThroughServer(context, tenant, 'beheerder', name);
      const themed = await context.newPage();
      await themed.setViewportSize({ width: variant.width, height: 800 });
      await openWaitingLists(themed, url);
      await waitForHtmlAttribute(themed, 'data-contrast', variant.theme);
      await queueSection(themed).waitFor();
      // With a reason form open, as staff see it before removing.
      await themed
        .getByRole('button', { name: /van de wachtlijst halen$/ })
        .first()
        .click();
      await themed.getByLabel('Reden van verwijderen').waitFor();
      await softExpectNoAxeViolations(themed, `staff wachtlijsten (${variant.theme}, ${variant.width} px)`);
      const overflow = await themed.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      await context.close();
    }

    // An Auditor reads the list and can change nothing.
    const auditor = await portal.newContext();
    await signInStaffThroughServer(auditor, tenant, 'auditor', uniqueStaffName('Aart'));
    const auditorPage = await auditor.newPage();
    await openWaitingLists(auditorPage, url);
    await queueSection(auditorPage).locator('tbody tr').first().waitFor();
    expect(await queueSection(auditorPage).getByRole('button').count(), 'no actions for an auditor').toBe(0);

    // Klantcontact removes the second with a reason; the resident is e-mailed it.
    await page.getByRole('button', { name: /van de wachtlijst halen$/ }).click();
    await page.getByLabel('Reden van verwijderen').fill('Verhuisd naar een andere gemeente');
    await page.getByRole('button', { name: /van de wachtlijst halen$/ }).click();
    await page.getByText('Er staat niemand op een wachtlijst.', { exact: true }).waitFor();
    expect(await mailTemplates(secondPage, tenant, second.email)).toContain('waiting_list_removed');
    await openWaitingList(secondPage, tenant);
    await secondPage.getByText(t.empty, { exact: true }).waitFor();
  },
);
