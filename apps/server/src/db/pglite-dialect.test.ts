/**
 * The embedded database's prepared statements (pglite-dialect.ts, decision 020): a statement seen
 * twice runs under a name from then on. It must answer exactly what the plain path answers, and a
 * table changed under it must not break the calls after.
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';

let handle: DatabaseHandle;
let db: Kysely<unknown>;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  db = handle.db as unknown as Kysely<unknown>;
  await sql`create table sample (
    id int primary key,
    day date,
    at timestamptz,
    amount numeric(12, 2),
    big bigint,
    ratio double precision,
    flag boolean,
    label text,
    tags text[],
    doc jsonb,
    raw json
  )`.execute(db);
  await sql`insert into sample values
    (1, '2026-03-01', '2026-03-01T10:15:30.123Z', 12.34, 9007199254740991, 0.25, true, 'één', '{a,b}', '{"n": 1, "s": "x", "l": [1, null]}', '[1, 2]'),
    (2, null, null, null, null, null, null, null, null, null, null),
    (3, '1999-12-31', '1999-12-31T23:59:59Z', 0, -1, -0.5, false, '', '{}', 'null', '{}')`.execute(db);
});

afterAll(async () => {
  await handle?.close();
});

/** Runs a text three times: plain (first sight), then prepared (second), then named (third). */
async function threeTimes(text: string, parameters: unknown[]) {
  const query = CompiledQuery.raw(text, parameters);
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await db.executeQuery(query));
  return runs;
}

async function isPrepared(text: string): Promise<boolean> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_prepared_statements where statement = ${text}`.execute(db);
  return rows[0]?.n === 1;
}

describe('prepared statements on the embedded database', () => {
  it('answers the same rows as the plain path: dates, timestamps, numerics, json, arrays and nulls', async () => {
    const text = 'select * from sample where id = any($1::int[]) or day = $2 order by id';
    const [plain, prepared, named] = await threeTimes(text, [[1, 2, 3], '2026-03-01']);
    expect(await isPrepared(text)).toBe(true);
    expect(prepared?.rows).toEqual(plain?.rows);
    expect(named?.rows).toEqual(plain?.rows);
    const first = named?.rows[0] as Record<string, unknown>;
    expect(first).toEqual({
      id: 1,
      day: '2026-03-01',
      at: new Date('2026-03-01T10:15:30.123Z'),
      amount: 12.34,
      big: 9007199254740991,
      ratio: 0.25,
      flag: true,
      label: 'één',
      tags: ['a', 'b'],
      doc: { n: 1, s: 'x', l: [1, null] },
      raw: [1, 2],
    });
    expect(Object.values(named?.rows[1] as Record<string, unknown>).filter((v) => v !== null)).toEqual([2]);
  });

  it('serialises parameters as the plain path does: dates, json, arrays, booleans and nulls', async () => {
    const text = `select $1::timestamptz as at, $2::jsonb as doc, $3::text[] as tags, $4::boolean as flag,
      $5::int as none, $6::numeric as amount, $7::date as day`;
    const parameters = [
      new Date('2026-05-06T07:08:09.010Z'),
      JSON.stringify({ a: [1, 'x'] }),
      ['p', 'q r', 'é'],
      false,
      null,
      '10.50',
      '2026-05-06',
    ];
    const [plain, prepared, named] = await threeTimes(text, parameters);
    expect(prepared?.rows).toEqual(plain?.rows);
    expect(named?.rows).toEqual(plain?.rows);
    expect(named?.rows[0]).toEqual({
      at: new Date('2026-05-06T07:08:09.010Z'),
      doc: { a: [1, 'x'] },
      tags: ['p', 'q r', 'é'],
      flag: false,
      none: null,
      amount: 10.5,
      day: '2026-05-06',
    });
  });

  it('counts the rows a prepared insert, update and delete touched', async () => {
    for (let i = 0; i < 3; i++) {
      const inserted = await db.executeQuery(
        CompiledQuery.raw('insert into sample (id, label) values ($1, $2), ($3, $4)', [
          100 + i * 2,
          'a',
          101 + i * 2,
          'b',
        ]),
      );
      expect(inserted.numAffectedRows).toBe(2n);
    }
    for (let i = 0; i < 3; i++) {
      const updated = await db.executeQuery(
        CompiledQuery.raw('update sample set label = $1 where id >= $2 returning id', [`x${i}`, 100]),
      );
      expect(updated.numAffectedRows).toBe(6n);
      expect(updated.rows).toHaveLength(6);
    }
    const deleted = await threeTimes('delete from sample where id = $1', [100]);
    expect(deleted.map((result) => result.numAffectedRows)).toEqual([1n, 0n, 0n]);
  });

  it('keeps working after a prepared statement fails (a unique violation), inside and outside a transaction', async () => {
    const text = 'insert into sample (id) values ($1)';
    await threeTimes(text, [200]).catch(() => undefined);
    await expect(db.executeQuery(CompiledQuery.raw(text, [200]))).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw(text, [201]));
        await trx.executeQuery(CompiledQuery.raw(text, [201]));
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // The failed transaction rolled back as a whole.
    const { rows } = await db.executeQuery(CompiledQuery.raw('select id from sample where id = $1', [201]));
    expect(rows).toEqual([]);
    expect((await db.executeQuery(CompiledQuery.raw(text, [202]))).numAffectedRows).toBe(1n);
  });

  it('survives a table change under a prepared statement: the call falls back once, the next ones run plain', async () => {
    await sql`create table changing (id int primary key, name text)`.execute(db);
    await sql`insert into changing values (1, 'a')`.execute(db);
    const text = 'select * from changing where id = $1';
    await threeTimes(text, [1]);
    expect(await isPrepared(text)).toBe(true);

    await sql`alter table changing add column extra int default 7`.execute(db);
    const after = await db.executeQuery(CompiledQuery.raw(text, [1]));
    expect(after.rows).toEqual([{ id: 1, name: 'a', extra: 7 }]);
    expect(await isPrepared(text)).toBe(false);
    const again = await db.executeQuery(CompiledQuery.raw(text, [1]));
    expect(again.rows).toEqual([{ id: 1, name: 'a', extra: 7 }]);
  });

  it('inside a transaction, a table change under a prepared statement fails that transaction only', async () => {
    await sql`create table changing2 (id int primary key, name text)`.execute(db);
    await sql`insert into changing2 values (1, 'a')`.execute(db);
    const text = 'select * from changing2 where id = $1';
    await threeTimes(text, [1]);
    await sql`alter table changing2 drop column name`.execute(db);
    await expect(
      db.transaction().execute((trx) => trx.executeQuery(CompiledQuery.raw(text, [1]))),
    ).rejects.toMatchObject({ code: '0A000' });
    const after = await db.executeQuery(CompiledQuery.raw(text, [1]));
    expect(after.rows).toEqual([{ id: 1 }]);
  });

  it('a plain schema change that keeps the result type (an index) leaves the prepared statement in use', async () => {
    const text = 'select id, label from sample where label = $1 order by id';
    const [plain] = await threeTimes(text, ['één']);
    await sql`create index sample_label on sample (label)`.execute(db);
    const after = await db.executeQuery(CompiledQuery.raw(text, ['één']));
    expect(after.rows).toEqual(plain?.rows);
    expect(await isPrepared(text)).toBe(true);
  });
});
