import { describe, expect, it } from 'vitest';
import {
  PERMIT_STATES,
  type PermitState,
  permitStateOf,
  TERMINATION_EVENTS,
  type TerminationEvent,
  terminationTransition,
} from './termination-machine.js';

const EXPECTED: Record<PermitState, Record<TerminationEvent, PermitState | string>> = {
  ACTIVE: {
    TERMINATE_NOW: 'ENDED',
    SCHEDULE: 'PLANNED',
    CANCEL_PLANNED: 'nothing_planned',
    DATE_PASSED: 'nothing_planned',
    EXPIRE: 'ENDED',
  },
  PLANNED: {
    TERMINATE_NOW: 'ENDED',
    SCHEDULE: 'PLANNED',
    CANCEL_PLANNED: 'ACTIVE',
    DATE_PASSED: 'ENDED',
    EXPIRE: 'planned',
  },
  ENDED: {
    TERMINATE_NOW: 'ended',
    SCHEDULE: 'ended',
    CANCEL_PLANNED: 'ended',
    DATE_PASSED: 'ended',
    EXPIRE: 'ended',
  },
};

const answer = (state: PermitState, event: TerminationEvent, terminable = true) => {
  const outcome = terminationTransition(state, event, { terminable });
  return outcome.ok ? outcome.state : outcome.refusal;
};

describe('termination machine', () => {
  for (const state of PERMIT_STATES) {
    for (const event of TERMINATION_EVENTS) {
      it(`${state} + ${event} → ${EXPECTED[state][event]}`, () => {
        expect(answer(state, event)).toBe(EXPECTED[state][event]);
      });
    }
  }

  it('refuses the resident’s events on a permit type that cannot be terminated, but not the jobs’', () => {
    for (const state of ['ACTIVE', 'PLANNED'] as const) {
      expect(answer(state, 'TERMINATE_NOW', false)).toBe('not_terminable');
      expect(answer(state, 'SCHEDULE', false)).toBe('not_terminable');
      expect(answer(state, 'CANCEL_PLANNED', false)).toBe('not_terminable');
    }
    expect(answer('ACTIVE', 'EXPIRE', false)).toBe('ENDED');
    expect(answer('PLANNED', 'DATE_PASSED', false)).toBe('ENDED');
    expect(answer('ENDED', 'TERMINATE_NOW', false)).toBe('ended');
  });

  it('every state that is not ended can reach ENDED, and ENDED is final', () => {
    for (const state of PERMIT_STATES) {
      const reachable = TERMINATION_EVENTS.map((event) => answer(state, event));
      if (state === 'ENDED') expect(reachable.every((r) => !PERMIT_STATES.includes(r as PermitState))).toBe(true);
      else expect(reachable).toContain('ENDED');
    }
  });

  it('reads the state of a stored permit', () => {
    expect(permitStateOf({ status: 'ACTIVE', planned_end_date: null })).toBe('ACTIVE');
    expect(permitStateOf({ status: 'ACTIVE', planned_end_date: '2026-05-01' })).toBe('PLANNED');
    expect(permitStateOf({ status: 'ENDED', planned_end_date: null })).toBe('ENDED');
  });
});
