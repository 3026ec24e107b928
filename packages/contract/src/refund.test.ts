import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endOfMonths, validTo } from './pricing.js';
import { daysBetween, type RefundTerms, refundCents } from './refund.js';
import { addDays } from './validation.js';

const yearly = (validFrom: string, validTo: string, rule: RefundTerms['rule'], priceCents = 12_000): RefundTerms => ({
  rule,
  validFrom,
  validTo,
  priceCents,
  periodType: 'Y',
  periodCount: 1,
  fixedEndDate: null,
});

describe('refund rule: unused whole months', () => {
  // 31 January plus one month ends on 28 February: month 2 starts on 1 March.
  const terms = yearly('2026-01-31', '2027-01-30', 'UNUSED_MONTHS');

  it('counts the months of the permit’s own calendar that start after the end date, at month ends', () => {
    expect(refundCents(terms, '2026-02-27')).toBe(11_000);
    expect(refundCents(terms, '2026-02-28')).toBe(11_000);
    expect(refundCents(terms, '2026-03-01')).toBe(10_000);
    // Two months from 31 January end on 30 March (the validity rule), so month 3 starts on 31 March.
    expect(refundCents(terms, '2026-03-30')).toBe(10_000);
    expect(refundCents(terms, '2026-03-31')).toBe(9_000);
  });

  it('pays nothing for the last month once it has started, nor on or after the last valid day', () => {
    expect(refundCents(terms, '2026-12-30')).toBe(1_000);
    expect(refundCents(terms, '2026-12-31')).toBe(0);
    expect(refundCents(terms, '2027-01-29')).toBe(0);
    expect(refundCents(terms, '2027-01-30')).toBe(0);
  });

  it('pays everything back for a permit that has not started', () => {
    expect(refundCents(terms, '2026-01-20')).toBe(12_000);
  });

  it('counts, for any start, length and end date, the months whose first day is after the end date', () => {
    // The rule as written: month k starts the day after k months from VALID_FROM have passed.
    const monthsStartingAfter = (validFrom: string, months: number, endDate: string) => {
      let unused = 0;
      for (let k = 0; k < months; k++) {
        if ((k === 0 ? validFrom : addDays(endOfMonths(validFrom, k), 1)) > endDate) unused++;
      }
      return unused;
    };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(
          { periodType: 'M' as const, months: 1 },
          { periodType: 'M' as const, months: 3 },
          { periodType: 'Y' as const, months: 12 },
        ),
        fc.integer({ min: 0, max: 400 }),
        (start, period, offset) => {
          const validFrom = start.toISOString().slice(0, 10);
          const periodCount = period.periodType === 'Y' ? 1 : period.months;
          const last = validTo(validFrom, { periodType: period.periodType, periodCount });
          const endDate = addDays(validFrom, offset);
          const terms: RefundTerms = {
            rule: 'UNUSED_MONTHS',
            validFrom,
            validTo: last,
            priceCents: 12_000,
            periodType: period.periodType,
            periodCount,
            fixedEndDate: null,
          };
          if (endDate >= last) return;
          expect(refundCents(terms, endDate)).toBe(
            Math.floor((12_000 * monthsStartingAfter(validFrom, period.months, endDate)) / period.months),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('handles a leap day as the first day of a month', () => {
    // 29 January 2028 plus one month ends on 28 February: month 2 starts on the leap day.
    const leap = yearly('2028-01-29', '2029-01-28', 'UNUSED_MONTHS');
    expect(refundCents(leap, '2028-02-28')).toBe(11_000);
    expect(refundCents(leap, '2028-02-29')).toBe(10_000);
  });

  it('takes the price per month of a line of several months, and rounds down to whole cents', () => {
    const quarter: RefundTerms = {
      ...yearly('2026-01-01', '2026-03-31', 'UNUSED_MONTHS', 1000),
      periodType: 'M',
      periodCount: 3,
    };
    expect(refundCents(quarter, '2026-01-15')).toBe(666);
  });

  it('falls back to unused days for a line of weeks or with a fixed end date', () => {
    const weeks: RefundTerms = {
      ...yearly('2026-03-02', '2026-03-15', 'UNUSED_MONTHS', 1400),
      periodType: 'W',
      periodCount: 2,
    };
    expect(refundCents(weeks, '2026-03-08')).toBe(700);
    const fixed: RefundTerms = {
      ...yearly('2026-03-02', '2026-03-11', 'UNUSED_MONTHS', 1000),
      fixedEndDate: '2026-03-11',
    };
    expect(refundCents(fixed, '2026-03-06')).toBe(500);
  });
});

describe('refund rule: unused days', () => {
  it('counts a leap year’s 366 days', () => {
    const terms = yearly('2028-01-01', '2028-12-31', 'UNUSED_DAYS', 36_600);
    expect(daysBetween('2028-01-01', '2028-12-31')).toBe(366);
    // 31 days of January and 29 of February used.
    expect(refundCents(terms, '2028-02-29')).toBe(30_600);
    expect(refundCents(terms, '2028-02-28')).toBe(30_700);
  });

  it('pays one day back when ending the day before the last valid day, nothing on it', () => {
    const terms = yearly('2026-01-01', '2026-12-31', 'UNUSED_DAYS', 36_500);
    expect(refundCents(terms, '2026-12-30')).toBe(100);
    expect(refundCents(terms, '2026-12-31')).toBe(0);
  });

  it('rounds down to whole cents and never pays more than was paid', () => {
    const terms = yearly('2026-01-01', '2026-01-03', 'UNUSED_DAYS', 100);
    expect(refundCents(terms, '2026-01-01')).toBe(66);
    expect(refundCents(terms, '2025-12-01')).toBe(100);
  });
});

describe('refund rule: none, free and open-ended permits', () => {
  it('pays nothing', () => {
    expect(refundCents(yearly('2026-01-01', '2026-12-31', 'NONE'), '2026-01-10')).toBe(0);
    expect(refundCents(yearly('2026-01-01', '2026-12-31', 'UNUSED_DAYS', 0), '2026-01-10')).toBe(0);
    expect(refundCents({ ...yearly('2026-01-01', '2026-12-31', 'UNUSED_DAYS'), validTo: null }, '2026-01-10')).toBe(0);
  });
});

describe('a permit ended before its first valid day (issue 24, defect 5)', () => {
  it('is refunded in full whatever the rule: no rule charges for days it never ran', () => {
    // Starting on the 28th, terminated on the 26th.
    for (const rule of ['NONE', 'UNUSED_DAYS', 'UNUSED_MONTHS'] as const) {
      expect(refundCents(yearly('2026-11-28', '2027-11-27', rule), '2026-11-26'), rule).toBe(12_000);
    }
    expect(refundCents({ ...yearly('2026-11-28', '2027-11-27', 'NONE'), validTo: null }, '2026-11-27')).toBe(12_000);
  });

  it('is charged by its rule once it has run a day', () => {
    expect(refundCents(yearly('2026-11-28', '2027-11-27', 'NONE'), '2026-11-28')).toBe(0);
  });
});
