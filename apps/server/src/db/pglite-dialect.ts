/**
 * Kysely on the embedded PGlite database. PGlite is a single connection, so connections are
 * handed out one at a time: a transaction holds the connection until it ends and no other
 * query can slip into it. Consequence: inside `db.transaction()` always use the transaction
 * object, never `db`, or the call waits for itself.
 */
import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

interface QueryResultLike {
  command: string;
  rowCount: number;
  rows: unknown[];
}

class PgliteClient {
  constructor(
    private readonly pg: PGlite,
    private readonly onRelease: () => void,
  ) {}

  async query(sql: string, parameters: readonly unknown[]): Promise<QueryResultLike> {
    const result = await this.pg.query(sql, parameters as unknown[]);
    const command = sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
    return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
  }

  release(): void {
    this.onRelease();
  }
}

class PglitePool {
  private queue: Array<() => void> = [];
  private busy = false;

  constructor(private readonly pg: PGlite) {}

  async connect(): Promise<PgliteClient> {
    if (this.busy) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.busy = true;
    return new PgliteClient(this.pg, () => {
      const next = this.queue.shift();
      if (next) next();
      else this.busy = false;
    });
  }

  async end(): Promise<void> {
    await this.pg.close();
  }
}

export function createPgliteDialect(pg: PGlite): PostgresDialect {
  // The pool shape is what Kysely's PostgresDialect calls; PGlite's results are adapted above.
  return new PostgresDialect({ pool: new PglitePool(pg) as never });
}
