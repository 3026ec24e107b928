import type { Page } from 'playwright-core';
import { expect, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { readOutbox } from '../support/outbox.js';
import { carSharing, copyVoorbeeld, loginNewCompanyAt, requestCarSharing } from '../support/own-municipality.js';
import { dialogNamed, fact, productTexts } from '../support/products.js';
import { addPlate, answerPlateQuestion, button, plateTexts } from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

const t = {
  costTitle: 'Kosten van een kentekenwijziging',
  change: `Kentekenwijziging: ${carSharing}`,
  typeLabel: 'Kentekenwijziging',
  inCart: 'De wijziging staat in uw winkelwagen. Na betaling worden de kentekens gewijzigd.',
  toCart: 'Naar de winkelwagen',
  payNow: 'Nu betalen',
  pay: '€ 2,50 betalen',
  paying: 'U betaalt € 2,50 met kenmerk',
  paid: /^Dank u wel, uw betaling met kenmerk PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4} is ontvangen\.$/,
} as const;

/** A copy of voorbeeld (settings and catalogue) under a code of its own; answers the code. */
async function openDetails(page: Page, tenant: string, requestId: number): Promise<void> {
  await page.goto(`/${tenant}/product-details/${requestId}`);
  await page.getByRole('heading', { level: 1, name: carSharing, exact: true }).waitFor();
}

/** The amount the cost question of 'Kentekens beheren' asks (the question stays open). */
async function askedFee(page: Page): Promise<string> {
  await button(page, productTexts.managePlates).click();
  const cost = dialogNamed(page, t.costTitle);
  await cost.waitFor();
  // An amount keeps a no-break space after the € (issue 24): white space read as spaces.
  const text = ((await cost.textContent()) ?? '').replace(/\s+/g, ' ');
  return /€ \d+,\d{2}/.exec(text)?.[0] ?? text;
}

test.skipIf(!operatorAvailable())(
  'ALTER_LICENSEPLATE_COST set by the operator is the fee asked; the change is a plate change in cart, pending list and e-mail',
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('pc');
    const page = await portal.openPage(`/${tenant}/welcome`);
    const email = await loginNewCompanyAt(page, tenant, 'plate-fee');
    const requestId = await requestCarSharing(page, tenant, 'GZ123X');
    // Paid at the municipality's counter: the permit is issued.
    expect((await runOperator('record-payment', tenant, String(requestId))).stdout).toContain('now PERMIT_CREATED');

    // The catalogue's fee while the municipality sets none.
    await openDetails(page, tenant, requestId);
    expect(await askedFee(page)).toBe('€ 5,00');

    // The operator sets the municipality's fee: the product asks that one.
    await runOperator('set-setting', tenant, 'ALTER_LICENSEPLATE_COST=2,50');
    await openDetails(page, tenant, requestId);
    expect(await askedFee(page)).toBe('€ 2,50');
    await button(dialogNamed(page, t.costTitle), 'Doorgaan').click();
    await waitForScreen(page, `/manage-lic-plates/${requestId}`);
    await button(page, plateTexts.delete('GZ123X')).click();
    await button(page.getByRole('dialog', { name: plateTexts.deleteTitle }), plateTexts.deleteConfirm).click();
    await addPlate(page, 'HK456Y');
    await answerPlateQuestion(page, plateTexts.questionMaximumOne);
    const sent = page.waitForRequest((r) =>
      r.url().endsWith(`/${tenant}/services/eloket/request_license_change_for_rqt`),
    );
    await button(page, productTexts.sendChange).click();
    expect(new URLSearchParams((await sent).postData() ?? '').get('p_price'), 'the fee sent').toBe('2.50');
    const result = dialogNamed(page, productTexts.changeResultTitle);
    await result.getByText(t.inCart, { exact: true }).waitFor();
    await button(result, t.toCart).click();
    await waitForScreen(page, '/shopping-cart');

    // The cart: a licence plate change of € 2,50, not a new request.
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.change, exact: true }) });
    await item.waitFor();
    await item.getByText(t.typeLabel, { exact: true }).waitFor();
    expect((await item.textContent())?.replace(/\s+/g, ' ')).toContain('€ 2,50');
    expect(await item.textContent()).toContain('HK456Y');

    // The pending list names it too, awaiting payment.
    await page.goto(`/${tenant}/pending-requests`);
    const pending = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t.change, exact: true }) });
    await pending.waitFor();
    expect((await pending.textContent())?.replace(/\s+/g, ' ')).toContain('€ 2,50');

    // Paid at the test checkout.
    await page.goto(`/${tenant}/shopping-cart`);
    await item.getByRole('checkbox', { name: t.payNow }).check();
    await button(page, t.pay).click();
    await waitForScreen(page, '/confirmation-pay-products');
    await page.getByText(t.paying, { exact: false }).waitFor();
    await page.getByText(t.change, { exact: true }).first().waitFor();
    await button(page, 'Verder').click();
    await page.waitForURL((url) => url.pathname.includes('/simulator/checkout/'));
    await page.getByRole('button', { name: /^Betalen/ }).click();
    await waitForScreen(page, '/payment-process');
    await page.getByText(t.paid).waitFor();
    // The paid products on the same screen.
    await page.getByText(t.change, { exact: true }).first().waitFor();

    // The payment e-mail names the plate change and its fee.
    const mail = (await readOutbox(page.context().request, tenant, email)).find(
      (m) => m.template === 'payment_confirmation',
    );
    expect(mail?.body, 'the payment e-mail').toContain(`- ${t.change}`);
    expect(mail?.body).toContain('€ 2,50');

    // The plates changed, and nothing is left to pay.
    await openDetails(page, tenant, requestId);
    expect(await fact(page, 'Kentekens')).toBe('HK456Y');
    await page.goto(`/${tenant}/shopping-cart`);
    await page.getByText('Uw winkelwagen is leeg.').waitFor();
  },
);
