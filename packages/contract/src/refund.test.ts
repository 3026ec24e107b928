import { describe, expect, it } from 'vitest';
import { daysBetween, type RefundTerms, refundCents } from './refund.js';

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
