/**
 * Counts the SQL statements run on a database (Kysely's log hook, db/database.ts), so tests and
 * the benchmark can check how many statements a call costs (issue 15: at most 3 per call, the
 * same for one permit or fifty). BEGIN and COMMIT of a transaction are not counted.
 *
 * Counted per database object: the statements of another database in the same process (another
 * test file's, whose work may still be ending) never enter a count.
 */
import type { LogEvent } from 'kysely';

interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** What one database has run; its transactions share its log hook and so its tally. */
export interface QueryTally {
  executed: number;
  capturing: CapturedQuery[] | null;
}

const tallies = new WeakMap<object, QueryTally>();

/** A new tally and the log hook that keeps it, for a database about to be made. */
export function queryTally(): { tally: QueryTally; log: (event: LogEvent) => void } {
  const tally: QueryTally = { executed: 0, capturing: null };
  return {
    tally,
    log: (event) => {
      tally.executed += 1;
      tally.capturing?.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  };
}

/** Ties a made database to its tally, so `countQueries(db, …)` finds it. */
export function countQueriesOf(db: object, tally: QueryTally): void {
  tallies.set(db, tally);
}

function tallyOf(db: object): QueryTally {
  const tally = tallies.get(db);
  if (!tally) throw new Error('this database was not opened by openDatabase: its statements are not counted');
  return tally;
}

/** The statements `work` ran on `db`; meaningful only when nothing else uses `db` at the same time. */
export async function countQueries(db: object, work: () => Promise<unknown>): Promise<number> {
  const tally = tallyOf(db);
  const before = tally.executed;
  await work();
  return tally.executed - before;
}

/** The statements `work` ran on `db`, with their parameters (the benchmark prints their query plans). */
export async function captureQueries(db: object, work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const tally = tallyOf(db);
  const queries: CapturedQuery[] = [];
  tally.capturing = queries;
  try {
    await work();
  } finally {
    tally.capturing = null;
  }
  return queries;
}
