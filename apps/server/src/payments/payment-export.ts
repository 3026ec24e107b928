/**
 * The back office's CSV export of payments and the reports' revenue per month (issue 28, decision
 * 042). The export reads one batch after a payment id (keyset pagination). Every query is the tenant's.
 */
import { sql } from 'kysely';
import { amsterdamText, withinAmsterdamDays } from '../db/amsterdam-days.js';
import type { Database } from '../db/database.js';
import type { PaymentRowStatus } from '../db/schema.js';

export interface PaymentExportFilters {
  status?: PaymentRowStatus | undefined;
  /** On the day it was started (Europe/Amsterdam), both included (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
}

export async function paymentExportBatch(
  db: Database,
  tenantId: number,
  filters: PaymentExportFilters,
  afterId: number,
  limit: number,
) {
  let query = db
    .selectFrom('payments')
    .select([
      'id',
      'relation_id',
      sql<string>`coalesce(display_reference, reference)`.as('reference'),
      'method',
      'status',
      'amount_cents',
      'provider',
      amsterdamText('created_at').as('created_at'),
      amsterdamText('paid_at').as('paid_at'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId);
  if (filters.status) query = query.where('status', '=', filters.status);
  return withinAmsterdamDays(query, 'created_at', filters.from, filters.to).orderBy('id').limit(limit).execute();
}

/** Money received per month (YYYY-MM, Europe/Amsterdam, by when it was paid), from `fromDay` up to `untilDay` (excluded). */
export async function revenuePerMonth(db: Database, tenantId: number, fromDay: string, untilDay: string) {
  const result = await sql<{ month: string; cents: string }>`
    select to_char(paid_at at time zone 'Europe/Amsterdam', 'YYYY-MM') as month, sum(amount_cents)::bigint as cents
      from payments
     where tenant_id = ${tenantId} and status = 'PAID'
       and paid_at >= (${fromDay}::timestamp at time zone 'Europe/Amsterdam')
       and paid_at < (${untilDay}::timestamp at time zone 'Europe/Amsterdam')
     group by 1 order by 1`.execute(db);
  return result.rows.map((r) => ({ month: r.month, cents: Number(r.cents) }));
}
