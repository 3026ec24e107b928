import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { uniqueSuffix, waitForScreen } from '../support/login.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { loginNewCompanyAt, requestCarSharing } from '../support/own-municipality.js';
import { tenants } from '../support/portal.js';
import { axeInEveryThemeAtBothWidths } from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

/**
 * The help pages (issue 26, decision 031): *Contact en hulp* reached from the footer and from a "neem contact op met
 * de gemeente", with the municipality's own phone number; the accessibility statement in the national model's order;
 * both public, in Dutch and English, axe clean in the five themes at 320 px and 1280 px; what the operator writes
 * with `set-help-page` is what a resident reads.
 */

const voorbeeld = tenants.voorbeeld.code;
/** The demo's numbers (apps/server/src/operator/demo-tenants.ts), written down here rather than imported. */
const phones = { voorbeeld: '14 0123', proefdorp: '0987 654 321' };
const modelSections = [
  'Nalevingsstatus',
  'Onderzoek',
  'Niet toegankelijke inhoud',
  'Feedback en contact',
  'Handhavingsprocedure',
  'Over deze verklaring',
];

const heading1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const footer = (page: Page) => page.getByRole('contentinfo');

test('Contact en hulp from the footer shows the municipality’s own phone; the statement follows the model', async ({
  portal,
}) => {
  const page = await portal.openPage(`/${voorbeeld}/welcome`);
  await footer(page).getByRole('link', { name: 'Contact en hulp', exact: true }).click();
  await waitForScreen(page, '/contact-and-help');
  await heading1(page, 'Contact en hulp').waitFor();
  const phone = page.getByRole('link', { name: phones.voorbeeld, exact: true });
  await phone.waitFor();
  expect(await phone.getAttribute('href')).toBe('tel:140123');
  await page.getByRole('link', { name: 'parkeren@voorbeeld.example', exact: true }).waitFor();
  await page.getByText('Donderdag ook: 18.00 tot 20.00 uur', { exact: false }).waitFor();

  await page.getByRole('link', { name: 'Toegankelijkheidsverklaring', exact: true }).click();
  await waitForScreen(page, '/accessibility-statement');
  await heading1(page, 'Toegankelijkheidsverklaring').waitFor();
  await page.getByText(/^Voldoet gedeeltelijk:/).waitFor();
  const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(sections, 'the model’s sections, in its order').toEqual(modelSections);
  await page.getByText('Opgelost uiterlijk 31-03-2027.').waitFor();
  await page.getByRole('link', { name: 'toegankelijkheid@voorbeeld.example', exact: true }).waitFor();

  // The other municipality has its own number, reached from its own footer.
  await page.goto(portal.url(`/${tenants.proefdorp.code}/welcome`));
  await footer(page).getByRole('link', { name: 'Contact en hulp', exact: true }).click();
  await page.getByRole('link', { name: phones.proefdorp, exact: true }).waitFor();
  expect(await page.getByRole('link', { name: phones.voorbeeld, exact: true }).count()).toBe(0);
});

test('in English: Contact and help and the accessibility statement', async ({ portal }) => {
  const context = await portal.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(portal.url(`/${voorbeeld}/welcome`));
  await footer(page).getByRole('link', { name: 'Accessibility', exact: true }).click();
  await heading1(page, 'Accessibility statement').waitFor();
  await page.getByText(/^Partially compliant:/).waitFor();
  await footer(page).getByRole('link', { name: 'Contact and help', exact: true }).click();
  await heading1(page, 'Contact and help').waitFor();
  await page.getByText('Thursday also: 6 pm to 8 pm', { exact: false }).waitFor();
});

test('both pages have no axe violations in the five themes at 320 px and 1280 px', { timeout: slow(120_000) }, async ({
  portal,
}) => {
  const page = await portal.openPage(`/${voorbeeld}/contact-and-help`);
  await page.getByRole('link', { name: phones.voorbeeld, exact: true }).waitFor();
  await axeInEveryThemeAtBothWidths(page, 'contact and help');
  await page.goto(portal.url(`/${voorbeeld}/accessibility-statement`));
  await page.getByRole('heading', { level: 2, name: 'Over deze verklaring' }).waitFor();
  await axeInEveryThemeAtBothWidths(page, 'accessibility statement');
});

