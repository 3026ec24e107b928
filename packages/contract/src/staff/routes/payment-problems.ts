/**
 * Payments with a problem (issue 27, decision 034; docs/refunds.md "Money the portal cannot deliver
 * against"): money received for something that could no longer be delivered, which became a refund
 * order of its own. Resolved by refunding it (ordered by the staff member, so with four eyes another
 * approves it in the refund queue), or by delivering what was paid for when that is still possible.
 */
import { z } from 'zod';
import { defineStaffRoute, paginated, paginationQuery, staffIdParam } from '../staff-route.js';
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

const financial = ['beheerder', 'financien'] as const;
const paymentParams = z.object({ paymentId: staffIdParam });

export const refundPaymentProblem = defineStaffRoute({
  operationId: 'refundPaymentProblem',
  method: 'POST',
  path: '/betalingen-met-probleem/{paymentId}/terugbetaling',
  roles: financial,
  summary:
    'Refund the money: to the account given, else the one the refund has; the staff member orders it (four eyes: another approves)',
  params: paymentParams,
  /** Both or neither: without them the refund's own account (the payer's, as the provider reported it). */
  body: z.object({ iban: z.string().min(1).max(42).optional(), owner: z.string().min(1).max(70).optional() }),
  response: z.object({ order: refundOrderItem }),
  audit: 'write',
  example: { params: { paymentId: '1' }, body: {} },
});

export const deliverPaymentProblem = defineStaffRoute({
  operationId: 'deliverPaymentProblem',
  method: 'POST',
  path: '/betalingen-met-probleem/{paymentId}/levering',
  roles: financial,
  summary:
    'Deliver what the payment was for, as far as the money still held covers it; refused (409) when that is no longer possible',
  params: paymentParams,
  response: z.object({ order: refundOrderItem, deliveredInvoiceIds: z.array(z.number().int()) }),
  audit: 'write',
  example: { params: { paymentId: '1' } },
});

export const PAYMENT_PROBLEM_ROUTES = [listPaymentProblems, refundPaymentProblem, deliverPaymentProblem] as const;
