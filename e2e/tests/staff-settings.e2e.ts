import type { Page } from 'playwright-core';
import { expectNoAxeViolationsInThemes, softExpectNoAxeViolations, themeVariants } from '../support/axe.js';
import { interceptFileChooser, samplePng } from '../support/documents.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { uniqueSuffix } from '../support/login.js';
import { operatorAvailable } from '../support/operator.js';
import { copyVoorbeeld } from '../support/own-municipality.js';
import { contrastThemes, presetContrastTheme, waitForHtmlAttribute } from '../support/portal.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';

/**
 * The municipality's settings in the back office (issue 28). In a municipality of the test's own, a Beheerder
 * words the welcome screen's title her own way (Dutch and English side by side, with a preview) and changes the
 * conditions link (a setting of the map); a resident's fresh visit shows both. She uploads a logo: a text file is
 * refused with a clear message, a PNG is stored and served to the portal. She sets Mollie's API key: it is never
 * shown again, not on the screen, not after a reload, not in any answer. She lists what is not accessible in the
 * accessibility statement (Dutch and English side by side), changes and removes an item, and the resident's
 * accessibility page shows each save. The places of the menu items and home tiles are named as the resident sees
 * them, with the order they make. The settings screen passes axe in the five contrast themes at 320 px and at
 * desktop width.
 */

async function openSettings(page: Page, tenant: string): Promise<void> {
  await page.goto(`/${tenant}/beheer/instellingen`);
  await page.getByRole('heading', { level: 1, name: 'Instellingen' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Betaalprovider' }).waitFor();
}

const conditionsLabel =
  'De voorwaarden van de gemeente voor parkeerproducten, gelinkt vanaf het welkomstscherm (leeg: geen link).';

test.skipIf(!operatorAvailable())(
  'a Beheerder rewords a text and changes a setting (the portal shows both), uploads a logo (a non-image refused) and sets the payment key, never shown again',
  { timeout: slow(240_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('sts');
    const context = await portal.newContext();
    await signInStaffThroughServer(context, tenant, 'beheerder', uniqueStaffName('Bea'));
    const page = await context.newPage();
    interceptFileChooser(page);
    await openSettings(page, tenant);

    // A text: found by its key, the Dutch and English side by side with the standard text and a preview.
    const title = `Welkom bij parkeren ${uniqueSuffix()}`;
    await page.getByLabel('Zoek op sleutel of tekst').fill('welcome.title');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.getByRole('button', { name: 'Wijzigen: welcome.title', exact: true }).click();
    await page.getByRole('heading', { level: 3, name: 'Tekst welcome.title' }).waitFor();
    await page.getByLabel('Eigen formulering (Nederlands)').fill(title);
    await page.getByLabel('Eigen formulering (Engels)').fill('Welcome to parking');
    await expect.poll(() => page.locator('.pl-staff-settings__preview[lang="nl"]').textContent()).toBe(title);
    await page.getByRole('button', { name: 'Tekst opslaan' }).click();
    await page.locator('.pl-staff-settings__editor').getByRole('status').getByText('Opgeslagen.').waitFor();

    // A setting of the map (core 3.7): the conditions link on the welcome screen.
    const conditionsUrl = `https://www.example.org/voorwaarden-${uniqueSuffix()}`;
    await page.getByLabel(conditionsLabel).fill(conditionsUrl);
    await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
    await page.getByRole('status').getByText('Opgeslagen.').first().waitFor();
    // A wrong value is refused with the field named, in Dutch.
    await page.getByLabel(conditionsLabel).fill('voorwaarden.html');
    await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
    await page.getByRole('alert').getByText('Vul een volledig webadres in dat begint met https://.').first().waitFor();
    await page.getByLabel(conditionsLabel).fill(conditionsUrl);

    // The resident portal, in a fresh visit: the municipality's own title and the new link.
    const resident = await (await portal.newContext()).newPage();
    await resident.goto(portal.url(`/${tenant}/welcome`));
    await resident.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await resident.getByRole('link', { name: /voorwaarden/i }).getAttribute('href')).toBe(conditionsUrl);

    // The logo: a text file named .png is refused with a clear message; a PNG is stored with its size and served.
    await page.getByLabel('Nieuw logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Dit is geen afbeelding maar tekst.'),
    });
    await page.getByRole('button', { name: 'Logo opslaan' }).click();
    await page
      .getByRole('alert')
      .getByText('Dit bestand is geen PNG-afbeelding. Het logo moet een PNG-afbeelding zijn.')
      .waitFor();
    const png = samplePng('logo.png');
    await page.getByLabel('Nieuw logo').setInputFiles(png);
    await page.getByRole('button', { name: 'Logo opslaan' }).click();
    await page.getByRole('status').getByText('De afbeelding is opgeslagen.').waitFor();
    await page.getByText(/16 × 12 pixels/).waitFor();
    await page.getByRole('img', { name: 'Het huidige logo' }).waitFor();
    const served = await resident.request.get(portal.url(`/${tenant}/municipalities/${tenant}.png`));
    expect(Buffer.from(await served.body()).equals(png.buffer)).toBe(true);

    // The payment key: write-only. After saving, the field is empty and the screen says only that one is stored.
    const apiKey = `test_${'k'.repeat(12)}${uniqueSuffix().replace(/[^A-Za-z0-9]/g, '')}abcdefghij`;
    await page.getByRole('radio', { name: 'Mollie' }).check();
    await page.getByLabel('API-sleutel', { exact: true }).fill(apiKey);
    const saved = page.waitForResponse((r) => r.url().endsWith('/beheer/api/v1/instellingen/betaalprovider'));
    await page.getByRole('button', { name: 'Betaalprovider opslaan' }).click();
    const savedAnswer = await (await saved).text();
    expect(JSON.parse(savedAnswer)).toMatchObject({ provider: 'mollie', hasKey: true });
    expect(savedAnswer).not.toContain(apiKey);
    await page.getByRole('status').getByText('Opgeslagen. De sleutel wordt nooit meer getoond.').waitFor();
    expect(await page.getByLabel('API-sleutel', { exact: true }).inputValue()).toBe('');
    const reread = page.waitForResponse((r) => r.url().endsWith('/beheer/api/v1/instellingen/portaal'));
    await page.reload();
    expect(await (await reread).text()).not.toContain(apiKey);
    await openSettings(page, tenant);
    const payment = page.locator('section[aria-labelledby="settings-payment"]');
    await payment.locator('dd').getByText('Mollie', { exact: true }).waitFor();
    await payment.getByText('Opgeslagen (wordt nooit getoond)').waitFor();
    expect(await page.content()).not.toContain(apiKey);
  },
);

