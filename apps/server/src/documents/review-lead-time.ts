/**
 * The reports' document review lead time (issue 28): per month of the review (YYYY-MM,
 * Europe/Amsterdam), how many documents were reviewed and how long from upload to review, on average
 * and the median, in hours. The tenant's documents only.
 */
import { sql } from 'kysely';
import { amsterdamMonths } from '../db/amsterdam-days.js';
import type { Database } from '../db/database.js';

export async function reviewLeadTimePerMonth(db: Database, tenantId: number, fromDay: string, untilDay: string) {
  const result = await sql<{
    month: string;
    reviewed: number;
    average_hours: string | null;
    median_hours: string | null;
  }>`
    select m.month,
           count(*)::int as reviewed,
           round((avg(extract(epoch from d.reviewed_at - d.created_at)) / 3600)::numeric, 1)::text as average_hours,
           round((percentile_cont(0.5) within group (order by extract(epoch from d.reviewed_at - d.created_at)) / 3600)::numeric, 1)::text
             as median_hours
      from ${amsterdamMonths(fromDay, untilDay)} m
      join documents d on d.tenant_id = ${tenantId} and d.reviewed_at is not null
                      and d.reviewed_at >= m.starts and d.reviewed_at < m.ends
     group by m.month order by m.month`.execute(db);
  return result.rows.map((r) => ({
    month: r.month,
    reviewed: Number(r.reviewed),
    averageHours: r.average_hours === null ? null : Number(r.average_hours),
    medianHours: r.median_hours === null ? null : Number(r.median_hours),
  }));
}
