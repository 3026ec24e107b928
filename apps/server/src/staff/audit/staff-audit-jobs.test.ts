/** The staff audit's retention job (decision 033): old rows go, per municipality; the database refuses the rest. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../../jobs/index.js';
import { runCommand } from '../../operator/index.js';
import { readStaffSettings } from '../../staff-settings/index.js';
import { createTenant, testConfig, testDatabase } from '../../test/support.js';
import { staffAuditRetentionJob } from './staff-audit-jobs.js';

const { db } = await testDatabase();
const silent = { info: () => {}, warn: () => {} };
const ctx = (now = new Date()): JobContext => ({ db, config: testConfig(), log: silent, now });

/**
 * An audit row stamped `daysAgo` days ago. The stamp trigger sets every new row's moment to the insert's
 * own, so the test switches it off inside one transaction (which no other session sees) to plant an old row.
 */
async function plant(tenantId: number, daysAgo: number, objectId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`alter table staff_audit disable trigger staff_audit_stamp`.execute(tx);
    await sql`insert into staff_audit (tenant_id, at, staff_id, staff_name, roles, action, object_type, object_id)
      values (${tenantId}, now() - make_interval(days => ${daysAgo}::integer), 's', 'S', '{}', 'view', 'relation', ${objectId})`.execute(
      tx,
    );
    await sql`alter table staff_audit enable trigger staff_audit_stamp`.execute(tx);
  });
}

async function keepDays(tenantId: number, days: number): Promise<void> {
  await sql`insert into tenant_staff_settings (tenant_id, audit_retention_days) values (${tenantId}, ${days})
    on conflict (tenant_id) do update set audit_retention_days = excluded.audit_retention_days`.execute(db);
}

async function left(tenantId: number): Promise<string[]> {
  const rows = await sql<{ object_id: string }>`select object_id from staff_audit where tenant_id = ${tenantId}
    order by object_id`.execute(db);
  return rows.rows.map((row) => row.object_id);
}

describe('the staff audit retention job', () => {
  it("deletes only the rows older than each municipality's own period (default 7 years)", async () => {
    const short = await createTenant(db);
    const standard = await createTenant(db);
    await keepDays(short.id, 400);
    for (const tenant of [short, standard]) {
      await plant(tenant.id, 3000, 'a-3000');
      await plant(tenant.id, 1000, 'b-1000');
      await plant(tenant.id, 399, 'c-399');
      await plant(tenant.id, 0, 'd-0');
    }
    const outcome = await staffAuditRetentionJob.run(ctx());
    expect(outcome.acted).toBeGreaterThanOrEqual(3);
    expect(await left(short.id)).toEqual(['c-399', 'd-0']);
    expect(await left(standard.id)).toEqual(['b-1000', 'c-399', 'd-0']);
  });

  it('a second run deletes nothing more, and two runs at once delete each row once', async () => {
    const tenant = await createTenant(db);
    await keepDays(tenant.id, 365);
    for (let i = 0; i < 5; i += 1) await plant(tenant.id, 400 + i, `old-${i}`);
    await plant(tenant.id, 10, 'young');
    const [a, b] = await Promise.all([staffAuditRetentionJob.run(ctx()), staffAuditRetentionJob.run(ctx())]);
    expect(await left(tenant.id)).toEqual(['young']);
    expect(a.acted + b.acted).toBeGreaterThanOrEqual(5);
    await staffAuditRetentionJob.run(ctx());
    expect(await left(tenant.id)).toEqual(['young']);
  });

  it('a run as of a later moment deletes no row the database still keeps', async () => {
    const tenant = await createTenant(db);
    await keepDays(tenant.id, 365);
    await plant(tenant.id, 300, 'young');
    const inTwoYears = new Date(Date.now() + 730 * 24 * 60 * 60 * 1000);
    await staffAuditRetentionJob.run(ctx(inTwoYears));
    expect(await left(tenant.id)).toEqual(['young']);
  });

  it('the database refuses a direct DELETE of a young row and any UPDATE, and allows DELETE of an old one', async () => {
    const tenant = await createTenant(db);
    await keepDays(tenant.id, 365);
    await plant(tenant.id, 364, 'young');
    await plant(tenant.id, 366, 'old');
    await expect(
      sql`delete from staff_audit where tenant_id = ${tenant.id} and object_id = 'young'`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`update staff_audit set action = 'x' where tenant_id = ${tenant.id} and object_id = 'old'`.execute(db),
    ).rejects.toThrow(/append-only/);
    // One statement touching both: refused as a whole, nothing goes.
    await expect(sql`delete from staff_audit where tenant_id = ${tenant.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    expect(await left(tenant.id)).toEqual(['old', 'young']);
    await sql`delete from staff_audit where tenant_id = ${tenant.id} and object_id = 'old'`.execute(db);
    expect(await left(tenant.id)).toEqual(['young']);
  });

  it('a longer period set later keeps rows the shorter one would have let go', async () => {
    const tenant = await createTenant(db);
    await keepDays(tenant.id, 365);
    await plant(tenant.id, 500, 'kept');
    await keepDays(tenant.id, 730);
    await staffAuditRetentionJob.run(ctx());
    expect(await left(tenant.id)).toEqual(['kept']);
    await expect(sql`delete from staff_audit where tenant_id = ${tenant.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('follows the period the operator sets (set-staff-audit-retention), and refuses one under a year', async () => {
    const tenant = await createTenant(db);
    await plant(tenant.id, 800, 'old');
    await plant(tenant.id, 600, 'middle');
    let out = '';
    const operator = (args: string[]) =>
      runCommand(db, 'set-staff-audit-retention', args, {}, (text) => {
        out += text;
      });
    await operator([tenant.code, '700']);
    expect(out).toContain('700 days');
    expect((await readStaffSettings(db, tenant.id)).auditRetentionDays).toBe(700);
    await staffAuditRetentionJob.run(ctx());
    expect(await left(tenant.id)).toEqual(['middle']);
    await expect(operator([tenant.code, '364'])).rejects.toThrow(/365/);
    await expect(operator([tenant.code, 'zeven'])).rejects.toThrow(/365/);
    expect((await readStaffSettings(db, tenant.id)).auditRetentionDays).toBe(700);
  });
});
