import { describe, expect, it } from 'vitest';
import { emailGateRedirect, emailGateStep, isEmailValidated, needsFteInstruction } from './email-gate';

const naw = (EMAIL: string | null, EMAIL_VALIDATION_STATUS: 'NONE' | 'SEND' | 'VALIDATED' | null) => ({
  EMAIL,
  EMAIL_VALIDATION_STATUS,
});

describe('emailGateStep', () => {
  it('asks for an e-mail when there is none, whatever the status', () => {
    expect(emailGateStep(naw(null, 'VALIDATED'))).toBe('set-email');
    expect(emailGateStep(naw('  ', 'SEND'))).toBe('set-email');
    expect(emailGateStep(null)).toBe('set-email');
  });

  it('asks for an e-mail when the status is NONE or missing', () => {
    expect(emailGateStep(naw('a@b.nl', 'NONE'))).toBe('set-email');
    expect(emailGateStep(naw('a@b.nl', null))).toBe('set-email');
  });

  it('waits for the code at SEND and lets a VALIDATED user through', () => {
    expect(emailGateStep(naw('a@b.nl', 'SEND'))).toBe('send-verification');
    expect(emailGateStep(naw('a@b.nl', 'VALIDATED'))).toBe('validated');
    expect(isEmailValidated(naw('a@b.nl', 'VALIDATED'))).toBe(true);
    expect(isEmailValidated(naw('a@b.nl', 'SEND'))).toBe(false);
  });
});

describe('emailGateRedirect', () => {
  it('sends a user without an e-mail to /set-email from anywhere but the e-mail entry and the profile', () => {
    const none = naw(null, 'NONE');
    expect(emailGateRedirect(none, '/home')).toBe('/set-email');
    expect(emailGateRedirect(none, '/')).toBe('/set-email');
    expect(emailGateRedirect(none, '/send-verifications-email')).toBe('/set-email');
    expect(emailGateRedirect(none, '/email-verification-code')).toBe('/set-email');
    expect(emailGateRedirect(none, '/set-email')).toBeNull();
    expect(emailGateRedirect(none, '/set-email/')).toBeNull();
    expect(emailGateRedirect(none, '/user')).toBeNull();
  });

  it('sends a user at SEND to /set-email, where the code is entered too (issue 24)', () => {
    const sent = naw('a@b.nl', 'SEND');
    expect(emailGateRedirect(sent, '/home')).toBe('/set-email');
    expect(emailGateRedirect(sent, '/current-products')).toBe('/set-email');
    expect(emailGateRedirect(sent, '/send-verifications-email')).toBeNull();
    expect(emailGateRedirect(sent, '/email-verification-code')).toBeNull();
    expect(emailGateRedirect(sent, '/set-email')).toBeNull();
  });

  it('lets a VALIDATED user go anywhere', () => {
    const ok = naw('a@b.nl', 'VALIDATED');
    for (const path of ['/', '/home', '/shopping-cart', '/set-email']) expect(emailGateRedirect(ok, path)).toBeNull();
  });
});

describe('needsFteInstruction', () => {
  const company = { ...naw('a@b.nl', 'VALIDATED'), EDIT_FTE_YN: 'Y' as const, NUMBER_OF_FTE: null };

  it('applies to a validated user who must and has not yet given an FTE count', () => {
    expect(needsFteInstruction(company)).toBe(true);
    expect(needsFteInstruction({ ...company, NUMBER_OF_FTE: undefined })).toBe(true);
  });

  it('does not apply once a count is given (0 is a count), without EDIT_FTE_YN Y, or before validation', () => {
    expect(needsFteInstruction({ ...company, NUMBER_OF_FTE: 0 })).toBe(false);
    expect(needsFteInstruction({ ...company, NUMBER_OF_FTE: 12 })).toBe(false);
    expect(needsFteInstruction({ ...company, EDIT_FTE_YN: 'N' })).toBe(false);
    expect(needsFteInstruction({ ...company, EMAIL_VALIDATION_STATUS: 'SEND' })).toBe(false);
    expect(needsFteInstruction(null)).toBe(false);
  });
});
