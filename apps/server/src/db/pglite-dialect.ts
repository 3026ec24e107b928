/**
 * Kysely on the embedded PGlite database. PGlite is a single connection, so connections are
 * handed out one at a time: a transaction holds the connection until it ends and no other
 * query can slip into it. Consequence: inside `db.transaction()` always use the transaction
 * object, never `db`, or the call waits for itself.
 *
 * The server's PGlite runs in a worker thread of its own (decision 037, `createPgliteWorkerDialect`):
 * each statement goes there as a message, and the server's event loop serves other requests while
 * PostgreSQL parses, plans and executes it. `createPgliteDialect` keeps PGlite in the caller's
 * thread (the benchmark's yardstick). Either way repeated statements are prepared, as on PostgreSQL
 * (decision 015, decision 020, pglite-statements.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';
import { PgliteStatements, type QueryResultLike } from './pglite-statements.js';
import type { PgliteWorker } from './pglite-worker-client.js';

/** What runs a statement: PGlite's statements in this thread, or the worker. */
interface Executor {
  query(text: string, parameters: readonly unknown[]): Promise<QueryResultLike>;
  close(): Promise<void>;
}

class PgliteClient {
  constructor(
    private readonly executor: Executor,
    private readonly onRelease: () => void,
  ) {}

  query(sql: string, parameters: readonly unknown[]): Promise<QueryResultLike> {
    return this.executor.query(sql, parameters);
  }

  release(): void {
    this.onRelease();
  }
}

class PglitePool {
  private queue: Array<() => void> = [];
  private busy = false;

  constructor(private readonly executor: Executor) {}

  async connect(): Promise<PgliteClient> {
    if (this.busy) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.busy = true;
    return new PgliteClient(this.executor, () => {
      const next = this.queue.shift();
      if (next) next();
      else this.busy = false;
    });
  }

  async end(): Promise<void> {
    await this.executor.close();
  }
}

/** PGlite in the caller's thread. */
export function createPgliteDialect(pg: PGlite): PostgresDialect {
  const statements = new PgliteStatements(pg);
  const executor: Executor = {
    query: (text, parameters) => statements.query(text, parameters),
    close: () => pg.close(),
  };
  // The pool shape is what Kysely's PostgresDialect calls; PGlite's results are adapted above.
  return new PostgresDialect({ pool: new PglitePool(executor) as never });
}

/** PGlite in its worker thread (pglite-worker.ts). */
export function createPgliteWorkerDialect(worker: PgliteWorker): PostgresDialect {
  return new PostgresDialect({ pool: new PglitePool(worker) as never });
}
