/**
 * One query layer (Kysely) over either database: PGlite in a data folder (the embedded
 * default) or a real PostgreSQL (DATABASE_URL). Both speak the same SQL; migrations and
 * repositories do not know which one they run on.
 */
import { mkdir } from 'node:fs/promises';
import { type Expression, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { createPgliteWorkerDialect } from './pglite-dialect.js';
import { PGLITE_PARSERS } from './pglite-statements.js';
import { PgliteWorker } from './pglite-worker-client.js';
import { PLAN_CHANGED, PreparedNames } from './prepared-names.js';
import { countingQueries } from './query-counter.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

/**
 * A select query one area hands another to embed in its own statement (`where id in <subquery>`,
 * `from <subquery> as r`), where a set must stay one statement however large: the shape of Kysely's select
 * builders, which it wraps in parentheses wherever they are embedded.
 */
export type Subquery<O> = Expression<O> & { readonly isSelectQueryBuilder: true };

/**
 * Runs `work` in the caller's transaction when there is one, else in a new one: a function that must be
 * atomic can then be called alone or as part of a larger transaction.
 */
export function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite; `memory://` for a throw-away database (tests). */
  dataDir: string;
  poolSize?: number;
  /**
   * Who opens an embedded database in a folder ('the server', 'the operator tool'): named in the
   * refusal another process gets while this one holds the folder (data-dir-lock.ts).
   */
  role?: string;
  /**
   * A dump of an already-migrated embedded database to start a `memory://` one from (the tests:
   * test/pglite-template.ts); ignored on PostgreSQL.
   */
  template?: string | undefined;
  /**
   * Told when PostgreSQL ends a pooled connection that was idle (a restart, a fail-over, an
   * administrator's pg_terminate_backend): the pool drops that connection and the next query opens
   * another. Without a listener the pool's 'error' event ended the process. Default: a line on stderr.
   */
  onConnectionLost?: (error: Error) => void;
}

/**
 * How long a pooled connection may stay idle before it is closed. pg's default, 10 s, closed connections that a
 * burst of calls had opened, and the next burst opened new ones: a new backend, whose statements are prepared and
 * planned anew with cold caches. In a 20-s round at 500 calls a second (bench/bench.mjs' steady load), connections
 * idle for 10 s were closed mid-round, and two opened again at the moment of an 80-ms stall (issue 29). Five
 * minutes keeps the connections of a steady load; TCP keep-alive finds one that a firewall dropped while idle.
 */
export const POOL_IDLE_MS = 5 * 60_000;

/**
 * Statements this process runs again and again become named (prepared) statements on each pooled
 * connection: PostgreSQL then parses them once per connection and, once it finds a generic plan as
 * good, stops planning them. Planning was most of PostgreSQL's work for the home counts and the
 * listings (0.5 ms of planning against 0.1 to 0.2 ms of execution, issue 15). Which texts are named:
 * `PreparedNames`. Should a table change under a prepared statement (another instance's migration
 * during a rolling upgrade), PostgreSQL refuses it (0A000, cached plan must not change result type):
 * that call fails and the text is run unnamed from then on.
 */
function withPreparedStatements(pool: pg.Pool) {
  const prepared = new PreparedNames();
  return {
    async connect() {
      const client = await pool.connect();
      return {
        async query(text: unknown, values?: unknown[]) {
          const name = typeof text === 'string' ? prepared.nameOf(text) : undefined;
          if (!name) return client.query(text as string, values);
          try {
            return await client.query({ name, text: text as string, values: values ?? [] });
          } catch (error) {
            if ((error as { code?: string }).code === PLAN_CHANGED) prepared.refuse(text as string);
            throw error;
          }
        },
        release: (error?: Error | boolean) => client.release(error),
      };
    },
    end: () => pool.end(),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // The same parsers as the embedded database's: dates as 'YYYY-MM-DD' strings, int8 and numeric as numbers.
    for (const [oid, parse] of Object.entries(PGLITE_PARSERS)) pg.types.setTypeParser(Number(oid), parse);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: POOL_IDLE_MS,
      keepAlive: true,
    });
    pool.on(
      'error',
      options.onConnectionLost ?? ((error) => console.warn(`database connection lost: ${error.message}`)),
    );
    const db = countingQueries(
      (log) => new Kysely<DB>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) as never }), log }),
    );
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let unlock = (): void => {};
  if (!options.dataDir.startsWith('memory://')) {
    await mkdir(options.dataDir, { recursive: true });
    // PGlite lets a second process open the folder and write to it; this lock refuses that.
    unlock = lockDataDir(options.dataDir, options.role ?? 'another process');
  }
  // PGlite runs in a worker thread of its own, off the server's event loop (decision 037).
  let worker: PgliteWorker;
  try {
    worker = await PgliteWorker.start(options.dataDir, options.template);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = countingQueries((log) => new Kysely<DB>({ dialect: createPgliteWorkerDialect(worker), log }));
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
