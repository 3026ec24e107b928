/**
 * Calendar days and moments in Europe/Amsterdam in SQL, for the back office's exports and reports (issue 28): a
 * timestamp shown as Amsterdam's wall-clock time, and a query narrowed to the moments within days given as
 * YYYY-MM-DD (both included), whatever the offset on those days.
 */
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/** `column` as 'YYYY-MM-DD HH24:MI:SS' in Amsterdam's time; null stays null. */
export function amsterdamText(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD HH24:MI:SS')`;
}

/** Midnight in Amsterdam at the start of `day`. */
export function amsterdamDayStartSql(day: string): RawBuilder<Date> {
  return sql<Date>`(${day}::timestamp at time zone 'Europe/Amsterdam')`;
}

/** Rows whose `column` (a timestamp) falls on `from` up to and including `to`, Amsterdam days; either may be absent. */
// biome-ignore lint/suspicious/noExplicitAny: any select query over any tables; the column is checked by the database.
export function withinAmsterdamDays<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  column: string,
  from: string | undefined,
  to: string | undefined,
): Q {
  let narrowed = query;
  if (from) narrowed = narrowed.where(sql.ref(column), '>=', amsterdamDayStartSql(from)) as Q;
  if (to)
    narrowed = narrowed.where(
      sql.ref(column),
      '<',
      sql<Date>`((${to}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`,
    ) as Q;
  return narrowed;
}

/**
 * The Amsterdam months from `fromDay` up to `untilDay` (first days of months, YYYY-MM-DD; `untilDay` excluded) as
 * a derived table, one row a month: `month` (YYYY-MM), the moments it `starts` and `ends` (excluded), and its
 * `first_day` and `next_day` as dates. A report joins its rows to it by a moment or a date in an indexed range, so
 * it counts per month without converting every row's moment to Amsterdam's time (decision 049): the conversion
 * and the formatting happen once a month, not once a row.
 */
export function amsterdamMonths(fromDay: string, untilDay: string): RawBuilder<unknown> {
  return sql`(
    select to_char(d, 'YYYY-MM') as month,
           (d at time zone 'Europe/Amsterdam') as starts,
           ((d + interval '1 month') at time zone 'Europe/Amsterdam') as ends,
           d::date as first_day,
           (d + interval '1 month')::date as next_day
      from generate_series(${fromDay}::timestamp, ${untilDay}::timestamp - interval '1 month', interval '1 month') d
  )`;
}
