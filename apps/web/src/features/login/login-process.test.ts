import { describe, expect, it } from 'vitest';
import { firstScreenAfterLogin, loginProcessOutcome, startScreenPath } from './login-process';

describe('loginProcessOutcome', () => {
  it('authorizes on an empty result', () => {
    expect(loginProcessOutcome([])).toEqual({ kind: 'authorized' });
  });

  it('asks for the one-time code when the first item says ENTER_OTP', () => {
    expect(loginProcessOutcome([{ LOGIN: 'ENTER_OTP' }])).toEqual({
      kind: 'otp',
      to: '/email-verification-code-permit',
    });
  });

  it('lets a company choose a branch for CHOOSE_BRANCH and for any other non-empty result', () => {
    const branch = { kind: 'branch', to: '/choose-branches' };
    expect(loginProcessOutcome([{ LOGIN: 'CHOOSE_BRANCH', PAGENUMBER: 1, BRANCHNUMBERS: [] }])).toEqual(branch);
    expect(loginProcessOutcome([{ PAGENUMBER: 1, BRANCHNUMBERS: [{ BRANCHNUMBER: '1', DESCRIPTION: 'x' }] }])).toEqual(
      branch,
    );
    expect(loginProcessOutcome([{ LOGIN: 'CHOOSE_BRANCH' }, { LOGIN: 'ENTER_OTP' }])).toEqual(branch);
  });
});

describe('startScreenPath', () => {
  it('defaults to /home', () => {
    expect(startScreenPath({})).toBe('/home');
    expect(startScreenPath({ START_SCREEN_AFTER_LOGIN: '  ' })).toBe('/home');
  });

  it('takes a path inside the municipality, with or without its slash', () => {
    expect(startScreenPath({ START_SCREEN_AFTER_LOGIN: '/requestable-products' })).toBe('/requestable-products');
    expect(startScreenPath({ START_SCREEN_AFTER_LOGIN: 'current-products' })).toBe('/current-products');
  });

  it('refuses what could leave the portal', () => {
    for (const value of ['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a b', '/\\evil']) {
      expect(startScreenPath({ START_SCREEN_AFTER_LOGIN: value }), value).toBe('/home');
    }
  });
});

describe('firstScreenAfterLogin', () => {
  const settings = { START_SCREEN_AFTER_LOGIN: '/current-products' };

  it('goes through the e-mail gate first', () => {
    expect(firstScreenAfterLogin({ EMAIL: null, EMAIL_VALIDATION_STATUS: 'NONE' }, settings)).toBe('/set-email');
    // The code is entered on /set-email too (issue 24).
    expect(firstScreenAfterLogin({ EMAIL: 'a@b.nl', EMAIL_VALIDATION_STATUS: 'SEND' }, settings)).toBe('/set-email');
  });

  it('goes to the start screen with a verified e-mail, or when the user record is not known', () => {
    expect(firstScreenAfterLogin({ EMAIL: 'a@b.nl', EMAIL_VALIDATION_STATUS: 'VALIDATED' }, settings)).toBe(
      '/current-products',
    );
    expect(firstScreenAfterLogin(undefined, {})).toBe('/home');
  });
});
