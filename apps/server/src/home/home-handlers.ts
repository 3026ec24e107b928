import { getOverviewCounts } from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { type CountSource, computeOverviewCounts } from './overview-counts.js';

/** Sources per count; areas add theirs as they land (catalogue, products, cart, ...). */
const COUNT_SOURCES: Partial<Record<string, CountSource>> = {};

export const homeHandlers = [
  handle(getOverviewCounts, async ({ db, tenant, session }) =>
    computeOverviewCounts({ db, tenantId: tenant.id, relationId: session?.relationId ?? null }, COUNT_SOURCES),
  ),
];
