/**
 * Payments with a problem (issue 27, decision 034; docs/refunds.md "Money the portal cannot deliver
 * against"): money received for something that could no longer be delivered, which became a refund
 * order of its own. Resolved by refunding it to an account (setRefundAccount), then the refund queue.
 */
import { z } from 'zod';
import { defineStaffRoute, paginated, paginationQuery } from '../staff-route.js';
import { refundOrderItem } from './refunds.js';

export const paymentProblemItem = z.object({
  paymentId: z.number().int(),
  /** The refund order the money became. */
  order: refundOrderItem,
  /** What the resident and the municipality need to do: give an account, or wait for the bank. */
  needs: z.enum(['account', 'approval', 'export', 'bank', 'none']),
});
export type PaymentProblemItem = z.infer<typeof paymentProblemItem>;

export const listPaymentProblems = defineStaffRoute({
  operationId: 'listPaymentProblems',
  method: 'GET',
  path: '/betalingen-met-probleem',
  roles: ['beheerder', 'financien', 'auditor'],
  summary:
    'Payments that could not be delivered against and became refunds, oldest first, unresolved ones only by default',
  query: paginationQuery.extend({ all: z.enum(['true', 'false']).optional() }),
  response: paginated(paymentProblemItem),
  audit: 'read-personal',
});

export const PAYMENT_PROBLEM_ROUTES = [listPaymentProblems] as const;
