/** The pure rules of the e-mail screens (core 2.9, 4.3, 5, 8). */
import {
  EMAIL_POLL_INTERVAL_MS,
  filterEmailInput,
  type UserRecord,
  type VerifyEmailResult,
} from '@parkeerloket/contract';
import { paths } from '../../lib/paths';

type EmailFields = Pick<UserRecord, 'EMAIL' | 'EMAIL_VALIDATION_STATUS'>;

/** The title of /set-email: enter an e-mail (none yet), confirm it (not verified yet) or change it (verified). */
export type SetEmailVariant = 'enter' | 'confirm' | 'change';

export function setEmailVariant(naw: EmailFields | null | undefined): SetEmailVariant {
  if ((naw?.EMAIL?.trim() ?? '') === '') return 'enter';
  return naw?.EMAIL_VALIDATION_STATUS === 'VALIDATED' ? 'change' : 'confirm';
}

/** The pre-fill (core 2.9 leaves the rule open): the current address while it still waits for its first code (NONE). */
export function setEmailPrefill(naw: EmailFields | null | undefined): string {
  return naw?.EMAIL_VALIDATION_STATUS === 'NONE' ? filterEmailInput(naw.EMAIL ?? '') : '';
}

/** The address whose code is on its way (SEND), for the code field of /set-email; null when none is awaited. */
export function codeAwaitedFor(naw: EmailFields | null | undefined): string | null {
  const email = naw?.EMAIL?.trim() ?? '';
  return naw?.EMAIL_VALIDATION_STATUS === 'SEND' && email !== '' ? email : null;
}

/** What the e-mail fields keep of what is typed or pasted: lower case; letters, digits and @ _ . - only (core 5). */
export const filterEmailField = filterEmailInput;

/** What the verification code field keeps: upper case, no spaces (core 5). Pasting is allowed. */
export function filterVerificationCode(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

/** After set_email the user record is asked for every second until SEND (core 2.9); a minute is long enough to wait. */
export const MAX_EMAIL_POLLS = Math.round(60_000 / EMAIL_POLL_INTERVAL_MS);

export type EmailPollOutcome = 'sent' | 'validated' | 'waiting' | 'timeout';

/**
 * One poll's verdict. SEND: the code is on its way. VALIDATED for the very address just
 * given: nothing to verify (the server kept the verified address), so the user may go on.
 */
export function emailPollOutcome(
  naw: EmailFields | null | undefined,
  submitted: string,
  polls: number,
): EmailPollOutcome {
  if (naw?.EMAIL_VALIDATION_STATUS === 'SEND') return 'sent';
  if (
    naw?.EMAIL_VALIDATION_STATUS === 'VALIDATED' &&
    naw.EMAIL?.trim().toLowerCase() === submitted.trim().toLowerCase()
  )
    return 'validated';
  return polls >= MAX_EMAIL_POLLS ? 'timeout' : 'waiting';
}

/** What the code screen does with VERIFY_EMAIL (core 4.3). */
export type VerificationOutcome =
  | { kind: 'validated' }
  | { kind: 'field-error'; textKey: string }
  | { kind: 'notice'; textKey: string }
  | { kind: 'no-retries'; textKey: string; to: string };

export function verificationOutcome(result: VerifyEmailResult | null): VerificationOutcome {
  switch (result) {
    case 'OK':
      return { kind: 'validated' };
    case 'RETRY':
      return { kind: 'field-error', textKey: 'email.code.retry' };
    case 'NORETRIESLEFT':
      return { kind: 'no-retries', textKey: 'email.code.no_retries', to: paths.user };
    default:
      // NOVALIDATE, and an answer without a result: there is no verification to complete.
      return { kind: 'notice', textKey: 'email.code.novalidate' };
  }
}

/** Failures shown in the attention variant of the message dialog (core 8). */
const ATTENTION_CODES = new Set(['REL-00069', 'REL-00070']);

export function isAttentionFailure(statuscode: string | undefined): boolean {
  return statuscode !== undefined && ATTENTION_CODES.has(statuscode);
}
