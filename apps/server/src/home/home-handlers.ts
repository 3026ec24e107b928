import { getOverviewCounts } from '@parkeerloket/contract';
import { countCartItems } from '../cart/index.js';
import { countRequestablePermits } from '../catalogue/index.js';
import { handle } from '../http/handler.js';
import { countOpenPayments } from '../payments/index.js';
import { countActivePermits } from '../products/index.js';
import { countOpenProlongations } from '../prolongations/index.js';
import { countPendingRequests } from '../request-flow/index.js';
import { countWaitingList } from '../waiting-list/index.js';
import { type CountSource, computeOverviewCounts } from './overview-counts.js';

/** Sources per count; areas add theirs as they land (catalogue, products, cart, ...). */
const COUNT_SOURCES: Partial<Record<string, CountSource>> = {
  requestable_permits_count: countRequestablePermits,
  pending_permits_count: countPendingRequests,
  // Looked up at call time: the cart area uses this area's presentCount, so at load time its exports may not be there yet.
  shopping_cart_count: (scope) => countCartItems(scope),
  payments_count: (scope) => countOpenPayments(scope),
  // What /current-products lists: the relation's ACTIVE permits.
  issued_permits_count: ({ db, tenantId, relationId }) =>
    relationId === null ? Promise.resolve(0) : countActivePermits(db, tenantId, relationId),
  // What /prolongations lists: the relation's prolongations to confirm or pay.
  vrex_permits_count: ({ db, tenantId, relationId }) =>
    relationId === null ? Promise.resolve(0) : countOpenProlongations(db, tenantId, relationId),
  // What /waiting-list lists: the relation's live entries.
  waitinglist_request_count: ({ db, tenantId, relationId }) =>
    relationId === null ? Promise.resolve(0) : countWaitingList(db, tenantId, relationId),
};

export const homeHandlers = [
  handle(getOverviewCounts, async ({ db, tenant, session }) =>
    computeOverviewCounts(
      {
        db,
        tenantId: tenant.id,
        relationId: session?.relationId ?? null,
        branchNumber: session?.branchNumber ?? null,
      },
      COUNT_SOURCES,
    ),
  ),
];
