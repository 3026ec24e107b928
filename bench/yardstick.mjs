/**
 * The two yardsticks of the benchmark, in a process of their own like the portal: a bare Fastify
 * JSON route (/bare), and a Fastify route that does one primary-key SELECT (/one-select), the
 * least a call that checks a session must do. On PostgreSQL it reads the same database as the
 * portal through a pool of the portal's size; on the embedded database it reads its own PGlite
 * kept in a folder like the portal's (a folder can be opened by one process only; an in-memory
 * PGlite skips the file system calls every query of the portal's makes, and was a third cheaper).
 * The SELECT is a prepared statement on both, as the portal's repeated statements are.
 *
 * Usage: node bench/yardstick.mjs <port> [postgres-url]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const [port, url] = [Number(process.argv[2]), process.argv[3]];
let select;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('create table if not exists bench_yardstick (id integer primary key, code text not null)');
  await pool.query(
    "insert into bench_yardstick select i, 'code' || i from generate_series(1, 1000) i on conflict do nothing",
  );
  // Prepared, as the portal's repeated statements are (decision 015): the least a call can do.
  const text = 'select id, code from bench_yardstick where id = $1';
  select = async (id) => (await pool.query({ name: 'yardstick', text, values: [id] })).rows[0];
} else {
  const dir = mkdtempSync(join(os.tmpdir(), 'pl-yardstick-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  process.once('SIGTERM', () => process.exit(0));
  const lite = await PGlite.create(dir);
  await lite.exec(
    "create table bench_yardstick (id integer primary key, code text not null); insert into bench_yardstick select i, 'code' || i from generate_series(1, 1000) i",
  );
  // Through the portal's own driver for the embedded database, which prepares a statement it runs
  // again (decision 020): plain PGlite.query parses and plans every time, four times the cost.
  const { createPgliteDialect } = await import(join(root, 'apps/server/dist/db/pglite-dialect.js'));
  const kysely = new Kysely({ dialect: createPgliteDialect(lite) });
  const query = (id) => CompiledQuery.raw('select id, code from bench_yardstick where id = $1', [id]);
  select = async (id) => (await kysely.executeQuery(query(id))).rows[0];
}

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
let next = 0;
app.get('/one-select', async () => {
  next = (next % 1000) + 1;
  return select(next);
});
await app.listen({ host: '127.0.0.1', port });
process.stdout.write('ready\n');
