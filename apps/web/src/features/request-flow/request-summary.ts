/**
 * What the request flow shows about the request being made (lifecycle 2.3, 3, 9): the summary card
 * above every stage, the price-line options, the day choice's total and the finish stage's message.
 * Pure, like the machine (request-flow-machine.ts): the screens only translate and lay out.
 *
 * - **Valid until** is the contract's `validTo`, which the server uses for VALID_TO: the line's PERMIT_ENDDATE when it has one, else the start plus PERIODCOUNT
 *   days, weeks, calendar months or years, minus one day; a month that lacks the start's day (31
 *   January plus one month) ends on its last day.
 * - **Price**: the contract's `priceCents`: the line's PRICE, times the number of selected days when the line has day selection.
 *   Amounts are computed in whole cents, shown as '€ 12,50' in both languages (lifecycle 9), and sent
 *   as p_price '12.50'.
 * - **Dates** are shown DD-MM-YYYY; the API form (YYYY-MM-DD, or the date-time of now when the day is
 *   today in Europe/Amsterdam) is made in the api/ calls, where the clock is read.
 */
import {
  addDays,
  allowedDays,
  centsFromEuro,
  DAYS,
  type Day,
  type DocumentRequirement,
  formatDisplayDate,
  isRejectedDocument,
  orderRequirements,
  type PeriodType,
  type PriceLine,
  plateLabel,
  priceCents,
  validTo,
} from '@parkeerloket/contract';
import { formatMoney } from '../../lib/money';
import type { FlowState } from './request-flow-machine';

// ---- Dates

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** VALID_TO of a permit from `startDay` (YYYY-MM-DD) under `line`: the contract's validTo, as the server computes it. */
export function validUntil(
  startDay: string,
  line: Pick<PriceLine, 'PERIODTYPE' | 'PERIODCOUNT' | 'PERMIT_ENDDATE'>,
): string {
  return validTo(startDay, {
    periodType: line.PERIODTYPE,
    periodCount: Math.max(1, Math.trunc(line.PERIODCOUNT)),
    permitEndDate: line.PERMIT_ENDDATE,
  });
}

// ---- Days and money

/** The days a line lets the user choose (ALLOWED_DAYS with VALID Y), in week order; every day when it names none. */
export function lineAllowedDays(line: Pick<PriceLine, 'ALLOWED_DAYS'>): Day[] {
  const entries = line.ALLOWED_DAYS ?? [];
  // The server lists all seven days with VALID Y or N; only a list that names no day at all means "every day".
  if (entries.length === 0) return allowedDays([]);
  return inWeekOrder(entries.filter((entry) => entry.VALID === 'Y').map((entry) => entry.DAY));
}

/** The days ticked beforehand (ALLOWED_DAYS SELECTED Y) among the allowed ones. */
export function preselectedDays(line: Pick<PriceLine, 'ALLOWED_DAYS'>): Day[] {
  const allowed = lineAllowedDays(line);
  const selected = (line.ALLOWED_DAYS ?? []).filter((entry) => entry.SELECTED === 'Y').map((entry) => entry.DAY);
  return allowed.filter((day) => selected.includes(day));
}

/** A day to choose on the days stage, with its date in the window when it falls there once (YYYY-MM-DD), else null. */
export interface DatedDay {
  day: Day;
  date: string | null;
}

/**
 * The allowed days as the days stage shows them (issue 24): in a window from the start date to the line's end
 * (validUntil) in which each weekday falls once, such as a visitor permit's week, each day with its date and in date
 * order; in a longer window, or before a start date is known, the bare weekdays in week order (decision 025).
 */
export function datedDays(
  startDay: string,
  line: Pick<PriceLine, 'PERIODTYPE' | 'PERIODCOUNT' | 'PERMIT_ENDDATE'>,
  days: readonly Day[],
): DatedDay[] {
  const start = startDay.slice(0, 10);
  const bare = inWeekOrder(days).map((day) => ({ day, date: null }));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return bare;
  const end = validUntil(start, line);
  const dates = new Map<Day, string[]>();
  for (let date = start; date <= end && dates.size <= DAYS.length; date = addDays(date, 1)) {
    // 0 is Sunday for getUTCDay; DAYS starts on Monday.
    const day = DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as Day;
    dates.set(day, [...(dates.get(day) ?? []), date]);
    if ((dates.get(day)?.length ?? 0) > 1) return bare;
  }
  const dated = bare.map(({ day }) => ({ day, date: dates.get(day)?.[0] ?? null }));
  if (dated.some((entry) => entry.date === null)) return bare;
  return dated.sort((a, b) => (a.date as string).localeCompare(b.date as string));
}

