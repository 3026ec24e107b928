/**
 * The back office's CSV export of refund orders and the reports' refunds per month (issue 28,
 * decision 042). The export reads one batch after an order id (keyset pagination). Every query is the tenant's.
 */
import { sql } from 'kysely';
import { amsterdamText, withinAmsterdamDays } from '../db/amsterdam-days.js';
import type { Database } from '../db/database.js';
import type { RefundOrdersTable } from '../db/schema.js';

export interface RefundExportFilters {
  status?: RefundOrdersTable['status'] | undefined;
  /** On the day it was ordered (Europe/Amsterdam), both included (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
}

export async function refundOrderExportBatch(
  db: Database,
  tenantId: number,
  filters: RefundExportFilters,
  afterId: number,
  limit: number,
) {
  let query = db
    .selectFrom('refund_orders')
    .select([
      'id',
      'relation_id',
      'permit_id',
      'payment_id',
      'amount_cents',
      'status',
      'end_date',
      'export_id',
      'ordered_by',
      'approved_by',
      amsterdamText('created_at').as('created_at'),
      amsterdamText('settled_at').as('settled_at'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId);
  if (filters.status) query = query.where('status', '=', filters.status);
  return withinAmsterdamDays(query, 'created_at', filters.from, filters.to).orderBy('id').limit(limit).execute();
}

/** Money refunded per month: orders the bank paid, by when (YYYY-MM, Europe/Amsterdam); `untilDay` excluded. */
export async function refundsPerMonth(db: Database, tenantId: number, fromDay: string, untilDay: string) {
  const result = await sql<{ month: string; cents: string }>`
    select to_char(settled_at at time zone 'Europe/Amsterdam', 'YYYY-MM') as month, sum(amount_cents)::bigint as cents
      from refund_orders
     where tenant_id = ${tenantId} and status = 'PAID'
       and settled_at >= (${fromDay}::timestamp at time zone 'Europe/Amsterdam')
       and settled_at < (${untilDay}::timestamp at time zone 'Europe/Amsterdam')
     group by 1 order by 1`.execute(db);
  return result.rows.map((r) => ({ month: r.month, cents: Number(r.cents) }));
}
