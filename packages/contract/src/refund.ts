/**
 * The refund of a termination (DECISIONS 2, Issued permits; 3, Refunds): the unused part of what was
 * paid, by the rule the tenant sets per permit type in its catalogue, in cents and never more than
 * was paid. The end date is the permit's last valid day; everything after it is unused. One rule for
 * the server (RESTITUTION_AMOUNT, the refund order) and the termination screen (the refund of a chosen
 * day), on the calendar of pricing.ts.
 *
 * - UNUSED_DAYS: price × unused days ÷ days of the whole validity (so a leap year has 366 days);
 * - UNUSED_MONTHS: the whole months of the permit's own calendar (months counted from VALID_FROM,
 *   as its validity is) that start after the end date, at the price per month (price ÷ months of
 *   the price line); a line of days or weeks, or one with a fixed end date, has no months and
 *   falls back to unused days;
 * - NONE: nothing.
 *
 * Whatever the rule, a permit ended before its first valid day never ran and is refunded in full.
 */
import type { PeriodType } from './constants.js';
import { endedBeforeStart } from './permit-phase.js';
import { endOfMonths } from './pricing.js';
import { addDays } from './validation.js';

export type RefundRule = 'NONE' | 'UNUSED_MONTHS' | 'UNUSED_DAYS';

export interface RefundTerms {
  rule: RefundRule;
  validFrom: string;
  /** null: no end, so nothing to measure the unused part against. */
  validTo: string | null;
  priceCents: number;
  periodType: PeriodType | null;
  periodCount: number | null;
  /** The price line's fixed end date, if it has one. */
  fixedEndDate: string | null;
}

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted; 0 when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return Math.max(0, Math.round(span));
}

function monthsOf(terms: RefundTerms): number | null {
  if (terms.fixedEndDate || terms.periodCount === null) return null;
  if (terms.periodType === 'M') return terms.periodCount;
  if (terms.periodType === 'Y') return terms.periodCount * 12;
  return null;
}

function unusedDaysRefund(terms: RefundTerms & { validTo: string }, endDate: string): number {
  const firstUnused = endDate < terms.validFrom ? terms.validFrom : addDays(endDate, 1);
  const total = daysBetween(terms.validFrom, terms.validTo);
  if (total === 0) return 0;
  return Math.floor((terms.priceCents * daysBetween(firstUnused, terms.validTo)) / total);
}

/** The refund in cents when the permit's last valid day is `endDate`. */
export function refundCents(terms: RefundTerms, endDate: string): number {
  if (terms.priceCents <= 0) return 0;
  // Ended before its first valid day, it never ran: all of it comes back, whatever the rule (decision 023).
  if (endedBeforeStart(terms.validFrom, endDate)) return terms.priceCents;
  if (terms.rule === 'NONE' || terms.validTo === null) return 0;
  const bounded = { ...terms, validTo: terms.validTo };
  if (endDate >= terms.validTo) return 0;
  const months = monthsOf(terms);
  if (terms.rule === 'UNUSED_DAYS' || months === null) return unusedDaysRefund(bounded, endDate);
  const endDay = endDate.slice(0, 10);
  let unused = 0;
  for (let k = 0; k < months; k++) {
    // Month k of the permit starts the day after k months from VALID_FROM have passed, so it starts after the end
    // date when those k months end on the end date or later (compared as days: no day added to each).
    if (k === 0 ? terms.validFrom > endDay : endOfMonths(terms.validFrom, k) >= endDay) unused++;
  }
  return Math.floor((terms.priceCents * unused) / months);
}
