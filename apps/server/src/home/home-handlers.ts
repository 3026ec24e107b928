import { getOverviewCounts, OVERVIEW_COUNT_NAMES } from '@parkeerloket/contract';
import { cartCountPart } from '../cart/index.js';
import { countRequestablePermits } from '../catalogue/index.js';
import { handle } from '../http/handler.js';
import { countOpenPayments } from '../payments/index.js';
import { activePermitsCountQuery } from '../products/index.js';
import { openProlongationsCountQuery } from '../prolongations/index.js';
import { countPendingRequests } from '../request-flow/index.js';
import { callerRelation } from '../sessions/index.js';
import { liveEntriesCountQuery } from '../waiting-list/index.js';
import { type CountSource, computeOverviewCounts, fixedCountSource, presentCount } from './overview-counts.js';

/**
 * Sources per count; areas add theirs as they land. Each answers a CountPart (a subselect of its
 * own tables) so that all counts cost one statement together (overview-counts.ts).
 */
const COUNT_SOURCES: Partial<Record<string, CountSource>> = {
  requestable_permits_count: (scope) => countRequestablePermits(scope),
  // The others count the relation's own rows: their subselects are compiled once (fixedCountSource).
  pending_permits_count: fixedCountSource((scope) => countPendingRequests(scope)),
  // Looked up at call time: the cart area uses this area's presentCount, so at load time its exports may not be there yet.
  shopping_cart_count: fixedCountSource((scope) => cartCountPart(scope)),
  payments_count: fixedCountSource((scope) => countOpenPayments(scope)),
  // What /current-products lists: the relation's ACTIVE permits.
  issued_permits_count: fixedCountSource(({ db, tenantId, relationId }) =>
    relationId === null ? 0 : { select: activePermitsCountQuery(db, tenantId, relationId) },
  ),
  // What /prolongations lists: the relation's prolongations to confirm or pay.
  vrex_permits_count: fixedCountSource(({ db, tenantId, relationId }) =>
    relationId === null ? 0 : { select: openProlongationsCountQuery(db, tenantId, relationId) },
  ),
  // What /waiting-list lists: the relation's live entries.
  waitinglist_request_count: fixedCountSource(({ db, tenantId, relationId }) =>
    relationId === null ? 0 : { select: liveEntriesCountQuery(db, tenantId, relationId) },
  ),
};

export const homeHandlers = [
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
      COUNT_SOURCES,
    );
  }),
];
