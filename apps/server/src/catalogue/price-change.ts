/**
 * A price change from a date (issue 28, decision 038), pure: the catalogue file with the old price line
 * ending the day before and a new line, the same but for its price, starting on the date. Permits are
 * priced by the line that holds on their start date, so a resident starting before the date is offered
 * the old price and one starting on or after it the new. Also what such a change brings in a year.
 */
import { addDays, type PeriodType } from '@parkeerloket/contract';
import type { CatalogueFile } from './catalogue-file.js';

export interface PriceChange {
  permitType: string;
  /** The price line's position within its permit type. */
  position: number;
  /** The first start date (YYYY-MM-DD) priced at the new price. */
  fromDate: string;
  priceCents: number;
}

/** Why a change cannot be scheduled (each a text of staff-catalogue). */
export type PriceChangeRefusal =
  | 'unknown_permit_type'
  | 'unknown_price_line'
  | 'date_not_after_today'
  | 'date_outside_line'
  | 'same_price';

export type ScheduledPriceChange =
  | { ok: true; file: CatalogueFile; oldCents: number; newPosition: number }
  | { ok: false; refusal: PriceChangeRefusal };

export function schedulePriceChange(file: CatalogueFile, change: PriceChange, today: string): ScheduledPriceChange {
  const type = file.permitTypes.find((t) => t.code === change.permitType);
  if (!type) return { ok: false, refusal: 'unknown_permit_type' };
  const index = type.priceLines.findIndex((line, i) => (line.position ?? i) === change.position);
  const line = type.priceLines[index];
  if (!line) return { ok: false, refusal: 'unknown_price_line' };
  // Today's and earlier start dates keep the price a resident may already have been shown.
  if (change.fromDate <= today) return { ok: false, refusal: 'date_not_after_today' };
  if (
    (line.validFrom !== null && change.fromDate <= line.validFrom) ||
    (line.validUntil !== null && change.fromDate > line.validUntil)
  ) {
    return { ok: false, refusal: 'date_outside_line' };
  }
  if (line.priceCents === change.priceCents) return { ok: false, refusal: 'same_price' };
  const newPosition = Math.max(...type.priceLines.map((l, i) => l.position ?? i)) + 1;
  const priceLines = type.priceLines.map((l, i) =>
    i === index ? { ...l, position: l.position ?? i, validUntil: addDays(change.fromDate, -1) } : l,
  );
  priceLines.push({ ...line, position: newPosition, priceCents: change.priceCents, validFrom: change.fromDate });
  return {
    ok: true,
    oldCents: line.priceCents,
    newPosition,
    file: {
      ...file,
      permitTypes: file.permitTypes.map((t) => (t === type ? { ...t, priceLines } : t)),
    },
  };
}

/** How many periods of a line fit in a year (a week-year is 52 weeks, a day-year 365 days). */
export function periodsPerYear(periodType: PeriodType, periodCount: number): number {
  const perYear = { Y: 1, M: 12, W: 52, D: 365 }[periodType];
  return perYear / periodCount;
}

/**
 * What a change of a line's unit price brings in a year, in cents: every affected permit renewed at the
 * new price for a year's worth of periods. `units` counts a permit once, or per chosen day where the line
 * prices per day of the week.
 */
export function yearlyRevenueChangeCents(
  units: number,
  line: { periodType: PeriodType; periodCount: number },
  oldCents: number,
  newCents: number,
): number {
  return Math.round(units * (newCents - oldCents) * periodsPerYear(line.periodType, line.periodCount));
}

/** The terms of a stored price line that a renewal keeps, and the start dates it prices. */
export interface DatedPriceLine {
  id: number;
  staffel: number;
  period_type: PeriodType;
  period_count: number;
  permit_enddate: string | null;
  day_selection_yn: 'Y' | 'N';
  allowed_days: string;
  valid_from: string | null;
  valid_until: string | null;
}

function pricesStart(line: DatedPriceLine, start: string): boolean {
  return (
    (line.valid_from === null || line.valid_from <= start) && (line.valid_until === null || start <= line.valid_until)
  );
}

/**
 * The line that prices a renewal starting on `start` of a permit requested on `original`: the original while it
 * still prices that date, else the line with the same terms (staffel, period, end date, days) that does, as a price
 * change from a date leaves it. The original when there is none: a renewal is never left without a price.
 */
export function lineForRenewal<L extends DatedPriceLine>(lines: readonly L[], original: L, start: string): L {
  if (pricesStart(original, start)) return original;
  const same = (line: L) =>
    line.staffel === original.staffel &&
    line.period_type === original.period_type &&
    line.period_count === original.period_count &&
    line.permit_enddate === original.permit_enddate &&
    line.day_selection_yn === original.day_selection_yn &&
    line.allowed_days === original.allowed_days;
  return lines.find((line) => line.id !== original.id && same(line) && pricesStart(line, start)) ?? original;
}
