/**
 * Counts the SQL statements run on a database (Kysely's log hook, db/database.ts), so tests and
 * the benchmark can check how many statements a call costs (issue 15: at most 3 per call, the
 * same for one permit or fifty). A transaction's BEGIN and COMMIT are counted as well: Kysely logs them.
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
interface QueryTally {
  executed: number;
  capturing: CapturedQuery[] | null;
}

const tallies = new WeakMap<object, QueryTally>();

/** Makes a database with `make`, handing it the log hook that counts its statements for `countQueries(db, …)`. */
export function countingQueries<T extends object>(make: (log: (event: LogEvent) => void) => T): T {
  const tally: QueryTally = { executed: 0, capturing: null };
  const db = make((event) => {
    tally.executed += 1;
    tally.capturing?.push({ sql: event.query.sql, parameters: event.query.parameters });
  });
  tallies.set(db, tally);
  return db;
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
