/**
 * The embedded database's statements (decision 020): a text seen twice (`PreparedNames`) is parsed
 * once under a name, with its parameter and column types; later calls send Bind, Execute and Sync in
 * one message, and PostgreSQL stops planning it once a generic plan is as good. Parameters are
 * serialised and rows parsed by PGlite's own serialisers and parsers, so a prepared call answers
 * exactly what `PGlite.query` answers. Runs wherever the PGlite instance lives: in the database's
 * worker thread (pglite-worker.ts, decision 037), or in the caller's thread (pglite-dialect.ts).
 */
import { readFile } from 'node:fs/promises';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { PLAN_CHANGED, PreparedNames } from './prepared-names.js';

const { serialize } = protocol;

export interface QueryResultLike {
  command: string;
  rowCount: number;
  rows: unknown[];
}

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Prepared {
  name: string;
  parameterTypes: number[];
  /** The RowDescription of the statement's result, or none for a statement without rows. */
  description: BackendMessage | undefined;
}

/** Statements worth preparing: those PostgreSQL plans. BEGIN, COMMIT, DDL and the like run plain. */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

function concat(parts: Uint8Array[]): Uint8Array {
  return Buffer.concat(parts);
}

/** The prepared statements of one PGlite instance (a single connection: one set). */
export class PgliteStatements {
  private readonly names = new PreparedNames();
  private readonly prepared = new Map<string, Prepared>();

  constructor(private readonly pg: PGlite) {}

  async query(text: string, parameters: readonly unknown[]): Promise<QueryResultLike> {
    const name = PLANNED.test(text) ? this.names.nameOf(text) : undefined;
    if (!name) return this.plain(text, parameters);
    const inTransaction = this.pg.isInTransaction();
    try {
      return await this.pg.runExclusive(() => this.named(text, name, parameters));
    } catch (error) {
      if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
      // A table changed under the statement: it runs unnamed from now on. Outside a transaction this
      // call is simply repeated; inside one the error has aborted the transaction, so it stands.
      await this.forget(text, name);
      if (inTransaction) throw error;
      return this.plain(text, parameters);
    }
  }

  private async plain(text: string, parameters: readonly unknown[]): Promise<QueryResultLike> {
    const result = await this.pg.query(text, parameters as unknown[]);
    return { command: commandOf(text), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
  }

  /** Runs the named statement, parsing it first if this instance has not yet. Inside runExclusive. */
  private async named(text: string, name: string, parameters: readonly unknown[]): Promise<QueryResultLike> {
    let statement = this.prepared.get(text);
    if (!statement) {
      const reply = await this.exchange(
        [serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()],
        text,
        parameters,
      );
      statement = {
        name,
        parameterTypes: parse.parseDescribeStatementResults(reply),
        description: reply.find((message) => message.name === 'rowDescription'),
      };
      this.prepared.set(text, statement);
    }
    const { parameterTypes } = statement;
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[parameterTypes[i] as number];
      return serializer ? (serializer(value) as string) : String(value);
    });
    const reply = await this.exchange(
      [serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()],
      text,
      parameters,
    );
    const [result] = parse.parseResults(
      statement.description ? [statement.description, ...reply] : reply,
      this.pg.parsers,
    );
    // What PGlite.query does after each statement outside its own transactions (a no-op on a folder).
    await this.pg.syncToFs();
    const rows = result?.rows ?? [];
    return { command: commandOf(text), rowCount: result?.affectedRows ?? rows.length, rows };
  }

  /** Sends the messages (ending in Sync) as one; a database error is thrown as PGlite.query throws it. */
  private async exchange(messages: Uint8Array[], text: string, parameters: readonly unknown[]) {
    try {
      return await this.pg.execProtocolStream(concat(messages), { syncToFs: false });
    } catch (error) {
      if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params: parameters });
      throw error;
    }
  }

  private async forget(text: string, name: string): Promise<void> {
    this.names.refuse(text);
    if (!this.prepared.delete(text)) return;
    await this.pg
      .runExclusive(() =>
        this.pg.execProtocolStream(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
          syncToFs: false,
        }),
      )
      .catch(() => undefined);
  }
}

function commandOf(text: string): string {
  return text.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Calendar dates stay 'YYYY-MM-DD' strings: turning them into Date objects shifts them by the
// process time zone. Counts and sums are read as numbers (never above 2^53 here).
const keepString = (value: string) => value;
const toNumber = (value: string) => Number(value);

/** The parsers both databases read with: dates as strings, int8 and numeric as numbers. */
export const PGLITE_PARSERS = { [DATE_OID]: keepString, [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };

/**
 * Opens PGlite in a folder (or `memory://`) with the portal's parsers. `loadFrom` names a dump
 * (`PGlite.dumpDataDir`, uncompressed tar) to start from instead of an empty cluster: the tests start
 * every file's database from one already migrated (test/pglite-template.ts), which skips initdb and the
 * migrations, most of a file's set-up.
 */
export async function openPglite(dataDir: string, loadFrom?: string): Promise<PGlite> {
  if (!loadFrom) return PGlite.create(dataDir, { parsers: PGLITE_PARSERS });
  const dump = new Blob([await readFile(loadFrom)]);
  return PGlite.create(dataDir, { parsers: PGLITE_PARSERS, loadDataDir: dump });
}
