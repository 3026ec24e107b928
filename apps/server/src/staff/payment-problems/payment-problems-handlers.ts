/**
 * Payments with a problem (decision 034; docs/refunds.md "Money the portal cannot deliver against"):
 * the refund orders a payment's undeliverable money became, unresolved ones by default, with what
 * each still needs. Resolving is the refund queue's: give the account (setRefundAccount), approve, export.
 */
import type { PaymentProblemItem, StaffRouteOf } from '@parkeerloket/contract';
import { readStaffQueueSettings } from '../../tenants/index.js';
import { listRefundOrderPage, type RefundOrderRow, type RefundOrderStatus } from '../../termination/index.js';
import type { StaffHandler } from '../api/staff-call-context.js';
import { refundOrderJson } from '../refunds/refunds-handlers.js';

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
