import { describe, expect, it } from 'vitest';
import {
  codeAwaitedFor,
  emailPollOutcome,
  filterEmailField,
  filterVerificationCode,
  isAttentionFailure,
  MAX_EMAIL_POLLS,
  setEmailPrefill,
  setEmailVariant,
  verificationOutcome,
} from './email-gate-rules';

describe('setEmailVariant', () => {
  it('asks to enter an address when there is none', () => {
    expect(setEmailVariant({ EMAIL: null, EMAIL_VALIDATION_STATUS: 'NONE' })).toBe('enter');
    expect(setEmailVariant(undefined)).toBe('enter');
  });

  it('asks to confirm an address that is not verified, and offers to change a verified one', () => {
    expect(setEmailVariant({ EMAIL: 'a@b.nl', EMAIL_VALIDATION_STATUS: 'NONE' })).toBe('confirm');
    expect(setEmailVariant({ EMAIL: 'a@b.nl', EMAIL_VALIDATION_STATUS: 'SEND' })).toBe('confirm');
    expect(setEmailVariant({ EMAIL: 'a@b.nl', EMAIL_VALIDATION_STATUS: 'VALIDATED' })).toBe('change');
  });
});

describe('setEmailPrefill', () => {
  it('fills in the current address only while it has status NONE', () => {
    expect(setEmailPrefill({ EMAIL: 'Jan@Example.nl', EMAIL_VALIDATION_STATUS: 'NONE' })).toBe('jan@example.nl');
    expect(setEmailPrefill({ EMAIL: 'jan@example.nl', EMAIL_VALIDATION_STATUS: 'SEND' })).toBe('');
    expect(setEmailPrefill({ EMAIL: 'jan@example.nl', EMAIL_VALIDATION_STATUS: 'VALIDATED' })).toBe('');
    expect(setEmailPrefill({ EMAIL: null, EMAIL_VALIDATION_STATUS: 'NONE' })).toBe('');
  });
});

describe('input filters', () => {
  it('keeps an e-mail lower-cased, with letters, digits and @ _ . - only', () => {
    expect(filterEmailField('Jan.Jansen+X@Voor-Beeld.NL ')).toBe('jan.jansenx@voor-beeld.nl');
    expect(filterEmailField('a b,c;d<e>@f_g.h')).toBe('abcde@f_g.h');
    expect(filterEmailField('jé@ex.nl')).toBe('j@ex.nl');
  });

  it('keeps a verification code upper-cased, without spaces', () => {
    expect(filterVerificationCode(' ab12 cd ')).toBe('AB12CD');
    expect(filterVerificationCode('x9y8')).toBe('X9Y8');
  });
});

describe('emailPollOutcome', () => {
  it('goes on at SEND', () => {
    expect(emailPollOutcome({ EMAIL: 'a@b.nl', EMAIL_VALIDATION_STATUS: 'SEND' }, 'a@b.nl', 1)).toBe('sent');
  });

  it('lets the user go on when the address given is the verified one', () => {
    expect(emailPollOutcome({ EMAIL: 'A@b.nl', EMAIL_VALIDATION_STATUS: 'VALIDATED' }, 'a@b.nl', 1)).toBe('validated');
  });

  it('keeps waiting otherwise (the old verified address, NONE), and gives up after a minute', () => {
    expect(emailPollOutcome({ EMAIL: 'old@b.nl', EMAIL_VALIDATION_STATUS: 'VALIDATED' }, 'new@b.nl', 1)).toBe(
      'waiting',
    );
    expect(emailPollOutcome({ EMAIL: 'a@b.nl', EMAIL_VALIDATION_STATUS: 'NONE' }, 'a@b.nl', 3)).toBe('waiting');
    expect(emailPollOutcome(null, 'a@b.nl', MAX_EMAIL_POLLS - 1)).toBe('waiting');
    expect(emailPollOutcome(null, 'a@b.nl', MAX_EMAIL_POLLS)).toBe('timeout');
    expect(MAX_EMAIL_POLLS).toBe(60);
  });
});

describe('verificationOutcome', () => {
  it('maps the four results of core 4.3', () => {
    expect(verificationOutcome('OK')).toEqual({ kind: 'validated' });
    expect(verificationOutcome('RETRY')).toEqual({ kind: 'field-error', textKey: 'email.code.retry' });
    expect(verificationOutcome('NOVALIDATE')).toEqual({ kind: 'notice', textKey: 'email.code.novalidate' });
    expect(verificationOutcome('NORETRIESLEFT')).toEqual({
      kind: 'no-retries',
      textKey: 'email.code.no_retries',
      to: '/user',
    });
  });

  it('treats an answer without a result as nothing to verify', () => {
    expect(verificationOutcome(null).kind).toBe('notice');
  });
});

describe('isAttentionFailure', () => {
  it('is true for REL-00069 and REL-00070 only', () => {
    expect(isAttentionFailure('REL-00069')).toBe(true);
    expect(isAttentionFailure('REL-00070')).toBe(true);
    expect(isAttentionFailure('RATE_LIMITED')).toBe(false);
    expect(isAttentionFailure(undefined)).toBe(false);
  });
});

describe('codeAwaitedFor', () => {
  it('names the address whose code is on its way (SEND), so /set-email shows the code field at once', () => {
    expect(codeAwaitedFor({ EMAIL: ' a@b.nl ', EMAIL_VALIDATION_STATUS: 'SEND' })).toBe('a@b.nl');
    expect(codeAwaitedFor({ EMAIL: 'a@b.nl', EMAIL_VALIDATION_STATUS: 'NONE' })).toBeNull();
    expect(codeAwaitedFor({ EMAIL: 'a@b.nl', EMAIL_VALIDATION_STATUS: 'VALIDATED' })).toBeNull();
    expect(codeAwaitedFor(undefined)).toBeNull();
  });
});
