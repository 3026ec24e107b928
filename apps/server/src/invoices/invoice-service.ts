/**
 * The invoices area's use cases: charging for something, and refusing to touch a request that an
 * open payment holds. Other areas charge ONLY through `createInvoice`.
 */
import type { Database } from '../db/database.js';
import { BusinessFailure } from '../http/business-failure.js';
import { insertInvoice, type NewInvoice, openPaymentsOfRequests } from './invoice-repository.js';

/**
 * THE way to charge for something: a request (AWAIT_PAYMENT), a plate change (its fee) or a
 * prolongation. Answers the invoice id; calling it again for the same subject answers the same live
 * invoice. Call it inside the transaction that moves the subject into "awaiting payment".
 */
export function createInvoice(db: Database, tenantId: number, invoice: NewInvoice): Promise<number> {
  return insertInvoice(db, tenantId, invoice);
}

/**
 * Refuses to let the resident cancel a request (CART_ITEM_IN_PAYMENT) while an open payment holds its
 * open invoice: that payment may still be paid. Locks the invoice, so no payment takes it before the
 * caller's transaction ends. Call inside that transaction with the request already locked (request
 * before invoice, the order a settling payment locks them in, so the two never deadlock).
 */
export async function refuseWhileInPayment(trx: Database, tenantId: number, requestId: number): Promise<void> {
  const held = (await openPaymentsOfRequests(trx, tenantId, [requestId], { forUpdate: true })).get(requestId);
  if (held) throw new BusinessFailure('CART_ITEM_IN_PAYMENT', `invoice ${held.invoiceId} in an open ${held.method}`);
}
