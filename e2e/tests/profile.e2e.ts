import type { Locator, Page } from 'playwright-core';
import { type AxeExtra, chooseTheme, expectNoAxeViolationsInThemes } from '../support/axe.js';
import { eventually, expect, test } from '../support/fixtures.js';
import { closeFteInstruction, screenPath, uniqueEmail, waitForHome, waitForScreen } from '../support/login.js';
import { tenants } from '../support/portal.js';
import { signInNewCompany } from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

/**
 * Issue 4 through the screens, as a company that logged in with eHerkenning (a new KvK number with one branch, so no
 * branch choice): the blocks of /user, the IBAN (a wrong checksum refused with the server's message, then a right
 * one, then deleted), the FTE count with its declaration, and the address wizard (a domestic invoice address from the
 * built-in register, one the check rejects, edited and deleted; a foreign mailing address, added and deleted), with
 * the focus on the step's h1 after each step. Then axe (WCAG 2.2 A and AA) on every screen and dialog of the profile
 * in the five contrast themes at 320 px and the default theme at 1280 px.
 *
 * Not here: the e-mail change with verification and the change-password page of a permit login (the demo permit
 * account's five login codes an hour are used by the other files; that needs a second permit account).
 */

const code = tenants.voorbeeld.code;

const profileTexts = {
  title: 'Mijn gegevens',
  personHeading: 'Ingelogd als',
  emailHeading: 'E-mailadres',
  ibanHeading: 'Rekeningnummer',
  fteHeading: 'Aantal fte',
  addressesHeading: 'Adressen',
  messagesHeading: 'Berichten per e-mail',
  messageRequestReceived: 'Aanvraag ontvangen',
  messagesSave: 'Keuze opslaan',
  messagesSaved: 'Uw keuze is opgeslagen.',
  ibanNone: 'U heeft nog geen rekeningnummer (IBAN) opgegeven.',
  ibanAdd: 'IBAN toevoegen',
  ibanDelete: 'IBAN verwijderen',
  ibanDeleteTitle: 'IBAN verwijderen?',
  ibanSaved: 'Het rekeningnummer is opgeslagen.',
  ibanDeleted: 'Het rekeningnummer is verwijderd.',
  iban: 'IBAN',
  owner: 'Naam rekeninghouder',
  save: 'Opslaan',
  back: 'Terug naar Mijn gegevens',
  ibanWrongChecksum: 'Het controlegetal van dit IBAN klopt niet. Controleer of u het nummer goed hebt overgenomen.',
  notGiven: 'Niet opgegeven',
  fteSet: 'Aantal fte opgeven',
  fteEdit: 'Aantal fte wijzigen',
  fteDialog: 'Aantal fte opgeven',
  fteNumber: 'Aantal fte',
  fteDeclaration: 'Ik verklaar dat ik het aantal fte naar waarheid heb ingevuld.',
  fteSaved: 'Het aantal fte is opgeslagen.',
  yes: 'Ja',
  no: 'Nee',
  ok: 'OK',
  cancel: 'Annuleren',
  invoiceHeading: 'Factuuradres',
  mailingHeading: 'Postadres',
  noAddress: 'Geen adres opgegeven.',
  addressSaved: 'Het adres is opgeslagen.',
  addressDeleted: 'Het adres is verwijderd.',
  addressDeleteTitle: 'Adres verwijderen?',
  wizardTitle: 'Adres toevoegen',
  wizardLeave: 'Stoppen en terug naar Mijn gegevens',
  next: 'Volgende',
  prev: 'Vorige',
  confirm: 'Bevestigen',
  domesticLegend: 'Ligt het adres in Nederland?',
  typeLocked:
    'Bij het wijzigen van een adres kunt u dit niet veranderen. Verwijder het adres en voeg een nieuw adres toe om dat te doen.',
  postalDigits: 'Postcode: de 4 cijfers',
  postalLetters: 'Postcode: de 2 letters',
  houseNumber: 'Huisnummer',
  addressNotFound: 'Er is geen adres met deze postcode en dit huisnummer. Controleer de postcode en het huisnummer.',
  country: 'Land',
  countryList: 'Landen',
  line1: 'Adresregel 1',
  line2: 'Adresregel 2',
} as const;

