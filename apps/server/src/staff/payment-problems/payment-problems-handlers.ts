/**
 * Payments with a problem (decision 034; docs/refunds.md "Money the portal cannot deliver against"):
 * the refund orders a payment's undeliverable money became, unresolved ones by default, with what
 * each still needs; and the two ways to resolve one. Refund: the staff member orders the refund (to
 * the account given, else its own), so with four eyes another approves it in the refund queue.
 * Deliver: the payments area delivers what the payment was for after all, when it still can
 * (payments/deliver-payment-problem.ts), and refuses with why when it cannot.
 */
import type { PaymentProblemItem, StaffRouteOf } from '@parkeerloket/contract';
import { translate } from '../../http/messages.js';
import { deliverPaymentProblem, PaymentDeliveryError } from '../../payments/index.js';
import { readStaffQueueSettings } from '../../tenants/index.js';
import {
  findPaymentRefundOrder,
  listRefundOrderPage,
  orderRefundOrder,
  type RefundOrderRow,
  type RefundOrderStatus,
  setRefundAccount,
} from '../../termination/index.js';
import { type StaffCallContext, type StaffHandler, StaffProblem } from '../api/staff-call-context.js';
import { problemOf, refundOrderJson } from '../refunds/refunds-handlers.js';

const UNRESOLVED: RefundOrderStatus[] = ['OPEN', 'APPROVED', 'EXPORTED', 'FAILED'];

/** What a payment's refund still needs before the money is back with the payer (pure). */
export function paymentProblemNeeds(
  order: Pick<RefundOrderRow, 'status' | 'iban'>,
  fourEyes: boolean,
): PaymentProblemItem['needs'] {
  switch (order.status) {
    case 'OPEN':
      return order.iban === '' ? 'account' : fourEyes ? 'approval' : 'export';
    case 'FAILED':
      return 'account';
    case 'APPROVED':
      return order.iban === '' ? 'account' : 'export';
    case 'EXPORTED':
      return 'bank';
    default:
      return 'none';
  }
}

export const listPaymentProblems: StaffHandler<StaffRouteOf<'listPaymentProblems'>> = async (ctx, { query }) => {
  const { items, total } = await listRefundOrderPage(
    ctx.db,
    ctx.tenant.id,
    { paymentsOnly: true, ...(query.all === 'true' ? {} : { statuses: UNRESOLVED }) },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  await ctx.audit({
    action: 'list-payment-problems',
    objectType: 'refund-order',
    objectId: items.map((o) => o.id).join(',') || '-',
  });
  const { refundFourEyes } = await readStaffQueueSettings(ctx.db, ctx.tenant.id);
  return {
    items: items.map((order) => ({
      paymentId: order.payment_id ?? 0,
      order: refundOrderJson(order),
      needs: paymentProblemNeeds(order, refundFourEyes),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
};

const orderFacts = (order: RefundOrderRow) => ({
  status: order.status,
  amountCents: order.amount_cents,
  iban: order.iban,
  owner: order.owner,
  orderedBy: order.ordered_by,
});

export const refundPaymentProblem: StaffHandler<StaffRouteOf<'refundPaymentProblem'>> = async (
  ctx,
  { params, body },
) => {
  if ((body.iban === undefined) !== (body.owner === undefined)) {
    const reason = translate(ctx.locale, 'staff.payment_problems.problem.account_pair');
    const name = body.iban === undefined ? 'body.iban' : 'body.owner';
    throw new StaffProblem(400, 'staff.problem.400', undefined, [{ name, reason }]);
  }
  const order = await findPaymentRefundOrder(ctx.db, ctx.tenant.id, params.paymentId);
  if (!order) throw new StaffProblem(404, 'staff.problem.404');
  const options = {
    by: ctx.staff.id,
    now: ctx.now,
    within: (trx: Parameters<StaffCallContext['audit']>[1], c: { before: RefundOrderRow; after: RefundOrderRow }) =>
      ctx.audit(
        {
          action: 'refund-payment-problem',
          objectType: 'payment',
          objectId: String(params.paymentId),
          relationId: c.after.relation_id,
          before: orderFacts(c.before),
          after: orderFacts(c.after),
        },
        trx,
      ),
  };
  const { after } = await (body.iban !== undefined && body.owner !== undefined
    ? setRefundAccount(ctx.db, ctx.tenant, order.id, { iban: body.iban, owner: body.owner }, options)
    : orderRefundOrder(ctx.db, ctx.tenant, order.id, options)
  ).catch((error) => problemOf(ctx, error));
  return { order: refundOrderJson(after) };
};

export const deliverPaymentProblemHandler: StaffHandler<StaffRouteOf<'deliverPaymentProblem'>> = async (
  ctx,
  { params },
) => {
  const delivery = await deliverPaymentProblem(
    { db: ctx.db, config: ctx.config, now: () => ctx.now },
    ctx.tenant,
    params.paymentId,
    {
      by: ctx.staff.id,
      within: (trx, done) =>
        ctx.audit(
          {
            action: 'deliver-payment-problem',
            objectType: 'payment',
            objectId: String(params.paymentId),
            relationId: done.relationId,
            before: orderFacts(done.order.before),
            after: {
              ...orderFacts(done.order.after),
              deliveredInvoiceIds: done.deliveredInvoiceIds,
              deliveredCents: done.deliveredCents,
            },
          },
          trx,
        ),
    },
  ).catch((error) => {
    if (error instanceof PaymentDeliveryError) {
      if (error.refusal === 'not_found') throw new StaffProblem(404, 'staff.problem.404');
      throw new StaffProblem(409, translate(ctx.locale, `staff.payment_problems.problem.${error.refusal}`));
    }
    return problemOf(ctx, error);
  });
  return { order: refundOrderJson(delivery.order.after), deliveredInvoiceIds: delivery.deliveredInvoiceIds };
};
