/** All SQL of joining the waiting list. Every query filters on the tenant. */
import { LIVE_WAITING_LIST_STATUSES } from '../catalogue/index.js';
import type { Database } from '../db/database.js';

export interface NewEntry {
  relationId: number;
  permitTypeId: number;
  areaId: number;
  locationId: number | null;
  requestId: number | null;
}

/** The relation's live entry (waiting, or offered a place) for a product at a location, if any. */
export async function findLiveEntry(
  db: Database,
  tenantId: number,
  entry: Omit<NewEntry, 'requestId'>,
): Promise<number | undefined> {
  let query = db
    .selectFrom('waiting_list_entries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', entry.relationId)
    .where('permit_type_id', '=', entry.permitTypeId)
    .where('area_id', '=', entry.areaId)
    .where('status', 'in', LIVE_WAITING_LIST_STATUSES);
  query =
    entry.locationId === null
      ? query.where('location_id', 'is', null)
      : query.where('location_id', '=', entry.locationId);
  return (await query.executeTakeFirst())?.id;
}

export async function insertEntry(db: Database, tenantId: number, entry: NewEntry): Promise<number> {
  const row = await db
    .insertInto('waiting_list_entries')
    .values({
      tenant_id: tenantId,
      relation_id: entry.relationId,
      permit_type_id: entry.permitTypeId,
      area_id: entry.areaId,
      location_id: entry.locationId,
      request_id: entry.requestId,
      status: 'WAITING',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether an entry (in any status) was made from this request already. */
export async function entryOfRequest(db: Database, tenantId: number, requestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('waiting_list_entries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row !== undefined;
}
