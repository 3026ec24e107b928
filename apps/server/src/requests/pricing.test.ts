import { describe, expect, it } from 'vitest';
import {
  allowedDaysList,
  checkSelectedDays,
  dayOfApiDate,
  isStartDateAllowed,
  lineFitsStart,
  type PriceLineTerms,
  periodTerms,
  priceTerms,
  startDateRange,
  storedDays,
  toApiDate,
  todayInAmsterdam,
  validDaysList,
} from './pricing.js';

const line = (terms: Partial<PriceLineTerms> = {}): PriceLineTerms => ({
  period_type: 'M',
  period_count: 1,
  permit_enddate: null,
  price_cents: 1000,
  day_selection_yn: 'N',
  allowed_days: '',
  ...terms,
});

describe('today in Europe/Amsterdam', () => {
  it('is the Dutch calendar day, not the UTC one', () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam (winter, UTC+1).
    expect(todayInAmsterdam(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer (UTC+2).
    expect(todayInAmsterdam(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInAmsterdam(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
  });
});

describe('API dates', () => {
  const now = new Date('2026-03-10T08:15:30Z'); // 09:15:30 in Amsterdam
  it('writes today as a date-time and other days as a day', () => {
    expect(toApiDate('2026-03-10', now)).toBe('2026-03-10T09:15:30');
    expect(toApiDate('2026-03-11', now)).toBe('2026-03-11');
  });
  it('reads both forms as the day', () => {
    expect(dayOfApiDate('2026-03-10T09:15:30')).toBe('2026-03-10');
    expect(dayOfApiDate('2026-03-10')).toBe('2026-03-10');
  });
});

describe('the start-date range', () => {
  it('runs from today plus the minimum to today plus the maximum', () => {
    expect(startDateRange('2026-01-30', 0, null)).toEqual({ min: '2026-01-30', max: null });
    expect(startDateRange('2026-01-30', 3, 30)).toEqual({ min: '2026-02-02', max: '2026-03-01' });
    expect(startDateRange('2024-02-28', 1, 1)).toEqual({ min: '2024-02-29', max: '2024-02-29' });
  });

  it('allows a day inside it, in either API form, and nothing before today', () => {
    const range = startDateRange('2026-05-01', 2, 10);
    expect(isStartDateAllowed('2026-05-03', '2026-05-01', range)).toBe(true);
    expect(isStartDateAllowed('2026-05-11', '2026-05-01', range)).toBe(true);
    expect(isStartDateAllowed('2026-05-11T00:00:00', '2026-05-01', range)).toBe(true);
    expect(isStartDateAllowed('2026-05-02', '2026-05-01', range)).toBe(false);
    expect(isStartDateAllowed('2026-05-12', '2026-05-01', range)).toBe(false);
    const open = startDateRange('2026-05-01', 0, null);
    expect(isStartDateAllowed('2026-05-01T10:00:00', '2026-05-01', open)).toBe(true);
    expect(isStartDateAllowed('2030-01-01', '2026-05-01', open)).toBe(true);
    expect(isStartDateAllowed('2026-04-30', '2026-05-01', open)).toBe(false);
    expect(isStartDateAllowed('2026-02-30', '2026-01-01', open)).toBe(false);
  });
});

describe('validity', () => {
  it('hands a stored line to the contract as its period and price terms', () => {
    expect(periodTerms(line({ period_type: 'W', period_count: 2, permit_enddate: '2026-12-31' }))).toEqual({
      periodType: 'W',
      periodCount: 2,
      permitEndDate: '2026-12-31',
    });
    expect(priceTerms(line({ price_cents: 250, day_selection_yn: 'Y' }))).toEqual({
      unitCents: 250,
      daySelection: true,
    });
    expect(priceTerms(line({ price_cents: 4500 }))).toEqual({ unitCents: 4500, daySelection: false });
  });

  it('leaves out a line whose fixed end date lies before the start', () => {
    expect(lineFitsStart(line(), '2026-03-10')).toBe(true);
    expect(lineFitsStart(line({ permit_enddate: '2026-03-10' }), '2026-03-10T08:00:00')).toBe(true);
    expect(lineFitsStart(line({ permit_enddate: '2026-03-09' }), '2026-03-10')).toBe(false);
  });

  it('chooses a line only for the start dates it prices (a price change from a date)', () => {
    const old = { ...line(), valid_from: null, valid_until: '2026-03-31' };
    const next = { ...line(), valid_from: '2026-04-01', valid_until: null };
    expect(lineFitsStart(old, '2026-03-31')).toBe(true);
    expect(lineFitsStart(next, '2026-03-31')).toBe(false);
    expect(lineFitsStart(old, '2026-04-01T09:00:00')).toBe(false);
    expect(lineFitsStart(next, '2026-04-01T09:00:00')).toBe(true);
  });
});

describe('days of the week', () => {
  const weekdays = line({ day_selection_yn: 'Y', allowed_days: 'MONDAY,TUESDAY,WEDNESDAY,THURSDAY,FRIDAY' });

  it('lists all seven days with the allowed ones valid', () => {
    expect(allowedDaysList(weekdays)).toEqual([
      { DAY: 'MONDAY', VALID: 'Y' },
      { DAY: 'TUESDAY', VALID: 'Y' },
      { DAY: 'WEDNESDAY', VALID: 'Y' },
      { DAY: 'THURSDAY', VALID: 'Y' },
      { DAY: 'FRIDAY', VALID: 'Y' },
      { DAY: 'SATURDAY', VALID: 'N' },
      { DAY: 'SUNDAY', VALID: 'N' },
    ]);
    expect(allowedDaysList(line({ allowed_days: '' })).filter((d) => d.VALID === 'Y')).toHaveLength(7);
  });

  it('checks the selection against the line', () => {
    expect(checkSelectedDays(weekdays, ['MONDAY', 'FRIDAY'])).toBeNull();
    expect(checkSelectedDays(weekdays, [])).toBe('days_required');
    expect(checkSelectedDays(weekdays, ['SATURDAY'])).toBe('day_not_allowed');
    expect(checkSelectedDays(weekdays, ['MONDAY', 'MONDAY'])).toBe('day_twice');
    expect(checkSelectedDays(line(), [])).toBeNull();
    expect(checkSelectedDays(line(), ['MONDAY'])).toBe('days_not_expected');
  });

  it('stores them in week order and shows them as VALID_DAYS', () => {
    expect(storedDays(['FRIDAY', 'MONDAY'])).toBe('MONDAY,FRIDAY');
    expect(validDaysList('')).toBeNull();
    expect(
      validDaysList('MONDAY,FRIDAY')
        ?.filter((d) => d.VALID === 'Y')
        .map((d) => d.DAY),
    ).toEqual(['MONDAY', 'FRIDAY']);
  });
});
