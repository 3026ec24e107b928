/** Recent wrong passwords per tenant and key (login-throttle.ts decides what they mean). */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { FailureCount } from './login-throttle.js';

export async function readFailures(
  db: Database,
  tenantId: number,
  keys: readonly string[],
  windowMinutes: number,
  now: Date,
): Promise<Map<string, FailureCount>> {
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', 'failures', 'last_failure_at'])
    .where('tenant_id', '=', tenantId)
    .where('key', 'in', keys)
    .where('last_failure_at', '>', since)
    .execute();
  return new Map(rows.map((r) => [r.key, { failures: r.failures, lastFailureAt: new Date(r.last_failure_at) }]));
}

/** One more failure for each key; a count whose last failure left the window starts again at 1. */
export async function recordFailure(
  db: Database,
  tenantId: number,
  keys: readonly string[],
  windowMinutes: number,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  for (const key of keys) {
    await db
      .insertInto('login_failures')
      .values({ tenant_id: tenantId, key, failures: 1, last_failure_at: now })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'key']).doUpdateSet({
          failures: sql`case when login_failures.last_failure_at <= ${since} then 1 else login_failures.failures + 1 end`,
          last_failure_at: now,
        }),
      )
      .execute();
  }
}

/** Forgets stale counts of every tenant; returns how many. Safe to run from several instances at once. */
export async function deleteStaleFailures(db: Database, windowMinutes: number, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('login_failures')
    .where('last_failure_at', '<=', new Date(now.getTime() - windowMinutes * 60_000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
