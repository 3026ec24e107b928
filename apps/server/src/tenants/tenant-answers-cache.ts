/**
 * Answers of a municipality that change only when the operator changes them (settings, login
 * options, payment services, translations), kept in memory per server instance for a few seconds
 * (docs/decisions/006-public-answers-and-rate-limits.md).
 *
 * Why a short lifetime and not a version check: a version check is one SELECT per call, which is
 * the whole cost of these calls; the operator's changes are rare and may take a few seconds to
 * show, exactly as the tenant resolver already does. A write through this process forgets every
 * cached answer at once, so the process that changes something (and every test) reads it back at
 * once; other instances see it within `TTL_MS`.
 */
import type { Database } from '../db/database.js';

export const TENANT_ANSWER_TTL_MS = 5000;

interface Entry {
  until: number;
  generation: number;
  value: Promise<unknown>;
}

// Per database object, so two apps in one process (tests) never see each other's tenants.
const caches = new WeakMap<Database, Map<string, Entry>>();
// Writes may run in a transaction (another object than the database), so a write forgets all.
let generation = 0;

export async function cachedTenantAnswer<T>(
  db: Database,
  tenantId: number,
  name: string,
  load: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${tenantId}:${name}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now && hit.generation === generation) return hit.value as Promise<T>;
  const value = load();
  const entry = { until: now + TENANT_ANSWER_TTL_MS, generation, value };
  cache.set(key, entry);
  // A failed read is not kept: the next call tries again.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Called by every write of these answers; see the module comment. */
export function forgetTenantAnswers(): void {
  generation += 1;
}
