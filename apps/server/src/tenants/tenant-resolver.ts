/**
 * Finds the tenant of a request by its code. Answers are kept a few seconds, so a busy page
 * does not ask the database for the same tenant on every asset; a change by the operator is
 * seen by every instance within that time.
 */
import type { Database } from '../db/database.js';
import { findTenantByCode, type Tenant } from './tenant-repository.js';

export type TenantResolver = (code: string) => Promise<Tenant | undefined>;

export function createTenantResolver(
  db: Database,
  { ttlMs = 5000, refreshAheadMs = 1000, find = findTenantByCode } = {},
): TenantResolver {
  const cache = new Map<string, { tenant: Tenant; until: number; refreshing: boolean }>();
  const read = async (code: string, now: number) => {
    const tenant = await find(db, code);
    // Unknown codes are not cached: anyone can invent them, and the map must not grow without bound.
    if (tenant) cache.set(code, { tenant, until: now + ttlMs, refreshing: false });
    else cache.delete(code);
    return tenant;
  };
  return async (code) => {
    const now = Date.now();
    const hit = cache.get(code);
    if (hit && hit.until > now) {
      // In use near its end: read anew in the background, so no call waits for the read
      // (tenants/tenant-answers-cache.ts says why). A failed read leaves the entry to run out.
      if (hit.until - now <= refreshAheadMs && !hit.refreshing) {
        hit.refreshing = true;
        read(code, now).catch(() => {});
      }
      return hit.tenant;
    }
    return read(code, now);
  };
}
