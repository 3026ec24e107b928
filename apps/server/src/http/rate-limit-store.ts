/**
 * Counters in the database, for the limits that must hold exactly across every server instance
 * (DECISIONS 2, Scale): logins, codes, resets. The general per-call limit is counted in memory
 * (services-plugin.ts; docs/decisions/006-public-answers-and-rate-limits.md).
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * Counts one hit on a key within a fixed window and answers the count so far and the time
 * left. Also used directly for limits on login attempts, per account as well as per client.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const seconds = Math.max(1, Math.round(windowMs)) / 1000;
  const result = await sql<{ current: number; ttl: number }>`
    insert into rate_limits as r (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when r.window_start <= now() - make_interval(secs => ${seconds}) then 1 else r.count + 1 end,
      window_start = case when r.window_start <= now() - make_interval(secs => ${seconds}) then now() else r.window_start end
    returning count as current,
      greatest(0, ceil(extract(epoch from (r.window_start + make_interval(secs => ${seconds}) - now())) * 1000))::int as ttl`.execute(
    db,
  );
  const row = result.rows[0];
  return { current: Number(row?.current ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

/** Forgets counters whose window ended long ago; run now and then. */
export async function deleteStaleRateLimits(db: Database): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
}
