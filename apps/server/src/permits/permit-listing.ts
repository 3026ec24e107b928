/**
 * The back office's reads of permits (issue 27, decision 035): whose permit a permit number is, a
 * relation's permits with the plates they carry now, and one permit of the tenant. Every query is the tenant's.
 */
import type { Database } from '../db/database.js';
import { currentPlateNumbers } from './permit-repository.js';

export async function relationIdOfPermitNumber(db: Database, tenantId: number, permitNumber: string) {
  const row = await db
    .selectFrom('permits')
    .select('relation_id')
    .where('tenant_id', '=', tenantId)
    .where('permit_number', '=', permitNumber)
    .executeTakeFirst();
  return row?.relation_id;
}

function staffPermitQuery(db: Database, tenantId: number) {
  return db
    .selectFrom('permits as p')
    .select([
      'p.id',
      'p.relation_id',
      'p.request_id',
      'p.permit_number',
      'p.permit_type_id',
      'p.area_id',
      'p.status',
      'p.valid_from',
      'p.valid_to',
      'p.planned_end_date',
      'p.ended_on',
      'p.end_reason',
      'p.price_cents',
      'p.created_at',
      currentPlateNumbers(db).as('plates'),
    ])
    .where('p.tenant_id', '=', tenantId);
}

export type StaffPermitRow = Awaited<ReturnType<typeof permitsOfRelation>>[number];

/** A relation's permits, newest first; at most `limit`. */
export async function permitsOfRelation(db: Database, tenantId: number, relationId: number, limit: number) {
  return staffPermitQuery(db, tenantId)
    .where('p.relation_id', '=', relationId)
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** One permit of the tenant, whoever holds it. */
export async function findTenantPermit(db: Database, tenantId: number, permitId: number) {
  return staffPermitQuery(db, tenantId).where('p.id', '=', permitId).executeTakeFirst();
}

/**
 * The relations holding an ACTIVE permit of one of these permit types or in one of these areas, as a query to embed
 * (one `relation_id` column): part of whom an announcement aimed at those products or zones is e-mailed to (issue 28,
 * the announcements area). Null when neither is given.
 */
export function relationsHoldingActiveQuery(
  db: Database,
  tenantId: number,
  target: { permitTypeIds: readonly number[]; areaIds: readonly number[] },
) {
  if (target.permitTypeIds.length === 0 && target.areaIds.length === 0) return null;
  return db
    .selectFrom('permits')
    .select('relation_id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or([
        ...(target.permitTypeIds.length > 0 ? [eb('permit_type_id', 'in', [...target.permitTypeIds])] : []),
        ...(target.areaIds.length > 0 ? [eb('area_id', 'in', [...target.areaIds])] : []),
      ]),
    );
}
