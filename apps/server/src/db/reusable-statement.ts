/**
 * A statement the query builder makes the same on every call but for a few values (the tenant, the
 * relation): built and compiled once, then run with each call's values. Building and compiling a
 * listing's statement of some forty columns and four subselects with Kysely cost about a tenth of the
 * listing's CPU on every call (issue 29, decision 050); the session's read is written out by hand for the
 * same reason (sessions/session-repository.ts). This keeps the query builder's form and types.
 *
 * The statement is built once with a stand-in number for each value that varies, and the stand-ins are
 * found among the compiled parameters: each must be there exactly once, else the first call fails (a
 * test of the listing sees it). What is kept is the SQL text and the constant parameters, never a
 * tenant's or resident's value: it is the same for every database and tenant (both databases compile
 * with Kysely's PostgreSQL compiler).
 */
import { type Compilable, CompiledQuery } from 'kysely';
import type { Database } from './database.js';

/** Stand-ins no tenant id or row id can be (ids are positive). */
const STAND_IN_BASE = -2_000_000_000;

export interface ReusableStatement<V extends string, Row> {
  run(db: Database, values: Readonly<Record<V, unknown>>): Promise<Row[]>;
}

export function reusableStatement<V extends string, Row>(
  names: readonly V[],
  build: (db: Database, standIns: Readonly<Record<V, number>>) => Compilable<Row>,
): ReusableStatement<V, Row> {
  let compiled: { sql: string; parameters: readonly unknown[]; slots: [number, V][] } | undefined;
  const compile = (db: Database) => {
    const standIns = Object.fromEntries(names.map((name, i) => [name, STAND_IN_BASE - i])) as Record<V, number>;
    const query = build(db, standIns).compile();
    const slots: [number, V][] = names.map((name) => {
      const at = query.parameters.indexOf(standIns[name]);
      if (at < 0 || query.parameters.lastIndexOf(standIns[name]) !== at) {
        throw new Error(`reusableStatement: the value ${name} must be a parameter exactly once`);
      }
      return [at, name];
    });
    return { sql: query.sql, parameters: [...query.parameters], slots };
  };
  return {
    async run(db, values) {
      compiled ??= compile(db);
      const parameters = [...compiled.parameters];
      for (const [at, name] of compiled.slots) parameters[at] = values[name];
      return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters))).rows;
    },
  };
}
