/**
 * The back office's refund export (issue 27, decision 034), in a municipality of the test's own: a company pays its
 * car-sharing permit (`operator record-payment`) and terminates it now with a refund to its IBAN. A Financiën staff
 * member (signed in through the simulator's form post) approves the order on Terugbetalingen, exports, and the
 * pain.001 file the browser downloads holds that one order (the company's IBAN and the amount; the control sum the
 * amount). A second export offers nothing: no order goes to the bank twice. The refund is ordered by the resident,
 * not by staff, so four eyes (who ordered does not approve) is the server tests' (staff/refunds).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.js';
import { operatorAvailable, runOperator } from '../support/operator.js';
import { copyVoorbeeld, loginNewCompanyAt, requestCarSharing } from '../support/own-municipality.js';
import { signInStaffThroughServer, uniqueStaffName } from '../support/staff-login.js';
import { slow } from '../support/time-scale.js';

const RESIDENT_IBAN = 'NL91ABNA0417164300';
const MUNICIPALITY_IBAN = 'NL20INGB0001234567';
const plain = (value: string | null) =>
  (value ?? '')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** '€ 12,34' (Dutch, no-break space) as cents. */
function cents(amount: string): number {
  const match = /€ ?(\d{1,3}(?:\.\d{3})*),(\d{2})/.exec(plain(amount));
  expect(match, `an amount in "${amount}"`).not.toBeNull();
  return Number((match?.[1] ?? '').replace(/\./g, '')) * 100 + Number(match?.[2]);
}

/** Every text of an element named `tag` in the XML, in document order. */
const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] as string);

test.skipIf(!operatorAvailable())(
  'a Financiën user approves and exports a refund and downloads a pain.001 file holding it; a second export holds nothing',
  { timeout: slow(300_000) },
  async ({ portal }) => {
    const { code: tenant } = await copyVoorbeeld('rfx');
    const resident = await portal.openPage(`/${tenant}/welcome`);
    await loginNewCompanyAt(resident, tenant, 'rfx');
    const requestId = await requestCarSharing(resident, tenant, 'GZ123X');
    expect((await runOperator('record-payment', tenant, String(requestId))).stdout).toContain('now PERMIT_CREATED');
    const terminated = await resident.context().request.post(`/${tenant}/services/eloket/terminate_permit`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: new URLSearchParams({
        p_rqt_id: String(requestId),
        p_bankaccount_nr: RESIDENT_IBAN,
        p_bankaccount_owner: 'T. Terug',
      }).toString(),
    });
    const body = (await terminated.json()) as { statuscode?: string; statusmessage?: string };
    expect(body.statuscode, `terminate_permit: ${body.statusmessage ?? ''}`).toBe('OK');

    // Financiën: the order is on Terugbetalingen (state 'Besteld'), with the account and the amount.
    const staff = await portal.newContext();
    await signInStaffThroughServer(staff, tenant, 'financien', uniqueStaffName('Fien'));
    const page = await staff.newPage();
    await page.goto(portal.url(`/${tenant}/beheer/terugbetalingen`));
    await page.getByRole('heading', { level: 1, name: 'Terugbetalingen' }).waitFor();
    const rows = page.locator('.pl-staff-table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count(), 'the one order of this municipality').toBe(1);
    const row = rows.first();
    const orderId = plain(await row.locator('td').nth(0).textContent());
    const amountCents = cents((await row.locator('td').nth(2).textContent()) ?? '');
    expect(amountCents).toBeGreaterThan(0);
    expect(plain(await row.locator('td').nth(3).textContent())).toContain(RESIDENT_IBAN);

    await page.getByRole('button', { name: `Opdracht ${orderId} goedkeuren`, exact: true }).click();
    await page
      .getByRole('button', { name: `Opdracht ${orderId} goedkeuren`, exact: true })
      .waitFor({ state: 'detached' });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Goedgekeurd' });
    await page.locator('.pl-staff-table tbody tr').filter({ hasText: RESIDENT_IBAN }).waitFor();

    // Export: the browser downloads the file; it holds the one order.
    await page.getByLabel('Naam van de rekening van de gemeente', { exact: true }).fill(`Gemeente ${tenant}`);
    await page.getByLabel('IBAN van de gemeente', { exact: true }).fill(MUNICIPALITY_IBAN);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporteren en downloaden', exact: true }).click(),
    ]);
    const status = page.getByRole('status').filter({ hasText: /in bestand/ });
    await status.waitFor();
    expect(plain(await status.textContent())).toMatch(/^1 opdracht\(en\), € \d+,\d{2}, in bestand \S+\./);
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const euros = (amountCents / 100).toFixed(2);
    expect(xml.match(/<CdtTrfTxInf>/g)?.length, 'one transfer').toBe(1);
    const transfer = /<CdtTrfTxInf>([\s\S]*?)<\/CdtTrfTxInf>/.exec(xml)?.[1] ?? '';
    expect(all(transfer, 'IBAN')).toEqual([RESIDENT_IBAN]);
    expect(all(transfer, 'EndToEndId')).toEqual([`REFUND-${orderId}`]);
    expect(all(transfer, 'InstdAmt').map(Number)).toEqual([Number(euros)]);
    expect(
      all(xml, 'NbOfTxs')
        .map(Number)
        .every((n) => n === 1),
    ).toBe(true);
    const sums = all(xml, 'CtrlSum').map(Number);
    expect(sums.length).toBeGreaterThan(0);
    expect(
      sums.every((sum) => sum === Number(euros)),
      `control sums ${sums} = ${euros}`,
    ).toBe(true);
    expect(all(xml, 'IBAN')).toContain(MUNICIPALITY_IBAN);

    // The order is now with the bank, once; a second export offers nothing and downloads nothing.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Naar de bank' });
    await page.getByRole('button', { name: `Opdracht ${orderId} betaald`, exact: true }).waitFor();
    expect(await page.locator('.pl-staff-table tbody tr').count()).toBe(1);
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('button', { name: 'Exporteren en downloaden', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Er zijn geen opdrachten om te exporteren.' }).waitFor();
    expect(downloads, 'no second file').toBe(0);
  },
);
