import { describe, expect, it } from 'vitest';
import { endedBeforeStart, lastValidDay, permitPhase } from './permit-phase.js';

const today = '2026-11-26';

describe('permitPhase (issue 24, defects 4-6)', () => {
  it('a current permit starting after today has not started; from its first day it is active', () => {
    const facts = { ended: false, validTo: '2026-12-27', plannedEnd: null, today };
    expect(permitPhase({ ...facts, validFrom: '2026-11-28' })).toBe('NOT_STARTED');
    expect(permitPhase({ ...facts, validFrom: '2026-11-26' })).toBe('ACTIVE');
    expect(permitPhase({ ...facts, validFrom: '2026-11-28 09:00' })).toBe('NOT_STARTED');
  });

  it('a planned termination wins over the start', () => {
    expect(
      permitPhase({ ended: false, validFrom: '2026-11-01', validTo: '2026-12-25', plannedEnd: '2026-12-10', today }),
    ).toBe('PLANNED');
  });

  it('an ended permit whose last day lies before its first never ran', () => {
    const ended = { ended: true, plannedEnd: null, today };
    expect(permitPhase({ ...ended, validFrom: '2026-11-28', validTo: '2026-11-26' })).toBe('ENDED_BEFORE_START');
    expect(permitPhase({ ...ended, validFrom: '2026-11-26', validTo: '2026-11-26' })).toBe('ENDED');
    expect(endedBeforeStart('2026-11-28', null)).toBe(false);
  });

  it('the last valid day is the planned one when a termination is planned', () => {
    expect(lastValidDay({ VALID_TO: '2026-12-25', PLANNED_END_DATE: '2026-12-10' })).toBe('2026-12-10');
    expect(lastValidDay({ VALID_TO: '2026-12-25', PLANNED_END_DATE: null })).toBe('2026-12-25');
  });
});
