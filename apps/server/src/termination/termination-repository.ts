/**
 * All SQL of termination and refunds: planned ends, ending a permit, refund orders and their SEPA
 * exports. Every function takes the tenant, except the job's sweep over planned terminations that
 * are due, which serves every tenant.
 */
import type { Database } from '../db/database.js';
import { recordFreedCapacity } from '../waiting-list/index.js';

function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface EndingPermit {
  tenant_id: number;
  id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
}

/** Ends a locked permit on `endDate` (its last valid day), makes its refund payable and frees its place. */
export async function endPermit(trx: Database, permit: EndingPermit, endDate: string, freedOn: string): Promise<void> {
  await trx
    .updateTable('permits')
    .set({ status: 'ENDED', valid_to: endDate, ended_on: endDate, end_reason: 'TERMINATED', planned_end_date: null })
    .where('tenant_id', '=', permit.tenant_id)
    .where('id', '=', permit.id)
    .execute();
  await trx
    .updateTable('refund_orders')
    .set({ status: 'OPEN' })
    .where('tenant_id', '=', permit.tenant_id)
    .where('permit_id', '=', permit.id)
    .where('status', '=', 'PLANNED')
    .execute();
  await recordFreedCapacity(trx, permit.tenant_id, {
    permitId: permit.id,
    permitTypeId: permit.permit_type_id,
    areaId: permit.area_id,
    locationId: permit.location_id,
    freedOn,
  });
}

/** Ends up to `limit` permits whose planned last day lies before `today`. Unscoped: the job serves every tenant. */
export async function endDueTerminations(db: Database, today: string, limit: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('permits')
      .select(['tenant_id', 'id', 'permit_type_id', 'area_id', 'location_id', 'planned_end_date'])
      .where('status', '=', 'ACTIVE')
      .where('planned_end_date', '<', today)
      .orderBy('tenant_id')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const row of rows) await endPermit(trx, row, row.planned_end_date as string, today);
    return rows.length;
  });
}
