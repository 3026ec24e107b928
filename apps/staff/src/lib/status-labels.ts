/**
 * The back office's names of stored codes, in one place (issue 28; the resident's file since): each family of
 * codes (a permit's status, a request's, a payment's, …, and a request's kind and the event that moved it) with the
 * text key of the name the back office (or, for a request's status, the resident) already reads for it elsewhere.
 * Screens show the name; a value, a filter or a CSV keeps the code.
 */
import {
  PAYMENT_EXPORT_STATUSES,
  PERMIT_EXPORT_STATUSES,
  REQUEST_EVENTS,
  REQUEST_EXPORT_KINDS,
  REQUEST_STATUSCODES,
  STAFF_REFUND_STATUSES,
  type StaffExportKind,
  WAITING_LIST_EXPORT_STATUSES,
} from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';

/** An invoice's stored states (the server's invoices table): named as the payment states of the same code. */
export const INVOICE_STATUSES = ['OPEN', 'PAID', 'CANCELLED'] as const;

/** A status family, or a request's kind (`requestKind`) or the event that moved it (`requestEvent`). */
export type StatusFamily =
  | 'permit'
  | 'request'
  | 'payment'
  | 'invoice'
  | 'refund'
  | 'waiting'
  | 'requestKind'
  | 'requestEvent';

export const STATUSES: Record<StatusFamily, readonly string[]> = {
  permit: PERMIT_EXPORT_STATUSES,
  request: REQUEST_STATUSCODES,
  payment: PAYMENT_EXPORT_STATUSES,
  invoice: INVOICE_STATUSES,
  refund: STAFF_REFUND_STATUSES,
  waiting: WAITING_LIST_EXPORT_STATUSES,
  requestKind: REQUEST_EXPORT_KINDS,
  requestEvent: REQUEST_EVENTS,
};

/**
 * Where each family's names live: the resident file's, the resident's (a request's), the exports'
 * payment names (also an invoice's: open, paid, cancelled), the refund queue's, the waiting lists', the file's
 * (a request's kind) and the permit timeline's (an event).
 */
const LABEL_PREFIX: Record<StatusFamily, string> = {
  permit: 'staff.file.permit_status.',
  request: 'request.status.',
  payment: 'staff.payment_status.',
  invoice: 'staff.payment_status.',
  refund: 'staff.refunds.status.',
  waiting: 'staff.waiting.status.',
  requestKind: 'staff.file.request_kind.',
  requestEvent: 'staff.permit.event.',
};

export function statusLabelKey(family: StatusFamily, status: string): string {
  return `${LABEL_PREFIX[family]}${status}`;
}

/** A translator that falls back to a default (i18next's `t(key, default)`). */
export type TranslateWithDefault = (key: string, fallback: string) => string;

/** A status's name; a code the texts do not know (a newer server) shows as it is rather than as a text key. */
export function statusName(translate: TranslateWithDefault, family: StatusFamily, status: string): string {
  return translate(statusLabelKey(family, status), status);
}

/** `statusName` in the screen's language. */
export function useStatusName(): (family: StatusFamily, status: string) => string {
  const { t } = useTranslation();
  return (family, status) => statusName((key, fallback) => t(key, fallback), family, status);
}

/** Which family each export's status filter draws from. */
const EXPORT_FAMILY: Record<StaffExportKind, StatusFamily> = {
  vergunningen: 'permit',
  aanvragen: 'request',
  betalingen: 'payment',
  terugbetalingen: 'refund',
  wachtlijsten: 'waiting',
};

export const EXPORT_STATUSES: Record<StaffExportKind, readonly string[]> = {
  vergunningen: STATUSES.permit,
  aanvragen: STATUSES.request,
  betalingen: STATUSES.payment,
  terugbetalingen: STATUSES.refund,
  wachtlijsten: STATUSES.waiting,
};

export function exportStatusLabelKey(kind: StaffExportKind, status: string): string {
  return statusLabelKey(EXPORT_FAMILY[kind], status);
}

/**
 * The status filter's options of an export: the code as value, its name as label. Two codes that share a
 * name (a request AWAIT_PAYMENT and PENDING_PAYMENT both read "Awaiting payment") get their code after the
 * name, so the choice is never ambiguous.
 */
export function statusOptions(
  kind: StaffExportKind,
  translate: (key: string) => string,
): { value: string; label: string }[] {
  const named = EXPORT_STATUSES[kind].map((value) => ({ value, name: translate(exportStatusLabelKey(kind, value)) }));
  const count = new Map<string, number>();
  for (const { name } of named) count.set(name, (count.get(name) ?? 0) + 1);
  return named.map(({ value, name }) => ({
    value,
    label: (count.get(name) ?? 0) > 1 ? `${name} (${value})` : name,
  }));
}
