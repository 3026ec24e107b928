/** The two rules that read a provider's answer: groups to roles, and whether the ID token shows MFA. */
import { describe, expect, it } from 'vitest';
import { mfaShown, rolesFromGroups } from './staff-sign-in-settings.js';

const MAPPING = { 'g-review': ['beoordelaar'], 'g-money': ['financien', 'auditor'], 'g-odd': ['koning'] };

describe('rolesFromGroups', () => {
  it('gives the union of the mapped groups, in the fixed role order, ignoring unmapped groups and unknown roles', () => {
    expect(rolesFromGroups(['g-money', 'g-review', 'g-canteen'], MAPPING)).toEqual([
      'beoordelaar',
      'financien',
      'auditor',
    ]);
    expect(rolesFromGroups('g-review', MAPPING)).toEqual(['beoordelaar']);
    expect(rolesFromGroups(['g-odd'], MAPPING)).toEqual([]);
  });

  it('gives nothing for no claim, a malformed claim, or an inherited property name', () => {
    expect(rolesFromGroups(undefined, MAPPING)).toEqual([]);
    expect(rolesFromGroups({ 'g-review': true }, MAPPING)).toEqual([]);
    expect(rolesFromGroups([42, null], MAPPING)).toEqual([]);
    expect(rolesFromGroups(['constructor', '__proto__'], MAPPING)).toEqual([]);
  });
});

describe('mfaShown', () => {
  it('accepts an amr naming a second factor, or an acr the municipality named', () => {
    expect(mfaShown({ amr: ['pwd', 'mfa'] }, [])).toBe(true);
    expect(mfaShown({ amr: ['http://schemas.microsoft.com/claims/multipleauthn'] }, [])).toBe(true);
    expect(mfaShown({ amr: ['pwd'], acr: 'gold' }, ['gold'])).toBe(true);
  });

  it('refuses a password only, an unnamed acr, or no claims', () => {
    expect(mfaShown({ amr: ['pwd'] }, [])).toBe(false);
    expect(mfaShown({ acr: 'silver' }, ['gold'])).toBe(false);
    expect(mfaShown({ amr: 'mfa' }, [])).toBe(false);
    expect(mfaShown({}, [])).toBe(false);
  });
});
