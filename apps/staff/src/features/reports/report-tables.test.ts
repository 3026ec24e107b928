import type { ReportsAnswer } from '@parkeerloket/contract';
import { staffTexts } from '@parkeerloket/translations/staff-texts';
import { describe, expect, it } from 'vitest';
import { chartCsv, type FigureTable, moneyTable, permitsTable, reviewTable, waitingTable } from './report-tables';

const nl = staffTexts('nl');
const en = staffTexts('en');
const t = (texts: Record<string, string>) => (key: string) => {
  const text = texts[key];
  if (text === undefined) throw new Error(`no text ${key}`);
  return text;
};

/** A report as the API answers it: two months, two products, a location and a product without one. */
const REPORT: ReportsAnswer = {
  from: '2026-05',
  to: '2026-06',
  months: ['2026-05', '2026-06'],
  permitsPerMonth: [
    { month: '2026-05', permitTypeId: 7, product: 'Bewonersvergunning', issued: 12, ended: 3 },
    { month: '2026-05', permitTypeId: 9, product: 'Deelauto, "centrum"', issued: 1, ended: 0 },
    { month: '2026-06', permitTypeId: 7, product: 'Bewonersvergunning', issued: 8, ended: 5 },
  ],
  moneyPerMonth: [
    { month: '2026-05', revenueCents: 123_456, refundCents: 0 },
    { month: '2026-06', revenueCents: 5, refundCents: 2_500 },
  ],
  waitingTime: [
    { locationId: null, location: '', offered: 0, averageDays: null, waiting: 4 },
    { locationId: 3, location: '=Garage Noord', offered: 2, averageDays: 15.5, waiting: 1 },
  ],
  reviewLeadTime: [{ month: '2026-06', reviewed: 2, averageHours: 4, medianHours: null }],
};

/** The CSV file's lines, after its byte order mark, checked to end with CRLF. */
function lines(table: FigureTable): string[] {
  const csv = chartCsv(table);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
}

describe("each chart's figures as CSV", () => {
  it('permits issued and ended per month and product, all products or one', () => {
    expect(lines(permitsTable(REPORT, '', t(nl)))).toEqual([
      'Maand,Product,Uitgegeven,Beëindigd',
      '2026-05,Bewonersvergunning,12,3',
      '2026-05,"Deelauto, ""centrum""",1,0',
      '2026-06,Bewonersvergunning,8,5',
    ]);
    expect(lines(permitsTable(REPORT, '9', t(en)))).toEqual([
      'Month,Product,Issued,Ended',
      '2026-05,"Deelauto, ""centrum""",1,0',
    ]);
  });

  it('revenue and refunds per month in euros with a decimal point; the table shows them formatted', () => {
    const table = moneyTable(REPORT, t(nl), (cents) => `€ ${cents}`);
    expect(lines(table)).toEqual([
      'Maand,Ontvangen (€),Terugbetaald (€)',
      '2026-05,1234.56,0.00',
      '2026-06,0.05,25.00',
    ]);
    expect(table.show?.('1234.56', 1)).toBe('€ 123456');
    expect(table.show?.('2026-05', 0)).toBe('2026-05');
    const nothing = {
      ...REPORT,
      moneyPerMonth: REPORT.moneyPerMonth.map((r) => ({ ...r, revenueCents: 0, refundCents: 0 })),
    };
    expect(moneyTable(nothing, t(nl), String).rows).toEqual([]);
  });

  it('waiting time per location, a product without locations named, a name a spreadsheet would run defused', () => {
    expect(lines(waitingTable(REPORT, t(en)))).toEqual([
      'Location,Average wait (days),Offered a place,Waiting now',
      'No location,,0,4',
      "'=Garage Noord,15.5,2,1",
    ]);
  });

  it('document review lead time per month, a median not known left empty', () => {
    expect(lines(reviewTable(REPORT, t(nl)))).toEqual([
      'Maand,Beoordeeld,Gemiddeld (uren),Mediaan (uren)',
      '2026-06,2,4,',
    ]);
  });

  it('is the header alone for a period without figures, in both languages', () => {
    const empty: ReportsAnswer = { ...REPORT, permitsPerMonth: [], waitingTime: [], reviewLeadTime: [] };
    for (const texts of [nl, en]) {
      expect(lines(permitsTable(empty, '', t(texts)))).toHaveLength(1);
      expect(lines(waitingTable(empty, t(texts)))).toHaveLength(1);
      expect(lines(reviewTable(empty, t(texts)))).toHaveLength(1);
    }
  });
});
