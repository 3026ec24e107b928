/**
 * The staff audit's SQL. Append-only: this file inserts and reads, and nothing anywhere updates or
 * deletes a row but the retention job (rows older than the municipality's period); the database's
 * trigger refuses everything else (migration 0032).
 */
import type { StaffRole } from '@parkeerloket/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

export interface StaffAuditRow {
  staffId: string;
  staffName: string;
  roles: readonly StaffRole[];
  action: string;
  objectType: string;
  objectId: string;
  relationId: number | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  clientIp: string | null;
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

export async function insertStaffAudit(db: Database, tenantId: number, row: StaffAuditRow): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      tenant_id: tenantId,
      staff_id: row.staffId,
      staff_name: row.staffName,
      roles: [...row.roles],
      action: row.action,
      object_type: row.objectType,
      object_id: row.objectId,
      relation_id: row.relationId,
      before: json(row.before),
      after: json(row.after),
      reason: row.reason,
      client_ip: row.clientIp,
    })
    .execute();
}

/**
 * Deletes at most `limit` of a municipality's audit rows stamped before `keepDays` days before `now`
 * (or before the database's own moment, whichever is earlier: the trigger judges by the database's
 * clock, so the job never asks for a row the trigger would refuse). Rows are taken with
 * `for update skip locked`, so two runs at once each delete a row once. The trigger refuses the whole
 * statement if any row is younger than the period it reads itself (migration 0032).
 */
export async function deleteStaffAuditBefore(
  db: Database,
  tenantId: number,
  keepDays: number,
  now: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('staff_audit')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('staff_audit')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where(
          'at',
          '<',
          sql<Date>`least(${now.toISOString()}::timestamptz, now()) - make_interval(days => ${keepDays}::integer)`,
        )
        .orderBy('at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
