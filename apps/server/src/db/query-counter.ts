/**
 * Counts the SQL statements this process runs (Kysely's log hook, db/database.ts), so tests and
 * the benchmark can check how many statements a call costs (issue 15: at most 3 per call, the
 * same for one permit or fifty). BEGIN and COMMIT of a transaction are not counted.
 */
let executed = 0;

export function noteQuery(): void {
  executed += 1;
}

/** The statements run while `work` ran; meaningful only when nothing else runs at the same time. */
export async function countQueries(work: () => Promise<unknown>): Promise<number> {
  const before = executed;
  await work();
  return executed - before;
}
