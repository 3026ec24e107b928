/**
 * What enforcement will see of a resident's permits, for their product details: 'registered' when
 * the register acknowledged every right, 'pending' while one waits, absent when the product
 * registers nothing (its area names no NPR area).
 */
import type { Database } from '../db/database.js';
import { rightsStatusOfPermits } from './rights-repository.js';

export function rdwNprStatus(db: Database, tenantId: number, permitIds: readonly number[]) {
  return rightsStatusOfPermits(db, tenantId, permitIds);
}
