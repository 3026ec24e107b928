/**
 * The back office's SQL of the waiting lists (issue 28): the queues with people on them, each in order, and an
 * entry of any resident locked by its id. Every query filters on the tenant.
 */
import { sql } from 'kysely';
import { LIVE_WAITING_LIST_STATUSES } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import type { Queue } from './waiting-list-repository.js';

/** A live entry ranked in its queue (same product and location) by id: first come, first served (decision 011). */
export interface RankedEntryRow {
  id: number;
  relation_id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  status: 'WAITING' | 'AWAIT_CONTINUE_WAITING';
  created_at: Date | string;
  offer_expires_at: Date | string | null;
  position: number;
}

/** One page of the tenant's queues that have live entries, in catalogue id order, and how many there are. */
export async function pageOfQueues(
  db: Database,
  tenantId: number,
  page: { offset: number; limit: number },
): Promise<{ queues: Queue[]; total: number }> {
  const rows = await sql<{ permit_type_id: number; area_id: number; location_id: number | null; total: number }>`
    select permit_type_id, area_id, location_id, (count(*) over ())::int as total
    from (select distinct permit_type_id, area_id, location_id from waiting_list_entries
          where tenant_id = ${tenantId} and status in ('WAITING', 'AWAIT_CONTINUE_WAITING')) q
    order by permit_type_id, area_id, location_id nulls first
    offset ${page.offset} limit ${page.limit}`.execute(db);
  const total = rows.rows[0]?.total ?? 0;
  if (rows.rows.length === 0 && page.offset > 0) {
    const all = await sql<{ n: number }>`
      select count(*)::int as n from (select distinct permit_type_id, area_id, location_id from waiting_list_entries
        where tenant_id = ${tenantId} and status in ('WAITING', 'AWAIT_CONTINUE_WAITING')) q`.execute(db);
    return { queues: [], total: all.rows[0]?.n ?? 0 };
  }
  return {
    queues: rows.rows.map((r) => ({ permitTypeId: r.permit_type_id, areaId: r.area_id, locationId: r.location_id })),
    total,
  };
}

/** The live entries of these queues, each with its position in its queue, in queue and then line order. */
export async function rankedEntriesOf(db: Database, tenantId: number, queues: readonly Queue[]) {
  if (queues.length === 0) return [];
  const keys = sql.join(
    queues.map((q) => sql`(${q.permitTypeId}::int, ${q.areaId}::int, ${q.locationId ?? 0}::int)`),
    sql`, `,
  );
  const ranked = await sql<RankedEntryRow>`
    select id, relation_id, permit_type_id, area_id, location_id, status, created_at, offer_expires_at,
      row_number() over (partition by permit_type_id, area_id, location_id order by id)::int as position
    from waiting_list_entries
    where tenant_id = ${tenantId} and status in ('WAITING', 'AWAIT_CONTINUE_WAITING')
      and (permit_type_id, area_id, coalesce(location_id, 0)) in (${keys})
    order by permit_type_id, area_id, location_id nulls first, id`.execute(db);
  return ranked.rows;
}

export interface LockedEntry {
  id: number;
  relationId: number;
  status: string;
  queue: Queue;
}

/** Any resident's entry of the tenant, locked, in whatever status; undefined when the tenant has no such entry. */
export async function lockEntryOfTenant(
  trx: Database,
  tenantId: number,
  entryId: number,
): Promise<LockedEntry | undefined> {
  const row = await trx
    .selectFrom('waiting_list_entries')
    .select(['id', 'relation_id', 'status', 'permit_type_id', 'area_id', 'location_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    relationId: row.relation_id,
    status: row.status,
    queue: { permitTypeId: row.permit_type_id, areaId: row.area_id, locationId: row.location_id },
  };
}

/** The first WAITING entry's id of a queue (locks or not): who is first in line. */
export async function firstWaitingId(db: Database, tenantId: number, queue: Queue): Promise<number | undefined> {
  let query = db
    .selectFrom('waiting_list_entries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('permit_type_id', '=', queue.permitTypeId)
    .where('area_id', '=', queue.areaId)
    .where('status', '=', 'WAITING')
    .orderBy('id')
    .limit(1);
  query =
    queue.locationId === null
      ? query.where('location_id', 'is', null)
      : query.where('location_id', '=', queue.locationId);
  return (await query.executeTakeFirst())?.id;
}

/** Staff removed a live entry: it leaves the list (WITHDRAWN; who and why are in the staff audit). */
export async function closeLiveEntry(trx: Database, tenantId: number, entryId: number, at: Date): Promise<void> {
  await trx
    .updateTable('waiting_list_entries')
    .set({ status: 'WITHDRAWN', closed_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .where('status', 'in', LIVE_WAITING_LIST_STATUSES)
    .execute();
}
