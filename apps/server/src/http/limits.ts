import type { Database } from '../db/database.js';
import { countHit } from './rate-limit-store.js';
import { ServiceError } from './service-error.js';

/**
 * A named limit on attempts (logins, codes, resets), counted in the database so it holds
 * across instances. Throws RATE_LIMITED once `max` hits fall within the window.
 */
export async function enforceLimit(db: Database, key: string, max: number, windowMs: number): Promise<void> {
  const { current } = await countHit(db, `limit:${key}`, windowMs);
  if (current > max) throw new ServiceError('RATE_LIMITED', [], `limit ${key}`);
}
