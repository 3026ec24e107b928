/**
 * The exports (issue 28): permits, requests, payments, refunds and waiting-list entries as CSV, with
 * filters, streamed in keyset-paginated batches so a municipality with a million rows downloads them
 * without the server holding them (decision 042). Each export writes one audit row: who, what, filters.
 */
import { z } from 'zod';
import { REQUEST_STATUSCODES } from '../../status-codes.js';
import { isApiDay } from '../../validation.js';
import { defineStaffRoute } from '../staff-route.js';
import { staffStreamAnswer } from '../stream-answer.js';
import { STAFF_REFUND_STATUSES } from './refunds.js';

/** Who may export: the roles that keep the municipality's books and its overview; auditors read. */
export const EXPORT_ROLES = ['beheerder', 'financien', 'auditor'] as const;

/** The kinds of export, by the Dutch plural of their path. */
export const STAFF_EXPORT_KINDS = [
  'vergunningen',
  'aanvragen',
  'betalingen',
  'terugbetalingen',
  'wachtlijsten',
] as const;
export type StaffExportKind = (typeof STAFF_EXPORT_KINDS)[number];

/**
 * A calendar day, YYYY-MM-DD, from the year 1000 (a 30 February, which `Date.parse` rolls over into March,
 * or the year 0, which PostgreSQL has not, would otherwise reach the database and fail there).
 */
const day = z.string().refine((v) => isApiDay(v) && !v.startsWith('0'), 'date_invalid');
const id = z.coerce
  .number('not_a_number')
  .int('not_a_number')
  .min(1, 'out_of_range')
  .max(2_147_483_647, 'out_of_range');

/** Whether a period's days are in order (either may be absent): the staff screen and the server alike. */
export function exportPeriodInOrder(from: string | undefined, to: string | undefined): boolean {
  return !from || !to || from <= to;
}

/** A period on the rows' own date (created, or a permit's start), both days included. */
const period = z.object({ from: day.optional(), to: day.optional() });
/** The period's order, checked once the whole query is read (the `to` field named when it is before `from`). */
const inOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  exportPeriodInOrder(query.from, query.to);
const ORDER = { message: 'out_of_range', path: ['to'] };
/** The field separator: a comma, or a semicolon for spreadsheets set to Dutch. */
const separator = z.object({ separator: z.enum(['comma', 'semicolon'], 'not_allowed').default('comma') });

export const PERMIT_EXPORT_STATUSES = ['ACTIVE', 'ENDED'] as const;
export const PAYMENT_EXPORT_STATUSES = ['OPEN', 'PAID', 'CANCELLED', 'EXPIRED', 'FAILED', 'PROBLEM'] as const;
export const WAITING_LIST_EXPORT_STATUSES = [
  'WAITING',
  'AWAIT_CONTINUE_WAITING',
  'REQUESTED',
  'WITHDRAWN',
  'DISCONTINUED',
] as const;
export const REQUEST_EXPORT_KINDS = ['NEW', 'WAITING_LIST', 'LICENSE_CHANGE', 'PROLONGATION'] as const;

export const permitExportQuery = period
  .extend({ status: z.enum(PERMIT_EXPORT_STATUSES, 'not_allowed').optional(), permitTypeId: id.optional() })
  .extend(separator.shape)
  .refine(inOrder, ORDER);
export const requestExportQuery = period
  .extend({
    status: z.enum(REQUEST_STATUSCODES, 'not_allowed').optional(),
    kind: z.enum(REQUEST_EXPORT_KINDS, 'not_allowed').optional(),
    permitTypeId: id.optional(),
  })
  .extend(separator.shape)
  .refine(inOrder, ORDER);
export const paymentExportQuery = period
  .extend({ status: z.enum(PAYMENT_EXPORT_STATUSES, 'not_allowed').optional() })
  .extend(separator.shape)
  .refine(inOrder, ORDER);
export const refundExportQuery = period
  .extend({ status: z.enum(STAFF_REFUND_STATUSES, 'not_allowed').optional() })
  .extend(separator.shape)
  .refine(inOrder, ORDER);
export const waitingListExportQuery = period
  .extend({ status: z.enum(WAITING_LIST_EXPORT_STATUSES, 'not_allowed').optional(), locationId: id.optional() })
  .extend(separator.shape)
  .refine(inOrder, ORDER);

export type PermitExportFilters = z.infer<typeof permitExportQuery>;
export type RequestExportFilters = z.infer<typeof requestExportQuery>;
export type PaymentExportFilters = z.infer<typeof paymentExportQuery>;
export type RefundExportFilters = z.infer<typeof refundExportQuery>;
export type WaitingListExportFilters = z.infer<typeof waitingListExportQuery>;

/** The columns of each export, in order: the CSV's header (stable; scripts read them by name). */
export const EXPORT_COLUMNS = {
  vergunningen: [
    'id',
    'permit_number',
    'relation_id',
    'request_id',
    'permit_type_id',
    'area_id',
    'location_id',
    'valid_from',
    'valid_to',
    'status',
    'planned_end_date',
    'ended_on',
    'end_reason',
    'price_cents',
    'created_at',
  ],
  aanvragen: [
    'id',
    'relation_id',
    'kind',
    'permit_id',
    'permit_type_id',
    'area_id',
    'location_id',
    'valid_from',
    'valid_to',
    'price_cents',
    'status',
    'created_at',
    'updated_at',
  ],
  betalingen: [
    'id',
    'relation_id',
    'reference',
    'method',
    'status',
    'amount_cents',
    'provider',
    'created_at',
    'paid_at',
  ],
  terugbetalingen: [
    'id',
    'relation_id',
    'permit_id',
    'payment_id',
    'amount_cents',
    'status',
    'end_date',
    'export_id',
    'ordered_by',
    'approved_by',
    'created_at',
    'settled_at',
  ],
  wachtlijsten: [
    'id',
    'relation_id',
    'permit_type_id',
    'area_id',
    'location_id',
    'request_id',
    'status',
    'created_at',
    'offered_at',
    'closed_at',
  ],
} as const satisfies Record<StaffExportKind, readonly string[]>;

function exportRoute<const Id extends string, const Q extends z.ZodObject>(
  operationId: Id,
  kind: StaffExportKind,
  query: Q,
  what: string,
) {
  return defineStaffRoute({
    operationId,
    method: 'GET',
    path: `/exporten/${kind}` as const,
    roles: EXPORT_ROLES,
    summary: `${what} as CSV, filtered, streamed (one audit row per export)`,
    query,
    response: staffStreamAnswer,
    audit: 'read-personal',
  });
}

export const exportPermits = exportRoute('exportPermits', 'vergunningen', permitExportQuery, 'Permits');
export const exportRequests = exportRoute('exportRequests', 'aanvragen', requestExportQuery, 'Requests');
export const exportPayments = exportRoute('exportPayments', 'betalingen', paymentExportQuery, 'Payments');
export const exportRefunds = exportRoute('exportRefunds', 'terugbetalingen', refundExportQuery, 'Refund orders');
export const exportWaitingLists = exportRoute(
  'exportWaitingLists',
  'wachtlijsten',
  waitingListExportQuery,
  'Waiting-list entries',
);

export const EXPORT_ROUTES = [
  exportPermits,
  exportRequests,
  exportPayments,
  exportRefunds,
  exportWaitingLists,
] as const;
