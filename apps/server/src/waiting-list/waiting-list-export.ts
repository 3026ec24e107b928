/**
 * The back office's CSV export of waiting-list entries and the reports' waiting time per location
 * (issue 28, decision 042). The export reads one batch after an entry id (keyset pagination). Every
 * query is the tenant's.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export interface WaitingListExportFilters {
  status?: 'WAITING' | 'AWAIT_CONTINUE_WAITING' | 'REQUESTED' | 'WITHDRAWN' | 'DISCONTINUED' | undefined;
  locationId?: number | undefined;
  /** On the day it was put on the list (Europe/Amsterdam), both included (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
}

export async function waitingListExportBatch(
  db: Database,
  tenantId: number,
  filters: WaitingListExportFilters,
  afterId: number,
  limit: number,
) {
  let query = db
    .selectFrom('waiting_list_entries')
    .select([
      'id',
      'relation_id',
      'permit_type_id',
      'area_id',
      'location_id',
      'request_id',
      'status',
      sql<string>`to_char(created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD HH24:MI:SS')`.as('created_at'),
      sql<string | null>`to_char(offered_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD HH24:MI:SS')`.as('offered_at'),
      sql<string | null>`to_char(closed_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD HH24:MI:SS')`.as('closed_at'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.locationId) query = query.where('location_id', '=', filters.locationId);
  if (filters.from)
    query = query.where('created_at', '>=', sql<Date>`(${filters.from}::timestamp at time zone 'Europe/Amsterdam')`);
  if (filters.to)
    query = query.where(
      'created_at',
      '<',
      sql<Date>`((${filters.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`,
    );
  return query.orderBy('id').limit(limit).execute();
}

/**
 * Per location (null: a product without locations): the entries offered a place in the period with
 * their average wait in days (put on the list to offered), and how many are waiting now.
 */
export async function waitingTimePerLocation(db: Database, tenantId: number, fromDay: string, untilDay: string) {
  const result = await sql<{
    location_id: number | null;
    offered: number;
    average_days: string | null;
    waiting: number;
  }>`
    select location_id,
           count(*) filter (where offered_at >= (${fromDay}::timestamp at time zone 'Europe/Amsterdam')
                              and offered_at < (${untilDay}::timestamp at time zone 'Europe/Amsterdam'))::int as offered,
           round((avg(extract(epoch from offered_at - created_at) / 86400)
                 filter (where offered_at >= (${fromDay}::timestamp at time zone 'Europe/Amsterdam')
                           and offered_at < (${untilDay}::timestamp at time zone 'Europe/Amsterdam')))::numeric, 1)::text
             as average_days,
           count(*) filter (where status = 'WAITING')::int as waiting
      from waiting_list_entries
     where tenant_id = ${tenantId}
     group by location_id
     order by location_id nulls first`.execute(db);
  return result.rows.map((r) => ({
    locationId: r.location_id === null ? null : Number(r.location_id),
    offered: Number(r.offered),
    averageDays: r.average_days === null ? null : Number(r.average_days),
    waiting: Number(r.waiting),
  }));
}
