import { describe, expect, it } from 'vitest';
import { diffCatalogues } from './catalogue-diff.js';
import { parseCatalogueFile } from './catalogue-file.js';
import { lineForRenewal, periodsPerYear, schedulePriceChange, yearlyRevenueChangeCents } from './price-change.js';
import { TEST_CATALOGUE } from './test-catalogue.js';

/** As a version stores it (read back from the tables): every price line with its position. */
const parsed = parseCatalogueFile(TEST_CATALOGUE);
const file = {
  ...parsed,
  permitTypes: parsed.permitTypes.map((t) => ({
    ...t,
    priceLines: t.priceLines.map((l, i) => ({ ...l, position: i })),
  })),
};
const change = { permitType: 'BEWONER', position: 1, fromDate: '2026-12-01', priceCents: 1250 };

describe('scheduling a price change from a date', () => {
  it('ends the old line the day before and adds the same line at the new price from the date', () => {
    const scheduled = schedulePriceChange(file, change, '2026-11-27');
    if (!scheduled.ok) throw new Error(scheduled.refusal);
    const lines = scheduled.file.permitTypes.find((t) => t.code === 'BEWONER')?.priceLines ?? [];
    expect(scheduled).toMatchObject({ oldCents: 1000, newPosition: 2 });
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatchObject({ position: 1, priceCents: 1000, validFrom: null, validUntil: '2026-11-30' });
    expect(lines[2]).toMatchObject({
      position: 2,
      periodType: 'M',
      periodCount: 1,
      priceCents: 1250,
      validFrom: '2026-12-01',
      validUntil: null,
    });
    // The result is still a valid catalogue file: the file's own validator accepts it.
    expect(() => parseCatalogueFile(scheduled.file)).not.toThrow();
    // The original is untouched.
    expect(file.permitTypes[0]?.priceLines).toHaveLength(2);
  });

  it('refuses what cannot be scheduled, with the reason', () => {
    const refusal = (c: Partial<typeof change>, today = '2026-11-27') => {
      const scheduled = schedulePriceChange(file, { ...change, ...c }, today);
      return scheduled.ok ? 'scheduled' : scheduled.refusal;
    };
    expect(refusal({ permitType: 'NOPE' })).toBe('unknown_permit_type');
    expect(refusal({ position: 7 })).toBe('unknown_price_line');
    expect(refusal({ fromDate: '2026-11-27' })).toBe('date_not_after_today');
    expect(refusal({ fromDate: '2026-11-01' })).toBe('date_not_after_today');
    expect(refusal({ priceCents: 1000 })).toBe('same_price');
    expect(refusal({})).toBe('scheduled');
  });

  it('schedules a second change only inside the period the line still prices', () => {
    const first = schedulePriceChange(file, change, '2026-11-27');
    if (!first.ok) throw new Error(first.refusal);
    const onOld = schedulePriceChange(first.file, { ...change, fromDate: '2026-12-05' }, '2026-11-27');
    expect(onOld).toEqual({ ok: false, refusal: 'date_outside_line' });
    const onNewAtItsStart = schedulePriceChange(first.file, { ...change, position: 2 }, '2026-11-27');
    expect(onNewAtItsStart).toEqual({ ok: false, refusal: 'date_outside_line' });
    const later = schedulePriceChange(
      first.file,
      { ...change, position: 2, fromDate: '2027-01-01', priceCents: 1500 },
      '2026-11-27',
    );
    if (!later.ok) throw new Error(later.refusal);
    const lines = later.file.permitTypes[0]?.priceLines ?? [];
    expect(lines.map((l) => [l.position, l.priceCents, l.validFrom, l.validUntil])).toEqual([
      [0, 10000, null, null],
      [1, 1000, null, '2026-11-30'],
      [2, 1250, '2026-12-01', '2026-12-31'],
      [3, 1500, '2027-01-01', null],
    ]);
  });
});

