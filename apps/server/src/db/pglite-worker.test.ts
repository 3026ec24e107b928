/**
 * The embedded database in its own thread (decision 037): while PGlite works on a statement the
 * server's event loop goes on, errors keep the fields the repositories read, and a closed database
 * refuses further statements instead of waiting for ever.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await sql`create table worker_sample (id int primary key, code text constraint worker_sample_code unique)`.execute(
    handle.db,
  );
});

afterAll(async () => {
  await handle?.close();
});

describe('the embedded database in a worker thread', () => {
  it('leaves the event loop free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    // A statement that keeps PostgreSQL busy for a good while (hundreds of ms).
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from generate_series(1, 3000000) a where a % 7 = 3`.execute(handle.db);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(rows[0]?.n).toBe(428572);
    // In the server's own thread not one tick could fire until the statement ended.
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 5 / 4));
  });

  it('throws a database error with its code, constraint and detail, and goes on after it', async () => {
    await sql`insert into worker_sample values (1, 'a')`.execute(handle.db);
    const error = await sql`insert into worker_sample values (2, 'a')`.execute(handle.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'worker_sample_code' });
    expect((error as { detail?: string }).detail).toContain('(code)=(a)');
    const { rows } = await sql<{ id: number }>`select id from worker_sample order by id`.execute(handle.db);
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('runs a transaction with a row lock and skip locked as one connection', async () => {
    await sql`insert into worker_sample values (10, 'j1'), (11, 'j2')`.execute(handle.db);
    const taken = await handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`
        select id from worker_sample where id >= 10 order by id limit 1 for update skip locked`.execute(trx);
      await sql`update worker_sample set code = 'taken' where id = ${rows[0]?.id}`.execute(trx);
      return rows[0]?.id;
    });
    expect(taken).toBe(10);
    const failed = handle.db.transaction().execute(async (trx) => {
      await sql`update worker_sample set code = 'rolled back' where id = 11`.execute(trx);
      throw new Error('undo');
    });
    await expect(failed).rejects.toThrow('undo');
    const { rows } = await sql<{ code: string }>`select code from worker_sample where id >= 10 order by id`.execute(
      handle.db,
    );
    expect(rows.map((row) => row.code)).toEqual(['taken', 'j2']);
  });

  it('refuses statements once closed', async () => {
    const other = await openDatabase({ dataDir: 'memory://' });
    expect((await sql<{ one: number }>`select 1 as one`.execute(other.db)).rows).toEqual([{ one: 1 }]);
    await other.close();
    await expect(sql`select 1`.execute(other.db)).rejects.toThrow();
  });
});
