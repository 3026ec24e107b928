import { describe, expect, it } from 'vitest';
import {
  type EligibilityFacts,
  type EligibilityRules,
  evaluateEligibility,
  fteMaximum,
  locationAvailability,
  NOT_REQUESTABLE_REASONS,
} from './eligibility.js';

const rules = (overrides: Partial<EligibilityRules> = {}): EligibilityRules => ({
  relation_types: 'P,C',
  location_by_address_yn: 'N',
  waiting_list_yn: 'N',
  max_per_relation: null,
  max_per_address: null,
  fte_per_permit: null,
  ...overrides,
});

const person = (overrides: Partial<EligibilityFacts> = {}): EligibilityFacts => ({
  relationType: 'P',
  numberOfFte: null,
  addressInArea: true,
  heldByRelation: 0,
  heldAtAddress: 0,
  locations: [{ id: 1, capacity: null, taken: 0 }],
  ...overrides,
});

const company = (overrides: Partial<EligibilityFacts> = {}) =>
  person({ relationType: 'B', numberOfFte: 10, ...overrides });

describe('locationAvailability', () => {
  it('is Y while a place is left or without limit, then WL with a waiting list and N without', () => {
    expect(locationAvailability({ id: 1, capacity: null, taken: 1000 }, false)).toBe('Y');
    expect(locationAvailability({ id: 1, capacity: 2, taken: 1 }, false)).toBe('Y');
    expect(locationAvailability({ id: 1, capacity: 2, taken: 2 }, false)).toBe('N');
    expect(locationAvailability({ id: 1, capacity: 2, taken: 3 }, true)).toBe('WL');
    expect(locationAvailability({ id: 1, capacity: 0, taken: 0 }, true)).toBe('WL');
  });
});

describe('fteMaximum', () => {
  it('is one per so many FTE, rounded down', () => {
    expect(fteMaximum(0, 5)).toBe(0);
    expect(fteMaximum(4, 5)).toBe(0);
    expect(fteMaximum(5, 5)).toBe(1);
    expect(fteMaximum(14, 5)).toBe(2);
    expect(fteMaximum(15, 5)).toBe(3);
    expect(fteMaximum(3, 1)).toBe(3);
  });
});

