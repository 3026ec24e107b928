/**
 * The jobs that end permits, run directly: twice in a row the second acts on nothing, and two
 * instances at once act on each permit exactly once (with PostgreSQL for real, TEST_DATABASE=postgres).
 * Both ask the termination machine for each permit they find, and its answer alone decides: a
 * machine replaced through the jobs' `machine` parameter changes which permits end.
 */
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../jobs/index.js';
import {
  createPlannedTerminationsJob,
  listRefundOrders,
  type PermitState,
  plannedTerminationsJob,
  type TerminationMachine,
  terminationTransition,
} from '../termination/index.js';
import { createRelation, createTenant, testConfig, testDatabase } from '../test/support.js';
import { importPermitsCatalogue, issuePermit } from '../test/test-permits.js';
import { listUnofferedCapacity } from '../waiting-list/index.js';
import { createExpirePermitsJob, expirePermitsJob } from './products-jobs.js';

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

describe('the jobs end only what the termination machine ends', () => {
  // Years before any other test's permits, so the replaced machines below meet only these permits.
  const LAST_DAY = '2021-03-31';
  const DAY_AFTER = '2021-04-01T08:00:00Z';

  /** Plans the termination of the permit of `root` on `endDate`, with its refund waiting for it. */
  async function planTermination(tenantId: number, relationId: number, root: number, endDate: string) {
    const permit = await db
      .updateTable('permits')
      .set({ planned_end_date: endDate })
      .where('tenant_id', '=', tenantId)
      .where('request_id', '=', root)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('refund_orders')
      .values({
        tenant_id: tenantId,
        relation_id: relationId,
        permit_id: permit.id,
        amount_cents: 500,
        iban: 'NL91ABNA0417164300',
        owner: 'J JANSEN',
        end_date: endDate,
        status: 'PLANNED',
      })
      .execute();
  }

  /** One permit that simply runs out, and one whose termination is planned on its last valid day. */
  async function oneOfEach() {
    const setup = await tenantWithPermits(2, LAST_DAY);
    const [runsOut, planned] = setup.roots as [number, number];
    await planTermination(setup.tenant.id, setup.relationId, planned, LAST_DAY);
    const state = async (root: number) =>
      db
        .selectFrom('permits')
        .select(['status', 'end_reason'])
        .where('tenant_id', '=', setup.tenant.id)
        .where('request_id', '=', root)
        .executeTakeFirstOrThrow();
    return { ...setup, runsOut, planned, state };
  }

  /** The real machine, except for one state and event, where it answers `answer`. */
  const machineExcept =
    (state: PermitState, event: 'EXPIRE' | 'DATE_PASSED', answer: ReturnType<TerminationMachine>): TerminationMachine =>
    (s, e, facts) =>
      s === state && e === event ? answer : terminationTransition(s, e, facts);

  it('permits-to-history leaves a permit with a planned termination to that plan (EXPIRE is refused: planned)', async () => {
    const { tenant, runsOut, planned, state } = await oneOfEach();
    const expired = await expirePermitsJob.run(ctxAt(DAY_AFTER));
    expect(await state(runsOut)).toEqual({ status: 'ENDED', end_reason: 'EXPIRED' });
    expect(await state(planned)).toEqual({ status: 'ACTIVE', end_reason: null });
    expect(expired.note).toContain('left alone by the termination machine: 1 planned');
    // The plan's own job ends it, as a termination: its refund becomes payable.
    await plannedTerminationsJob.run(ctxAt(DAY_AFTER));
    expect(await state(planned)).toEqual({ status: 'ENDED', end_reason: 'TERMINATED' });
    expect(await listRefundOrders(db, tenant.id, 'OPEN')).toHaveLength(1);
  });

  it('permits-to-history ends what the machine ends and nothing else: its answer decides, not the query', async () => {
    const { runsOut, planned, state } = await oneOfEach();
    // A machine that would not let an ACTIVE permit expire: the job leaves both alone.
    const refusing = createExpirePermitsJob({
      machine: machineExcept('ACTIVE', 'EXPIRE', { ok: false, refusal: 'nothing_planned' }),
    });
    expect((await refusing.run(ctxAt(DAY_AFTER))).acted).toBe(0);
    expect(await state(runsOut)).toEqual({ status: 'ACTIVE', end_reason: null });
    expect(await state(planned)).toEqual({ status: 'ACTIVE', end_reason: null });
    // A machine that let a planned permit expire at its VALID_TO: the job ends it as expired.
    const lenient = createExpirePermitsJob({
      machine: machineExcept('PLANNED', 'EXPIRE', { ok: true, state: 'ENDED' }),
    });
    expect((await lenient.run(ctxAt(DAY_AFTER))).acted).toBe(2);
    expect(await state(runsOut)).toEqual({ status: 'ENDED', end_reason: 'EXPIRED' });
    expect(await state(planned)).toEqual({ status: 'ENDED', end_reason: 'EXPIRED' });
  });

  it('planned-terminations ends what the machine ends and nothing else', async () => {
    const { tenant, planned, state } = await oneOfEach();
    const refusing = createPlannedTerminationsJob({
      machine: machineExcept('PLANNED', 'DATE_PASSED', { ok: false, refusal: 'nothing_planned' }),
    });
    const refused = await refusing.run(ctxAt(DAY_AFTER));
    expect(refused.acted).toBe(0);
    expect(refused.note).toContain('left alone by the termination machine: 1 nothing_planned');
    expect(await state(planned)).toEqual({ status: 'ACTIVE', end_reason: null });
    expect(await listRefundOrders(db, tenant.id, 'PLANNED')).toHaveLength(1);
    expect((await plannedTerminationsJob.run(ctxAt(DAY_AFTER))).acted).toBe(1);
    expect(await state(planned)).toEqual({ status: 'ENDED', end_reason: 'TERMINATED' });
    // The permit that runs out is left ended too, so no later run meets it.
    await expirePermitsJob.run(ctxAt(DAY_AFTER));
  });

  it('asks the machine once per permit found, with its state and the job’s event, past permits it left alone', async () => {
    const { runsOut, planned, state } = await oneOfEach();
    const asked: string[] = [];
    const refuseAll: TerminationMachine = (s, e) => {
      asked.push(`${s} ${e}`);
      return { ok: false, refusal: 'ended' };
    };
    // One permit per batch: the next batch starts after a permit left alone instead of finding it again.
    await createExpirePermitsJob({ machine: refuseAll, batch: 1 }).run(ctxAt(DAY_AFTER));
    expect(asked.sort()).toEqual(['ACTIVE EXPIRE', 'PLANNED EXPIRE']);
    asked.length = 0;
    await createPlannedTerminationsJob({ machine: refuseAll, batch: 1 }).run(ctxAt(DAY_AFTER));
    expect(asked).toEqual(['PLANNED DATE_PASSED']);
    expect(await state(runsOut)).toEqual({ status: 'ACTIVE', end_reason: null });
    expect(await state(planned)).toEqual({ status: 'ACTIVE', end_reason: null });
    await plannedTerminationsJob.run(ctxAt(DAY_AFTER));
    await expirePermitsJob.run(ctxAt(DAY_AFTER));
    expect(await state(runsOut)).toEqual({ status: 'ENDED', end_reason: 'EXPIRED' });
    expect(await state(planned)).toEqual({ status: 'ENDED', end_reason: 'TERMINATED' });
  });
});
