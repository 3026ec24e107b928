/**
 * The months a report covers (issue 28): pure. From `from` to `to` (YYYY-MM) when given, else the last
 * twelve months up to the current one in Europe/Amsterdam; at most MAX_REPORT_MONTHS (the latest kept).
 */
import { amsterdamDay, MAX_REPORT_MONTHS } from '@parkeerloket/contract';

function monthIndex(month: string): number {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return year * 12 + (number - 1);
}

function monthOf(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface ReportPeriod {
  months: string[];
  /** The first day of the first month (YYYY-MM-DD). */
  fromDay: string;
  /** The first day after the last month (YYYY-MM-DD): excluded. */
  untilDay: string;
}

export function reportPeriod(now: Date, from?: string, to?: string): ReportPeriod {
  const last = monthIndex(to ?? amsterdamDay(now).slice(0, 7));
  let first = from ? monthIndex(from) : last - 11;
  if (first > last) first = last;
  if (last - first + 1 > MAX_REPORT_MONTHS) first = last - MAX_REPORT_MONTHS + 1;
  const months: string[] = [];
  for (let i = first; i <= last; i++) months.push(monthOf(i));
  return { months, fromDay: `${monthOf(first)}-01`, untilDay: `${monthOf(last + 1)}-01` };
}
