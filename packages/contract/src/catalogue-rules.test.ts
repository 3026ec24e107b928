import { describe, expect, it } from 'vitest';
import { countsAsRequestable, isAddressFieldFailure } from './catalogue-rules.js';

describe('countsAsRequestable', () => {
  it('counts a product that can be requested or whose waiting list can be joined', () => {
    expect(countsAsRequestable({ REQUESTABLE: 'Y' })).toBe(true);
    expect(countsAsRequestable({ REQUESTABLE: 'WL' })).toBe(true);
    expect(countsAsRequestable({ REQUESTABLE: 'N' })).toBe(false);
  });
});

describe('isAddressFieldFailure', () => {
  it('is an address the user can correct, not a register that is down', () => {
    expect(isAddressFieldFailure('ADDRESS_NOT_FOUND')).toBe(true);
    expect(isAddressFieldFailure('ADDRESS_OUTSIDE_AREA')).toBe(true);
    expect(isAddressFieldFailure('ADDRESS_NOT_REGISTERED')).toBe(true);
    expect(isAddressFieldFailure('ADDRESS_CHECK_UNAVAILABLE')).toBe(false);
    expect(isAddressFieldFailure(undefined)).toBe(false);
  });
});