const t = profileTexts;

/** A valid Dutch test IBAN, and the same with one digit changed: a wrong mod-97 checksum. */
const goodIban = 'NL91ABNA0417164300';
const badIban = 'NL91ABNA0417164301';
const goodIbanPrinted = 'NL91 ABNA 0417 1643 00';

/** In the built-in register: Marktplein 1–30, 1234 AC Voorbeeld. Number 31 is not there. */
const market = { digits: '1234', letters: 'AC', number: '7', otherNumber: '8', missingNumber: '31' };

const wizardPaths = {
  type: '/address-type-step',
  zipcode: '/zipcode-step',
  dutch: '/dutch-address-step',
  country: '/select-country-step',
  foreign: '/foreign-address-step',
  confirm: '/confirm-address-step',
} as const;

/** Logs in as a company the portal has never seen (one branch), through the e-mail gate, and ends on home. */
async function loginAsNewCompany(page: Page): Promise<{ kvk: string; email: string }> {
  const email = uniqueEmail('profile');
  // Over HTTP, the e-mail gate answered with `email`: the login is login-journeys.e2e.ts's subject.
  const kvk = await signInNewCompany(page, email);
  await closeFteInstruction(page);
  await waitForHome(page);
  return { kvk, email };
}

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const button = (scope: Page | Locator, name: string): Locator => scope.getByRole('button', { name, exact: true });
const status = (page: Page): Locator => page.getByRole('status');

async function openProfile(page: Page): Promise<void> {
  await page.goto(`/${code}/user`);
  await waitForScreen(page, '/user');
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await region(page, t.addressesHeading).waitFor();
}

async function waitForEnabled(locator: Locator): Promise<void> {
  const handle = await locator.elementHandle();
  await locator.page().waitForFunction((element) => !(element as HTMLButtonElement | null)?.disabled, handle);
}

async function waitForText(locator: Locator, text: string | RegExp): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor();
}

/** What has the focus: `H1: Adres toevoegen`, say. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName}: ${(element.textContent ?? '').trim()}` : 'nothing';
  });
}

/** Waits for a wizard step and checks that the focus moved to its h1 (it moves right after the step renders). */
async function expectStepWithFocus(page: Page, path: string): Promise<void> {
  await waitForScreen(page, path);
  await page.getByRole('heading', { level: 1, name: t.wizardTitle }).waitFor();
  await page
    .waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: slow(2_000) })
    .catch(() => undefined);
  expect(await focused(page), `the focus after arriving on ${path}`).toBe(`H1: ${t.wizardTitle}`);
}

async function next(page: Page): Promise<void> {
  await button(page, t.next).click();
}

async function chooseDomestic(page: Page, answer: 'Ja' | 'Nee'): Promise<void> {
  await page.getByRole('group', { name: t.domesticLegend }).getByRole('radio', { name: answer, exact: true }).check();
}

async function fillPostalCode(page: Page, digits: string, letters: string): Promise<void> {
  await page.getByRole('textbox', { name: t.postalDigits, exact: true }).fill(digits);
  await page.getByRole('textbox', { name: t.postalLetters, exact: true }).fill(letters);
}

async function chooseCountry(page: Page, typed: string, country: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: t.country, exact: true });
  await combobox.fill(typed);
  await page
    .getByRole('listbox', { name: t.countryList })
    .getByRole('option', { name: country, exact: true })
    .waitFor();
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
  // Chosen: the field shows the country and is locked, and a button undoes the choice.
  await button(page, 'Ander land kiezen').waitFor();
  expect(await combobox.inputValue(), 'the chosen country').toBe(country);
  expect(await combobox.isDisabled(), 'the field once a country is chosen').toBe(true);
}

