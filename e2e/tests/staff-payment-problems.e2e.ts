/**
 * Payments with a problem in the back office (issue 27), in a municipality of the test's own: a company asks for a
 * car-sharing permit and pays € 10,00 of its € 120,00 at the test checkout, from an account of its own. The payment
 * cannot be delivered against, so its money becomes a refund. A Financiën staff member finds it on *Betalingen met
 * een probleem*, tries to deliver it after all (refused: the amount is too low, said on the screen) and refunds it
 * to the payer's account: ordered in their name, it leaves the "to decide" state (four eyes: a colleague approves it
 * on Terugbetalingen). The screen with the problem and its actions passes axe in the five contrast themes at 320 px,
 * and at desktop width, without sideways scrolling. The
 * delivery that succeeds (money enough for one of two products) is the server tests' (staff/payment-problems).
 */

import { softExpectNoAxeViolations } from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { operatorAvailable } from '../support/operator.js';
import { copyVoorbeeld, loginNewCompanyAt, requestCarSharing } from '../support/own-municipality.js';
import { contrastThemes, presetContrastTheme, waitForHtmlAttribute } from '../support/portal.js';
import { button } from '../support/request-flow.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';

const PAYER_IBAN = 'NL91ABNA0417164300';

test.skipIf(!operatorAvailable())(
  'a Financiën user resolves a payment with a problem: delivery refused (too little received), then refunded',
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('ppx');
    const resident = await portal.openPage(`/${tenant}/welcome`);
    await loginNewCompanyAt(resident, tenant, 'ppx');
    await requestCarSharing(resident, tenant, 'GZ124X');
    await resident.goto(`/${tenant}/shopping-cart`);
    await resident.getByRole('heading', { level: 1, name: /^Winkelwagen/ }).waitFor();
    await resident.getByRole('button', { name: /^€\s?[\d.,]+ betalen$/ }).click();
    await waitForScreen(resident, '/confirmation-pay-products');
    await button(resident, 'Verder').click();
    await resident.waitForURL((url) => url.pathname.includes('/simulator/checkout/'));
    // Another amount than asked, from the payer's own account: what the provider then reports.
    await resident.getByLabel(/^Ander bedrag in euro/).fill('10,00');
    await resident.getByLabel(/^Van rekening \(IBAN\)/).fill(PAYER_IBAN);
    await resident.getByRole('button', { name: /^Betalen/ }).click();
    await resident.waitForURL((url) => !url.pathname.includes('/simulator/checkout/'));

    const staff = await portal.newContext();
    await signInStaffThroughServer(staff, tenant, 'financien', uniqueStaffName('Fenna'));
    const page = await staff.newPage();
    const rows = page.locator('.pl-staff-table tbody tr');
    // The return settles the payment; look again until the queue shows it (never a fixed sleep).
    const until = Date.now() + slow(60_000);
    for (;;) {
      await page.goto(portal.url(`/${tenant}/beheer/betalingen-met-probleem`));
      await page.getByRole('heading', { level: 1, name: 'Betalingen met een probleem' }).waitFor();
      await page.locator('.pl-staff-table, .pl-staff-main p.utrecht-paragraph:not([role])').first().waitFor();
      if ((await rows.count()) > 0 || Date.now() > until) break;
    }
    expect(await rows.count(), 'the one payment with a problem of this municipality').toBe(1);
    const row = rows.first();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('10,00');

    // The screen with the problem and its actions: axe in the five themes at 320 px, and at desktop width.
    const fenna = uniqueStaffName('Fenna');
    for (const theme of contrastThemes) {
      const themed = await portal.newContext();
      await presetContrastTheme(themed, theme);
      await signInStaffThroughServer(themed, tenant, 'financien', fenna);
      const view = await themed.newPage();
      for (const width of theme === 'default' ? [mobileWidth, desktopWidth] : [mobileWidth]) {
        await view.setViewportSize({ width, height: 800 });
        await view.goto(portal.url(`/${tenant}/beheer/betalingen-met-probleem`));
        await waitForHtmlAttribute(view, 'data-contrast', theme);
        await view.locator('.pl-staff-table tbody tr').first().waitFor();
        await softExpectNoAxeViolations(view, `staff payment problems with actions (${theme}, ${width} px)`);
        const overflow = await view.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${theme}, ${width} px: no horizontal scrolling`).toBeLessThanOrEqual(0);
      }
      await themed.close();
    }

    // Deliver: € 10,00 does not pay for a € 120,00 permit; the screen says why and nothing changes.
    await row.getByRole('button', { name: /toch leveren waarvoor betaald is$/ }).click();
    const refusal = row.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Het ontvangen bedrag is te laag');

    // Refund to the account the payer paid from: ordered in Fenna's name.
    await row.getByRole('button', { name: new RegExp(`terugbetalen naar ${PAYER_IBAN}$`) }).click();
    const notice = page.getByRole('status').filter({ hasText: 'terugbetaling besteld' });
    await notice.waitFor();
    await row.getByRole('button', { name: /terugbetalen naar/ }).waitFor({ state: 'detached' });
    expect(await row.textContent()).toMatch(/Wacht op goedkeuring|Gaat mee in het volgende SEPA-bestand/);
    await softExpectNoAxeViolations(page, 'staff payment problems after the refund');
  },
);
