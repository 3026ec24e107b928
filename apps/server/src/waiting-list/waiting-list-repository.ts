/** All SQL of the waiting list: joining, the listing with positions, withdrawing. Every query filters on the tenant. */

import { sql } from 'kysely';
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

/** A live entry of the relation with its place in its queue (1 = first), for /waiting-list. */
export interface ListedEntryRow {
  id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  request_id: number | null;
  status: string;
  created_at: Date | string;
  position: number;
}

/**
 * The relation's live entries, each ranked among all live entries of its queue (same product and
 * location) by id: the sequence gives first come, first served, and a rank is unique and without gaps
 * whatever joins or leaves at the same moment.
 */
export async function listLiveEntries(db: Database, tenantId: number, relationId: number): Promise<ListedEntryRow[]> {
  const ranked = await sql<ListedEntryRow>`
    with queue as (
      select id, relation_id, permit_type_id, area_id, location_id, request_id, status, created_at,
        row_number() over (partition by permit_type_id, area_id, location_id order by id)::int as position
      from waiting_list_entries
      where tenant_id = ${tenantId} and status in ('WAITING', 'AWAIT_CONTINUE_WAITING')
        and (permit_type_id, area_id, coalesce(location_id, 0)) in (
          select permit_type_id, area_id, coalesce(location_id, 0) from waiting_list_entries
          where tenant_id = ${tenantId} and relation_id = ${relationId}
            and status in ('WAITING', 'AWAIT_CONTINUE_WAITING'))
    )
    select id, permit_type_id, area_id, location_id, request_id, status, created_at, position
    from queue where relation_id = ${relationId} order by id`.execute(db);
  return ranked.rows;
}

export async function countLiveEntries(db: Database, tenantId: number, relationId: number): Promise<number> {
  const row = await db
    .selectFrom('waiting_list_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('status', 'in', LIVE_WAITING_LIST_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The tenant's own history per product: whole days from joining to being offered a place, averaged
 * over every entry ever offered one. Products without history are absent.
 */
export async function averageWaitDays(db: Database, tenantId: number): Promise<Map<number, number>> {
  const rows = await sql<{ permit_type_id: number; days: string | number }>`
    select permit_type_id,
      floor(avg(extract(epoch from (offered_at - created_at)) / 86400)) as days
    from waiting_list_entries
    where tenant_id = ${tenantId} and offered_at is not null
    group by permit_type_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.permit_type_id, Number(r.days)]));
}

/** Withdraws the relation's own live entry; false when there is none (another's, ended, unknown). */
export async function withdrawLiveEntry(
  db: Database,
  tenantId: number,
  relationId: number,
  entryId: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('waiting_list_entries')
    .set({ status: 'WITHDRAWN', closed_at: at })
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', '=', entryId)
    .where('status', 'in', LIVE_WAITING_LIST_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function ownEntryExists(db: Database, tenantId: number, relationId: number, entryId: number) {
  const row = await db
    .selectFrom('waiting_list_entries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', '=', entryId)
    .executeTakeFirst();
  return row !== undefined;
}