async function confirmDialog(page: Page, title: string, confirmLabel: string, mentions?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  if (mentions) expect(await dialog.textContent(), `the dialog ${title}`).toContain(mentions);
  await button(dialog, confirmLabel).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('a company manages its IBAN, FTE and both addresses on /user', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const { kvk, email: address } = await loginAsNewCompany(page);
  await openProfile(page);

  // The blocks, in order: no change password for an eHerkenning login.
  // The blocks come as their calls answer: wait for the list of them, not for the first one.
  await eventually(() => page.getByRole('heading', { level: 2 }).allTextContents(), 'the blocks of /user').toEqual([
    t.personHeading,
    t.emailHeading,
    t.ibanHeading,
    t.fteHeading,
    t.addressesHeading,
    t.messagesHeading,
  ]);
  await eventually(() => region(page, t.personHeading).textContent()).toContain(`Testbedrijf ${kvk}`);
  // The company's own e-mail address in full, not masked (issue 24).
  await region(page, t.emailHeading).getByText(address, { exact: true }).waitFor();
  expect(await region(page, t.emailHeading).textContent()).not.toContain('***');
  await eventually(() => region(page, t.ibanHeading).textContent()).toContain(t.ibanNone);
  await eventually(() => region(page, t.fteHeading).textContent()).toContain(t.notGiven);
  const addresses = region(page, t.addressesHeading);
  await addresses.getByRole('heading', { level: 3, name: t.invoiceHeading }).waitFor();
  await addresses.getByRole('heading', { level: 3, name: t.mailingHeading }).waitFor();
  await eventually(() => addresses.getByText(t.noAddress, { exact: true }).count(), 'both addresses empty').toBe(2);

  // IBAN: a wrong checksum is refused with the server's message; the right one is saved and shown.
  await region(page, t.ibanHeading).getByRole('link', { name: t.ibanAdd, exact: true }).click();
  await waitForScreen(page, '/iban-editor');
  await page.getByRole('heading', { level: 1, name: t.ibanAdd }).waitFor();
  const ibanBox = page.getByRole('textbox', { name: t.iban, exact: true });
  await ibanBox.fill(badIban);
  await page.getByRole('textbox', { name: t.owner, exact: true }).fill('Testbedrijf');
  await button(page, t.save).click();
  await page.getByText(t.ibanWrongChecksum, { exact: true }).first().waitFor();
  // The error summary takes the focus (issue 16); its link leads to the field.
  expect(await focused(page), 'the focus after the refusal').toMatch(/^DIV: Er is een probleem/);
  await page.getByRole('link', { name: t.ibanWrongChecksum, exact: true }).click();
  expect(await focused(page), 'the summary’s link').toMatch(/^INPUT/);
  expect(screenPath(page), 'nothing saved: still on the editor').toBe('/iban-editor');

  await ibanBox.fill(goodIban);
  await button(page, t.save).click();
  await waitForScreen(page, '/user');
  await waitForText(status(page), t.ibanSaved);
  await waitForText(region(page, t.ibanHeading), goodIbanPrinted);
  expect(await region(page, t.ibanHeading).textContent()).toContain('TESTBEDRIJF');

  // IBAN delete, after its confirmation.
  await button(region(page, t.ibanHeading), t.ibanDelete).click();
  await confirmDialog(page, t.ibanDeleteTitle, t.ibanDelete, goodIbanPrinted);
  await waitForText(status(page), t.ibanDeleted);
  await waitForText(region(page, t.ibanHeading), t.ibanNone);
  expect(await region(page, t.ibanHeading).textContent()).not.toContain(goodIbanPrinted);

  // FTE: OK stays disabled while the declaration is No; Yes and a number enable it.
  await button(region(page, t.fteHeading), t.fteSet).click();
  const fte = page.getByRole('dialog', { name: t.fteDialog });
  await fte.waitFor();
  const ok = button(fte, t.ok);
  expect(await ok.isDisabled(), 'OK with nothing given').toBe(true);
  await fte.getByRole('textbox', { name: t.fteNumber, exact: true }).fill('12');
  const declaration = fte.getByRole('group', { name: t.fteDeclaration });
  await declaration.getByRole('radio', { name: t.no, exact: true }).check();
  expect(await ok.isDisabled(), 'OK with a number and the declaration No').toBe(true);
  await declaration.getByRole('radio', { name: t.yes, exact: true }).check();
  await waitForEnabled(ok);
  await ok.click();
  await fte.waitFor({ state: 'hidden' });
  await waitForText(status(page), t.fteSaved);
  await waitForText(region(page, t.fteHeading), /^Aantal fte\s*12/);
  await button(region(page, t.fteHeading), t.fteEdit).waitFor();

  // A domestic invoice address: one the check rejects, then one in the register.
  await button(addresses, `${t.invoiceHeading} toevoegen`).click();
  await expectStepWithFocus(page, wizardPaths.type);
  await chooseDomestic(page, 'Ja');
  await next(page);
  await expectStepWithFocus(page, wizardPaths.zipcode);
  await fillPostalCode(page, market.digits, market.letters);
  await next(page);
  await expectStepWithFocus(page, wizardPaths.dutch);
  const houseNumber = page.getByRole('textbox', { name: t.houseNumber, exact: true });
  await houseNumber.fill(market.missingNumber);
  await next(page);
  await page.getByText(t.addressNotFound, { exact: true }).first().waitFor();
  expect(screenPath(page), 'a rejected address stays on the Dutch step').toBe(wizardPaths.dutch);
  await houseNumber.fill(market.number);
  await next(page);
  await expectStepWithFocus(page, wizardPaths.confirm);
  const summary = (await page.getByRole('main').textContent()) ?? '';
  expect(summary).toContain(`Marktplein ${market.number}`);
  expect(summary).toContain('1234 AC Voorbeeld');
  await button(page, t.confirm).click();
  await waitForScreen(page, '/user');
  await waitForText(status(page), t.addressSaved);
  await waitForText(addresses, `Marktplein ${market.number}`);
  expect(await addresses.textContent()).toContain('1234 AC Voorbeeld');

  // Edit: the domestic/foreign choice is locked, Prev on the postal code is not offered.
  await button(addresses, `${t.invoiceHeading} wijzigen`).click();
  await expectStepWithFocus(page, wizardPaths.type);
  const yes = page.getByRole('group', { name: t.domesticLegend }).getByRole('radio', { name: t.yes, exact: true });
  expect(await yes.isChecked(), 'the stored answer').toBe(true);
  expect(await yes.isDisabled(), 'the choice is locked when editing').toBe(true);
  expect(
    await page.getByRole('group', { name: t.domesticLegend }).getByRole('radio', { name: t.no }).isDisabled(),
  ).toBe(true);
  await page.getByText(t.typeLocked, { exact: true }).waitFor();
  await next(page);
  await expectStepWithFocus(page, wizardPaths.zipcode);
  expect(await page.getByRole('textbox', { name: t.postalDigits, exact: true }).inputValue()).toBe(market.digits);
  expect(await button(page, t.prev).isDisabled(), 'Prev on the postal code when editing').toBe(true);
  await next(page);
  await expectStepWithFocus(page, wizardPaths.dutch);
  await houseNumber.fill(market.otherNumber);
  await next(page);
  await expectStepWithFocus(page, wizardPaths.confirm);
  await button(page, t.confirm).click();
  await waitForScreen(page, '/user');
  await waitForText(addresses, `Marktplein ${market.otherNumber}`);
  expect(await addresses.textContent()).not.toContain(`Marktplein ${market.number}`);

  // Delete the invoice address.
  await button(addresses, `${t.invoiceHeading} verwijderen`).click();
  await confirmDialog(page, t.addressDeleteTitle, `${t.invoiceHeading} verwijderen`);
  await waitForText(status(page), t.addressDeleted);
  await button(addresses, `${t.invoiceHeading} toevoegen`).waitFor();
  expect(await addresses.textContent()).not.toContain('Marktplein');

  // A foreign mailing address: the country typed (case-insensitively) and chosen with the keyboard, two lines.
  await button(addresses, `${t.mailingHeading} toevoegen`).click();
  await expectStepWithFocus(page, wizardPaths.type);
  await chooseDomestic(page, 'Nee');
  await next(page);
  await expectStepWithFocus(page, wizardPaths.country);
  await chooseCountry(page, 'duitsl', 'Duitsland');
  await next(page);
  await expectStepWithFocus(page, wizardPaths.foreign);
  await page.getByRole('textbox', { name: t.line1, exact: true }).fill('Hauptstrasse 5');
  await page.getByRole('textbox', { name: t.line2, exact: true }).fill('10115 Berlin');
  await next(page);
  await expectStepWithFocus(page, wizardPaths.confirm);
  const foreignSummary = (await page.getByRole('main').textContent()) ?? '';
  expect(foreignSummary).toMatch(/Hauptstrasse 5/i);
  expect(foreignSummary).toContain('Duitsland');
  await button(page, t.confirm).click();
  await waitForScreen(page, '/user');
  await waitForText(status(page), t.addressSaved);
  await waitForText(addresses, /Hauptstrasse 5/i);
  const shown = (await addresses.textContent()) ?? '';
  expect(shown).toMatch(/10115 Berlin/i);
  expect(shown).toContain('Duitsland');

  await button(addresses, `${t.mailingHeading} verwijderen`).click();
  await confirmDialog(page, t.addressDeleteTitle, `${t.mailingHeading} verwijderen`);
  await waitForText(status(page), t.addressDeleted);
  await button(addresses, `${t.mailingHeading} toevoegen`).waitFor();
  expect(await addresses.getByText(t.noAddress, { exact: true }).count(), 'both addresses empty again').toBe(2);
});

