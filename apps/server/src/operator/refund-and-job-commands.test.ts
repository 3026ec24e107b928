import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../invoices/index.js';
import { readJobRecords } from '../jobs/index.js';
import { TenantAdminError } from '../tenants/index.js';
import { tenantWithRefundOrders } from '../test/refund-fixtures.js';
import { createRelation, createTenant, testDatabase } from '../test/support.js';
import { importPermitsCatalogue } from '../test/test-permits.js';
import { runCommand } from './commands.js';

const { db } = await testDatabase();
const dir = await mkdtemp(join(tmpdir(), 'pl-refunds-'));

async function run(command: string, args: string[] = [], flags: Record<string, string | boolean> = {}) {
  let out = '';
  await runCommand(db, command, args, flags, (text) => {
    out += text;
  });
  return out;
}

function tenantWithOrder() {
  return tenantWithRefundOrders(db, [{ amountCents: 4_250, iban: 'NL91ABNA0417164300', owner: 'J JANSEN' }]);
}

describe('operator: refunds', () => {
  it('switches four eyes per municipality: export-refunds then takes approved orders only (decision 034)', async () => {
    const tenant = await tenantWithOrder();
    expect(await run('refund-settings', [tenant.code])).toContain('four eyes: off');
    const out = await run('refund-settings', [tenant.code], { 'four-eyes': 'on', reasons: 'Onleesbaar | Verlopen' });
    expect(out).toContain('four eyes: on');
    expect(out).toContain('rejection reasons: Onleesbaar | Verlopen');
    await expect(run('refund-settings', [tenant.code], { 'four-eyes': 'maybe' })).rejects.toBeInstanceOf(
      TenantAdminError,
    );
    const flags = { iban: 'NL91ABNA0417164300', name: 'Gemeente Test', to: join(dir, `${tenant.code}-4e.xml`) };
    expect(await run('export-refunds', [tenant.code], flags)).toContain('nothing exported');
    expect(await run('refund-orders', [tenant.code], { status: 'OPEN' })).toContain('OPEN');
  });

  it('lists refund orders and exports the unpaid ones once, as SEPA XML and CSV', async () => {
    const tenant = await tenantWithOrder();
    expect(await run('refund-orders', [tenant.code])).toMatch(
      /OPEN\tproduct \d+\t€ 42\.50\tNL91ABNA0417164300\tJ JANSEN/,
    );
    const to = join(dir, `${tenant.code}.xml`);
    const csv = join(dir, `${tenant.code}.csv`);
    const flags = { iban: 'NL91ABNA0417164300', name: 'Gemeente Test', to, csv };
    expect(await run('export-refunds', [tenant.code], flags)).toMatch(/1 refund order\(s\), € 42\.50 in total/);
    expect(await readFile(to, 'utf8')).toContain('<InstdAmt Ccy="EUR">42.50</InstdAmt>');
    expect(await readFile(csv, 'utf8')).toContain('42,50');
    expect(await run('refund-orders', [tenant.code], { status: 'EXPORTED' })).toContain('EXPORTED');
    expect(await run('export-refunds', [tenant.code], { ...flags, to: join(dir, 'again.xml') })).toContain(
      'nothing exported',
    );
  });

  it('leaves the orders unpaid when the file cannot be written', async () => {
    const tenant = await tenantWithOrder();
    const taken = join(dir, `taken-${tenant.code}.xml`);
    await writeFile(taken, 'an earlier file');
    await expect(
      run('export-refunds', [tenant.code], { iban: 'NL91ABNA0417164300', name: 'Gemeente Test', to: taken }),
    ).rejects.toThrow(/EEXIST/);
    expect(await run('refund-orders', [tenant.code], { status: 'OPEN' })).toContain('OPEN');
  });

  it('explains what it needs', async () => {
    const tenant = await tenantWithOrder();
    await expect(run('export-refunds', [tenant.code], {})).rejects.toThrow(TenantAdminError);
    await expect(
      run('export-refunds', [tenant.code], { iban: 'NL00XXXX', name: 'X', to: join(dir, 'x.xml') }),
    ).rejects.toThrow(/IBAN/);
    await expect(run('refund-orders', [tenant.code], { status: 'SETTLED' })).rejects.toThrow(/--status/);
  });
});

