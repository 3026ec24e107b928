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

/** The tenant setting: after how many places moved up a waiting resident is told their position (issue 26). */
export const POSITION_STEP_SETTING = 'WAITING_LIST_POSITION_STEP';
export const DEFAULT_POSITION_STEP = 5;

/** The tenant's step (1 to 1000), or the default for anything else. */
export function positionStep(settings: Readonly<Record<string, string>>): number {
  const value = Number(settings[POSITION_STEP_SETTING]);
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : DEFAULT_POSITION_STEP;
}

/**
 * Whether a resident who has just moved up to `position` is told (waiting_list_position): at every multiple of
 * the step. Positions only go down (decision 011: new entries join behind), so each is reached once, and between
 * two messages the resident moved up by exactly the step (the first after joining: at most the step).
 */
export function tellsPosition(position: number, step: number): boolean {
  return position >= 1 && position % step === 0;
}