describe('evaluateEligibility', () => {
  it('makes a product requestable when nothing stands in the way', () => {
    expect(evaluateEligibility(rules(), person())).toEqual({
      requestable: 'Y',
      reason: null,
      maxCheck: null,
      locations: [{ id: 1, available: 'Y' }],
    });
    expect(evaluateEligibility(rules(), company()).requestable).toBe('Y');
    // Without locations there is nothing to be full.
    expect(evaluateEligibility(rules(), person({ locations: [] })).requestable).toBe('Y');
  });

  it('keeps products for persons from companies and the other way round', () => {
    expect(evaluateEligibility(rules({ relation_types: 'P' }), company())).toMatchObject({
      requestable: 'N',
      reason: 'relation_type',
      maxCheck: null,
    });
    expect(evaluateEligibility(rules({ relation_types: 'C' }), person()).reason).toBe('relation_type');
    expect(evaluateEligibility(rules({ relation_types: 'P' }), person()).requestable).toBe('Y');
    expect(evaluateEligibility(rules({ relation_types: 'C' }), company()).requestable).toBe('Y');
    // Every type other than P is a company.
    expect(evaluateEligibility(rules({ relation_types: 'C' }), company({ relationType: 'V' })).requestable).toBe('Y');
  });

  it('judges the address only for products located by address: outside the area, or no Dutch address', () => {
    const byAddress = rules({ location_by_address_yn: 'Y' });
    expect(evaluateEligibility(byAddress, person({ addressInArea: false })).reason).toBe('outside_area');
    expect(evaluateEligibility(byAddress, person({ addressInArea: null })).reason).toBe('no_address');
    expect(evaluateEligibility(byAddress, person({ addressInArea: true })).requestable).toBe('Y');
    expect(evaluateEligibility(rules(), person({ addressInArea: false })).requestable).toBe('Y');
    expect(evaluateEligibility(rules(), person({ addressInArea: null })).requestable).toBe('Y');
  });

  it('says the address could not be checked, not "outside the area", when the register was down at login', () => {
    const byAddress = rules({ location_by_address_yn: 'Y' });
    const unchecked = person({ addressInArea: null, addressUnchecked: true });
    expect(evaluateEligibility(byAddress, unchecked)).toMatchObject({ requestable: 'N', reason: 'address_unchecked' });
    expect(evaluateEligibility(rules(), unchecked).requestable).toBe('Y');
  });

  it('refuses at the maximum per relation: MAX_CHECK_FAILED, or MAX_CHECK_FAILED_WL with a waiting list', () => {
    const max = rules({ max_per_relation: 1 });
    expect(evaluateEligibility(max, person({ heldByRelation: 0 })).requestable).toBe('Y');
    expect(evaluateEligibility(max, person({ heldByRelation: 1 }))).toMatchObject({
      requestable: 'N',
      reason: 'max_relation',
      maxCheck: 'MAX_CHECK_FAILED',
    });
    expect(evaluateEligibility({ ...max, waiting_list_yn: 'Y' }, person({ heldByRelation: 2 }))).toMatchObject({
      requestable: 'N',
      reason: 'max_relation',
      maxCheck: 'MAX_CHECK_FAILED_WL',
    });
    expect(evaluateEligibility(rules({ max_per_relation: 0 }), person()).reason).toBe('max_relation');
  });

  it('refuses at the maximum per address, and does not judge it without an address', () => {
    const max = rules({ max_per_address: 2 });
    expect(evaluateEligibility(max, person({ heldAtAddress: 1 })).requestable).toBe('Y');
    expect(evaluateEligibility(max, person({ heldAtAddress: 2 }))).toMatchObject({
      reason: 'max_address',
      maxCheck: 'MAX_CHECK_FAILED',
    });
    expect(evaluateEligibility({ ...max, waiting_list_yn: 'Y' }, person({ heldAtAddress: 2 })).maxCheck).toBe(
      'MAX_CHECK_FAILED_WL',
    );
    expect(evaluateEligibility(max, person({ heldAtAddress: null })).requestable).toBe('Y');
  });

  it('limits companies by their FTE count, floor(fte / fte_per_permit), and asks for it when missing', () => {
    const fte = rules({ fte_per_permit: 5 });
    expect(evaluateEligibility(fte, company({ numberOfFte: 10, heldByRelation: 1 })).requestable).toBe('Y');
    expect(evaluateEligibility(fte, company({ numberOfFte: 10, heldByRelation: 2 }))).toMatchObject({
      requestable: 'N',
      reason: 'max_fte',
      maxCheck: 'MAX_CHECK_FAILED',
    });
    expect(evaluateEligibility(fte, company({ numberOfFte: 14, heldByRelation: 2 })).reason).toBe('max_fte');
    expect(evaluateEligibility(fte, company({ numberOfFte: 4, heldByRelation: 0 })).reason).toBe('max_fte');
    expect(evaluateEligibility({ ...fte, waiting_list_yn: 'Y' }, company({ numberOfFte: 4 })).maxCheck).toBe(
      'MAX_CHECK_FAILED_WL',
    );
    expect(evaluateEligibility(fte, company({ numberOfFte: null }))).toMatchObject({
      requestable: 'N',
      reason: 'no_fte',
      maxCheck: 'MAX_CHECK_FAILED',
    });
    // Persons are not limited by FTE.
    expect(evaluateEligibility(fte, person({ numberOfFte: null, heldByRelation: 9 })).requestable).toBe('Y');
  });

  it('checks in order: relation type, address, maxima', () => {
    const strict = rules({ relation_types: 'C', location_by_address_yn: 'Y', max_per_relation: 0 });
    expect(evaluateEligibility(strict, person({ addressInArea: false })).reason).toBe('relation_type');
    expect(evaluateEligibility(strict, company({ addressInArea: false })).reason).toBe('outside_area');
    expect(evaluateEligibility(strict, company()).reason).toBe('max_relation');
  });

  it('is WL when every location is full and the product has a waiting list, N (full) without one', () => {
    const full = [
      { id: 1, capacity: 0, taken: 0 },
      { id: 2, capacity: 3, taken: 3 },
    ];
    expect(evaluateEligibility(rules({ waiting_list_yn: 'Y' }), person({ locations: full }))).toEqual({
      requestable: 'WL',
      reason: null,
      maxCheck: null,
      locations: [
        { id: 1, available: 'WL' },
        { id: 2, available: 'WL' },
      ],
    });
    expect(evaluateEligibility(rules(), person({ locations: full }))).toEqual({
      requestable: 'N',
      reason: 'full',
      maxCheck: null,
      locations: [
        { id: 1, available: 'N' },
        { id: 2, available: 'N' },
      ],
    });
  });

  it('is Y when one location has a place left, listing the full ones as WL or N', () => {
    const mixed = [
      { id: 1, capacity: 0, taken: 0 },
      { id: 2, capacity: 3, taken: 2 },
    ];
    expect(evaluateEligibility(rules({ waiting_list_yn: 'Y' }), person({ locations: mixed }))).toMatchObject({
      requestable: 'Y',
      locations: [
        { id: 1, available: 'WL' },
        { id: 2, available: 'Y' },
      ],
    });
    expect(evaluateEligibility(rules(), person({ locations: mixed })).locations[0]?.available).toBe('N');
  });

  it('names every reason it can give', () => {
    expect(NOT_REQUESTABLE_REASONS).toEqual([
      'relation_type',
      'outside_area',
      'no_address',
      'address_unchecked',
      'max_relation',
      'max_address',
      'max_fte',
      'no_fte',
      'full',
    ]);
  });
});
