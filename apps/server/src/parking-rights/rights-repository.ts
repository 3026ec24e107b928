/**
 * All SQL on the parking rights (what the register should hold, and what it acknowledged) and on
 * the tenants' register connections. Every function takes the tenant, except the job's claim of the
 * next right to send, which serves every tenant.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { TenantParkingRegistersTable } from '../db/schema.js';
import type { PlannedRight, RightChange } from './right-plan.js';

/**
 * "Due at once", in the job's terms: the send job compares with its clock in whole milliseconds (a JS Date), while the
 * database's now() has microseconds, so a right queued in the same millisecond as the job read its clock was not yet
 * due and waited for the next run (seen on PostgreSQL: the reconciliation test's send found nothing).
 */
const dueNow = sql<Date>`date_trunc('milliseconds', now())`;

export async function listRightsOfPermit(trx: Database, tenantId: number, permitId: number): Promise<PlannedRight[]> {
  return trx
    .selectFrom('parking_rights')
    .select([
      'id',
      'license_plate',
      'npr_area_manager_id',
      'npr_area_id',
      'starts_at',
      'ends_at',
      'valid_days',
      'closed_yn',
    ])
    .where('tenant_id', '=', tenantId)
    .where('permit_id', '=', permitId)
    .orderBy('id')
    .execute();
}

/** Writes the planned changes; every change raises the right's version, so the job sends it (again). */
export async function applyRightChanges(
  trx: Database,
  tenantId: number,
  permitId: number,
  area: { areaManagerId: string; areaId: string; validDays: string },
  changes: readonly RightChange[],
): Promise<void> {
  for (const change of changes) {
    if (change.kind === 'insert') {
      await trx
        .insertInto('parking_rights')
        .values({
          tenant_id: tenantId,
          permit_id: permitId,
          license_plate: change.licensePlate,
          npr_area_manager_id: area.areaManagerId,
          npr_area_id: area.areaId,
          starts_at: change.startsAt,
          ends_at: change.endsAt,
          valid_days: area.validDays,
          next_attempt_at: dueNow,
        })
        .execute();
    } else {
      await trx
        .updateTable('parking_rights')
        .set((eb) => ({
          starts_at: change.startsAt,
          ends_at: change.endsAt,
          closed_yn: change.closed ? 'Y' : 'N',
          version: eb('version', '+', 1),
          // A change is sent at once, whatever the backoff of an earlier version.
          next_attempt_at: dueNow,
          attempts: 0,
        }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', change.id)
        .execute();
    }
  }
}

export interface RightToSend {
  tenant_id: number;
  id: number;
  license_plate: string;
  npr_area_manager_id: string;
  npr_area_id: string;
  starts_at: Date;
  ends_at: Date | null;
  valid_days: string;
  version: number;
  sent_version: number;
  attempts: number;
}

/**
 * Claims the next right waiting to be sent (its version ahead of the acknowledged one, due, not
 * leased by another run) and leases it, in one short transaction. In order per plate: a right is
 * not taken while an earlier right of the same plate still waits, so a plate's rights reach the
 * register in the order they were made. Unscoped but for `tenantId`: the job serves every tenant.
 */
export async function claimNextRight(
  db: Database,
  now: Date,
  leaseSeconds: number,
  tenantId?: number,
): Promise<RightToSend | null> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('parking_rights as r')
      .select([
        'r.tenant_id',
        'r.id',
        'r.license_plate',
        'r.npr_area_manager_id',
        'r.npr_area_id',
        'r.starts_at',
        'r.ends_at',
        'r.valid_days',
        'r.version',
        'r.sent_version',
        'r.attempts',
      ])
      .where(sql<boolean>`r.version > r.sent_version`)
      .where('r.next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('r.claimed_until', 'is', null), eb('r.claimed_until', '<', now)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('parking_rights as e')
              .select('e.id')
              .whereRef('e.tenant_id', '=', 'r.tenant_id')
              .whereRef('e.license_plate', '=', 'r.license_plate')
              .whereRef('e.id', '<', 'r.id')
              .where(sql<boolean>`e.version > e.sent_version`),
          ),
        ),
      );
    if (tenantId !== undefined) query = query.where('r.tenant_id', '=', tenantId);
    const row = await query
      .orderBy('r.next_attempt_at')
      .orderBy('r.id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable('parking_rights')
      .set({ claimed_until: new Date(now.getTime() + leaseSeconds * 1000), attempts: row.attempts + 1 })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute();
    return { ...row, attempts: row.attempts + 1 };
  });
}

/** The register took `version`: acknowledged (a later version, written meanwhile, still waits). */
export async function markRightSent(db: Database, right: RightToSend, now: Date): Promise<void> {
  await db
    .updateTable('parking_rights')
    .set((eb) => ({
      sent_version: eb.fn('greatest', [eb.ref('sent_version'), eb.val(right.version)]),
      claimed_until: null,
      attempts: 0,
      last_error: null,
      acknowledged_at: now,
    }))
    .where('tenant_id', '=', right.tenant_id)
    .where('id', '=', right.id)
    .execute();
}

export async function markRightFailed(db: Database, right: RightToSend, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('parking_rights')
    .set({ claimed_until: null, last_error: error.slice(0, 500), next_attempt_at: retryAt })
    .where('tenant_id', '=', right.tenant_id)
    .where('id', '=', right.id)
    .execute();
}

/** The register lost an acknowledged right (the reconciliation found it missing or older): send it again, as new. */
export async function markRightLost(db: Database, tenantId: number, id: number): Promise<void> {
  await db
    .updateTable('parking_rights')
    .set({ sent_version: 0, next_attempt_at: dueNow, attempts: 0 })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** The acknowledged rights of a tenant that still matter (not ended before `now`), after `afterId`. */
export async function listAcknowledgedRights(
  db: Database,
  tenantId: number,
  now: Date,
  afterId: number,
  limit: number,
) {
  return db
    .selectFrom('parking_rights')
    .select(['id', 'license_plate', 'npr_area_manager_id', 'version', 'starts_at', 'ends_at'])
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`version = sent_version`)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .where(sql<boolean>`(ends_at is null or ends_at > starts_at)`)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The rights waiting or failed (tried at least once) per tenant, for the operator. */
export async function listWaitingRights(db: Database, tenantId: number) {
  return db
    .selectFrom('parking_rights')
    .select([
      'id',
      'permit_id',
      'license_plate',
      'npr_area_manager_id',
      'npr_area_id',
      'starts_at',
      'ends_at',
      'version',
      'sent_version',
      'attempts',
      'last_error',
      'next_attempt_at',
    ])
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`version > sent_version`)
    .orderBy('id')
    .execute();
}

export type RegisterRow = Pick<
  TenantParkingRegistersTable,
  'mode' | 'endpoint' | 'area_manager_id' | 'client_certificate' | 'client_key' | 'server_ca_certificate'
> & { simulator_behaviour: 'normal' | 'fail' | 'slow' };

export async function findRegisterRow(db: Database, tenantId: number): Promise<RegisterRow | null> {
  return (
    (await db
      .selectFrom('tenant_parking_registers')
      .select([
        'mode',
        'endpoint',
        'area_manager_id',
        'client_certificate',
        'client_key',
        'server_ca_certificate',
        'simulator_behaviour',
      ])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()) ?? null
  );
}

export async function upsertRegisterRow(db: Database, tenantId: number, row: RegisterRow): Promise<void> {
  await db
    .insertInto('tenant_parking_registers')
    .values({ tenant_id: tenantId, ...row })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...row, updated_at: new Date() }))
    .execute();
}
