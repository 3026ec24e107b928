/**
 * The reports' document review lead time (issue 28): per month of the review (YYYY-MM,
 * Europe/Amsterdam), how many documents were reviewed and how long from upload to review, on average
 * and the median, in hours. The tenant's documents only.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export async function reviewLeadTimePerMonth(db: Database, tenantId: number, fromDay: string, untilDay: string) {
  const result = await sql<{
    month: string;
    reviewed: number;
    average_hours: string | null;
    median_hours: string | null;
  }>`
    select to_char(reviewed_at at time zone 'Europe/Amsterdam', 'YYYY-MM') as month,
           count(*)::int as reviewed,
           round((avg(extract(epoch from reviewed_at - created_at)) / 3600)::numeric, 1)::text as average_hours,
           round((percentile_cont(0.5) within group (order by extract(epoch from reviewed_at - created_at)) / 3600)::numeric, 1)::text
             as median_hours
      from documents
     where tenant_id = ${tenantId} and reviewed_at is not null
       and reviewed_at >= (${fromDay}::timestamp at time zone 'Europe/Amsterdam')
       and reviewed_at < (${untilDay}::timestamp at time zone 'Europe/Amsterdam')
     group by 1 order by 1`.execute(db);
  return result.rows.map((r) => ({
    month: r.month,
    reviewed: Number(r.reviewed),
    averageHours: r.average_hours === null ? null : Number(r.average_hours),
    medianHours: r.median_hours === null ? null : Number(r.median_hours),
  }));
}
