/**
 * The start screen's counts. Each work queue (and anything else worth counting) contributes a
 * StaffCountSource; the composition root lists them (composition.ts: STAFF_COUNT_SOURCES), so this
 * area imports none of the areas whose rows are counted. A source counts only for the roles it names.
 */
import type { StaffRole } from '@parkeerloket/contract';
import type { Database } from '../../db/database.js';

export interface StaffCountSource {
  /** The count's name in the answer, and its label's key in the staff app: staff.start.count.<name>. */
  name: string;
  /** Who sees this count: the roles of the queue it counts. */
  roles: readonly StaffRole[];
  count(scope: { db: Database; tenantId: number; now: Date }): Promise<number>;
}

export async function startCounts(
  sources: readonly StaffCountSource[],
  scope: { db: Database; tenantId: number; now: Date },
  roles: readonly StaffRole[],
): Promise<{ name: string; count: number }[]> {
  const visible = sources.filter((source) => source.roles.some((role) => roles.includes(role)));
  const counts = await Promise.all(visible.map((source) => source.count(scope)));
  return visible.map((source, i) => ({ name: source.name, count: counts[i] ?? 0 }));
}
