/**
 * Withdrawing a cart item (lifecycle 2.15, 4.6, 7 "cancel cart item"): only the caller's own item,
 * only while the cart offers it (AWAIT_PAYMENT or PRODUCT_EXPIRED, CAN_CANCEL Y, by the same
 * cartItemStatus the cart lists it with). Every item's invoice (a new request's, a plate change's (WEB_CHLI), a
 * prolongation's) is withdrawn by cancelling its request through applyRequestEvent, which cancels the open invoice with
 * it; a withdrawn plate change leaves the permit's plates as they were. An invoice held by an open payment stays:
 * the payment may still be paid, so that payment is cancelled or withdrawn first.
 */
import type { Database } from '../db/database.js';
import { BusinessFailure } from '../http/business-failure.js';
import { invalidParameters, notFound } from '../http/service-error.js';
import { lockInvoices, openPaymentsHolding } from '../invoices/index.js';
import { applyRequestEvent, findOwnRequest, todayInAmsterdam } from '../requests/index.js';
import { cartItemStatus, KIND_WIRE, WITHDRAWABLE_CART_STATUSES } from './cart-service.js';

export interface CartItemToWithdraw {
  requestId: number;
  invoiceId: number;
  /** The item's PCS_CANCEL, as the cart gave it. */
  pcsCode: string;
}

/** Withdraws the relation's cart item; answers the request id. Another relation's or tenant's item is NOT_FOUND. */
export async function withdrawCartItem(
  db: Database,
  tenantId: number,
  relationId: number,
  item: CartItemToWithdraw,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Request before invoice, the order a settling payment locks them in, so the two never deadlock.
    const request = await findOwnRequest(trx, tenantId, relationId, item.requestId, { forUpdate: true });
    const [invoice] = await lockInvoices(trx, tenantId, [item.invoiceId]);
    if (!request || !invoice || invoice.relation_id !== relationId || invoice.request_id !== request.id) {
      throw notFound(`cart item ${item.requestId}/${item.invoiceId}`);
    }
    if (KIND_WIRE[invoice.kind].pcsCancel !== item.pcsCode) {
      throw invalidParameters([{ FIELD: 'p_pcs_code', CODE: 'invalid' }]);
    }
    if (invoice.status !== 'OPEN') {
      throw new BusinessFailure('REQUEST_STATE', `invoice ${invoice.id} ${invoice.kind} ${invoice.status}`);
    }
    const heldBy = (await openPaymentsHolding(trx, tenantId, [invoice.id])).get(invoice.id) ?? null;
    const status = await cartItemStatus(trx, tenantId, invoice, heldBy, todayInAmsterdam());
    if (status === 'PENDING_PAYMENT') throw new BusinessFailure('CART_ITEM_IN_PAYMENT', `payment ${heldBy}`);
    if (!WITHDRAWABLE_CART_STATUSES.has(status)) throw new BusinessFailure('REQUEST_STATE', status);
    const applied = await applyRequestEvent(
      trx,
      tenantId,
      invoice.subject_id,
      { type: 'CANCELLED_BY_USER' },
      { relationId },
    );
    if (!applied.ok) throw new BusinessFailure('REQUEST_STATE', `${applied.request.status}: ${applied.refusal}`);
    return request.id;
  });
}
