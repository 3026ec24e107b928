/**
 * The home counts the request flow's data answers (core 2.11, 3.6): pending requests (open, waiting
 * for the resident, an employee or a payment). The cart's count is the cart area's (countCartItems).
 */
import type { RequestStatuscode } from '@parkeerloket/contract';
import type { CountScope } from '../home/overview-counts.js';
import { OPEN_REQUEST_STATUSCODES } from './request-machine.js';

/** Open requests as the pending list shows them; a failed maximum check waiting for the waiting-list answer is not one. */
export const PENDING_REQUEST_STATUSCODES: readonly RequestStatuscode[] = OPEN_REQUEST_STATUSCODES.filter(
  (status) => status !== 'MAX_CHECK_FAILED_WL',
);

export async function countPendingRequests({ db, tenantId, relationId }: CountScope): Promise<number> {
  if (relationId === null) return 0;
  const row = await db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('status', 'in', PENDING_REQUEST_STATUSCODES)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
