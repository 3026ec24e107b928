/**
 * Places that ended permits gave back (DECISIONS 2, Waiting list). Every ended permit records one row
 * (`freePermitPlace`, registered by the composition root as what ending a permit brings), in the
 * transaction that ends it; this area's jobs
 * (waiting-list-jobs.ts) offer the place to the first waiting entry and mark the row offered, and
 * `offered_entry_id` follows the place when it passes on. `listUnofferedCapacity` reads those not yet offered.
 */
import type { Database } from '../db/database.js';
import type { EndingPermit } from '../permits/index.js';

export interface FreedPlace {
  permitId: number;
  permitTypeId: number;
  areaId: number;
  locationId: number | null;
  /** The first day the place is free. */
  freedOn: string;
}

/** Records a freed place once per permit (a second call for the same permit changes nothing). */
export async function recordFreedCapacity(trx: Database, tenantId: number, place: FreedPlace): Promise<void> {
  await trx
    .insertInto('freed_capacity')
    .values({
      tenant_id: tenantId,
      permit_id: place.permitId,
      permit_type_id: place.permitTypeId,
      area_id: place.areaId,
      location_id: place.locationId,
      freed_on: place.freedOn,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'permit_id']).doNothing())
    .execute();
}

/** What ending a permit brings for the waiting list: its place, free from `freedOn`. */
export function freePermitPlace(trx: Database, permit: EndingPermit, freedOn: string): Promise<void> {
  return recordFreedCapacity(trx, permit.tenant_id, {
    permitId: permit.id,
    permitTypeId: permit.permit_type_id,
    areaId: permit.area_id,
    locationId: permit.location_id,
    freedOn,
  });
}

export async function listUnofferedCapacity(db: Database, tenantId: number): Promise<FreedPlace[]> {
  const rows = await db
    .selectFrom('freed_capacity')
    .select(['permit_id', 'permit_type_id', 'area_id', 'location_id', 'freed_on'])
    .where('tenant_id', '=', tenantId)
    .where('offered_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    permitId: row.permit_id,
    permitTypeId: row.permit_type_id,
    areaId: row.area_id,
    locationId: row.location_id,
    freedOn: row.freed_on,
  }));
}
