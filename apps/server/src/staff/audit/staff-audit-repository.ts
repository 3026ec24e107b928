/**
 * The staff audit's SQL. Append-only: this file inserts and reads, and nothing anywhere updates or
 * deletes a row but the retention job (rows older than the municipality's period); the database's
 * trigger refuses everything else (migration 0032).
 */
import type { StaffRole } from '@parkeerloket/contract';
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