test('the payment’s leave warning says how to contact the municipality: Contact en hulp in a new tab', {
  timeout: slow(120_000),
}, async ({ portal }) => {
  const page = await portal.openPage(`/${voorbeeld}/welcome`);
  await loginNewCompanyAt(page, voorbeeld, 'help-pages');
  await requestCarSharing(page, voorbeeld, 'HP123X');
  await page.goto(portal.url(`/${voorbeeld}/shopping-cart`));
  await page.getByRole('button', { name: /betalen$/ }).click();
  await waitForScreen(page, '/confirmation-pay-products');
  await page.getByRole('button', { name: 'Verder', exact: true }).click();
  await page.waitForURL((url) => url.pathname.includes('/simulator/checkout/'));
  // Back from the checkout, then leaving the confirmation: the warning, with the way to the municipality.
  await page.goBack();
  await waitForScreen(page, '/confirmation-pay-products');
  await page.getByRole('button', { name: 'Verder', exact: true }).waitFor();
  await footer(page).getByRole('link', { name: 'Contact en hulp', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Betaling verlaten?' });
  await dialog.getByText('Neem dan contact op met de gemeente.', { exact: false }).waitFor();
  await expectNoAxeViolations(page, 'leave warning with the contact link');
  const opened = page.context().waitForEvent('page');
  await dialog
    .getByRole('link', { name: 'Contactgegevens van de gemeente (opent in een nieuw tabblad)', exact: true })
    .click();
  const contact = await opened;
  await heading1(contact, 'Contact en hulp').waitFor();
  await contact.getByRole('link', { name: phones.voorbeeld, exact: true }).waitFor();
  // The payment screen stayed where it was, with its warning.
  expect(new URL(page.url()).pathname).toBe(`/${voorbeeld}/confirmation-pay-products`);
  await dialog.waitFor();
});

test('what the operator writes with set-help-page is what the pages show', {
  skip: !operatorAvailable(),
  timeout: slow(120_000),
}, async ({ portal }) => {
  const code = `help${uniqueSuffix()}`.slice(0, 30);
  await runOperator('create-tenant', code, '--name=Gemeente Hulpdorp');
  const page = await portal.openPage(`/${code}/contact-and-help`);
  await page.getByText('De gemeente heeft hier nog geen contactgegevens ingevuld.', { exact: false }).waitFor();

  const contactFile = join(tmpdir(), `${code}-contact.json`);
  await writeFile(
    contactFile,
    JSON.stringify({
      phone: '+31 30 765 4321',
      email: 'balie@hulpdorp.example',
      openingHours: { nl: 'Elke werkdag: 9.00 tot 16.00 uur', en: 'Every working day: 9 am to 4 pm' },
      contactUrl: 'https://www.hulpdorp.example/contact',
    }),
  );
  await runOperator('set-help-page', code, 'contact', contactFile);
  const statementFile = join(tmpdir(), `${code}-accessibility.json`);
  await writeFile(
    statementFile,
    JSON.stringify({
      status: 'A',
      statementDate: '2026-11-01',
      lastReviewDate: '2026-11-20',
      approvedBy: { nl: 'de burgemeester', en: 'the mayor' },
      evaluations: [{ date: '2026-10-20', organisation: 'Keurmerk Toegankelijk' }],
      feedbackEmail: 'balie@hulpdorp.example',
      responseDays: 3,
      ombudsman: {
        name: { nl: 'de Nationale ombudsman', en: 'the National Ombudsman' },
        url: 'https://www.nationaleombudsman.nl',
      },
    }),
  );
  await runOperator('set-help-page', code, 'accessibility', statementFile);

  await page.goto(portal.url(`/${code}/contact-and-help`));
  const phone = page.getByRole('link', { name: '+31 30 765 4321', exact: true });
  await phone.waitFor();
  expect(await phone.getAttribute('href')).toBe('tel:+31307654321');
  await page.getByText('Elke werkdag: 9.00 tot 16.00 uur').waitFor();
  await page.getByRole('link', { name: 'Toegankelijkheidsverklaring', exact: true }).click();
  await page.getByText(/^Voldoet volledig:/).waitFor();
  await page.getByText('Er is geen inhoud bekend die niet toegankelijk is.').waitFor();
  await page.getByText(/vastgesteld door de burgemeester\.$/).waitFor();
});
