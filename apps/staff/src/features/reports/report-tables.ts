/**
 * The figures of each chart of the reports page (issue 28) as a table: the rows the table under the chart
 * shows and its CSV download holds, in the caller's language. Pure, so each chart's CSV is tested as a file.
 */
import { type CsvValue, csvTable, type ReportsAnswer } from '@parkeerloket/contract';

export interface FigureTable {
  header: string[];
  rows: CsvValue[][];
  /** How a cell is shown in the table (the CSV keeps the raw figure). */
  show?: (value: CsvValue, column: number) => string;
}

type Translate = (key: string) => string;

/** The CSV file of a chart's figures: a byte order mark (accented names open as UTF-8), header, rows. */
export function chartCsv(table: FigureTable): string {
  return `\uFEFF${csvTable(table.header, table.rows)}`;
}

/** Permits issued and ended per month and product; `product` narrows to one permit type ('' for all). */
export function permitsTable(data: ReportsAnswer, product: string, t: Translate): FigureTable {
  const rows = data.permitsPerMonth.filter((r) => product === '' || String(r.permitTypeId) === product);
  return {
    header: [
      t('staff.reports.month'),
      t('staff.reports.product'),
      t('staff.reports.permits.issued'),
      t('staff.reports.permits.ended'),
    ],
    rows: rows.map((r) => [r.month, r.product, r.issued, r.ended]),
  };
}

/**
 * Revenue and refunds per month, in euros with a decimal point (what a spreadsheet reads as a number); no
 * rows when every month is zero (the chart says there are no figures).
 */
export function moneyTable(data: ReportsAnswer, t: Translate, show: (cents: number) => string): FigureTable {
  const rows = data.moneyPerMonth;
  const empty = rows.every((r) => r.revenueCents === 0 && r.refundCents === 0);
  return {
    header: [t('staff.reports.month'), t('staff.reports.money.revenue'), t('staff.reports.money.refunds')],
    rows: empty ? [] : rows.map((r) => [r.month, (r.revenueCents / 100).toFixed(2), (r.refundCents / 100).toFixed(2)]),
    show: (value, column) => (column === 0 ? String(value) : show(Math.round(Number(value) * 100))),
  };
}

/** The waiting time per location (a product without locations named as such). */
export function waitingTable(data: ReportsAnswer, t: Translate): FigureTable {
  return {
    header: [
      t('staff.reports.waiting.location'),
      t('staff.reports.waiting.average_days'),
      t('staff.reports.waiting.offered'),
      t('staff.reports.waiting.waiting'),
    ],
    rows: data.waitingTime.map((r) => [
      r.location || t('staff.reports.waiting.no_location'),
      r.averageDays,
      r.offered,
      r.waiting,
    ]),
  };
}

/** The document review lead time per month: how many, average and median hours. */
export function reviewTable(data: ReportsAnswer, t: Translate): FigureTable {
  return {
    header: [
      t('staff.reports.month'),
      t('staff.reports.reviews.reviewed'),
      t('staff.reports.reviews.average_hours'),
      t('staff.reports.reviews.median_hours'),
    ],
    rows: data.reviewLeadTime.map((r) => [r.month, r.reviewed, r.averageHours, r.medianHours]),
  };
}
