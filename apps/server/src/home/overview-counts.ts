/**
 * The seven counts behind the home tiles and the cart badge (core 2.11, 3.6). Each count
 * belongs to the area that owns its data; an area adds its source here when it lands, and a
 * count without a source is 0 because that area holds nothing yet.
 */
import { OVERVIEW_COUNT_NAMES, type OverviewCount, type OverviewCountName } from '@parkeerloket/contract';
import type { Database } from '../db/database.js';

export interface CountScope {
  db: Database;
  tenantId: number;
  relationId: number | null;
  /** The branch a company acts for in this session; its address is the company's for eligibility. */
  branchNumber?: string | null;
}

export type CountSource = (scope: CountScope) => Promise<number>;

/** Counts that ask the user to act (pay, continue) are raised to attention when above zero. */
const ACTION_COUNTS: ReadonlySet<OverviewCountName> = new Set([
  'shopping_cart_count',
  'pending_permits_count',
  'vrex_permits_count',
  'payments_count',
]);

const COLOR_BY_LEVEL = { 1: 'neutral', 2: 'warning', 3: 'danger' } as const;

export function presentCount(name: OverviewCountName, value: number): OverviewCount {
  const level = ACTION_COUNTS.has(name) && value > 0 ? 2 : 1;
  return { NAME: name, VALUE: value, ALERT_LEVEL: level, COLOR_CODE: COLOR_BY_LEVEL[level] };
}

export async function computeOverviewCounts(
  scope: CountScope,
  sources: Partial<Record<OverviewCountName, CountSource>>,
): Promise<OverviewCount[]> {
  return Promise.all(
    OVERVIEW_COUNT_NAMES.map(async (name) => {
      const source = sources[name];
      return presentCount(name, source ? await source(scope) : 0);
    }),
  );
}
