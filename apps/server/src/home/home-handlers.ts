import { getOverviewCounts } from '@parkeerloket/contract';
import { countCartItems } from '../cart/index.js';
import { countRequestablePermits } from '../catalogue/catalogue-service.js';
import { handle } from '../http/handler.js';
import { countOpenPayments } from '../payments/index.js';
import { countPendingRequests } from '../request-flow/request-counts.js';
import { type CountSource, computeOverviewCounts } from './overview-counts.js';

/** Sources per count; areas add theirs as they land (catalogue, products, cart, ...). */
const COUNT_SOURCES: Partial<Record<string, CountSource>> = {
  requestable_permits_count: countRequestablePermits,
  pending_permits_count: countPendingRequests,
  shopping_cart_count: countCartItems,
  payments_count: countOpenPayments,
};

export const homeHandlers = [
  handle(getOverviewCounts, async ({ db, tenant, session }) =>
    computeOverviewCounts({ db, tenantId: tenant.id, relationId: session?.relationId ?? null }, COUNT_SOURCES),
  ),
];
