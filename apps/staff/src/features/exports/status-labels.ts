/**
 * The exports' status filter by name (issue 28): each export's stored status codes, each with the text
 * key of the name the back office (or, for a request, the resident) already reads for it elsewhere. The
 * option's value stays the code, which is what the CSV holds.
 */
import {
  PAYMENT_EXPORT_STATUSES,
  PERMIT_EXPORT_STATUSES,
  REQUEST_STATUSCODES,
  STAFF_REFUND_STATUSES,
  type StaffExportKind,
  WAITING_LIST_EXPORT_STATUSES,
} from '@parkeerloket/contract';

export const EXPORT_STATUSES: Record<StaffExportKind, readonly string[]> = {
  vergunningen: PERMIT_EXPORT_STATUSES,
  aanvragen: REQUEST_STATUSCODES,
  betalingen: PAYMENT_EXPORT_STATUSES,
  terugbetalingen: STAFF_REFUND_STATUSES,
  wachtlijsten: WAITING_LIST_EXPORT_STATUSES,
};

/** Where each export's status names live: the resident file's, the resident's, the refund queue's, the waiting lists'. */
const LABEL_PREFIX: Record<StaffExportKind, string> = {
  vergunningen: 'staff.file.permit_status.',
  aanvragen: 'request.status.',
  betalingen: 'staff.payment_status.',
  terugbetalingen: 'staff.refunds.status.',
  wachtlijsten: 'staff.waiting.status.',
};

export function statusLabelKey(kind: StaffExportKind, status: string): string {
  return `${LABEL_PREFIX[kind]}${status}`;
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
  const named = EXPORT_STATUSES[kind].map((value) => ({ value, name: translate(statusLabelKey(kind, value)) }));
  const count = new Map<string, number>();
  for (const { name } of named) count.set(name, (count.get(name) ?? 0) + 1);
  return named.map(({ value, name }) => ({
    value,
    label: (count.get(name) ?? 0) > 1 ? `${name} (${value})` : name,
  }));
}
