/**
 * The termination date (lifecycle 2.10, 4.8, 5, 9; DECISIONS 1, Termination date), one rule for the
 * date picker and the server. The chosen day is the permit's last valid day. It lies between today
 * and VALID_TO minus 1 day; it is "scheduled" when it is not today and on or after VALID_FROM, and
 * otherwise the permit ends now.
 */
import { addDays } from './validation.js';

export interface TerminationTerms {
  today: string;
  validFrom: string;
  /** null: open-ended, no upper bound. */
  validTo: string | null;
  /** CAN_FUTURE_TERMINATE. */
  canFutureTerminate: boolean;
}

export interface TerminationDateRange {
  min: string;
  /** VALID_TO minus one day; null when the permit has no end. */
  max: string | null;
}

export function terminationDateRange(terms: Pick<TerminationTerms, 'today' | 'validTo'>): TerminationDateRange {
  return { min: terms.today, max: terms.validTo === null ? null : addDays(terms.validTo, -1) };
}

/** Whether any later day than today can be chosen: CAN_FUTURE_TERMINATE as the server computes it. */
export function hasFutureTerminationDay(terms: Pick<TerminationTerms, 'today' | 'validFrom' | 'validTo'>): boolean {
  const { max } = terminationDateRange(terms);
  const first = terms.validFrom > terms.today ? terms.validFrom : addDays(terms.today, 1);
  return max === null || first <= max;
}

export type TerminationMoment =
  | { ok: true; kind: 'now'; endDate: string }
  | { ok: true; kind: 'scheduled'; endDate: string }
  | { ok: false; problem: 'date_out_of_range' | 'future_not_allowed' };

/** What a chosen end date means; no date (or future termination not allowed) is "now", ending today. */
export function terminationMoment(terms: TerminationTerms, chosen: string | null | undefined): TerminationMoment {
  if (!chosen || chosen === terms.today) return { ok: true, kind: 'now', endDate: terms.today };
  const range = terminationDateRange(terms);
  if (chosen < range.min || (range.max !== null && chosen > range.max))
    return { ok: false, problem: 'date_out_of_range' };
  if (chosen < terms.validFrom) return { ok: true, kind: 'now', endDate: terms.today };
  if (!terms.canFutureTerminate) return { ok: false, problem: 'future_not_allowed' };
  return { ok: true, kind: 'scheduled', endDate: chosen };
}