async function checkScreen(page: Page, label: string): Promise<void> {
  await softExpectNoAxeViolations(page, label);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${label}: no horizontal scrolling`).toBeLessThanOrEqual(0);
}

const variants = [
  ...contrastThemes.map((theme) => ({ theme, width: mobileWidth })),
  { theme: 'default' as const, width: desktopWidth },
];

test.skipIf(!operatorAvailable())(
  'axe: the settings screen, and with a text open, five themes at 320 px and desktop',
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('sta');
    const beheerder = uniqueStaffName('Axe');
    // A logo, so the screen shows a stored image with its size.
    const setup = await portal.newContext();
    await signInStaffThroughServer(setup, tenant, 'beheerder', beheerder);
    const logo = await setup.request.put(`/${tenant}/beheer/api/v1/instellingen/afbeeldingen/logo`, {
      data: { data: samplePng('logo.png').buffer.toString('base64') },
    });
    expect(logo.status()).toBe(200);
    await setup.close();
    for (const variant of variants) {
      const context = await portal.newContext();
      await presetContrastTheme(context, variant.theme);
      await signInStaffThroughServer(context, tenant, 'beheerder', beheerder);
      const page = await context.newPage();
      await page.setViewportSize({ width: variant.width, height: 800 });
      await openSettings(page, tenant);
      await waitForHtmlAttribute(page, 'data-contrast', variant.theme);
      // The screen as it opens (the first texts listed, long keys and wordings among them), then with a text open.
      await page.getByText('teksten gevonden', { exact: false }).waitFor();
      await checkScreen(page, `staff settings (${variant.theme}, ${variant.width} px)`);
      await page.getByLabel('Zoek op sleutel of tekst').fill('welcome.title');
      await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
      await page.getByRole('button', { name: 'Wijzigen: welcome.title', exact: true }).click();
      await page.getByLabel('Eigen formulering (Nederlands)').waitFor();
      await checkScreen(page, `staff settings, a text open (${variant.theme}, ${variant.width} px)`);
      await context.close();
    }
  },
);

test.skipIf(!operatorAvailable())(
  "a Beheerder adds, changes and removes what is not accessible; the resident's accessibility page shows it",
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('stk');
    const context = await portal.newContext();
    await signInStaffThroughServer(context, tenant, 'beheerder', uniqueStaffName('Bea'));
    const page = await context.newPage();
    await openSettings(page, tenant);
    const form = page.getByRole('form', { name: 'Toegankelijkheidsverklaring' });
    const list = form.getByRole('group', { name: 'Wat niet toegankelijk is' });
    // Voorbeeld's statement lists two items; a third is added, Dutch and English side by side.
    await list.getByRole('group', { name: 'Punt 2' }).waitFor();
    await list.getByRole('button', { name: 'Punt toevoegen' }).click();
    const suffix = uniqueSuffix();
    const dutch = `De routekaart heeft geen tekstalternatief ${suffix}.`;
    await list.getByLabel('Wat niet toegankelijk is (punt 3, Nederlands)').fill(dutch);
    await list.getByLabel('Waarom (punt 3, Nederlands)').fill('De kaart komt van een leverancier.');
    await list.getByLabel('Waarom (punt 3, Engels)').fill('The map comes from a supplier.');
    await list.getByLabel('Opgelost op (punt 3)').fill('2027-03-31');
    // Without the English description the server names the field, in Dutch.
    await form.getByRole('button', { name: 'Verklaring opslaan' }).click();
    const missing = list.locator('#a11y-nc-2-description-en-error');
    await missing.waitFor();
    expect(
      await page.getByLabel('Wat niet toegankelijk is (punt 3, Engels)').getAttribute('aria-describedby'),
    ).toContain('a11y-nc-2-description-en-error');
    await list
      .getByLabel('Wat niet toegankelijk is (punt 3, Engels)')
      .fill(`The route map has no text alternative ${suffix}.`);
    await form.getByRole('button', { name: 'Verklaring opslaan' }).click();
    await form.getByRole('status').getByText('Opgeslagen.').waitFor();

    // The resident's accessibility page, in a fresh visit: the new item with its reason and date.
    const resident = await (await portal.newContext()).newPage();
    await resident.goto(portal.url(`/${tenant}/accessibility-statement`));
    const issues = resident.getByRole('region', { name: 'Niet toegankelijke inhoud' });
    await issues.getByText(dutch).waitFor();
    await issues.getByText('Toelichting: De kaart komt van een leverancier.').waitFor();
    expect(await issues.getByRole('listitem').count()).toBe(3);

    // The first item is removed and the new one (now item 2) reworded: the page shows exactly that after a reload.
    await list.getByRole('button', { name: 'Punt 1 verwijderen' }).click();
    await list.getByRole('group', { name: 'Punt 3' }).waitFor({ state: 'detached' });
    const reworded = `De routekaart is niet toegankelijk ${suffix}.`;
    await list.getByLabel('Wat niet toegankelijk is (punt 2, Nederlands)').fill(reworded);
    await form.getByRole('button', { name: 'Verklaring opslaan' }).click();
    await form.getByRole('status').getByText('Opgeslagen.').waitFor();
    await resident.reload();
    await issues.getByText(reworded).waitFor();
    expect(await issues.getByRole('listitem').count()).toBe(2);
    expect(await resident.getByText(dutch).count()).toBe(0);

    // The form with its items, axe-clean in the five themes at 320 px and desktop width.
    await list.getByRole('button', { name: 'Punt toevoegen' }).click();
    await list.getByLabel('Wat niet toegankelijk is (punt 3, Nederlands)').waitFor();
    await expectNoAxeViolationsInThemes(page, {
      label: 'staff settings, what is not accessible',
      variants: themeVariants,
    });
  },
);

test.skipIf(!operatorAvailable())(
  'the menu and home places are named as the resident sees them, with what the number means and the order they make',
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('stp');
    const context = await portal.newContext();
    await signInStaffThroughServer(context, tenant, 'beheerder', uniqueStaffName('Bea'));
    const page = await context.newPage();
    await openSettings(page, tenant);
    const menu = page.getByRole('group', { name: 'Menu', exact: true });
    const history = menu.getByLabel('Plaats van “Historie” in het menu');
    await history.waitFor();
    await menu.getByText('0 of leeg verbergt het', { exact: false }).first().waitFor();
    await page.getByLabel('Plaats van “Mijn producten” op het startscherm').waitFor();
    const order = menu.getByRole('region', { name: 'Het menu van de inwoner' });
    const shown = async () => order.getByRole('listitem').allTextContents();
    const before = await shown();
    expect(before.length).toBeGreaterThan(1);
    // Hiding an item takes it out of the order; giving it place 1 puts it first.
    const hideHistory = menu.getByLabel('“Historie” niet in het menu');
    if (!(await hideHistory.isChecked())) await hideHistory.check();
    await expect.poll(shown).not.toContain('Historie');
    expect(await history.inputValue()).toBe('0');
    await history.fill('1');
    // Home has place 1 as well: equal places keep the menu's own order, in which History comes before Home.
    await expect.poll(async () => (await shown()).slice(0, 2)).toEqual(['Historie', 'Home']);
    expect(await hideHistory.isChecked()).toBe(false);
    // A place is a number: a "Y" is refused at the field it is in.
    await history.fill('Y');
    await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
    await menu.locator('#setting-SHOW_MENU_OPTION_HISTORY-error').waitFor();
    expect(await history.getAttribute('aria-invalid')).toBe('true');
    await history.fill('1');
    await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
    await page.getByRole('status').getByText('Opgeslagen.').first().waitFor();
  },
);
