/**
 * Counts the SQL statements this process runs (Kysely's log hook, db/database.ts), so tests and
 * the benchmark can check how many statements a call costs (issue 15: at most 3 per call, the
 * same for one permit or fifty). BEGIN and COMMIT of a transaction are not counted.
 */
import type { LogEvent } from 'kysely';

let executed = 0;
let capturing: { sql: string; parameters: readonly unknown[] }[] | null = null;

export function noteQuery(event: LogEvent): void {
  executed += 1;
  capturing?.push({ sql: event.query.sql, parameters: event.query.parameters });
}

/** The statements run while `work` ran; meaningful only when nothing else runs at the same time. */
export async function countQueries(work: () => Promise<unknown>): Promise<number> {
  const before = executed;
  await work();
  return executed - before;
}

/** The statements `work` ran, with their parameters (the benchmark prints their query plans). */
export async function captureQueries(
  work: () => Promise<unknown>,
): Promise<{ sql: string; parameters: readonly unknown[] }[]> {
  const queries: { sql: string; parameters: readonly unknown[] }[] = [];
  capturing = queries;
  try {
    await work();
  } finally {
    capturing = null;
  }
  return queries;
}
