import { describe, expect, it } from 'vitest';
import type { VerifiedPermit } from '../permits/index.js';
import { groupedCode, plateEnding, readProofCode, verificationOf } from './proof-rules.js';

const permit = (over: Partial<VerifiedPermit> = {}): VerifiedPermit => ({
  status: 'ACTIVE',
  valid_from: '2026-03-01',
  valid_to: '2026-03-31',
  planned_end_date: null,
  valid_days: '',
  plates: ['AB-123-C'],
  ...over,
});
// Tuesday 10 March 2026, 23:30 in Amsterdam: still the 10th there, the 10th in UTC too.
const tuesday = new Date('2026-03-10T22:30:00Z');

describe('verificationOf', () => {
  it('is valid from the first to the last day in Amsterdam, with the plates’ last three signs', () => {
    expect(verificationOf(permit(), tuesday)).toEqual({ kind: 'valid', until: '2026-03-31', plateEndings: ['23C'] });
    expect(verificationOf(permit({ valid_from: '2026-03-11' }), tuesday)).toEqual({ kind: 'not_valid' });
    expect(verificationOf(permit({ valid_to: '2026-03-10' }), tuesday).kind).toBe('valid');
    // 00:30 on the 11th in Amsterdam is 23:30 on the 10th in UTC: the permit ending the 10th has ended.
    expect(verificationOf(permit({ valid_to: '2026-03-10' }), new Date('2026-03-10T23:30:00Z'))).toEqual({
      kind: 'not_valid',
    });
    expect(verificationOf(permit({ valid_to: null }), tuesday)).toMatchObject({ kind: 'valid', until: null });
  });

  it('counts a planned termination as the last day, and an ended permit as not valid', () => {
    expect(verificationOf(permit({ planned_end_date: '2026-03-20' }), tuesday)).toMatchObject({ until: '2026-03-20' });
    expect(verificationOf(permit({ planned_end_date: '2026-03-09' }), tuesday)).toEqual({ kind: 'not_valid' });
    expect(verificationOf(permit({ status: 'ENDED' }), tuesday)).toEqual({ kind: 'not_valid' });
    expect(verificationOf(null, tuesday)).toEqual({ kind: 'unknown' });
  });

  it('is valid only on the chosen weekdays of a permit with days', () => {
    expect(verificationOf(permit({ valid_days: 'TUESDAY,FRIDAY' }), tuesday).kind).toBe('valid');
    expect(verificationOf(permit({ valid_days: 'MONDAY,WEDNESDAY' }), tuesday).kind).toBe('not_valid');
  });
});

describe('codes', () => {
  it('are read in any case with or without hyphens, and anything else is no code', () => {
    expect(readProofCode('abcd-efgh-jklm')).toBe('ABCDEFGHJKLM');
    expect(readProofCode('ABCD EFGH JKLM')).toBe('ABCDEFGHJKLM');
    for (const bad of ['ABCD-EFGH-JKL', 'ABCD-EFGH-JKLO', 'ABCD-EFGH-JKL1', '', 'x'.repeat(100)])
      expect(readProofCode(bad)).toBeNull();
    expect(groupedCode('K7QM4XPT2R')).toBe('K7QM4-XPT2R');
    expect(groupedCode('ABCDEFGHJKLM')).toBe('ABCD-EFGH-JKLM');
    expect(plateEnding('ab-12-c')).toBe('12C');
  });
});
