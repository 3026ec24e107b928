import { getOverviewCounts, OVERVIEW_COUNT_NAMES, type OverviewCountName } from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { callerRelation } from '../sessions/index.js';
import { type CountSource, computeOverviewCounts, presentCount } from './overview-counts.js';

/**
 * The home area's handler, given each count's source. The sources belong to the areas that own the
 * counted rows and are listed in the composition root (composition.ts), so this area imports none of them.
 */
export function createHomeHandlers(sources: Partial<Record<OverviewCountName, CountSource>>) {
  return [
    handle(getOverviewCounts, async ({ db, tenant, session }) => {
      if (session?.relationId === null || session?.relationId === undefined) {
        return OVERVIEW_COUNT_NAMES.map((name) => presentCount(name, 0));
      }
      return computeOverviewCounts(
        {
          db,
          tenantId: tenant.id,
          relationId: session.relationId,
          branchNumber: session.branchNumber,
          relation: await callerRelation(db, tenant.id, session),
        },
        sources,
      );
    }),
  ];
}
