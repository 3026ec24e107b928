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

/** The relation's live entries counted (what /waiting-list lists), as a query the home counts embed. */
export function liveEntriesCountQuery(db: Database, tenantId: number, relationId: number) {
  return db
    .selectFrom('waiting_list_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('status', 'in', LIVE_WAITING_LIST_STATUSES);
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

export interface WaitingListEntryRow {
  id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  request_id: number | null;
  status: string;
}

/** A waiting-list entry of the relation; undefined when it is not the relation's. */
export async function findOwnWaitingListEntry(
  db: Database,
  tenantId: number,
  relationId: number,
  entryId: number,
  options: { forUpdate?: boolean } = {},
): Promise<WaitingListEntryRow | undefined> {
  let query = db
    .selectFrom('waiting_list_entries')
    .select(['id', 'permit_type_id', 'area_id', 'location_id', 'request_id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', '=', entryId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The offered entry has been requested: it leaves the waiting list and points at the request. */
export async function markWaitingListEntryRequested(
  trx: Database,
  tenantId: number,
  entryId: number,
  requestId: number,
): Promise<void> {
  await trx
    .updateTable('waiting_list_entries')
    .set({ status: 'REQUESTED', request_id: requestId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .execute();
}

/** Whether the entry is the relation's own (in any status). */
export async function ownEntryExists(db: Database, tenantId: number, relationId: number, entryId: number) {
  return (await findOwnWaitingListEntry(db, tenantId, relationId, entryId)) !== undefined;
}

/** A freed place claimed by this instance, with the first waiting entry of its queue (if any). */
export interface ClaimedPlace {
  freedId: number;
  tenantId: number;
  tenantCode: string;
  tenantName: string;
  tenantLocale: string;
  offerDays: number;
  permitTypeId: number;
  locationId: number | null;
  entry: { id: number; relationId: number; email: string | null; language: string | null } | null;
}

/**
 * Takes the oldest freed place not yet offered (any tenant) and locks it, skipping places another
 * instance holds; then locks the first waiting entry of that queue. Only inside a transaction.
 */
export async function claimFreedPlace(trx: Database): Promise<ClaimedPlace | undefined> {
  const place = await trx
    .selectFrom('freed_capacity as f')
    .innerJoin('tenants as t', 't.id', 'f.tenant_id')
    .select([
      'f.id',
      'f.tenant_id',
      'f.permit_type_id',
      'f.area_id',
      'f.location_id',
      't.code',
      't.name',
      't.default_locale',
      't.waiting_offer_days',
    ])
    .where('f.offered_at', 'is', null)
    .orderBy('f.id')
    .limit(1)
    .forUpdate('f')
    .skipLocked()
    .executeTakeFirst();
  if (!place) return undefined;
  let first = trx
    .selectFrom('waiting_list_entries as w')
    .innerJoin('relations as r', (j) => j.onRef('r.tenant_id', '=', 'w.tenant_id').onRef('r.id', '=', 'w.relation_id'))
    .select(['w.id', 'w.relation_id', 'r.email', 'r.language'])
    .where('w.tenant_id', '=', place.tenant_id)
    .where('w.permit_type_id', '=', place.permit_type_id)
    .where('w.area_id', '=', place.area_id)
    .where('w.status', '=', 'WAITING')
    .orderBy('w.id')
    .limit(1)
    .forUpdate('w');
  first =
    place.location_id === null
      ? first.where('w.location_id', 'is', null)
      : first.where('w.location_id', '=', place.location_id);
  const entry = await first.executeTakeFirst();
  return {
    freedId: place.id,
    tenantId: place.tenant_id,
    tenantCode: place.code,
    tenantName: place.name,
    tenantLocale: place.default_locale,
    offerDays: place.waiting_offer_days,
    permitTypeId: place.permit_type_id,
    locationId: place.location_id,
    entry: entry ? { id: entry.id, relationId: entry.relation_id, email: entry.email, language: entry.language } : null,
  };
}

/** Marks the place offered (to the entry, or to nobody) and the entry AWAIT_CONTINUE_WAITING. */
export async function markOffered(trx: Database, place: ClaimedPlace, at: Date): Promise<void> {
  await trx
    .updateTable('freed_capacity')
    .set({ offered_at: at, offered_entry_id: place.entry?.id ?? null })
    .where('tenant_id', '=', place.tenantId)
    .where('id', '=', place.freedId)
    .execute();
  if (!place.entry) return;
  await trx
    .updateTable('waiting_list_entries')
    .set({ status: 'AWAIT_CONTINUE_WAITING', offered_at: at })
    .where('tenant_id', '=', place.tenantId)
    .where('id', '=', place.entry.id)
    .execute();
}
