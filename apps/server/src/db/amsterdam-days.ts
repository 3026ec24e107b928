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