/** Days in week order, each once. */
export function inWeekOrder(days: readonly Day[]): Day[] {
  return DAYS.filter((day) => days.includes(day));
}

export function hasDaySelection(line: Pick<PriceLine, 'DAY_SELECTION_YN'>): boolean {
  return line.DAY_SELECTION_YN !== 'N';
}

/** What the request costs in cents: PRICE, times the selected days with day selection (lifecycle 2.3 step 6). */
export function requestPriceCents(line: Pick<PriceLine, 'PRICE' | 'DAY_SELECTION_YN'>, days: readonly Day[]): number {
  return priceCents({ unitCents: centsFromEuro(line.PRICE), daySelection: hasDaySelection(line) }, days);
}

/** p_price: euro with a dot and two decimals ('12.50'), as the contract's euro() reads it. */
export function priceParam(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  return `${sign}${Math.floor(absolute / 100)}.${pad(absolute % 100)}`;
}

// ---- Price lines

/** The translation key of a period type, singular or plural: request_flow.period.M.one / .other. */
export function periodKey(type: PeriodType, count: number): string {
  return `request_flow.period.${type}.${count === 1 ? 'one' : 'other'}`;
}

export interface PriceLineOption {
  id: number;
  /** 'pay per {{count}} {{period}}' */
  count: number;
  periodKey: string;
  /** The line's PRICE; per day when the line has day selection. */
  price: string;
  perDay: boolean;
  /** PERMIT_ENDDATE, DD-MM-YYYY, or null. */
  endDate: string | null;
}

export function priceLineOption(line: PriceLine): PriceLineOption {
  return {
    id: line.PRICELINE_ID,
    count: line.PERIODCOUNT,
    periodKey: periodKey(line.PERIODTYPE, line.PERIODCOUNT),
    price: formatMoney(centsFromEuro(line.PRICE)),
    perDay: hasDaySelection(line),
    endDate: line.PERMIT_ENDDATE ? formatDisplayDate(line.PERMIT_ENDDATE) : null,
  };
}

// ---- Documents (lifecycle 2.5)

export interface DocumentGroup {
  key: string;
  title: string;
  plate: string | null;
  /** Every uploaded file's name, in the server's order (this session's uploads last). */
  files: string[];
  /** The positions in `files` of those that were rejected (NVT); absent when none was. */
  rejected?: number[];
}

export function documentGroups(requirements: readonly DocumentRequirement[]): DocumentGroup[] {
  return orderRequirements(requirements).map((requirement) => {
    const uploaded = requirement.UPLOADED_DOCUMENTS ?? [];
    const rejected = uploaded.flatMap((document, index) => (isRejectedDocument(document) ? [index] : []));
    return {
      key: String(requirement.RPG_ID),
      title: requirement.DOC_TYPE_DESCRIPTION,
      plate: plateLabel(requirement),
      files: uploaded.map((document) => document.FILENAME),
      ...(rejected.length > 0 ? { rejected } : {}),
    };
  });
}

// ---- The summary card

export interface PriceSummary {
  /** The line's PRICE. */
  unit: string;
  /** With day selection: the number of selected days (the total is days × unit); else null. */
  dayCount: number | null;
  total: string;
}

export interface RequestSummary {
  /** STAFFEL when it prefixes the title (above 1 with HAS_STAFFEL_YN Y), else null. */
  quantity: number | null;
  description: string;
  area: string | null;
  location: string | null;
  specificLocation: string | null;
  /** DD-MM-YYYY */
  validFrom: string | null;
  validUntil: string | null;
  /** The selected days with day selection, in week order; null without. */
  validDays: Day[] | null;
  price: PriceSummary | null;
  /** The price breakdown and the documents: on the upload, confirmation and finish stages only. */
  showPrice: boolean;
  documents: DocumentGroup[] | null;
}

