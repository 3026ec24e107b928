import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { tenantWithRefundOrders } from '../test/refund-fixtures.js';
import { testDatabase } from '../test/support.js';
import { exportRefunds, RefundExportError, sepaText } from './refund-export.js';
import { listRefundOrders } from './termination-repository.js';

const { db } = await testDatabase();
const schema = await readFile(new URL('./fixtures/pain.001.001.03-subset.xsd', import.meta.url), 'utf8');
const DEBTOR = { name: 'Gemeente Voorbeeld', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' };

async function validate(xml: string) {
  return validateXML({
    xml: { fileName: 'refunds.xml', contents: xml },
    schema: { fileName: 'pain.001.001.03.xsd', contents: schema },
  });
}

function tenantWithOrders(amounts: number[], status: 'OPEN' | 'PLANNED' = 'OPEN') {
  const orders = amounts.map((amountCents, i) => ({
    amountCents,
    iban: i % 2 === 0 ? 'NL91ABNA0417164300' : 'DE89370400440532013000',
    owner: i % 2 === 0 ? 'J. JANSEN-ÉÉN' : 'MÜLLER GMBH',
  }));
  return tenantWithRefundOrders(db, orders, status);
}

describe('refund export', () => {
  it('writes a pain.001.001.03 file that validates, whose sums equal the orders’ sum, and CSV with the same orders', async () => {
    const tenant = await tenantWithOrders([10_000, 1, 123_456, 99]);
    const file = await exportRefunds(db, tenant, DEBTOR, {
      now: new Date('2026-03-10T10:00:00Z'),
      executionDate: '2026-03-11',
    });
    expect(file).not.toBeNull();
    const { xml, csv, count, totalCents } = file!;
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(count).toBe(4);
    expect(totalCents).toBe(133_556);
    const sums = [...xml.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => m[1]);
    expect(sums).toEqual(['1335.56', '1335.56']);
    const amounts = [...xml.matchAll(/<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>/g)].map((m) =>
      Math.round(Number(m[1]) * 100),
    );
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(totalCents);
    expect(xml).toContain('<NbOfTxs>4</NbOfTxs>');
    expect(xml).toContain('<Nm>J. JANSEN-EEN</Nm>');
    expect(csv.trim().split('\n')).toHaveLength(5);
    expect(csv).toContain('1234,56');
  });

  it('never exports an order twice, and leaves planned refunds out', async () => {
    const tenant = await tenantWithOrders([500, 700]);
    const planned = await tenantWithOrders([900], 'PLANNED');
    const [first, second] = await Promise.all([exportRefunds(db, tenant, DEBTOR), exportRefunds(db, tenant, DEBTOR)]);
    const files = [first, second].filter((f) => f !== null);
    expect(files.map((f) => f.count).reduce((a, b) => a + b, 0)).toBe(2);
    expect(await exportRefunds(db, tenant, DEBTOR)).toBeNull();
    expect(await listRefundOrders(db, tenant.id, 'EXPORTED')).toHaveLength(2);
    expect(await exportRefunds(db, planned, DEBTOR)).toBeNull();
  });

  it('fails validation for a file that breaks the schema, so the check can fail', async () => {
    const tenant = await tenantWithOrders([500]);
    const file = await exportRefunds(db, tenant, DEBTOR);
    const broken = file!.xml.replace(/<EndToEndId>[^<]*<\/EndToEndId>/, '');
    expect((await validate(broken)).valid).toBe(false);
  });

  it('refuses a bad debtor account and keeps texts within the SEPA character set', async () => {
    const tenant = await tenantWithOrders([500]);
    await expect(exportRefunds(db, tenant, { ...DEBTOR, iban: 'NL91ABNA0417164301' })).rejects.toThrow(
      RefundExportError,
    );
    await expect(exportRefunds(db, tenant, { ...DEBTOR, bic: 'nope' })).rejects.toThrow(RefundExportError);
    expect(sepaText('Gemeente ’s-Hertogenbosch & co', 70)).toBe('Gemeente s-Hertogenbosch co');
    expect(await listRefundOrders(db, tenant.id, 'OPEN')).toHaveLength(1);
  });
});
