import { describe, expect, it } from 'vitest';
import {
  allowedDays,
  daysInMonth,
  endOfMonths,
  fromPrice,
  isProlongationDue,
  type PeriodTerms,
  type PriceLineTerms,
  priceCents,
  prolongationPeriod,
  validTo,
} from './pricing.js';

const period = (terms: Partial<PeriodTerms> = {}): PeriodTerms => ({
  periodType: 'M',
  periodCount: 1,
  permitEndDate: null,
  ...terms,
});

describe('the calendar', () => {
  it('knows the length of every month, leap years included', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
    // Every month of 400 years (one whole cycle of leap years) as Date counts it.
    for (let year = 1900; year < 2300; year++) {
      for (let month = 1; month <= 12; month++) {
        expect(daysInMonth(year, month)).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
      }
    }
  });

  it('ends a run of months on the day before the same day, or on the last day of a short month', () => {
    expect(endOfMonths('2026-03-10', 1)).toBe('2026-04-09');
    expect(endOfMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(endOfMonths('2026-11-15', 3)).toBe('2027-02-14');
    expect(endOfMonths('2026-03-10T09:15:30', 1)).toBe('2026-04-09');
  });
});

describe('validity', () => {
  it.each([
    ['D', 1, '2026-03-10', '2026-03-10'],
    ['D', 7, '2026-03-10', '2026-03-16'],
    ['D', 30, '2026-12-15', '2027-01-13'],
    ['W', 1, '2026-03-10', '2026-03-16'],
    ['W', 4, '2026-02-20', '2026-03-19'],
    ['M', 1, '2026-03-10', '2026-04-09'],
    ['M', 1, '2026-01-01', '2026-01-31'],
    ['M', 12, '2026-01-01', '2026-12-31'],
    ['M', 3, '2026-11-15', '2027-02-14'],
    ['M', 1, '2026-01-31', '2026-02-28'],
    ['M', 1, '2024-01-31', '2024-02-29'],
    ['M', 1, '2024-01-30', '2024-02-29'],
    ['M', 1, '2026-01-29', '2026-02-28'],
    ['M', 1, '2026-03-31', '2026-04-30'],
    ['M', 1, '2026-01-28', '2026-02-27'],
    ['Y', 1, '2026-03-10', '2027-03-09'],
    ['Y', 2, '2026-01-01', '2027-12-31'],
    ['Y', 1, '2024-02-29', '2025-02-28'],
    ['Y', 4, '2024-02-29', '2028-02-28'],
  ] as const)('%s × %i from %s ends %s', (periodType, periodCount, from, to) => {
    expect(validTo(from, period({ periodType, periodCount }))).toBe(to);
  });

  it('takes the date-time form of a start date', () => {
    expect(validTo('2026-03-10T09:15:30', period({ periodType: 'D', periodCount: 2 }))).toBe('2026-03-11');
  });

  it('ends on the fixed end date when the line has one', () => {
    expect(validTo('2026-03-10', period({ permitEndDate: '2026-12-31' }))).toBe('2026-12-31');
    expect(validTo('2026-03-10', period({ periodType: 'Y', permitEndDate: '2026-06-30' }))).toBe('2026-06-30');
    expect(validTo('2026-03-10', period({ permitEndDate: '2026-06-30T00:00:00' }))).toBe('2026-06-30');
  });
});

describe('days of the week', () => {
  it('are the named days in week order, or all seven when none is named', () => {
    expect(allowedDays('')).toHaveLength(7);
    expect(allowedDays([])).toHaveLength(7);
    expect(allowedDays(' sunday , MONDAY')).toEqual(['MONDAY', 'SUNDAY']);
    expect(allowedDays(['FRIDAY', 'MONDAY'])).toEqual(['MONDAY', 'FRIDAY']);
  });
});

describe('the price', () => {
  it('is the line price, times the selected days with day selection', () => {
    expect(priceCents({ unitCents: 4500, daySelection: false }, [])).toBe(4500);
    expect(priceCents({ unitCents: 0, daySelection: false }, [])).toBe(0);
    expect(priceCents({ unitCents: 4500, daySelection: false }, ['MONDAY'])).toBe(4500);
    expect(priceCents({ unitCents: 250, daySelection: true }, ['MONDAY', 'TUESDAY', 'FRIDAY'])).toBe(750);
    expect(priceCents({ unitCents: 250, daySelection: true }, [])).toBe(0);
  });

  it('counts a day chosen twice once', () => {
    expect(priceCents({ unitCents: 250, daySelection: true }, ['MONDAY', 'MONDAY'])).toBe(250);
  });
});

describe('a prolongation', () => {
  it('is the next period from the day after the end, by the same line', () => {
    expect(prolongationPeriod('2026-12-31', period({ periodType: 'Y' }))).toEqual({
      validFrom: '2027-01-01',
      validTo: '2027-12-31',
    });
    expect(prolongationPeriod('2026-01-30', period({ periodType: 'M' }))).toEqual({
      validFrom: '2026-01-31',
      validTo: '2026-02-28',
    });
  });

  it('is not offered for a line with a fixed end date', () => {
    expect(prolongationPeriod('2026-06-30', period({ permitEndDate: '2026-12-31' }))).toBeNull();
  });

  it('is due from the given number of days before the end until the end', () => {
    const due = (today: string) => isProlongationDue({ today, permitValidTo: '2026-12-31', offerDays: 30 });
    expect(due('2026-11-30')).toBe(false);
    expect(due('2026-12-01')).toBe(true);
    expect(due('2026-12-31')).toBe(true);
    expect(due('2027-01-01')).toBe(false);
  });
});

describe('fromPrice', () => {
  const line = (unitCents: number, extra: Partial<PriceLineTerms> = {}): PriceLineTerms => ({
    unitCents,
    daySelection: false,
    periodType: 'M',
    periodCount: 1,
    ...extra,
  });

  it('is the cheapest line with its period, the first of equals', () => {
    expect(fromPrice([line(2500, { periodCount: 3 }), line(800), line(800, { periodType: 'Y' })])).toEqual({
      cents: 800,
      unit: 'M',
      count: 1,
    });
    expect(fromPrice([line(9000, { periodType: 'Y', periodCount: 2 })])).toEqual({ cents: 9000, unit: 'Y', count: 2 });
  });

  it('is per selected day for a line with day selection, and until the end date for a fixed one', () => {
    expect(fromPrice([line(350, { daySelection: true, periodType: 'D' })])).toEqual({
      cents: 350,
      unit: 'SELECTED_DAY',
      count: 1,
    });
    expect(fromPrice([line(12000, { permitEndDate: '2027-12-31' })])).toEqual({
      cents: 12000,
      unit: 'UNTIL_END_DATE',
      count: 1,
    });
  });

  it('is null without price lines', () => {
    expect(fromPrice([])).toBeNull();
  });
});