test('a resident turns an optional message off on /user, and it stays off', async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await loginAsNewCompany(page);
  await openProfile(page);
  const messages = region(page, t.messagesHeading);
  const received = messages.getByRole('checkbox', { name: t.messageRequestReceived, exact: true });
  expect(await received.isChecked(), 'on by default').toBe(true);
  await received.uncheck();
  await button(messages, t.messagesSave).click();
  await messages.getByText(t.messagesSaved, { exact: true }).waitFor();
  await page.reload();
  await openProfile(page);
  const again = region(page, t.messagesHeading).getByRole('checkbox', { name: t.messageRequestReceived, exact: true });
  await again.waitFor();
  expect(await again.isChecked(), 'still off after a reload').toBe(false);
});

/**
 * axe on one screen in every theme (support/axe.ts): the five contrast themes at 320 px and the default theme at
 * 1280 px, the theme chosen in the header on the screen as it stands (no reload), and no sideways scrolling.
 */
const inThemes = (page: Page, label: string, extras: readonly AxeExtra[] = []) =>
  expectNoAxeViolationsInThemes(page, { label, extras });

// Six variants of nine screens each: 54 axe scans, more than the default minute on two busy cores.
test(
  'axe finds no violations on /user, the IBAN editor, the FTE dialog and each wizard step, in every theme',
  async ({ portal }) => {
    const page = await portal.openPage(`/${code}/welcome`);
    await loginAsNewCompany(page);
    await openProfile(page);

    // /user, and on it the FTE dialog, filled in.
    const fteDialog: AxeExtra = {
      label: 'the FTE dialog',
      async open(p) {
        await button(region(p, t.fteHeading), t.fteSet).click();
        const fte = p.getByRole('dialog', { name: t.fteDialog });
        await fte.waitFor();
        await fte.getByRole('textbox', { name: t.fteNumber, exact: true }).fill('3');
        await fte.getByRole('radio', { name: t.yes, exact: true }).check();
      },
      async close(p) {
        const fte = p.getByRole('dialog', { name: t.fteDialog });
        await button(fte, t.cancel).click();
        await fte.waitFor({ state: 'hidden' });
      },
    };
    await inThemes(page, '/user', [fteDialog]);

    // The IBAN editor with the server's refusal shown.
    await region(page, t.ibanHeading).getByRole('link', { name: t.ibanAdd, exact: true }).click();
    await waitForScreen(page, '/iban-editor');
    await page.getByRole('textbox', { name: t.iban, exact: true }).fill(badIban);
    await page.getByRole('textbox', { name: t.owner, exact: true }).fill('Testbedrijf');
    await button(page, t.save).click();
    await page.getByText(t.ibanWrongChecksum, { exact: true }).first().waitFor();
    await inThemes(page, '/iban-editor with the checksum error');
    await page.getByRole('link', { name: t.back, exact: true }).click();
    await waitForScreen(page, '/user');

    // The domestic steps, with the check's refusal on the Dutch step.
    const addresses = region(page, t.addressesHeading);
    await button(addresses, `${t.invoiceHeading} toevoegen`).click();
    await waitForScreen(page, wizardPaths.type);
    await inThemes(page, wizardPaths.type);
    await chooseDomestic(page, 'Ja');
    await next(page);
    await waitForScreen(page, wizardPaths.zipcode);
    await inThemes(page, wizardPaths.zipcode);
    await fillPostalCode(page, market.digits, market.letters);
    await next(page);
    await waitForScreen(page, wizardPaths.dutch);
    await page.getByRole('textbox', { name: t.houseNumber, exact: true }).fill(market.missingNumber);
    await next(page);
    await page.getByText(t.addressNotFound, { exact: true }).first().waitFor();
    await inThemes(page, `${wizardPaths.dutch} with the check's refusal`);
    await button(page, t.wizardLeave).click();
    await waitForScreen(page, '/user');

    // The foreign steps: the country list open, the two lines, the summary.
    await button(region(page, t.addressesHeading), `${t.mailingHeading} toevoegen`).click();
    await waitForScreen(page, wizardPaths.type);
    await chooseDomestic(page, 'Nee');
    await next(page);
    await waitForScreen(page, wizardPaths.country);
    const combobox = page.getByRole('combobox', { name: t.country, exact: true });
    const countryList = page.getByRole('listbox', { name: t.countryList });
    await expectNoAxeViolationsInThemes(page, {
      label: `${wizardPaths.country} with the list open`,
      // The list is typed open again in each theme, as in a fresh visit: the focus goes to the picker through the
      // list, which the field does not take as leaving it (a blur would mark the empty field as missing its country).
      async open(p, { theme }) {
        if (await countryList.count()) await countryList.focus();
        await chooseTheme(p, theme);
        await combobox.fill('');
        await combobox.fill('land');
        await countryList.getByRole('option').first().waitFor();
        await combobox.press('ArrowDown');
      },
    });
    await chooseCountry(page, 'duitsl', 'Duitsland');
    await next(page);
    await waitForScreen(page, wizardPaths.foreign);
    await page.getByRole('textbox', { name: t.line1, exact: true }).fill('Hauptstrasse 5');
    await page.getByRole('textbox', { name: t.line2, exact: true }).fill('10115 Berlin');
    await inThemes(page, wizardPaths.foreign);
    await next(page);
    await waitForScreen(page, wizardPaths.confirm);
    await page.getByRole('heading', { level: 1, name: t.wizardTitle }).waitFor();
    await inThemes(page, wizardPaths.confirm);
    await button(page, t.wizardLeave).click();
    await waitForScreen(page, '/user');
  },
  slow(180_000),
);
