/**
 * The back office's CSV export of waiting-list entries and the reports' waiting time per location
 * (issue 28, decision 042). The export reads one batch after an entry id (keyset pagination). Every
 * query is the tenant's.
 */
import { sql } from 'kysely';
import { amsterdamText, withinAmsterdamDays } from '../db/amsterdam-days.js';
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
      amsterdamText('created_at').as('created_at'),
      amsterdamText('offered_at').as('offered_at'),
      amsterdamText('closed_at').as('closed_at'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.locationId) query = query.where('location_id', '=', filters.locationId);
  return withinAmsterdamDays(query, 'created_at', filters.from, filters.to).orderBy('id').limit(limit).execute();
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