describe('what a change brings in a year', () => {
  it('counts the periods of a year by period type', () => {
    expect(periodsPerYear('M', 1)).toBe(12);
    expect(periodsPerYear('M', 3)).toBe(4);
    expect(periodsPerYear('Y', 1)).toBe(1);
    expect(periodsPerYear('W', 2)).toBe(26);
    expect(periodsPerYear('D', 1)).toBe(365);
  });

  it('multiplies the difference by the permits and the periods of a year', () => {
    expect(yearlyRevenueChangeCents(3, { periodType: 'M', periodCount: 1 }, 1000, 1250)).toBe(3 * 250 * 12);
    expect(yearlyRevenueChangeCents(2, { periodType: 'Y', periodCount: 1 }, 10000, 9000)).toBe(-2000);
    expect(yearlyRevenueChangeCents(0, { periodType: 'M', periodCount: 1 }, 1000, 1250)).toBe(0);
  });
});

describe('the diff between two catalogues', () => {
  it('is empty for the same catalogue, whatever the key order', () => {
    expect(diffCatalogues(file, structuredClone(file))).toEqual([]);
    expect(diffCatalogues({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toEqual([]);
  });

  it('names a scheduled price change as one changed field and one added line', () => {
    const scheduled = schedulePriceChange(file, change, '2026-11-27');
    if (!scheduled.ok) throw new Error(scheduled.refusal);
    const changes = diffCatalogues(file, scheduled.file);
    expect(changes).toHaveLength(2);
    expect(changes[0]).toEqual({
      kind: 'changed',
      path: ['permitTypes', 'BEWONER', 'priceLines', '#1', 'validUntil'],
      before: 'null',
      after: '"2026-11-30"',
    });
    expect(changes[1]).toMatchObject({
      kind: 'added',
      path: ['permitTypes', 'BEWONER', 'priceLines', '#2'],
      before: null,
    });
    expect(JSON.parse(changes[1]?.after ?? '{}')).toMatchObject({ priceCents: 1250, validFrom: '2026-12-01' });
    // Back again is the mirror image.
    expect(diffCatalogues(scheduled.file, file).map((c) => c.kind)).toEqual(['changed', 'removed']);
  });

  it('matches items by their code, not their place, and compares lists of values whole', () => {
    const before = {
      areas: [
        { code: 'A', postcodes: ['1234'] },
        { code: 'B', postcodes: [] },
      ],
    };
    const after = {
      areas: [
        { code: 'B', postcodes: [] },
        { code: 'C', postcodes: [] },
        { code: 'A', postcodes: ['1234', '1235'] },
      ],
    };
    expect(diffCatalogues(before, after)).toEqual([
      { kind: 'changed', path: ['areas', 'A', 'postcodes'], before: '["1234"]', after: '["1234","1235"]' },
      { kind: 'added', path: ['areas', 'C'], before: null, after: '{"code":"C","postcodes":[]}' },
    ]);
  });

  it('shows a long text (a template) by its length', () => {
    const long = 'A'.repeat(1000);
    expect(diffCatalogues({ t: { base64: 'AAAA' } }, { t: { base64: long } })).toEqual([
      { kind: 'changed', path: ['t', 'base64'], before: '"AAAA"', after: '"… (1000 characters)"' },
    ]);
  });
});

describe('the line a renewal is priced by', () => {
  const base = {
    staffel: 1,
    period_type: 'M' as const,
    period_count: 1,
    permit_enddate: null,
    day_selection_yn: 'N' as const,
    allowed_days: '',
  };
  const old = { ...base, id: 1, valid_from: null, valid_until: '2026-11-30' };
  const yearly = { ...base, id: 2, period_type: 'Y' as const, valid_from: '2026-12-01', valid_until: null };
  const next = { ...base, id: 3, valid_from: '2026-12-01', valid_until: null };
  const lines = [old, yearly, next];

  it('keeps the original while it prices the start, and takes the same line from the date of a price change', () => {
    expect(lineForRenewal(lines, old, '2026-11-30').id).toBe(1);
    expect(lineForRenewal(lines, old, '2026-12-01').id).toBe(3);
  });

  it('never takes a line of other terms, and keeps the original when no line prices the start', () => {
    expect(lineForRenewal([old, yearly], old, '2026-12-01').id).toBe(1);
  });
});
