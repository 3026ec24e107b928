/**
 * PostgreSQL ends a pooled connection while it is idle (a restart, a fail-over, an administrator):
 * the server is told, goes on, and its next query runs on another connection. Before, the pool's
 * unheard 'error' event ended the process. Runs on PostgreSQL only (TEST_DATABASE=postgres).
 */
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database.js';

const url = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;

describe.skipIf(!url)('a pooled connection that PostgreSQL ends', () => {
  it('is reported and replaced, and the process goes on', async () => {
    const lost: Error[] = [];
    const handle = await openDatabase({
      databaseUrl: url,
      dataDir: 'unused',
      poolSize: 1,
      onConnectionLost: (error) => lost.push(error),
    });
    try {
      const backend = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]?.pid;
      const first = await backend();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        expect((await admin.query('select pg_terminate_backend($1) as done', [first])).rows[0].done).toBe(true);
      } finally {
        await admin.end();
      }
      await vi.waitFor(() => expect(lost).toHaveLength(1));
      expect(lost[0]?.message).toMatch(/terminating connection/);
      const second = await backend();
      expect(second).toBeTypeOf('number');
      expect(second).not.toBe(first);
    } finally {
      await handle.close();
    }
  });
});
