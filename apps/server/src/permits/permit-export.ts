/**
 * The back office's exports and reports of permits (issue 28, decision 042): one batch of the CSV
 * export after a permit id (keyset pagination, so a million permits are read a batch at a time on
 * either database), and the permits issued and ended per product per month. Every query is the tenant's.
 */
import { sql } from 'kysely';
import { amsterdamText } from '../db/amsterdam-days.js';
import type { Database } from '../db/database.js';

export interface PermitExportFilters {
  status?: 'ACTIVE' | 'ENDED' | undefined;
  permitTypeId?: number | undefined;
  /** On the permit's first valid day, both included (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
}

/** Up to `limit` permits after `afterId`, in id order, with the export's columns as text and numbers. */
export async function permitExportBatch(
  db: Database,
  tenantId: number,
  filters: PermitExportFilters,
  afterId: number,
  limit: number,
) {
  let query = db
    .selectFrom('permits')
    .select([
      'id',
      'permit_number',
      'relation_id',
      'request_id',
      'permit_type_id',
      'area_id',
      'location_id',
      'valid_from',
      'valid_to',
      'status',
      'planned_end_date',
      'ended_on',
      'end_reason',
      'price_cents',
      amsterdamText('created_at').as('created_at'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.permitTypeId) query = query.where('permit_type_id', '=', filters.permitTypeId);
  if (filters.from) query = query.where('valid_from', '>=', filters.from);
  if (filters.to) query = query.where('valid_from', '<=', filters.to);
  return query.orderBy('id').limit(limit).execute();
}

/**
 * Permits issued (made) and ended per permit type per month (YYYY-MM, Europe/Amsterdam) from the first
 * day of `fromMonth` to the last of `toMonth`: issued by when the permit was made, ended by its last day.
 */
export async function permitsPerMonth(db: Database, tenantId: number, fromDay: string, untilDay: string) {
  const result = await sql<{ month: string; permit_type_id: number; issued: number; ended: number }>`
    select month, permit_type_id, sum(issued)::int as issued, sum(ended)::int as ended from (
      select to_char(created_at at time zone 'Europe/Amsterdam', 'YYYY-MM') as month, permit_type_id,
             1 as issued, 0 as ended
        from permits
       where tenant_id = ${tenantId}
         and created_at >= (${fromDay}::timestamp at time zone 'Europe/Amsterdam')
         and created_at < (${untilDay}::timestamp at time zone 'Europe/Amsterdam')
      union all
      select to_char(ended_on, 'YYYY-MM'), permit_type_id, 0, 1
        from permits
       where tenant_id = ${tenantId} and status = 'ENDED'
         and ended_on >= ${fromDay}::date and ended_on < ${untilDay}::date
    ) counted
    group by month, permit_type_id
    order by month, permit_type_id`.execute(db);
  return result.rows.map((r) => ({ ...r, issued: Number(r.issued), ended: Number(r.ended) }));
}