const LATE_STAGES: readonly FlowState['stage'][] = ['UPLOAD_DOCUMENT', 'CONFIRMATION', 'FINISH'];

export function chosenPriceLine(state: Pick<FlowState, 'priceLines' | 'form'>): PriceLine | null {
  return state.priceLines.find((line) => line.PRICELINE_ID === state.form.priceLineId) ?? null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The summary of a resumed request (a pending request continued from its id): what its result says,
 * the validity and price as the server stored them (there is no price line to break the price down by).
 */
function resumedSummary(state: FlowState): RequestSummary | null {
  const request = state.request;
  const setup = state.setup;
  if (!request || !setup) return null;
  const from = text(request.VALID_FROM).slice(0, 10);
  const until = text(request.VALID_TO).slice(0, 10);
  const listedDays = Array.isArray(request.VALID_DAYS)
    ? (request.VALID_DAYS as { DAY?: unknown; VALID?: unknown }[])
    : [];
  const days = DAYS.filter((day) => listedDays.some((entry) => entry.DAY === day && entry.VALID === 'Y'));
  const price = typeof request.PRICE === 'number' ? formatMoney(centsFromEuro(request.PRICE)) : null;
  const requirements = request.DOCUMENTS_TO_UPLOAD ?? [];
  return {
    quantity: null,
    description: setup.product.description,
    area: setup.product.areaDescription,
    location: text(request.LOCATIONDESCRIPTION) || null,
    specificLocation: text(request.LOCATION_SPECIFICATION) || null,
    validFrom: from ? formatDisplayDate(from) : null,
    validUntil: until ? formatDisplayDate(until) : null,
    validDays: listedDays.length > 0 ? days : null,
    price: price ? { unit: price, dayCount: null, total: price } : null,
    showPrice: price !== null && LATE_STAGES.includes(state.stage),
    documents: requirements.length > 0 ? documentGroups(requirements) : null,
  };
}

/** The summary card's content for the state of the flow (lifecycle 2.3 "Summary card"). */
export function requestSummary(state: FlowState): RequestSummary | null {
  if (state.resumed) return resumedSummary(state);
  const setup = state.setup;
  if (!setup) return null;
  const { product } = setup;
  const line = chosenPriceLine(state);
  const start = state.form.startDate;
  const location = state.locations.find((l) => l.LOCATIONID === state.form.locationId) ?? null;
  const specific = state.form.specificLocation.trim();
  const late = LATE_STAGES.includes(state.stage);
  const days = line && hasDaySelection(line) ? inWeekOrder(state.form.days) : null;
  const price: PriceSummary | null = line
    ? {
        unit: formatMoney(centsFromEuro(line.PRICE)),
        dayCount: days ? days.length : null,
        total: formatMoney(requestPriceCents(line, state.form.days)),
      }
    : null;
  const requirements = state.request?.DOCUMENTS_TO_UPLOAD ?? [];
  return {
    quantity: product.quantity,
    description: product.description,
    area: product.areaDescription,
    location: location?.LOCATIONDESCRIPTION ?? null,
    specificLocation: setup.specificNeeded && specific !== '' ? specific : null,
    validFrom: start ? formatDisplayDate(start) : null,
    validUntil: start && line ? formatDisplayDate(validUntil(start, line)) : null,
    validDays: days,
    price,
    showPrice: late && price !== null,
    documents: late && requirements.length > 0 ? documentGroups(requirements) : null,
  };
}

// ---- The finish stage (lifecycle 2.3 step 10)

export type FinishMessage =
  | { kind: 'payment' }
  | { kind: 'approval' }
  | { kind: 'active' }
  | { kind: 'active-from'; date: string }
  | { kind: 'done' };

export function finishMessage(state: FlowState): FinishMessage {
  const code = state.request?.STATUSCODE;
  if (code === 'AWAIT_PAYMENT') return { kind: 'payment' };
  if (code === 'DOCS_AWAIT_APROVAL') return { kind: 'approval' };
  if (code === 'PERMIT_CREATED' || code === 'AWAIT_CONFIRMATION') {
    const start = state.form.startDate;
    const today = state.setup?.today ?? '';
    return start && start > today ? { kind: 'active-from', date: formatDisplayDate(start) } : { kind: 'active' };
  }
  return { kind: 'done' };
}
