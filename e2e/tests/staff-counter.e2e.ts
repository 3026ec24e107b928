/**
 * At the counter (issue 28): a resident of the test's own municipality logs in once (so the municipality knows
 * them); a Klantcontact finds them by e-mail, opens "act for this resident", records the identification (at the
 * counter with an ID document) and requests a resident permit for them through the portal's own flow. The
 * resident then sees it in the cart and has the e-mail "aangevraagd door de gemeente namens u"; the file's audit
 * timeline shows the identification and the request, each by the staff member. Once paid, the staff member changes
 * the permit's plate for the resident, who is e-mailed that too. The counter's screen is axe-clean in the five themes
 * at 320 px and on the desktop: before the identification, with the request form, and with the permit's forms.
 */
import type { Page } from 'playwright-core';
import { softExpectNoAxeViolations } from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { readOutbox } from '../support/outbox.js';
import { copyVoorbeeld } from '../support/own-municipality.js';
import { contrastThemes, waitForHtmlAttribute } from '../support/portal.js';
import { loginNewStationResident } from '../support/request-flow.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

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

const PRODUCT = /^Bewonersvergunning \(Stationsgebied\)/;

async function chooseResidentPermit(staff: Page): Promise<void> {
  const product = staff.getByLabel('Product', { exact: true });
  await product.waitFor();
  const value = await product.locator('option').filter({ hasText: PRODUCT }).first().getAttribute('value');
  expect(value, 'the resident permit of Stationsgebied is offered').toBeTruthy();
  await product.selectOption(value ?? '');
  await staff.getByRole('button', { name: 'Aanvragen namens de inwoner' }).waitFor();
}

test.skipIf(!operatorAvailable())(
  "a Klantcontact requests a resident permit for a resident at the counter; the resident sees it in the cart with the e-mail 'aangevraagd door de gemeente namens u'; the audit timeline shows both",
  { timeout: slow(600_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('ctr');
    const residentPage = await portal.openPage(`/${tenant}/welcome`);
    const resident = await loginNewStationResident(residentPage, `/${tenant}/welcome`);

    const staffContext = await portal.newContext();
    const staffName = uniqueStaffName('Karim Balie');
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
    const fileUrl = new URL(staff.url()).pathname;

    // Act for this resident: nothing but the identification is offered until it is recorded.
    await staff.getByRole('link', { name: 'Namens deze inwoner handelen' }).click();
    await heading(staff, /^Namens .+ handelen$/).waitFor();
    await expect.poll(() => staff.getByRole('heading', { name: 'Product aanvragen' }).count()).toBe(0);
    await axeInEveryTheme(staff, 'counter, before identification', () =>
      staff.getByRole('button', { name: 'Identificatie vastleggen' }).waitFor(),
    );
    await staff.getByLabel('Aan de balie, met een identiteitsbewijs').check();
    await staff.getByRole('button', { name: 'Identificatie vastleggen' }).click();
    await staff.getByText(/^Geïdentificeerd: Aan de balie, met een identiteitsbewijs\./).waitFor();

    await axeInEveryTheme(staff, 'counter, request form', () => chooseResidentPermit(staff));
    // The resident comes back to the counter: identified again (the newest identification is the one recorded
    // with the request), then the request.
    await staff.getByLabel('Aan de balie, met een identiteitsbewijs').check();
    await staff.getByRole('button', { name: 'Opnieuw identificeren' }).click();
    await chooseResidentPermit(staff);
    await expect.poll(() => staff.getByLabel('Adres', { exact: true }).inputValue()).toBe('0');
    await staff.getByLabel('Kenteken 1', { exact: true }).fill(resident.ownPlates[0]);
    await staff.getByRole('button', { name: 'Aanvragen namens de inwoner' }).click();
    const done = staff.getByRole('status').filter({ hasText: /^Aanvraag \d+ is gedaan/ });
    await done.waitFor();
    const requestId = /^Aanvraag (\d+)/.exec((await done.textContent()) ?? '')?.[1];
    expect(requestId).toMatch(/^\d+$/);
    await softExpectNoAxeViolations(staff, 'counter, request done');

    // The file's audit timeline: the identification and the request, both by this staff member.
    await staff.goto(portal.url(`${fileUrl}`));
    const timeline = staff.getByRole('region', { name: 'Auditlog van dit dossier' }).first();
    for (const action of ['Inwoner geïdentificeerd', 'Aangevraagd namens de inwoner']) {
      await timeline.getByRole('row').filter({ hasText: action }).filter({ hasText: staffName }).first().waitFor();
    }

    // The resident: the permit waits in the cart, and the e-mail says the municipality requested it for them.
    await residentPage.goto(portal.url(`/${tenant}/shopping-cart`));
    await heading(residentPage, /^Winkelwagen/).waitFor();
    await residentPage.getByText('Bewonersvergunning').first().waitFor();
    await expect
      .poll(async () => {
        const mails = await readOutbox(residentPage.context().request, tenant, resident.email);
        return mails.some((mail) => mail.body.includes('aangevraagd door de gemeente namens u'));
      })
      .toBe(true);
    const mails = await readOutbox(residentPage.context().request, tenant, resident.email);
    const onBehalf = mails.find((mail) => mail.body.includes('aangevraagd door de gemeente namens u'));
    expect(onBehalf?.body).toContain(`Uw aanvraag ${requestId} voor Bewonersvergunning`);

    // Paid, the permit is issued; at the counter its plate is changed for the resident (the portal's fee of € 10).
    expect((await runOperator('record-payment', tenant, String(requestId))).stdout).toContain('now PERMIT_CREATED');
    await staff.getByRole('link', { name: 'Namens deze inwoner handelen' }).click();
    const choosePermit = async () => {
      const permit = staff.getByLabel('Vergunning', { exact: true });
      await permit.waitFor();
      await permit.selectOption({ index: 1 });
      await staff.getByRole('button', { name: 'Kenteken wijzigen namens de inwoner' }).waitFor();
    };
    await axeInEveryTheme(staff, 'counter, permit forms', choosePermit);
    await choosePermit();
    await staff.getByText('Kosten van de wijziging: € 10,00').waitFor();
    await staff.getByLabel('Nieuw kenteken 1', { exact: true }).fill(resident.ownPlates[1]);
    await staff.getByRole('button', { name: 'Kenteken wijzigen namens de inwoner' }).click();
    await staff
      .getByRole('status')
      .filter({ hasText: /^Kentekenwijziging \d+ is aangevraagd/ })
      .waitFor();
    await softExpectNoAxeViolations(staff, 'counter, plate change done');
    await expect
      .poll(async () => {
        const mails = await readOutbox(residentPage.context().request, tenant, resident.email);
        return mails.some((mail) => mail.body.includes('een kentekenwijziging aangevraagd voor vergunning'));
      })
      .toBe(true);
  },
);
