/**
 * Delivering a payment with a problem (issue 27, the back office's "Betalingen met een probleem"): the
 * money a PROBLEM payment took and that became a refund order goes to what the payment was for after
 * all, when that is still possible. The same delivery as a provider's "paid" (settle-payment.ts's
 * payInvoices and confirmation e-mail), under the same lock order: the payment, its requests, its
 * invoices, then the refund order (the termination area's, through its index).
 *
 * Delivered, in invoice order, is every invoice of the payment that is still payable (not paid, its
 * request still awaiting payment, its product not expired, not in another open payment the resident is
 * paying now) and that the money still held covers. The rest stays a refund. Refused, changing nothing:
 * - not_a_problem: the payment is not PROBLEM, or its money was delivered already (nothing is held);
 * - refund_underway: its refund order is exported or paid (the money is on its way back);
 * - not_deliverable: none of its invoices can be delivered any more (cancelled, withdrawn, paid
 *   otherwise, expired, being paid);
 * - too_little: what is held covers none of the invoices that could be delivered.
 */
import { amsterdamDay } from '@parkeerloket/contract';
import { stillPayable } from '../cart/index.js';
import type { Config } from '../config.js';
import { type Database, inTransaction } from '../db/database.js';
import { findInvoices, type InvoiceRow, lockInvoices } from '../invoices/index.js';
import { notifyOutbox } from '../mail/index.js';
import type { Tenant } from '../tenants/index.js';
import {
  deliverFromRefundOrder,
  findPaymentRefundOrder,
  type RefundOrderChange,
  refundOrderTransition,
} from '../termination/index.js';
import { findOpenPaymentOfInvoice, findPayment, paymentInvoiceIds } from './payment-repository.js';
import { lockRequestsOf, payInvoices, queueConfirmation } from './settle-payment.js';

export type PaymentDeliveryRefusal =
  | 'not_found'
  | 'not_a_problem'
  | 'refund_underway'
  | 'not_deliverable'
  | 'too_little';

/** A delivery the payment, its invoices or its refund do not allow; nothing was changed. */
export class PaymentDeliveryError extends Error {
  override name = 'PaymentDeliveryError';
  constructor(
    readonly refusal: PaymentDeliveryRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentDelivery {
  paymentId: number;
  relationId: number;
  deliveredInvoiceIds: number[];
  deliveredCents: number;
  order: RefundOrderChange;
}

export interface DeliverOptions {
  /** Staff id of who decided; null: the operator tool. */
  by: string | null;
  /** Runs in the delivery's transaction (the back office's audit row commits with it). */
  within?: (trx: Database, delivery: PaymentDelivery) => Promise<void>;
}

export async function deliverPaymentProblem(
  ctx: { db: Database; config: Pick<Config, 'PUBLIC_URL' | 'PORT'>; now: () => Date },
  tenant: Tenant,
  paymentId: number,
  options: DeliverOptions,
): Promise<PaymentDelivery> {
  const refuse = (refusal: PaymentDeliveryRefusal, why: string): never => {
    throw new PaymentDeliveryError(refusal, `Payment ${paymentId} at ${tenant.code}: ${why}`);
  };
  const { delivery, mailed } = await inTransaction(ctx.db, async (trx) => {
    const payment = await findPayment(trx, tenant.id, paymentId, { forUpdate: true });
    if (!payment) return refuse('not_found', 'no such payment');
    if (payment.status !== 'PROBLEM') return refuse('not_a_problem', `it is ${payment.status}`);
    const invoiceIds = await paymentInvoiceIds(trx, tenant.id, paymentId);
    await lockRequestsOf(trx, tenant.id, await findInvoices(trx, tenant.id, invoiceIds));
    const invoices = await lockInvoices(trx, tenant.id, invoiceIds);
    const order = await findPaymentRefundOrder(trx, tenant.id, paymentId);
    const now = ctx.now();
    // Delivered or refunded in full already: nothing of it is held any more.
    if (!order || order.status === 'CANCELLED') return refuse('not_a_problem', 'its money is no longer held');
    const allowed = refundOrderTransition(order.status, 'DELIVER', {
      fourEyes: false,
      hasAccount: true,
      orderedBy: null,
      by: null,
    });
    if (!allowed.ok) return refuse('refund_underway', `its refund is ${order.status}`);
    const today = amsterdamDay(now);
    const deliverable: InvoiceRow[] = [];
    for (const invoice of invoices) {
      if (!(await stillPayable(trx, tenant.id, [invoice], today))) continue;
      // The resident may be paying it again right now: that payment delivers it.
      if (await findOpenPaymentOfInvoice(trx, tenant.id, invoice.id)) continue;
      deliverable.push(invoice);
    }
    if (deliverable.length === 0) return refuse('not_deliverable', 'none of its invoices can be delivered');
    let held = order.amount_cents;
    const covered = deliverable.filter((invoice) => {
      if (invoice.amount_cents > held) return false;
      held -= invoice.amount_cents;
      return true;
    });
    if (covered.length === 0) return refuse('too_little', `${order.amount_cents} cents covers no invoice`);
    const paid = await payInvoices(trx, tenant.id, paymentId, covered, now);
    const deliveredCents = paid.reduce((sum, invoice) => sum + invoice.amount_cents, 0);
    const change = await deliverFromRefundOrder(trx, tenant, order.id, deliveredCents, { by: options.by, now });
    const done: PaymentDelivery = {
      paymentId,
      relationId: payment.relation_id,
      deliveredInvoiceIds: paid.map((invoice) => invoice.id),
      deliveredCents,
      order: change,
    };
    const mailedNow = paid.length > 0 && (await queueConfirmation(trx, ctx, tenant, payment, paid));
    await options.within?.(trx, done);
    return { delivery: done, mailed: mailedNow };
  });
  if (mailed) notifyOutbox();
  return delivery;
}
