import { getOverviewCounts } from '@parkeerloket/contract';
import { countRequestablePermits } from '../catalogue/index.js';
import { handle } from '../http/handler.js';
import { countOpenInvoices, countPendingRequests } from '../request-flow/index.js';
import { countWaitingListEntries } from '../waiting-list/index.js';
import { type CountSource, computeOverviewCounts } from './overview-counts.js';

/** Sources per count; areas add theirs as they land (catalogue, products, cart, ...). */
const COUNT_SOURCES: Partial<Record<string, CountSource>> = {
  requestable_permits_count: countRequestablePermits,
  pending_permits_count: countPendingRequests,
  shopping_cart_count: countOpenInvoices,
  waitinglist_request_count: countWaitingListEntries,
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
