/**
 * The home counts the request flow's data answers (core 2.11, 3.6): pending requests (open, waiting
 * for the resident, an employee or a payment). The cart's count is the cart area's (countCartItems).
 */
import type { RequestStatuscode } from '@parkeerloket/contract';
import type { CountPart, CountScope } from '../home/index.js';
import { OPEN_REQUEST_STATUSCODES } from './request-machine.js';
import {
  listRelationRequests,
  type RequestRow,
  relationRequestsCountQuery,
  relationRequestsQuery,
} from './request-repository.js';

/** Open requests as the pending list shows them; a failed maximum check waiting for the waiting-list answer is not one. */
export const PENDING_REQUEST_STATUSCODES: readonly RequestStatuscode[] = OPEN_REQUEST_STATUSCODES.filter(
  (status) => status !== 'MAX_CHECK_FAILED_WL',
);

export function countPendingRequests({ db, tenantId, relationId }: CountScope): CountPart | number {
  if (relationId === null) return 0;
  return { select: relationRequestsCountQuery(db, tenantId, relationId, PENDING_REQUEST_STATUSCODES) };
}

/** The relation's pending requests, newest first: exactly what countPendingRequests counts (the pending list, lifecycle 2.12). */
export async function listPendingRequests({ db, tenantId, relationId }: CountScope): Promise<RequestRow[]> {
  if (relationId === null) return [];
  return listRelationRequests(db, tenantId, relationId, PENDING_REQUEST_STATUSCODES);
}

/** listPendingRequests as a query with each request's plates (`plates`), for the pending list's one statement (issue 23). */
export function pendingRequestsQuery(db: CountScope['db'], tenantId: number, relationId: number) {
  return relationRequestsQuery(db, tenantId, relationId, PENDING_REQUEST_STATUSCODES);
}
