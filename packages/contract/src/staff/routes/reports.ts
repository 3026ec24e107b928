/**
 * The reports (issue 28): figures per month over a period, for the charts of the reports page and
 * their tables and CSV downloads. Aggregates only: no resident's data, so no audit row.
 */
import { z } from 'zod';
import { defineStaffRoute } from '../staff-route.js';

/** YYYY-MM from the year 1000 (the year 0, which PostgreSQL has not, would otherwise fail in the database). */
const month = z.string().regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, 'invalid');

export const reportsQuery = z
  .object({
    /** The first and last month shown (YYYY-MM, Europe/Amsterdam); the last twelve months when absent. */
    from: month.optional(),
    to: month.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'out_of_range', path: ['from'] });
export type ReportsQuery = z.infer<typeof reportsQuery>;

/** At most this many months in one report (a chart of more is unreadable). */
export const MAX_REPORT_MONTHS = 36;

export const permitsPerMonthRow = z.object({
  month: z.string(),
  permitTypeId: z.number().int(),
  product: z.string(),
  issued: z.number().int(),
  ended: z.number().int(),
});
export const moneyPerMonthRow = z.object({
  month: z.string(),
  revenueCents: z.number().int(),
  refundCents: z.number().int(),
});
export const waitingTimeRow = z.object({
  locationId: z.number().int().nullable(),
  location: z.string(),
  /** Entries offered a place in the period, and how long they had waited for it. */
  offered: z.number().int(),
  averageDays: z.number().nullable(),
  /** Entries still waiting now. */
  waiting: z.number().int(),
});
export const reviewLeadTimeRow = z.object({
  month: z.string(),
  reviewed: z.number().int(),
  averageHours: z.number().nullable(),
  medianHours: z.number().nullable(),
});

export const reportsAnswer = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(z.string()),
  permitsPerMonth: z.array(permitsPerMonthRow),
  moneyPerMonth: z.array(moneyPerMonthRow),
  waitingTime: z.array(waitingTimeRow),
  reviewLeadTime: z.array(reviewLeadTimeRow),
});
export type ReportsAnswer = z.infer<typeof reportsAnswer>;

export const getReports = defineStaffRoute({
  operationId: 'getReports',
  method: 'GET',
  path: '/rapportages',
  roles: ['beheerder', 'financien', 'auditor'],
  summary: 'Permits issued and ended per product, revenue and refunds, waiting time per location, review lead time',
  query: reportsQuery,
  response: reportsAnswer,
  audit: 'none',
});

export const REPORT_ROUTES = [getReports] as const;
