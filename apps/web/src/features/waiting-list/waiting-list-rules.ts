/**
 * What the waiting-list screens show and allow (lifecycle 2.14, 4.5), pure; the components only draw
 * it. Tones are the cart's label tones (styles/cart.css): success green, warning orange, danger red.
 */
import type { WaitingListEntry } from '@parkeerloket/contract';

export type Tone = 'success' | 'warning' | 'danger';

const RED = new Set(['DISCONTINUED', 'DISABLED', 'WITHDRAWN']);

/** 4.5: MAX_CHECK_FAILED orange (the waiting one shows as MAX_CHECK_FAILED_WL); DISCONTINUED, DISABLED, WITHDRAWN red; others green. */
export function statusTone(statuscode: string): Tone {
  if (statuscode.startsWith('MAX_CHECK_FAILED')) return 'warning';
  return RED.has(statuscode) ? 'danger' : 'success';
}

/** Request (continue) only for an entry that has been offered a place (AWAIT_CONTINUE_WAITING, "Now requestable!"). */
export function canRequest(entry: Pick<WaitingListEntry, 'STATUSCODE'>): boolean {
  return entry.STATUSCODE === 'AWAIT_CONTINUE_WAITING';
}

/** Withdraw when CAN_CWL is Y. */
export function canWithdraw(entry: Pick<WaitingListEntry, 'CAN_CWL'>): boolean {
  return entry.CAN_CWL === 'Y';
}

/** The plates the entry carries into the waiting-item request flow (the request flow adds what a person's plate needs, 4.5). */
export function carriedPlates(entry: Pick<WaitingListEntry, 'LICENSE_PLATES'>): string[] {
  return (entry.LICENSE_PLATES ?? []).map((plate) => plate.LICENSE_PLATE).filter((plate) => plate.trim() !== '');
}

/** Whether the entry has documents to view. */
export function hasDocuments(entry: Pick<WaitingListEntry, 'DOCUMENTS'>): boolean {
  return (entry.DOCUMENTS ?? []).length > 0;
}