describe('operator: jobs', () => {
  it('runs one job now, and shows when each job ran and what it did', async () => {
    expect(await run('run-job', ['permits-to-history'], { at: '2026-05-01T03:00:00Z' })).toMatch(
      /^permits-to-history: acted on \d+/,
    );
    const listing = await run('jobs');
    expect(listing).toContain('permits-to-history (every 900 s)');
    expect(listing).toMatch(/last run: {3}\d{4}-/);
    await expect(run('run-job', ['no-such-job'])).rejects.toThrow(/permits-to-history/);
    await expect(run('run-job', ['planned-terminations'], { at: 'yesterday' })).rejects.toThrow(/--at/);
  });
});

describe('operator: a job run as of a made-up moment', () => {
  it('leaves the schedule as it was', async () => {
    const nextRun = async () => (await readJobRecords(db)).find((r) => r.name === 'planned-terminations')?.nextRunAt;
    await run('run-job', ['planned-terminations']);
    const scheduled = await nextRun();
    expect(scheduled!.getTime()).toBeLessThan(Date.now() + 3_600_000);
    const fiveDaysAhead = new Date(Date.now() + 5 * 86_400_000).toISOString();
    expect(await run('run-job', ['planned-terminations'], { at: fiveDaysAhead })).toMatch(
      /^planned-terminations: acted/,
    );
    expect(await nextRun()).toEqual(scheduled);
  });
});

describe('operator: a payment received outside the portal', () => {
  it('marks the invoice paid and issues the permit, once', async () => {
    const tenant = await createTenant(db);
    const ids = await importPermitsCatalogue(db, tenant);
    const relationId = await createRelation(db, tenant, { relationType: 'C', name: 'Bakkerij BV' });
    const { id } = await db
      .insertInto('requests')
      .values({
        tenant_id: tenant.id,
        relation_id: relationId,
        permit_type_id: ids.permitType('MAAND'),
        area_id: ids.area('CENTRUM'),
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
        price_cents: 12_000,
        status: 'AWAIT_PAYMENT',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createInvoice(db, tenant.id, {
      kind: 'REQUEST',
      subjectId: id,
      requestId: id,
      relationId,
      amountCents: 12_000,
    });
    expect(await run('record-payment', [tenant.code, String(id)])).toContain('now PERMIT_CREATED');
    const invoice = await db
      .selectFrom('invoices')
      .select('status')
      .where('tenant_id', '=', tenant.id)
      .where('request_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe('PAID');
    expect(
      await db
        .selectFrom('permits')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .where('request_id', '=', id)
        .execute(),
    ).toHaveLength(1);
    await expect(run('record-payment', [tenant.code, String(id)])).rejects.toThrow(/does not wait for payment/);

    // The operator sets the card numbers; the permit type's range handed out PK001 at issue.
    const cards = async () =>
      (
        await db
          .selectFrom('permit_cards as c')
          .innerJoin('permits as p', (j) =>
            j.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.permit_id'),
          )
          .select(['c.card_number', 'c.assigned_by'])
          .where('p.tenant_id', '=', tenant.id)
          .where('p.request_id', '=', id)
          .orderBy('c.card_number')
          .execute()
      ).map((c) => `${c.card_number}:${c.assigned_by}`);
    expect(await cards()).toEqual(['PK001:ISSUE']);
    expect(await run('set-cards', [tenant.code, String(id), 'ab123,cd456'])).toContain('AB123, CD456');
    expect(await cards()).toEqual(['AB123:OPERATOR', 'CD456:OPERATOR']);
    await expect(run('set-cards', [tenant.code, String(id), 'a-1'])).rejects.toThrow(/letters and digits/);
    await expect(run('set-cards', [tenant.code, '999999', 'X1'])).rejects.toThrow(/No permit/);
  });
});
