/**
 * The jobs that end permits, run directly: twice in a row the second acts on nothing, and two
 * instances at once act on each permit exactly once (with PostgreSQL for real, TEST_DATABASE=postgres).
 */
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../jobs/index.js';
import { listRefundOrders, plannedTerminationsJob } from '../termination/index.js';
import { createRelation, createTenant, testConfig, testDatabase } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { listUnofferedCapacity } from '../waiting-list/index.js';
import { expirePermitsJob } from './products-jobs.js';

const { db } = await testDatabase();
const silent = { info: () => undefined, warn: () => undefined };
const ctxAt = (iso: string): JobContext => ({ db, config: testConfig(), log: silent, now: new Date(iso) });

async function tenantWithPermits(count: number, validTo: string) {
  const tenant = await createTenant(db);
  await importPermitsCatalogue(db, tenant);
  const relationId = await createRelation(db, tenant, { relationType: 'C', name: 'Bakkerij BV' });
  const roots: number[] = [];
  for (let i = 0; i < count; i++) {
    roots.push(
      await issuePermit(db, tenant, relationId, {
        type: 'MAAND',
        validFrom: '2026-01-01',
        validTo,
        priceCents: 12_000,
      }),
    );
  }
  return { tenant, relationId, roots };
}

async function statuses(tenantId: number) {
  return db
    .selectFrom('permits')
    .select(['status', 'end_reason', 'valid_to'])
    .where('tenant_id', '=', tenantId)
    .execute();
}

describe('permits-to-history', () => {
  it('ends permits after their last valid day, once, and records their places for the waiting list', async () => {
    const { tenant } = await tenantWithPermits(3, '2026-03-31');
    // On the last valid day nothing ends yet.
    await expirePermitsJob.run(ctxAt('2026-03-31T21:00:00Z'));
    expect((await statuses(tenant.id)).every((p) => p.status === 'ACTIVE')).toBe(true);
    // 1 April 00:30 in Amsterdam (22:30 UTC on 31 March, summer time).
    const first = await expirePermitsJob.run(ctxAt('2026-03-31T22:30:00Z'));
    expect(first.acted).toBeGreaterThanOrEqual(3);
    expect(await statuses(tenant.id)).toEqual(
      Array(3).fill({ status: 'ENDED', end_reason: 'EXPIRED', valid_to: '2026-03-31' }),
    );
    expect(await listUnofferedCapacity(db, tenant.id)).toHaveLength(3);
    expect((await expirePermitsJob.run(ctxAt('2026-04-01T03:00:00Z'))).acted).toBe(0);
  });

  it('acts on each permit once when two instances run it at the same moment', async () => {
    const { tenant } = await tenantWithPermits(6, '2026-02-28');
    const before = await db
      .selectFrom('freed_capacity')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const [a, b] = await Promise.all([
      expirePermitsJob.run(ctxAt('2026-03-02T08:00:00Z')),
      expirePermitsJob.run(ctxAt('2026-03-02T08:00:00Z')),
    ]);
    const after = await db
      .selectFrom('freed_capacity')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Other tests' tenants may have expired permits too: each ended once overall, ours among them.
    expect(Number(after.n) - Number(before.n)).toBe(a.acted + b.acted);
    expect((await statuses(tenant.id)).every((p) => p.status === 'ENDED')).toBe(true);
    expect(await listUnofferedCapacity(db, tenant.id)).toHaveLength(6);
  });
});

describe('planned-terminations', () => {
  async function planned(count: number, endDate: string) {
    const setup = await tenantWithPermits(count, '2026-12-31');
    for (const root of setup.roots) {
      await db
        .updateTable('permits')
        .set({ planned_end_date: endDate })
        .where('tenant_id', '=', setup.tenant.id)
        .where('request_id', '=', root)
        .execute();
      const permit = await db
        .selectFrom('permits')
        .select('id')
        .where('tenant_id', '=', setup.tenant.id)
        .where('request_id', '=', root)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('refund_orders')
        .values({
          tenant_id: setup.tenant.id,
          relation_id: setup.relationId,
          permit_id: permit.id,
          amount_cents: 500,
          iban: 'NL91ABNA0417164300',
          owner: 'J JANSEN',
          end_date: endDate,
          status: 'PLANNED',
        })
        .execute();
    }
    return setup;
  }

  it('ends permits the day after their planned last day, makes their refunds payable, once', async () => {
    const { tenant } = await planned(2, '2026-05-15');
    expect((await plannedTerminationsJob.run(ctxAt('2026-05-15T12:00:00Z'))).acted).toBe(0);
    const first = await plannedTerminationsJob.run(ctxAt('2026-05-15T22:30:00Z'));
    expect(first.acted).toBeGreaterThanOrEqual(2);
    expect(await statuses(tenant.id)).toEqual(
      Array(2).fill({ status: 'ENDED', end_reason: 'TERMINATED', valid_to: '2026-05-15' }),
    );
    expect(await listRefundOrders(db, tenant.id, 'OPEN')).toHaveLength(2);
    expect(await listUnofferedCapacity(db, tenant.id)).toHaveLength(2);
    expect((await plannedTerminationsJob.run(ctxAt('2026-05-16T22:30:00Z'))).acted).toBe(0);
  });

  it('acts on each permit once when two instances run it at the same moment', async () => {
    const { tenant } = await planned(6, '2026-06-01');
    await Promise.all([
      plannedTerminationsJob.run(ctxAt('2026-06-03T08:00:00Z')),
      plannedTerminationsJob.run(ctxAt('2026-06-03T08:00:00Z')),
    ]);
    expect((await statuses(tenant.id)).every((p) => p.status === 'ENDED')).toBe(true);
    expect(await listRefundOrders(db, tenant.id, 'OPEN')).toHaveLength(6);
    expect(await listUnofferedCapacity(db, tenant.id)).toHaveLength(6);
  });
});
