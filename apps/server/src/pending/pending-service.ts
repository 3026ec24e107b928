/**
 * Pending requests (lifecycle 2.12, 4.3, 7): the caller's open requests with their status and the
 * payment that holds their invoice, and withdrawing one. The list is the request flow's
 * listPendingRequests, the same query the home's pending count uses, so the tile and the screen agree.
 * A request moves only through applyRequestEvent.
 */
import { euroFromCents, type PendingRequest, type RequestStatuscode } from '@parkeerloket/contract';
import { sql } from 'kysely';
import { catalogueNames } from '../catalogue/index.js';
import { inTransaction } from '../db/database.js';
import { BusinessFailure } from '../http/business-failure.js';
import type { CallContext } from '../http/call-context.js';
import { notFound } from '../http/service-error.js';
import { refuseWhileInPayment, requestPaymentJson } from '../invoices/index.js';
import {
  applyRequestEvent,
  findOwnRequest,
  listedRequestResult,
  pendingRequestsQuery,
  statusLabel,
} from '../requests/index.js';
import { callerRelation, callerRelationId } from '../sessions/index.js';
import { pendingStatusOf } from './pending-rules.js';

export type PendingCall = Pick<CallContext, 'db' | 'tenant' | 'session' | 'locale'>;

/**
 * eloket/get_pending_requests: the caller's pending requests, newest first. One statement: the
 * requests with their plates and the open payment holding their invoice as JSON subselects, the product
 * named from the catalogue kept in memory (issue 23).
 */
export async function listOwnPendingRequests(call: PendingCall): Promise<PendingRequest[]> {
  const { db, tenant, locale } = call;
  const relationId = callerRelationId(call.session);
  const names = await catalogueNames(db, tenant.id);
  const requests = await pendingRequestsQuery(db, tenant.id, relationId)
    .select(requestPaymentJson(sql.ref('requests.tenant_id'), sql.ref('requests.id')).as('payment'))
    .execute();
  return requests.map((request): PendingRequest => {
    const result = listedRequestResult(request, names, locale);
    const payment = request.payment;
    const status = pendingStatusOf(request.status as RequestStatuscode, payment?.method ?? null);
    const price = euroFromCents(request.price_cents);
    return {
      REQUESTID: request.id,
      STATUSCODE: status,
      // A failed maximum check's reason belongs to the request's own status, not to a payment's.
      STATUS: status === request.status ? result.STATUS : statusLabel(locale, status),
      DESCRIPTION: result.DESCRIPTION as string | null | undefined,
      STAFFEL: request.staffel,
      HAS_STAFFEL_YN: request.staffel > 1 ? 'Y' : 'N',
      LOCATIONDESCRIPTION: result.LOCATIONDESCRIPTION as string | null | undefined,
      LOCATION_SPECIFICATION: result.LOCATION_SPECIFICATION as string | null | undefined,
      VALID_FROM: request.valid_from,
      VALID_TO: request.valid_to,
      ENDDATE: request.valid_to,
      VALID_DAYS: result.VALID_DAYS as PendingRequest['VALID_DAYS'],
      LICENSE_PLATES: request.plates.map((plate) => ({ LICENSE_PLATE: plate })),
      PRICE: price,
      PERMIT_PRICE: price,
      PRICE_COMPONENTS: [{ DESCRIPTION: (result.DESCRIPTION as string | null | undefined) ?? '', PRICE: price }],
      PAYMENTREFERENCE: payment?.reference ?? null,
      PAYMENTSERVICE: payment?.method ?? null,
      METHOD: payment?.method ?? null,
    };
  });
}

/**
 * eloket/cancel_request with p_cancel Y: withdraws the caller's pending request (CANCELLED, its open
 * invoice cancelled with it). Refused while an open payment holds the invoice (CART_ITEM_IN_PAYMENT,
 * as withdraw_item refuses it): that payment may still be paid, so it is cancelled or withdrawn first.
 * Another relation's or tenant's request is NOT_FOUND.
 */
export async function cancelOwnPendingRequest(
  call: PendingCall,
  requestId: number,
): Promise<{ REQUESTID: number; STATUSCODE: RequestStatuscode; STATUS: string }> {
  const { db, tenant, locale } = call;
  const relation = await callerRelation(db, tenant.id, call.session);
  return inTransaction(db, async (trx) => {
    const request = await findOwnRequest(trx, tenant.id, relation.id, requestId, { forUpdate: true });
    if (!request) throw notFound(`request ${requestId}`);
    await refuseWhileInPayment(trx, tenant.id, request.id);
    const applied = await applyRequestEvent(
      trx,
      tenant.id,
      request.id,
      { type: 'CANCELLED_BY_USER' },
      { relationId: relation.id },
    );
    if (!applied.ok) throw new BusinessFailure('REQUEST_STATE', `${applied.request.status}: ${applied.refusal}`);
    return { REQUESTID: request.id, STATUSCODE: applied.status, STATUS: statusLabel(locale, applied.status) };
  });
}
