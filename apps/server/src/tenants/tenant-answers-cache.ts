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

/**
 * How long before its end a used answer is read anew in the background (refresh ahead). Without it,
 * the call that found the answer expired and every call after it waited for the reads (the
 * catalogue's are five statements one after the other), every five seconds on a busy instance
 * (decision 060: a wait too small to show in the benchmark's p99, whose clusters of slow answers have
 * another cause). An answer is still never served older than `TENANT_ANSWER_TTL_MS`: the fresh read
 * replaces it before its end when it is in use, and when nobody asked for it in its last second the
 * first call after its end waits for the read, as before.
 */
export const TENANT_ANSWER_REFRESH_AHEAD_MS = 1000;

interface Entry {
  until: number;
  generation: number;
  value: Promise<unknown>;
  /** A read in the background that will replace this entry (at most one at a time). */
  refreshing: boolean;
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
  if (hit && hit.until > now && hit.generation === generation) {
    if (hit.until - now <= TENANT_ANSWER_REFRESH_AHEAD_MS && !hit.refreshing) refreshAhead(cache, key, hit, load);
    return hit.value as Promise<T>;
  }
  const value = load();
  const entry: Entry = { until: now + TENANT_ANSWER_TTL_MS, generation, value, refreshing: false };
  cache.set(key, entry);
  // A failed read is not kept: the next call tries again.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/**
 * Reads the answer anew while `hit` is still served; the new value takes its place once read, unless
 * a write forgot the answers meanwhile (then the next call reads anew anyway). A failed read leaves
 * `hit` to run out; the first call after its end reads again and waits for it.
 */
function refreshAhead(cache: Map<string, Entry>, key: string, hit: Entry, load: () => Promise<unknown>): void {
  hit.refreshing = true;
  const started = Date.now();
  const readAt = generation;
  load().then(
    (fresh) => {
      if (cache.get(key) !== hit || generation !== readAt) return;
      cache.set(key, {
        until: started + TENANT_ANSWER_TTL_MS,
        generation: readAt,
        value: Promise.resolve(fresh),
        refreshing: false,
      });
    },
    () => {},
  );
}

/** Called by every write of these answers; see the module comment. */
export function forgetTenantAnswers(): void {
  generation += 1;
}

// Results made by `stableResult`; see there.
const stableResults = new WeakSet<object>();
const resultsByFirst = new WeakMap<object, Map<string, { from: readonly object[]; result: readonly unknown[] }>>();

/**
 * A service call's result made from cached answers, as the same array for as long as those answers
 * are the same objects (the values of `cachedTenantAnswer`). The services plugin keeps the
 * serialized envelope of such a result (http/services-plugin.ts), so a call answered from the cache
 * is not serialized anew on every request. When any of the answers is read anew (its lifetime is
 * over, or a write through this process forgot it) it is another object, and the result and its
 * envelope are made anew: they live exactly as long as the answers they come from, on every instance.
 *
 * `name` tells apart the results made from the same answers; `build` must make the result from
 * `from` alone, and nobody may change the result afterwards (it is frozen).
 */
export function stableResult<T>(name: string, from: readonly [object, ...object[]], build: () => T[]): T[] {
  let byName = resultsByFirst.get(from[0]);
  if (!byName) {
    byName = new Map();
    resultsByFirst.set(from[0], byName);
  }
  const kept = byName.get(name);
  if (kept && kept.from.length === from.length && kept.from.every((answer, i) => answer === from[i])) {
    return kept.result as T[];
  }
  // Typed as T[] for the handlers' signature; frozen, so a change throws instead of corrupting a kept envelope.
  const result = Object.freeze(build()) as T[];
  stableResults.add(result);
  byName.set(name, { from: [...from], result });
  return result;
}

/** Whether a handler's answer came from `stableResult`. */
export function isStableResult(value: unknown): value is unknown[] {
  return typeof value === 'object' && value !== null && stableResults.has(value);
}
