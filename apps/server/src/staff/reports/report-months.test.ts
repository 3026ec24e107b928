import { describe, expect, it } from 'vitest';
import { reportPeriod } from './report-months.js';

describe('reportPeriod', () => {
  it('is the last twelve months up to the current one in Amsterdam', () => {
    // 31 December 23:30 UTC is already 1 January in Amsterdam.
    const period = reportPeriod(new Date('2026-12-31T23:30:00Z'));
    expect(period.months).toHaveLength(12);
    expect(period.months[0]).toBe('2026-02');
    expect(period.months[11]).toBe('2027-01');
    expect(period.fromDay).toBe('2026-02-01');
    expect(period.untilDay).toBe('2027-02-01');
  });

  it('takes the months asked, across a year', () => {
    expect(reportPeriod(new Date(), '2025-11', '2026-02')).toEqual({
      months: ['2025-11', '2025-12', '2026-01', '2026-02'],
      fromDay: '2025-11-01',
      untilDay: '2026-03-01',
    });
  });

  it('keeps at most 36 months, the latest', () => {
    const period = reportPeriod(new Date(), '2020-01', '2026-12');
    expect(period.months).toHaveLength(36);
    expect(period.months[0]).toBe('2024-01');
  });
});
