/**
 * Issue 26, receipts and refunds, as a company of its own (logged in over HTTP, e2e/support/server-login.ts): two
 * car-sharing permits requested through the screens and each paid directly at the test checkout, then the first one
 * terminated now with a refund to an IBAN. *Betalingen* lists both payments made, newest first, each with its
 * receipt: the newest one's PDF downloaded and read back (title, language, the short reference, the amount and the
 * product in reading order); the refund with its state ('opdracht gegeven') and the account masked; the history shows
 * the refund the permit produced, in the same words. Axe on *Betalingen* and the history in the five contrast themes
 * at 320 px and desktop width. Who may see what (no session, another resident, another municipality) is the server
 * tests' (apps/server/src/receipts/receipts.test.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from '../support/fixtures.js';
import { uniqueEmail, uniqueKvk, waitForScreen } from '../support/login.js';
import { requestCarSharing } from '../support/own-municipality.js';
import { readPdf } from '../support/pdf.js';
import { code, fact } from '../support/products.js';
import { axeInEveryTheme } from '../support/request-flow.js';
import { signInThroughServer } from '../support/server-login.js';
import { slow } from '../support/time-scale.js';

const carSharing = 'Deelautovergunning (proef)';
const SHORT = /PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/;
/** White space as one space (amounts keep a no-break space after the €) and soft hyphens out. */
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function service<T = Record<string, unknown>>(
  page: Page,
  endpoint: string,
  params: Record<string, string> = {},
): Promise<T[]> {
  const response = await page.context().request.post(`/${code}/services/${endpoint}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams(params).toString(),
  });
  const body = (await response.json()) as { statuscode?: string; statusmessage?: string; result?: T[] };
  expect(body.statuscode, `${endpoint}: ${body.statusmessage ?? ''}`).toBe('OK');
  return body.result ?? [];
}

/** The request's invoice paid directly at the test checkout, as the checkout's Pay button does. */
async function payDirectly(page: Page, requestId: number): Promise<void> {
  const cart = await service<{ REQUESTID: number; INVOICEID: number }>(page, 'eloket/get_shopping_cart');
  const invoice = cart.find((item) => item.REQUESTID === requestId)?.INVOICEID;
  expect(invoice, 'the request’s invoice in the cart').toBeDefined();
  const [forward] = await service<{ url?: string }>(page, 'eloket/get_forward_post', {
    p_ext_service: 'directpayment',
    p_invoices: JSON.stringify([{ INVOICEID: invoice }]),
  });
  const checkout = new URL(forward?.url ?? '', 'http://portal.invalid').pathname;
  expect(checkout).toContain('/simulator/checkout/');
  await page.context().request.post(checkout, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({ action: 'pay', notify: 'once' }).toString(),
    maxRedirects: 0,
  });
  const [status] = await service<{ STATUSCODE?: string }>(page, 'eloket/finish_request', {
    p_rqt_id: String(requestId),
  });
  expect(status?.STATUSCODE, 'paid, so the permit is issued').toBe('PERMIT_CREATED');
}

/** The cards of a list section (the section's own list, not the lists inside a card). */
const cardsOf = (section: Locator) => section.locator(':scope > ul > li');

test('two payments made with their receipts and a termination’s refund on Betalingen; the refund in history', {
  timeout: slow(300_000),
}, async ({ portal }) => {
  const page = await portal.openPage(`/${code}/welcome`);
  await signInThroughServer(
    page,
    { service: 'eherkenning', identifier: uniqueKvk(), branches: 1 },
    { tenant: code, email: uniqueEmail('receipts') },
  );
  const first = await requestCarSharing(page, code, 'SXR41P');
  await payDirectly(page, first);
  const second = await requestCarSharing(page, code, '8TNX52');
  await payDirectly(page, second);
  await service(page, 'eloket/terminate_permit', {
    p_rqt_id: String(first),
    p_bankaccount_nr: 'NL91ABNA0417164300',
    p_bankaccount_owner: 'T. Tester',
  });

  await page.goto(`/${code}/payments`);
  await page.getByRole('heading', { level: 1, name: /^Betalingen/ }).waitFor();
  const made = page.getByRole('region', { name: 'Gedane betalingen', exact: true });
  await cardsOf(made).nth(1).waitFor();
  expect(await cardsOf(made).count(), 'both payments made').toBe(2);
  const references: string[] = [];
  for (const card of await cardsOf(made).all()) {
    const text = plain(await card.textContent());
    expect(text).toContain('€ 120,00');
    expect(text).toContain(carSharing);
    expect(text).toMatch(/Betaald op\d{2}-\d{2}-\d{4}/);
    references.push(SHORT.exec(text)?.[0] ?? '');
  }
  expect(references[0]).not.toBe(references[1]);
  expect(references.every((reference) => SHORT.test(reference))).toBe(true);

  // The newest payment's receipt, downloaded as a resident does and read back.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    cardsOf(made)
      .first()
      .getByRole('link', { name: `Download betalingsbewijs ${references[0]} (PDF)`, exact: true })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(`betalingsbewijs-${references[0]}.pdf`);
  const pdf = await readPdf(new Uint8Array(await readFile(await download.path())));
  expect(pdf.title).toBe(`Betalingsbewijs ${references[0]}`);
  expect(pdf.language).toBe('nl-NL');
  expect(pdf.roles).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'P']));
  const text = plain(pdf.texts.join('\n'));
  let at = -1;
  for (const part of [
    'Betalingsbewijs',
    'Betaald door:',
    'Referentie:',
    references[0] as string,
    'Betaalwijze:',
    'Directe betaling',
    'Betaald voor',
    carSharing,
    '€ 120,00',
    'Totaal betaald:',
  ]) {
    const found = text.indexOf(part, at + 1);
    expect(found, `"${part}" after position ${at} in:\n${text}`).toBeGreaterThan(at);
    at = found;
  }

  // The refund the termination ordered, in the resident's words, the account masked.
  const refunds = page.getByRole('region', { name: 'Terugbetalingen', exact: true });
  await cardsOf(refunds).first().waitFor();
  expect(await cardsOf(refunds).count()).toBe(1);
  const refund = plain(await cardsOf(refunds).first().textContent());
  expect(refund).toMatch(/^Terugbetaling van € \d+,\d{2}/);
  expect(refund).toContain('Standopdracht gegeven');
  expect(refund).toContain('NL91 **** 4300');
  expect(refund).not.toContain('0417164300');
  await axeInEveryTheme(page, 'payments with payments made and a refund');

  // History: the ended permit with the refund it produced, in the same words.
  await page.goto(`/${code}/permits-history`);
  await waitForScreen(page, '/permits-history');
  await page.getByRole('listitem').filter({ hasText: carSharing }).first().waitFor();
  expect(await fact(page, 'Terugbetaling')).toMatch(/^€ \d+,\d{2}, opdracht gegeven$/);
  await axeInEveryTheme(page, 'history with the refund');
});
