/**
 * Dates and money of a request (lifecycle 2.3, 3, 5, 9; DECISIONS 2, Issued permits). Pure: the
 * caller passes "now". Calendar days are YYYY-MM-DD strings in Europe/Amsterdam; money is integer
 * cents.
 */
import {
  addDays,
  allowedDays,
  amsterdamDay,
  apiDateFor,
  DAYS,
  type Day,
  type PeriodTerms,
  type PriceTerms,
  validateStartDate,
} from '@parkeerloket/contract';

/** The calendar day of `now` in Europe/Amsterdam: what "today" means for every date rule. */
export function todayInAmsterdam(now: Date = new Date()): string {
  return amsterdamDay(now);
}

/**
 * How the API writes a day (lifecycle 9): YYYY-MM-DD, or YYYY-MM-DDTHH:mm:ss (the moment `now`)
 * when the day is today in Amsterdam.
 */
export function toApiDate(day: string, now: Date): string {
  return apiDateFor(day, now);
}

/** The calendar day of an API date: both YYYY-MM-DD and YYYY-MM-DDTHH:mm:ss are accepted. */
export function dayOfApiDate(value: string): string {
  return value.slice(0, 10);
}

export interface StartDateRange {
  /** MIN_STARTDATE: today plus the permit type's minimum offset. */
  min: string;
  /** MAX_STARTDATE: today plus the maximum offset; null when there is no maximum. */
  max: string | null;
}

export function startDateRange(today: string, minOffsetDays: number, maxOffsetDays: number | null): StartDateRange {
  return {
    min: addDays(today, minOffsetDays),
    max: maxOffsetDays === null ? null : addDays(today, maxOffsetDays),
  };
}

/** A start date (either API form) inside MIN_STARTDATE..MAX_STARTDATE, and never before today. */
export function isStartDateAllowed(value: string, today: string, range: StartDateRange): boolean {
  return validateStartDate(value, today, range.min, range.max) === null;
}

/** The part of a price line that decides how long a permit lasts and what it costs. */
export interface PriceLineTerms {
  period_type: PeriodTerms['periodType'];
  period_count: number;
  /** A fixed end date (YYYY-MM-DD) that overrides the period. */
  permit_enddate: string | null;
  price_cents: number;
  day_selection_yn: 'Y' | 'N';
  /** Comma-separated DAYS allowed when day selection applies; empty means every day. */
  allowed_days: string;
}

/** The contract's period terms of a stored price line. */
export function periodTerms(
  line: Pick<PriceLineTerms, 'period_type' | 'period_count' | 'permit_enddate'>,
): PeriodTerms {
  return { periodType: line.period_type, periodCount: line.period_count, permitEndDate: line.permit_enddate };
}

/** The contract's price terms of a stored price line. */
export function priceTerms(line: Pick<PriceLineTerms, 'price_cents' | 'day_selection_yn'>): PriceTerms {
  return { unitCents: line.price_cents, daySelection: line.day_selection_yn === 'Y' };
}

/**
 * A line with a fixed end date before the start date cannot be chosen for it, nor a line that does not
 * price that start date (`valid_from`..`valid_until`, inclusive; a price change from a date, decision 038).
 */
export function lineFitsStart(
  line: Pick<PriceLineTerms, 'permit_enddate'> & { valid_from?: string | null; valid_until?: string | null },
  validFrom: string,
): boolean {
  const start = dayOfApiDate(validFrom);
  if (line.valid_from && start < line.valid_from) return false;
  if (line.valid_until && start > line.valid_until) return false;
  return line.permit_enddate === null || line.permit_enddate >= start;
}

/** ALLOWED_DAYS as the wire shows it: all seven days, VALID Y for the allowed ones. */
export function allowedDaysList(line: Pick<PriceLineTerms, 'allowed_days'>): { DAY: Day; VALID: 'Y' | 'N' }[] {
  const allowed = allowedDays(line.allowed_days);
  return DAYS.map((day) => ({ DAY: day, VALID: allowed.includes(day) ? 'Y' : 'N' }));
}

export type DaysProblem = 'days_required' | 'day_not_allowed' | 'day_twice' | 'days_not_expected';

/**
 * The selected days against the line: with day selection at least one, each allowed and chosen
 * once; without day selection none at all.
 */
export function checkSelectedDays(
  line: Pick<PriceLineTerms, 'day_selection_yn' | 'allowed_days'>,
  days: readonly Day[],
): DaysProblem | null {
  if (line.day_selection_yn !== 'Y') return days.length === 0 ? null : 'days_not_expected';
  if (days.length === 0) return 'days_required';
  if (new Set(days).size !== days.length) return 'day_twice';
  const allowed = allowedDays(line.allowed_days);
  return days.every((day) => allowed.includes(day)) ? null : 'day_not_allowed';
}

/** The selected days in week order, as stored in requests.valid_days. */
export function storedDays(days: readonly Day[]): string {
  return DAYS.filter((day) => days.includes(day)).join(',');
}

/** VALID_DAYS of a request: all seven days, VALID Y for the chosen ones; null without day selection. */
export function validDaysList(stored: string): { DAY: Day; VALID: 'Y' | 'N' }[] | null {
  if (stored === '') return null;
  const chosen = stored.split(',');
  return DAYS.map((day) => ({ DAY: day, VALID: chosen.includes(day) ? 'Y' : 'N' }));
}
