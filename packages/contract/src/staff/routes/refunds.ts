/**
 * The refund queue (issue 27, decision 034): refund orders by state, approved (four eyes where staff
 * ordered, switchable per municipality), exported as one SEPA pain.001 file, and what the bank did.
 */
import { z } from 'zod';
import { staffFileAnswer } from '../file-answer.js';
import { defineStaffRoute, paginated, paginationQuery } from '../staff-route.js';

/** The stored states of a refund order (the server's refund-order machine). */
export const STAFF_REFUND_STATUSES = [
  'PLANNED',
  'OPEN',
  'APPROVED',
  'EXPORTED',
  'PAID',
  'FAILED',
  'CANCELLED',
] as const;
export type StaffRefundStatus = (typeof STAFF_REFUND_STATUSES)[number];

const financial = ['beheerder', 'financien'] as const;
const orderParams = z.object({ orderId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const refundOrderItem = z.object({
  id: z.number().int(),
  status: z.enum(STAFF_REFUND_STATUSES),
  relationId: z.number().int(),
  /** A termination's refund names the permit's request; a payment's refund the payment. */
  subject: z.object({ kind: z.enum(['permit', 'payment']), id: z.number().int() }),
  amountCents: z.number().int(),
  /** '' while no account is known. */
  iban: z.string(),
  owner: z.string(),
  createdAt: z.string(),
  orderedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  failureReason: z.string().nullable(),
  exportId: z.number().int().nullable(),
});
export type RefundOrderItem = z.infer<typeof refundOrderItem>;

export const listRefundOrders = defineStaffRoute({
  operationId: 'listRefundOrders',
  method: 'GET',
  path: '/terugbetalingen',
  roles: ['beheerder', 'financien', 'auditor'],
  summary: 'Refund orders, oldest first, optionally of one state; and whether four eyes is on',
  query: paginationQuery.extend({ status: z.enum(STAFF_REFUND_STATUSES).optional() }),
  response: paginated(refundOrderItem).extend({ fourEyes: z.boolean() }),
  audit: 'read-personal',
});

const changedOrder = z.object({ order: refundOrderItem });

export const approveRefundOrder = defineStaffRoute({
  operationId: 'approveRefundOrder',
  method: 'POST',
  path: '/terugbetalingen/{orderId}/goedkeuring',
  roles: financial,
  summary: 'Approve an ordered refund (with four eyes: not by who ordered it)',
  params: orderParams,
  response: changedOrder,
  audit: 'write',
  example: { params: { orderId: '1' } },
});

export const setRefundAccount = defineStaffRoute({
  operationId: 'setRefundAccount',
  method: 'PUT',
  path: '/terugbetalingen/{orderId}/rekening',
  roles: financial,
  summary: 'Give or correct the account a refund is paid to (the giver counts as who ordered it)',
  params: orderParams,
  body: z.object({ iban: z.string().min(1).max(42), owner: z.string().min(1).max(70) }),
  response: changedOrder,
  audit: 'write',
  example: { params: { orderId: '1' }, body: { iban: 'NL91ABNA0417164300', owner: 'J. Jansen' } },
});

export const markRefundPaid = defineStaffRoute({
  operationId: 'markRefundPaid',
  method: 'POST',
  path: '/terugbetalingen/{orderId}/betaald',
  roles: financial,
  summary: 'The bank paid an exported refund',
  params: orderParams,
  response: changedOrder,
  audit: 'write',
  example: { params: { orderId: '1' } },
});

export const markRefundFailed = defineStaffRoute({
  operationId: 'markRefundFailed',
  method: 'POST',
  path: '/terugbetalingen/{orderId}/mislukt',
  roles: financial,
  summary: 'The bank returned an exported refund, with its reason: back to the queue',
  params: orderParams,
  body: z.object({ reason: z.string().min(1).max(300) }),
  response: changedOrder,
  audit: 'write',
  example: { params: { orderId: '1' }, body: { reason: 'AC04 account closed' } },
});

export const exportRefundOrders = defineStaffRoute({
  operationId: 'exportRefundOrders',
  method: 'POST',
  path: '/terugbetalingen/exporten',
  roles: financial,
  summary: 'Export every payable refund order as one SEPA pain.001.001.03 file (never an order twice)',
  body: z.object({
    debtorName: z.string().min(1).max(70),
    debtorIban: z.string().min(1).max(42),
    debtorBic: z.string().max(11).optional(),
    /** YYYY-MM-DD; today when absent. */
    executionDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  response: z.object({
    /** null: nothing to export. */
    exportId: z.number().int().nullable(),
    messageId: z.string().nullable(),
    count: z.number().int(),
    totalCents: z.number().int(),
  }),
  audit: 'write',
  example: { body: { debtorName: 'Gemeente Test', debtorIban: 'NL91ABNA0417164300' } },
});

export const downloadRefundExport = defineStaffRoute({
  operationId: 'downloadRefundExport',
  method: 'GET',
  path: '/terugbetalingen/exporten/{exportId}',
  roles: ['beheerder', 'financien', 'auditor'],
  summary: 'The pain.001 file of an export, as it was exported',
  params: z.object({ exportId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: staffFileAnswer,
  audit: 'read-personal',
  example: { params: { exportId: '1' } },
});

export const REFUND_ROUTES = [
  listRefundOrders,
  approveRefundOrder,
  setRefundAccount,
  markRefundPaid,
  markRefundFailed,
  exportRefundOrders,
  downloadRefundExport,
] as const;
