/**
 * The refund queue's handlers (decision 034): thin; the states are the termination area's refund-order
 * machine, the changes its refund-order service, the file its SEPA export (the operator tool's too).
 */
import type { RefundOrderItem, StaffRouteOf } from '@parkeerloket/contract';
import { translate } from '../../http/messages.js';
import { readStaffQueueSettings } from '../../tenants/index.js';
import {
  approveRefundOrder,
  exportRefunds,
  listRefundOrderPage,
  markRefundFailed,
  markRefundPaid,
  RefundExportError,
  type RefundOrderChange,
  RefundOrderError,
  type RefundOrderRow,
  readRefundExportFile,
  setRefundAccount,
} from '../../termination/index.js';
import type { StaffCallContext, StaffHandler } from '../api/staff-call-context.js';
import { StaffProblem } from '../api/staff-call-context.js';

export function refundOrderJson(order: RefundOrderRow): RefundOrderItem {
  return {
    id: order.id,
    status: order.status,
    relationId: order.relation_id,
    subject:
      order.payment_id !== null
        ? { kind: 'payment', id: order.payment_id }
        : { kind: 'permit', id: order.request_id ?? order.permit_id ?? 0 },
    amountCents: order.amount_cents,
    iban: order.iban,
    owner: order.owner,
    createdAt: new Date(order.created_at).toISOString(),
    orderedBy: order.ordered_by,
    approvedBy: order.approved_by,
    failureReason: order.failure_reason,
    exportId: order.export_id,
  };
}

const FIELD_OF: Partial<Record<string, string>> = {
  invalid_iban: 'body.iban',
  invalid_owner: 'body.owner',
  invalid_reason: 'body.reason',
};

/** A refund-order refusal as the problem+json the staff API answers (the payment problems use it too). */
export function problemOf(ctx: StaffCallContext, error: unknown): never {
  if (error instanceof RefundOrderError) {
    if (error.problem === 'not_found') throw new StaffProblem(404, 'staff.problem.404');
    const field = FIELD_OF[error.problem];
    const text = translate(ctx.locale, `staff.refunds.problem.${error.problem}`);
    if (field) throw new StaffProblem(400, 'staff.problem.400', undefined, [{ name: field, reason: text }]);
    throw new StaffProblem(409, text);
  }
  if (error instanceof RefundExportError) {
    throw new StaffProblem(400, 'staff.problem.400', undefined, [{ name: 'body', reason: error.message }]);
  }
  throw error;
}

export const listRefundOrders: StaffHandler<StaffRouteOf<'listRefundOrders'>> = async (ctx, { query }) => {
  const { items, total } = await listRefundOrderPage(
    ctx.db,
    ctx.tenant.id,
    query.status ? { statuses: [query.status] } : {},
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  await ctx.audit({
    action: 'list-refund-orders',
    objectType: 'refund-order',
    objectId: items.map((o) => o.id).join(',') || '-',
  });
  const { refundFourEyes } = await readStaffQueueSettings(ctx.db, ctx.tenant.id);
  return {
    items: items.map(refundOrderJson),
    page: query.page,
    pageSize: query.pageSize,
    total,
    fourEyes: refundFourEyes,
  };
};

/** One change of an order with its audit row in the same transaction. */
async function change(
  ctx: StaffCallContext,
  action: string,
  run: (
    within: (trx: Parameters<StaffCallContext['audit']>[1], c: RefundOrderChange) => Promise<void>,
  ) => Promise<RefundOrderChange>,
  reason?: string,
) {
  const { after } = await run((trx, c) =>
    ctx.audit(
      {
        action,
        objectType: 'refund-order',
        objectId: String(c.after.id),
        relationId: c.after.relation_id,
        before: { status: c.before.status, iban: c.before.iban, owner: c.before.owner },
        after: { status: c.after.status, iban: c.after.iban, owner: c.after.owner },
        ...(reason ? { reason } : {}),
      },
      trx,
    ),
  ).catch((error) => problemOf(ctx, error));
  return { order: refundOrderJson(after) };
}

export const approveRefundOrderHandler: StaffHandler<StaffRouteOf<'approveRefundOrder'>> = (ctx, { params }) =>
  change(ctx, 'approve-refund', (within) =>
    approveRefundOrder(ctx.db, ctx.tenant, params.orderId, { by: ctx.staff.id, now: ctx.now, within }),
  );

export const setRefundAccountHandler: StaffHandler<StaffRouteOf<'setRefundAccount'>> = (ctx, { params, body }) =>
  change(ctx, 'set-refund-account', (within) =>
    setRefundAccount(ctx.db, ctx.tenant, params.orderId, body, { by: ctx.staff.id, now: ctx.now, within }),
  );

export const markRefundPaidHandler: StaffHandler<StaffRouteOf<'markRefundPaid'>> = (ctx, { params }) =>
  change(ctx, 'mark-refund-paid', (within) =>
    markRefundPaid(ctx.db, ctx.tenant, params.orderId, { by: ctx.staff.id, now: ctx.now, within }),
  );

export const markRefundFailedHandler: StaffHandler<StaffRouteOf<'markRefundFailed'>> = (ctx, { params, body }) =>
  change(
    ctx,
    'mark-refund-failed',
    (within) =>
      markRefundFailed(ctx.db, ctx.tenant, params.orderId, body.reason, { by: ctx.staff.id, now: ctx.now, within }),
    body.reason,
  );

export const exportRefundOrders: StaffHandler<StaffRouteOf<'exportRefundOrders'>> = async (ctx, { body }) => {
  const file = await exportRefunds(
    ctx.db,
    ctx.tenant,
    { name: body.debtorName, iban: body.debtorIban, bic: body.debtorBic || undefined },
    {
      now: ctx.now,
      executionDate: body.executionDate,
      // In the export's transaction: the audit row commits with the orders marked EXPORTED.
      deliver: async (out, trx) => {
        await ctx.audit(
          {
            action: 'export-refunds',
            objectType: 'refund-export',
            objectId: out.messageId,
            after: { count: out.count, totalCents: out.totalCents },
          },
          trx,
        );
      },
    },
  ).catch((error) => problemOf(ctx, error));
  if (!file) {
    await ctx.audit({ action: 'export-refunds', objectType: 'refund-export', objectId: '-', after: { count: 0 } });
    return { exportId: null, messageId: null, count: 0, totalCents: 0 };
  }
  return { exportId: file.exportId ?? null, messageId: file.messageId, count: file.count, totalCents: file.totalCents };
};

export const downloadRefundExport: StaffHandler<StaffRouteOf<'downloadRefundExport'>> = async (ctx, { params }) => {
  const file = await readRefundExportFile(ctx.db, ctx.tenant.id, params.exportId);
  if (!file) throw new StaffProblem(404, 'staff.problem.404');
  await ctx.audit({ action: 'download-refund-export', objectType: 'refund-export', objectId: file.messageId });
  return {
    contentType: 'application/xml',
    filename: `${file.messageId}.xml`,
    disposition: 'attachment' as const,
    data: new TextEncoder().encode(file.xml),
  };
};

export const refundHandlers = {
  listRefundOrders,
  approveRefundOrder: approveRefundOrderHandler,
  setRefundAccount: setRefundAccountHandler,
  markRefundPaid: markRefundPaidHandler,
  markRefundFailed: markRefundFailedHandler,
  exportRefundOrders,
  downloadRefundExport,
};
