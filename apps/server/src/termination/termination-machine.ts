/**
 * Termination as one pure transition function (lifecycle 2.10, 4.8): a permit is ACTIVE, has a
 * PLANNED termination, or has ENDED (in history). Refusals are returned, never thrown; the
 * termination service writes the new state with its refund order in one transaction.
 *
 *   ACTIVE  ─TERMINATE_NOW─► ENDED          PLANNED ─TERMINATE_NOW─► ENDED
 *   ACTIVE  ─SCHEDULE──────► PLANNED        PLANNED ─SCHEDULE──────► PLANNED (another day)
 *   ACTIVE  ─EXPIRE────────► ENDED          PLANNED ─CANCEL_PLANNED► ACTIVE
 *                                           PLANNED ─DATE_PASSED───► ENDED
 */
export const PERMIT_STATES = ['ACTIVE', 'PLANNED', 'ENDED'] as const;
export type PermitState = (typeof PERMIT_STATES)[number];

export const TERMINATION_EVENTS = ['TERMINATE_NOW', 'SCHEDULE', 'CANCEL_PLANNED', 'DATE_PASSED', 'EXPIRE'] as const;
export type TerminationEvent = (typeof TERMINATION_EVENTS)[number];

export type TerminationRefusal =
  /** The permit is in history: nothing changes it any more. */
  | 'ended'
  /** "Don't terminate" on a permit without a planned termination, or a planned day passing without one. */
  | 'nothing_planned'
  /** A permit with a planned termination ends by that plan, not by reaching VALID_TO. */
  | 'planned'
  /** The permit type cannot be terminated by the resident. */
  | 'not_terminable';

export type TerminationOutcome = { ok: true; state: PermitState } | { ok: false; refusal: TerminationRefusal };

export interface TerminationFacts {
  /** The permit type's terminable_yn; only the resident's own events ask it. */
  terminable: boolean;
}

const BY_RESIDENT: ReadonlySet<TerminationEvent> = new Set(['TERMINATE_NOW', 'SCHEDULE', 'CANCEL_PLANNED']);

export function terminationTransition(
  state: PermitState,
  event: TerminationEvent,
  facts: TerminationFacts,
): TerminationOutcome {
  if (state === 'ENDED') return { ok: false, refusal: 'ended' };
  if (BY_RESIDENT.has(event) && !facts.terminable) return { ok: false, refusal: 'not_terminable' };
  switch (event) {
    case 'TERMINATE_NOW':
      return { ok: true, state: 'ENDED' };
    case 'SCHEDULE':
      return { ok: true, state: 'PLANNED' };
    case 'CANCEL_PLANNED':
      return state === 'PLANNED' ? { ok: true, state: 'ACTIVE' } : { ok: false, refusal: 'nothing_planned' };
    case 'DATE_PASSED':
      return state === 'PLANNED' ? { ok: true, state: 'ENDED' } : { ok: false, refusal: 'nothing_planned' };
    case 'EXPIRE':
      return state === 'ACTIVE' ? { ok: true, state: 'ENDED' } : { ok: false, refusal: 'planned' };
  }
}

/** The state a stored permit is in. */
export function permitStateOf(permit: { status: 'ACTIVE' | 'ENDED'; planned_end_date: string | null }): PermitState {
  if (permit.status === 'ENDED') return 'ENDED';
  return permit.planned_end_date ? 'PLANNED' : 'ACTIVE';
}
