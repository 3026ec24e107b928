/**
 * What a waiting-list entry looks like to the resident (lifecycle 3 "Waiting-list entry", 4.5). A
 * waiting entry has no request status of its own: it shows as MAX_CHECK_FAILED_WL ("not yet
 * requestable, but possible through the waiting list"); an offered one as AWAIT_CONTINUE_WAITING.
 */
import type { RequestStatuscode } from '@parkeerloket/contract';

export type LiveEntryStatus = 'WAITING' | 'AWAIT_CONTINUE_WAITING';

export function entryStatuscode(status: LiveEntryStatus): RequestStatuscode {
  return status === 'WAITING' ? 'MAX_CHECK_FAILED_WL' : 'AWAIT_CONTINUE_WAITING';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a place offered at `at` is held: the tenant's number of whole days later, to the minute. */
export function offerDeadline(at: Date, offerDays: number): Date {
  return new Date(at.getTime() + offerDays * DAY_MS);
}
