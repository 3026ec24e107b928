/**
 * The catalogue editor's forms (issue 28), in a municipality of the test's own: a Beheerder adds an area and a
 * product in it with a location, through the editor's forms. A location left without its English description is
 * named by the catalogue file's validator at its field (invalid, described by the problem in Dutch) and in the
 * summary, whose link takes the focus to the field. Saved, the version's diff names the new area and product, and a company of the
 * municipality sees the product as requestable. The editor passes axe in the five contrast themes at 320 px and at
 * desktop width, with the problem shown and with the diff open.
 */
import { expect, test } from '../support/fixtures.js';
import { operatorAvailable } from '../support/operator.js';
import { carSharing, copyVoorbeeld, loginNewCompanyAt } from '../support/own-municipality.js';
import { axeInEveryThemeAtBothWidths, button } from '../support/request-flow.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';

test.skipIf(!operatorAvailable())(
  'a Beheerder adds an area and a product through the forms; a problem is shown at its field; the diff names both and a company can request the product',
  { timeout: slow(480_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('caf');
    const staff = await portal.newContext();
    await signInStaffThroughServer(staff, tenant, 'beheerder', uniqueStaffName('Bea'));
    const page = await staff.newPage();
    await page.goto(portal.url(`/${tenant}/beheer/catalogus`));
    await page.getByRole('heading', { level: 2, name: 'Catalogus bewerken' }).waitFor();

    // A new area, through its add form.
    await page.locator('summary', { hasText: 'Gebieden en hun postcodes' }).click();
    const newArea = page.getByRole('group', { name: 'Nieuw gebied', exact: true });
    await newArea.getByLabel('Code (hoofdletters en cijfers)').fill('proefwijk');
    await newArea.getByLabel('Omschrijving (Nederlands)').fill('Proefwijk');
    await newArea.getByLabel('Omschrijving (Engels)').fill('Trial quarter');
    await newArea.getByLabel('Postcodes (vier cijfers)').fill('1239');
    await button(newArea, 'Gebied toevoegen').click();
    await page.getByRole('status').filter({ hasText: 'Gebied PROEFWIJK is toegevoegd aan het concept.' }).waitFor();
    await page.getByRole('group', { name: 'Gebied PROEFWIJK', exact: true }).waitFor();

    // A product of the car-sharing permit in it, with a location whose English description is left out.
    await page.locator('summary', { hasText: 'Producten, hun locaties en capaciteit' }).click();
    const newProduct = page.getByRole('group', { name: 'Nieuw product', exact: true });
    await newProduct.getByLabel('Vergunningtype').selectOption('DEELAUTO');
    await newProduct.getByLabel('Gebied').selectOption('PROEFWIJK');
    await newProduct.getByLabel('Categorie').selectOption('OVERIG');
    await button(newProduct, 'Product toevoegen').click();
    const product = page.getByRole('group', { name: 'Product DEELAUTO · PROEFWIJK', exact: true });
    await button(product, 'Locatie toevoegen aan DEELAUTO · PROEFWIJK').click();
    const location = product.getByRole('group', { name: 'Locatie 1', exact: true });
    await location.getByLabel('Code (hoofdletters en cijfers)').fill('PLEIN');
    const located = product.getByRole('group', { name: 'Locatie PLEIN', exact: true });
    await located.getByLabel('Omschrijving (Nederlands)').fill('Proefplein');
    await located.getByLabel('Capaciteit van PLEIN').fill('25');
    await page.getByLabel('Reden van de wijziging', { exact: true }).last().fill('Proefwijk met deelauto');
    await button(page, 'Opslaan als nieuwe versie').click();

    // The validator's problem: at its field, and in the summary with a link to it.
    const english = located.getByLabel('Omschrijving (Engels)');
    await expect.poll(() => english.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await english.getAttribute('aria-describedby')) ?? '';
    // In the Beheerder's language, from the problem's code.
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Dit mag niet leeg zijn.');
    const summary = page.getByRole('alert').filter({ hasText: 'Het catalogusbestand klopt niet' });
    const link = summary.getByRole('link', {
      name: /\(DEELAUTO in PROEFWIJK\)\.locations\[0\] \(PLEIN\)\.description\.en$/,
    });
    await link.waitFor();
    expect(await link.locator('xpath=ancestor::li[1]').textContent()).toMatch(
      /description\.en: Dit mag niet leeg zijn\.$/,
    );
    await axeInEveryThemeAtBothWidths(page, 'staff catalogue editor with a new product and a problem at its field');
    await link.click();
    await expect.poll(() => english.evaluate((field) => field === document.activeElement)).toBe(true);
    await english.fill('Trial square');
    await button(page, 'Opslaan als nieuwe versie').click();
    await page.getByText('Opgeslagen als versie 2.', { exact: true }).waitFor();

    // The diff names both.
    await button(page, 'Verschillen van versie 2').click();
    const diff = page.getByRole('table', { name: 'Verschillen van versie 2' });
    await diff.getByRole('row', { name: /^areas › PROEFWIJK toegevoegd/ }).waitFor();
    const added = diff.getByRole('row', { name: /^products › DEELAUTO in PROEFWIJK toegevoegd/ });
    expect(await added.textContent()).toContain('"code":"PLEIN"');
    await axeInEveryThemeAtBothWidths(page, 'staff catalogue with the diff of a new area and product');

    // A company of the municipality sees the new product, requestable.
    const resident = await portal.openPage(`/${tenant}/welcome`);
    await loginNewCompanyAt(resident, tenant, 'caf');
    const response = await resident.context().request.post(`/${tenant}/services/eloket/get_requestable_permits`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: '',
    });
    const items = (await response.json()).result as {
      DESCRIPTION: string;
      AREADESCRIPTION: string;
      REQUESTABLE: string;
      LOCATIONS: { LOCATIONDESCRIPTION: string; AVAILABLE: string }[];
    }[];
    const offered = items.find((item) => item.DESCRIPTION === carSharing && item.AREADESCRIPTION === 'Proefwijk');
    expect(offered, 'the new product in the listing').toMatchObject({
      REQUESTABLE: 'Y',
      LOCATIONS: [{ LOCATIONDESCRIPTION: 'Proefplein', AVAILABLE: 'Y' }],
    });
  },
);
