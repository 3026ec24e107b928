/**
 * Catalogue and prices in the back office (issue 28, decision 038), in a municipality of the test's own: a company
 * holds a car-sharing permit (paid at the counter, `operator record-payment`). A Beheerder plans a price change of
 * that product for the first day of next month; the preview names the one permit it reaches. Saved, a resident
 * starting the day before is offered the old price and one starting on the date the new; the versions' diff shows
 * the new price line, and restoring the version before undoes it. The screen passes axe in the five contrast themes
 * at 320 px and at desktop width, with the preview and the diff open.
 */
import type { Page } from 'playwright-core';
import { expect, test } from '../support/fixtures.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { carSharing, copyVoorbeeld, loginNewCompanyAt, requestCarSharing } from '../support/own-municipality.js';
import {
  addPlate,
  answerPlateQuestion,
  axeInEveryThemeAtBothWidths,
  button,
  plateTexts,
} from '../support/request-flow.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';

/** YYYY-MM-DD of a moment in Europe/Amsterdam. */
function amsterdamDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(moment);
}

function firstOfNextMonth(): string {
  const [year, month] = amsterdamDay(new Date()).split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** DD-MM-YYYY, as the screens show a date. */
const shown = (day: string) => day.split('-').reverse().join('-');

/**
 * The resident's request flow for the car-sharing permit from `startDate`, up to the check stage: the price line's
 * price the server offers for that start date, and the price the check stage shows. Nothing is sent.
 */
async function offeredPrice(
  resident: Page,
  portal: { url(path: string): string },
  tenant: string,
  startDate: string,
): Promise<string> {
  // A page of its own each time: a flow left half-way asks before its tab is navigated away (beforeunload).
  const page = await resident.context().newPage();
  const response = await page.context().request.post(`/${tenant}/services/eloket/get_requestable_permits`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  const items = (await response.json()).result as { PERMITTYPEID: number; AREAID: number; DESCRIPTION: string }[];
  const item = items.find((product) => product.DESCRIPTION === carSharing);
  await page.goto(portal.url(`/${tenant}/request-product/${item?.PERMITTYPEID}/${item?.AREAID}`));
  await page.getByRole('heading', { level: 2, name: 'Startdatum' }).waitFor();
  await page.getByLabel('Vanaf welke datum wilt u het product?').fill(startDate);
  const lines = page.waitForResponse((r) => r.url().endsWith(`/${tenant}/services/eloket/get_price_lines`));
  await button(page, 'Volgende').click();
  const answer = (await (await lines).json()) as { result: { PRICE: number }[] };
  await page.getByRole('heading', { level: 2, name: plateTexts.heading }).waitFor();
  await addPlate(page, 'GZ125X');
  await answerPlateQuestion(page, plateTexts.questionMaximumOne);
  await button(page, 'Volgende').click();
  await page.getByRole('heading', { level: 2, name: 'Controleer uw aanvraag' }).waitFor();
  const check = ((await page.locator('.pl-flow-check').textContent()) ?? '').replace(/\s+/g, ' ');
  const price = /Prijs ?(€ ?[\d.]+,\d{2})/.exec(check)?.[1] ?? `no price in "${check}"`;
  expect(
    answer.result.map((line) => line.PRICE),
    `the lines offered from ${startDate}`,
  ).toHaveLength(1);
  await page.close();
  return `${answer.result[0]?.PRICE} ${price.replace(/\s/g, ' ')}`;
}

test.skipIf(!operatorAvailable())(
  'a Beheerder schedules a price change for next month; the preview names the affected permits; residents are offered the price of their start date; the diff shows it and a restore undoes it',
  { timeout: slow(400_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('cat');
    const fromDate = firstOfNextMonth();
    const resident = await portal.openPage(`/${tenant}/welcome`);
    await loginNewCompanyAt(resident, tenant, 'cat');
    const requestId = await requestCarSharing(resident, tenant, 'GZ124X');
    expect((await runOperator('record-payment', tenant, String(requestId))).stdout).toContain('now PERMIT_CREATED');
    expect(await offeredPrice(resident, portal, tenant, fromDate)).toBe('120 € 120,00');

    const staff = await portal.newContext();
    await signInStaffThroughServer(staff, tenant, 'beheerder', uniqueStaffName('Bea'));
    const page = await staff.newPage();
    await page.goto(portal.url(`/${tenant}/beheer/catalogus`));
    await page.getByRole('heading', { level: 1, name: 'Catalogus en prijzen' }).waitFor();
    await button(page, 'Prijswijziging plannen voor DEELAUTO regel 0').click();
    const form = page.getByRole('region', { name: 'Prijswijziging voor DEELAUTO regel 0' });
    await form.getByLabel('Nieuwe prijs in euro').fill('150,00');
    await form.getByLabel('Geldt voor startdatums vanaf').fill(fromDate);
    await form.getByLabel('Reden van de wijziging').fill('Tarief vanaf volgende maand');
    await button(form, 'Gevolgen bekijken').click();
    const preview = form.getByRole('region', { name: 'Gevolgen van de wijziging' });
    await preview.getByText('Huidige vergunningen die het raakt: 1', { exact: true }).waitFor();
    await preview.getByText('Openstaande verlengingen die het raakt: 0', { exact: true }).waitFor();
    await preview.getByText('Verschil in opbrengst per jaar: € 30,00', { exact: true }).waitFor();
    await axeInEveryThemeAtBothWidths(page, 'staff catalogue with a price change preview');

    await button(form, 'Prijswijziging opslaan').click();
    await page.getByText('Opgeslagen als versie 2.', { exact: true }).waitFor();
    const deelauto = page.getByRole('table', { name: /\(DEELAUTO\)$/ });
    await deelauto.getByRole('row', { name: new RegExp(`€ 150,00 vanaf ${shown(fromDate)}`) }).waitFor();
    await deelauto
      .getByRole('row', { name: new RegExp(`€ 120,00 tot en met ${shown(dayBefore(fromDate))}`) })
      .waitFor();

    // The resident: before the date the old price, from the date the new.
    expect(await offeredPrice(resident, portal, tenant, dayBefore(fromDate))).toBe('120 € 120,00');
    expect(await offeredPrice(resident, portal, tenant, fromDate)).toBe('150 € 150,00');

    // The diff of version 2: the old line ends the day before, a new line at the new price from the date.
    await button(page, 'Verschillen van versie 2').click();
    const diff = page.getByRole('table', { name: 'Verschillen van versie 2' });
    await diff.waitFor();
    await diff
      .getByRole('row', { name: /permitTypes › DEELAUTO › priceLines › #0 › validUntil gewijzigd null/ })
      .waitFor();
    const added = diff.getByRole('row', { name: /permitTypes › DEELAUTO › priceLines › #1 toegevoegd/ });
    expect(await added.textContent()).toContain(`"priceCents":15000`);
    expect(await added.textContent()).toContain(`"validFrom":"${fromDate}"`);
    await axeInEveryThemeAtBothWidths(page, 'staff catalogue with a version diff');

    // Restoring version 1 (the catalogue before) undoes it, as version 3.
    await button(page, 'Versie 1 terugzetten').click();
    await button(page, 'Ja, terugzetten').click();
    await page.getByText('Opgeslagen als versie 3.', { exact: true }).waitFor();
    await page.getByText('Huidige versie: 3', { exact: true }).waitFor();
    await deelauto.getByRole('row', { name: /€ 120,00 altijd/ }).waitFor();
    expect(await deelauto.getByRole('row').count(), 'the header and the one line').toBe(2);
    expect(await offeredPrice(resident, portal, tenant, fromDate)).toBe('120 € 120,00');
  },
);

test.skipIf(!operatorAvailable())(
  "a Beheerder edits a permit type's card-number range, renewal days and a location's capacity: the file's validator names a wrong range before anything is sent, and the saved version's diff shows each change",
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('cae');
    const staff = await portal.newContext();
    await signInStaffThroughServer(staff, tenant, 'beheerder', uniqueStaffName('Bea'));
    const page = await staff.newPage();
    await page.goto(portal.url(`/${tenant}/beheer/catalogus`));
    await page.getByRole('heading', { level: 2, name: 'Catalogus bewerken' }).waitFor();
    await page.locator('summary', { hasText: 'Vergunningtype EVENEMENT' }).click();
    const type = page.getByRole('group', { name: 'Vergunningtype EVENEMENT', exact: true });
    const cards = type.getByRole('group', { name: 'Kaartnummers', exact: true });
    await cards.getByLabel('Laatste nummer', { exact: true }).fill('0');
    await type.getByLabel('Verlenging aanbieden: dagen vóór het einde', { exact: true }).fill('30');
    await page.getByLabel('Reden van de wijziging', { exact: true }).last().fill('Minder kaarten, verlengen');
    await button(page, 'Opslaan als nieuwe versie').click();
    const problems = page.getByRole('alert').filter({ hasText: 'Het catalogusbestand klopt niet' });
    await problems
      .getByText(/\(EVENEMENT\)\.cards: Het laatste kaartnummer mag niet lager zijn dan het eerste\.$/)
      .waitFor();
    await axeInEveryThemeAtBothWidths(page, 'staff catalogue editor with a problem');

    await cards.getByLabel('Laatste nummer', { exact: true }).fill('500');
    await page.locator('summary', { hasText: 'Producten, hun locaties en capaciteit' }).click();
    await page
      .getByLabel(/^Capaciteit van /)
      .first()
      .fill('77');
    await button(page, 'Opslaan als nieuwe versie').click();
    await page.getByText('Opgeslagen als versie 2.', { exact: true }).waitFor();
    await button(page, 'Verschillen van versie 2').click();
    const diff = page.getByRole('table', { name: 'Verschillen van versie 2' });
    await diff
      .getByRole('row', { name: /permitTypes › EVENEMENT › prolongationOfferDays gewijzigd null 30/ })
      .waitFor();
    await diff.getByRole('row', { name: /permitTypes › EVENEMENT › cards › to gewijzigd 99999 500/ }).waitFor();
    await diff.getByRole('row', { name: /^products › .+ › locations › .+ › capacity gewijzigd .+ 77$/ }).waitFor();
  },
);
