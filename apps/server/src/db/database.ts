/**
 * One query layer (Kysely) over either database: PGlite in a data folder (the embedded
 * default) or a real PostgreSQL (DATABASE_URL). Both speak the same SQL; migrations and
 * repositories do not know which one they run on.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createPgliteDialect } from './pglite-dialect.js';
import type { DB } from './schema.js';

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Calendar dates stay 'YYYY-MM-DD' strings: turning them into Date objects shifts them by the
// process time zone. Counts and sums are read as numbers (never above 2^53 here).
const keepString = (value: string) => value;
const toNumber = (value: string) => Number(value);

export type Database = Kysely<DB>;

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
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    pg.types.setTypeParser(DATE_OID, keepString);
    pg.types.setTypeParser(INT8_OID, toNumber);
    pg.types.setTypeParser(NUMERIC_OID, toNumber);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (!options.dataDir.startsWith('memory://')) await mkdir(options.dataDir, { recursive: true });
  const lite = await PGlite.create(options.dataDir, {
    parsers: { [DATE_OID]: keepString, [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
  });
  const db = new Kysely<DB>({ dialect: createPgliteDialect(lite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
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
