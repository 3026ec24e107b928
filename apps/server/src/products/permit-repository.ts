/**
 * All SQL on issued permits, their plates, cards and permit-plus link. Every function takes the
 * tenant, except the job's sweep over permits past their end date, which serves every tenant.
 */
import type { Database } from '../db/database.js';
import { recordFreedCapacity } from '../waiting-list/index.js';

function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Ends up to `limit` active permits whose last valid day lies before `today` (and that have no
 * planned termination, which the termination job ends). Unscoped: the job serves every tenant.
 */
export async function endExpiredPermits(db: Database, today: string, limit: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('permits')
      .select(['tenant_id', 'id', 'permit_type_id', 'area_id', 'location_id', 'valid_to'])
      .where('status', '=', 'ACTIVE')
      .where('valid_to', '<', today)
      .where('planned_end_date', 'is', null)
      .orderBy('tenant_id')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const row of rows) {
      await trx
        .updateTable('permits')
        .set({ status: 'ENDED', ended_on: row.valid_to, end_reason: 'EXPIRED' })
        .where('tenant_id', '=', row.tenant_id)
        .where('id', '=', row.id)
        .execute();
      await recordFreedCapacity(trx, row.tenant_id, {
        permitId: row.id,
        permitTypeId: row.permit_type_id,
        areaId: row.area_id,
        locationId: row.location_id,
        freedOn: today,
      });
    }
    return rows.length;
  });
}
