/**
 * Finds the tenant of a request by its code. Answers are kept a few seconds, so a busy page
 * does not ask the database for the same tenant on every asset; a change by the operator is
 * seen by every instance within that time.
 */
import type { Database } from '../db/database.js';
import { findTenantByCode, type Tenant } from './tenant-repository.js';

export type TenantResolver = (code: string) => Promise<Tenant | undefined>;

export function createTenantResolver(db: Database, ttlMs = 5000): TenantResolver {
  const cache = new Map<string, { tenant: Tenant | undefined; until: number }>();
  return async (code) => {
    const now = Date.now();
    const hit = cache.get(code);
    if (hit && hit.until > now) return hit.tenant;
    const tenant = await findTenantByCode(db, code);
    // Unknown codes are not cached: anyone can invent them, and the map must not grow without bound.
    if (tenant) cache.set(code, { tenant, until: now + ttlMs });
    else cache.delete(code);
    return tenant;
  };
}
