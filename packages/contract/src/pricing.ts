/**
 * How long a permit lasts and what it costs (lifecycle 2.3, 3, 5, 9; DECISIONS 2, Issued permits). The
 * server computes VALID_TO and the price from these when a request is made; the browser shows the same
 * figures before it is sent; termination refunds and prolongations use the same calendar. Pure: days are
 * YYYY-MM-DD strings (a date-time is cut to its day), money is integer cents.
 */
import type { PeriodType, PriceUnit } from './constants.js';
import { DAYS, type Day } from './status-codes.js';
import { addDays } from './validation.js';

/** What decides a permit's end: a price line's period, or its fixed end date. */
export interface PeriodTerms {
  periodType: PeriodType;
  periodCount: number;
  /** A fixed end date (YYYY-MM-DD) that overrides the period. */
  permitEndDate?: string | null;
}

/** What decides a price: the line's price, per selected day when it has day selection. */
export interface PriceTerms {
  unitCents: number;
  daySelection: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The number of days of a month; `month` 1 to 12. In integers, without a Date (see addDays). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return MONTH_DAYS[month - 1] as number;
}

/**
 * The last day of a period of `months` calendar months starting on `start`: the day before the same day
 * of the month `months` later; when that month has no such day (31 January plus one month), the last day
 * of that month.
 */
export function endOfMonths(start: string, months: number): string {
  const [year, month, day] = start.slice(0, 10).split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = daysInMonth(targetYear, targetMonth);
  if (day > last) return `${targetYear}-${pad(targetMonth)}-${pad(last)}`;
  // The day before within the month without calendar arithmetic: a refund by the month asks for twelve ends per permit.
  if (day > 1) return `${targetYear}-${pad(targetMonth)}-${pad(day - 1)}`;
  return addDays(`${targetYear}-${pad(targetMonth)}-${pad(day)}`, -1);
}

/**
 * VALID_TO of a permit starting on `validFrom`: the fixed end date when there is one, else the start plus
 * count × period (days, weeks, calendar months, years) minus one day.
 */
export function validTo(validFrom: string, terms: PeriodTerms): string {
  if (terms.permitEndDate) return terms.permitEndDate.slice(0, 10);
  const start = validFrom.slice(0, 10);
  switch (terms.periodType) {
    case 'D':
      return addDays(start, terms.periodCount - 1);
    case 'W':
      return addDays(start, terms.periodCount * 7 - 1);
    case 'M':
      return endOfMonths(start, terms.periodCount);
    case 'Y':
      return endOfMonths(start, terms.periodCount * 12);
  }
}

/**
 * The days a price line allows, in week order: the named ones (a comma-separated list as stored, or a
 * list; case and spaces do not matter), or every day of the week when it names none.
 */
export function allowedDays(named: string | readonly string[]): Day[] {
  const names = (typeof named === 'string' ? named.split(',') : named)
    .map((day) => day.trim().toUpperCase())
    .filter((day) => day !== '');
  return names.length === 0 ? [...DAYS] : DAYS.filter((day) => names.includes(day));
}

/** What a request costs in cents: the unit price, times the number of distinct selected days with day selection. */
export function priceCents(terms: PriceTerms, days: readonly Day[]): number {
  return terms.daySelection ? terms.unitCents * new Set(days).size : terms.unitCents;
}

/**
 * The next period of a permit that ends on `permitValidTo` (a prolongation, DECISIONS 2, Issued
 * permits): from the day after, as long as the permit's price line gives. Null when the line ends on a
 * fixed date, which a next period cannot go past.
 */
export function prolongationPeriod(
  permitValidTo: string,
  terms: PeriodTerms,
): { validFrom: string; validTo: string } | null {
  if (terms.permitEndDate) return null;
  const validFrom = addDays(permitValidTo.slice(0, 10), 1);
  return { validFrom, validTo: validTo(validFrom, terms) };
}

/** Whether a permit ending on `permitValidTo` is offered its prolongation `today`: from `offerDays` days before its end, until its end. */
export function isProlongationDue(terms: { today: string; permitValidTo: string; offerDays: number }): boolean {
  const end = terms.permitValidTo.slice(0, 10);
  return terms.today <= end && terms.today >= addDays(end, -terms.offerDays);
}

/** One price line as far as its price and what it is for are concerned. */
export interface PriceLineTerms extends PeriodTerms, PriceTerms {}

/** The lowest price of a product and what it buys: "from € 8,00 per month" (issue 16). */
export interface FromPrice {
  cents: number;
  unit: PriceUnit;
  /** The number of periods (3 for "per 3 months"); 1 for a selected day and a fixed end date. */
  count: number;
}

/**
 * The catalogue's "from" price of a product: its cheapest price line (the first of equals, in the lines' order),
 * with what that price is for. A line with day selection costs its price per selected day (priceCents); a line with
 * a fixed end date lasts until that date, whatever its period. Null without price lines.
 */
export function fromPrice(lines: readonly PriceLineTerms[]): FromPrice | null {
  let lowest: PriceLineTerms | undefined;
  for (const line of lines) if (lowest === undefined || line.unitCents < lowest.unitCents) lowest = line;
  if (lowest === undefined) return null;
  if (lowest.daySelection) return { cents: lowest.unitCents, unit: 'SELECTED_DAY', count: 1 };
  if (lowest.permitEndDate) return { cents: lowest.unitCents, unit: 'UNTIL_END_DATE', count: 1 };
  return { cents: lowest.unitCents, unit: lowest.periodType, count: lowest.periodCount };
}
