import { describe, expect, it } from 'vitest';
import { logoutDestination, normalizeDeepLinkPlate, plateQuery } from './deep-link-plate';
import { parseCookie } from './storage';

describe('normalizeDeepLinkPlate', () => {
  it('trims and upper-cases', () => {
    expect(normalizeDeepLinkPlate(' 12-abc-3 ')).toBe('12-ABC-3');
  });

  it('gives null for nothing and for NULL', () => {
    expect(normalizeDeepLinkPlate(null)).toBeNull();
    expect(normalizeDeepLinkPlate(undefined)).toBeNull();
    expect(normalizeDeepLinkPlate('  ')).toBeNull();
    expect(normalizeDeepLinkPlate('NULL')).toBeNull();
    expect(normalizeDeepLinkPlate('Null')).toBeNull();
  });
});

describe('logoutDestination', () => {
  it('returns with the plate when the cookie holds one', () => {
    expect(logoutDestination('AB12CD')).toBe('/?licenseplate=AB12CD');
  });

  it('goes to / without a plate or with NULL', () => {
    expect(logoutDestination(null)).toBe('/');
    expect(logoutDestination('')).toBe('/');
    expect(logoutDestination('NULL')).toBe('/');
  });
});

describe('parseCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(parseCookie('a=1; p_license_plate=AB%2012; b=2', 'p_license_plate')).toBe('AB 12');
    expect(parseCookie('a=1', 'p_license_plate')).toBeNull();
    expect(parseCookie('', 'a')).toBeNull();
    expect(parseCookie('xp_license_plate=1', 'p_license_plate')).toBeNull();
  });
});

describe('plateQuery', () => {
  it('passes the plate on upper-cased', () => {
    expect(plateQuery('?licenseplate=ab-12-cd')).toBe('?licenseplate=AB-12-CD');
    expect(plateQuery('?citizens&licenseplate=%2012ab%20')).toBe('?licenseplate=12AB');
  });

  it('is empty without a plate', () => {
    expect(plateQuery('')).toBe('');
    expect(plateQuery('?licenseplate=')).toBe('');
    expect(plateQuery('?other=1')).toBe('');
  });
});
