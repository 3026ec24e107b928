/**
 * Issue 26, the proof of a permit, with a resident of its own: a free event permit's proof downloaded from product
 * details and read back (pdf.js: title, language, tags, text in reading order; jsQR: the QR code), its QR code opened
 * in a browser without login (valid, the plate's last signs only); the same proof in English; after terminating, the
 * same code says not valid; a made-up code says nothing. Axe on the verification page in the five contrast themes at
 * 320 px and 1280 px. The rules (other residents and municipalities, ended and planned ends, the rate limit) are the
 * server tests' (apps/server/src/permit-proof/permit-proof.test.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expectNoAxeViolationsInThemes, themesAtWidths } from '../support/axe.js';
import { desktopWidth, expect, mobileWidth, test } from '../support/fixtures.js';
import { waitForScreen } from '../support/login.js';
import { readPdf } from '../support/pdf.js';
import { closeMessage, code, newResidentWithEventPermit, openDetails, productTexts as t } from '../support/products.js';
import { button, serviceCall } from '../support/request-flow.js';
import { slow } from '../support/time-scale.js';

const SIGN = '[2-9A-HJ-NP-Z]';
const proofCode = new RegExp(`^/${code}/verify-permit/${SIGN}{4}-${SIGN}{4}-${SIGN}{4}$`);

async function downloadProof(page: Page, linkName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName, exact: true }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    pdf: await readPdf(new Uint8Array(await readFile(await download.path()))),
  };
}

/** Each part found after the one before it in the PDF's text. */
function expectInOrder(text: string, parts: readonly string[]) {
  let at = -1;
  for (const part of parts) {
    const found = text.indexOf(part, at + 1);
    expect(found, `"${part}" after position ${at} in:\n${text}`).toBeGreaterThan(at);
    at = found;
  }
}

test('a permit’s proof: downloaded, read back, its QR code checked before and after termination; in English too', {
  timeout: slow(240_000),
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  const { requestId } = await newResidentWithEventPermit(page, 'SXR41P');
  await openDetails(page, requestId);

  const dutch = await downloadProof(page, 'Download bewijs (PDF)');
  const number = /^Bewijs van vergunning (\S+)$/.exec(dutch.pdf.title ?? '')?.[1] ?? '';
  expect(number).toMatch(new RegExp(`^${SIGN}{5}-${SIGN}{5}$`));
  expect(dutch.name).toBe(`bewijs-vergunning-${number}.pdf`);
  expect(dutch.pdf.language).toBe('nl-NL');
  const text = dutch.pdf.texts.join('\n');
  expectInOrder(text, [
    'Bewijs van vergunning',
    'Vergunningnummer:',
    number,
    'Product:',
    t.event,
    'Kentekens:',
    'SXR41P',
    'Geldigheid:',
    'Controleren',
    'Controlecode:',
  ]);
  expect(text).toMatch(/(Van \d\d-\d\d-\d{4} tot en met \d\d-\d\d-\d{4})|(Vanaf \d\d-\d\d-\d{4})/);
  expect(dutch.pdf.roles).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'P', 'Figure']));
  const qr = dutch.pdf.qrCodes.filter((decoded) => decoded !== null);
  expect(qr, 'one QR code in the PDF').toHaveLength(1);
  const verifyUrl = new URL(qr[0] as string);
  expect(verifyUrl.pathname).toMatch(proofCode);
  expect(text).toContain(verifyUrl.pathname);

  // The QR code's address in a browser without login: valid, the plate's last three signs, nothing else.
  const stranger = await (await portal.newContext()).newPage();
  await stranger.goto(portal.url(verifyUrl.pathname));
  await stranger.getByText('Deze vergunning is nu geldig.', { exact: true }).waitFor();
  const answer = (await stranger.getByRole('main').textContent()) ?? '';
  expect(answer).toContain('kenteken eindigend op 41P');
  expect(answer).not.toContain('SXR41P');
  expect(answer).not.toContain(number);
  // The page has no header to choose a theme in: each theme is opened by its address, once for both widths.
  await expectNoAxeViolationsInThemes(stranger, {
    label: 'verification page',
    variants: themesAtWidths([mobileWidth, desktopWidth]),
    open: async (p, { theme }) => {
      await p.goto(portal.url(`${verifyUrl.pathname}?contrast=${theme}`));
      await p.getByText('Deze vergunning is nu geldig.', { exact: true }).waitFor();
    },
  });
  await stranger.setViewportSize({ width: mobileWidth, height: 800 });
  expect(await stranger.evaluate(() => document.documentElement.scrollWidth), 'reflow at 320 px').toBeLessThanOrEqual(
    mobileWidth,
  );

  // The same proof in English once the resident chose English.
  const languageSet = serviceCall(page, 'eloket/set_language');
  await page.getByRole('combobox', { name: 'Taal', exact: true }).selectOption({ label: 'English' });
  await (await languageSet).response();
  const english = await downloadProof(page, 'Download proof (PDF)');
  expect(english.pdf.title).toBe(`Proof of permit ${number}`);
  expect(english.name).toBe(`permit-proof-${number}.pdf`);
  expect(english.pdf.language).toBe('en-GB');
  expectInOrder(english.pdf.texts.join('\n'), [
    'Proof of permit',
    'Permit number:',
    number,
    'Licence plates:',
    'SXR41P',
    'Validity:',
    'Checking',
  ]);
  expect(english.pdf.qrCodes.filter((decoded) => decoded !== null)).toEqual([verifyUrl.toString()]);
  const backToDutch = serviceCall(page, 'eloket/set_language');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'Nederlands' });
  await (await backToDutch).response();

  // Terminated now: the same code says not valid, without plates or dates.
  await openDetails(page, requestId);
  // Confirmed once, on the summary (issue 24).
  await button(page, t.terminate).click();
  await waitForScreen(page, `/terminate-with-restriction/${requestId}`);
  await button(page, 'Volgende').click();
  await waitForScreen(page, `/confirmation-terminate/${requestId}`);
  await button(page, t.confirm).click();
  await waitForScreen(page, '/current-products');
  await closeMessage(page, t.endedNow);
  await stranger.goto(portal.url(verifyUrl.pathname));
  await stranger.getByText('Deze vergunning is nu niet geldig.', { exact: true }).waitFor();
  expect(await stranger.getByRole('main').textContent()).not.toContain('41P');

  // A made-up code: the answer of an unknown code, nothing about any permit.
  await stranger.goto(portal.url(`/${code}/verify-permit/ABCD-EFGH-JKLM`));
  await stranger
    .getByText('Bij deze code kunnen wij geen vergunning tonen. Controleer de code.', { exact: true })
    .waitFor();
  expect(await stranger.getByRole('main').textContent()).not.toMatch(/geldig\.|eindigend op/);
});
