/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so a limit holds
 * across every server instance (DECISIONS 2, Scale), not per process.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function createRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    /** @fastify/rate-limit constructs the store with its own options, which this store does not need. */
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`;
      const windowMs = Math.max(1, Math.round(timeWindow));
      sql<{ current: number; ttl: number }>`
        insert into rate_limits as r (key, window_start, count) values (${fullKey}, now(), 1)
        on conflict (key) do update set
          count = case when r.window_start <= now() - make_interval(secs => ${windowMs / 1000}) then 1 else r.count + 1 end,
          window_start = case when r.window_start <= now() - make_interval(secs => ${windowMs / 1000}) then now() else r.window_start end
        returning count as current,
          greatest(0, ceil(extract(epoch from (r.window_start + make_interval(secs => ${windowMs / 1000}) - now())) * 1000))::int as ttl`
        .execute(db)
        .then((result) => {
          const row = result.rows[0];
          callback(null, { current: Number(row?.current ?? 1), ttl: Number(row?.ttl ?? windowMs) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { method?: string | string[]; url?: string }) {
      return new DatabaseRateLimitStore(undefined, `${String(routeOptions.method ?? '')}${routeOptions.url ?? ''}:`);
    }
  };
}

/** Forgets counters whose window ended long ago; run now and then. */
export async function deleteStaleRateLimits(db: Database): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
}
