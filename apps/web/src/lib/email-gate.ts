/**
 * The e-mail verification gate (core 2.9, 4.3): after login, and on every authenticated
 * route, the e-mail status of the user record decides where the user may go.
 * - no EMAIL, or EMAIL_VALIDATION_STATUS NONE (or none at all): enter an e-mail on /set-email;
 * - SEND: a code is on its way; its entry on /set-email too (one screen for the address and the code, issue 24;
 *   the spec's /send-verifications-email and /email-verification-code lead there);
 * - VALIDATED: free use of the product.
 * Before VALIDATED the gate's own screens stay open, and so does the profile (/user): it is
 * where the e-mail is managed, and where an exhausted verification leads (NORETRIESLEFT).
 */
import type { UserRecord } from '@parkeerloket/contract';
import { paths } from './paths';

export type EmailGateStep = 'set-email' | 'send-verification' | 'validated';

type EmailFields = Pick<UserRecord, 'EMAIL' | 'EMAIL_VALIDATION_STATUS'>;
type FteFields = Pick<UserRecord, 'EMAIL' | 'EMAIL_VALIDATION_STATUS' | 'EDIT_FTE_YN' | 'NUMBER_OF_FTE'>;

export function emailGateStep(naw: EmailFields | null | undefined): EmailGateStep {
  const email = naw?.EMAIL?.trim() ?? '';
  const status = naw?.EMAIL_VALIDATION_STATUS;
  if (email === '' || status === 'NONE' || !status) return 'set-email';
  return status === 'SEND' ? 'send-verification' : 'validated';
}

export function isEmailValidated(naw: EmailFields | null | undefined): boolean {
  return emailGateStep(naw) === 'validated';
}

const OPEN_ROUTES: Record<Exclude<EmailGateStep, 'validated'>, { to: string; open: ReadonlySet<string> }> = {
  'set-email': { to: paths.setEmail, open: new Set([paths.setEmail, paths.user]) },
  'send-verification': {
    to: paths.setEmail,
    open: new Set([paths.setEmail, paths.sendVerificationEmail, paths.emailVerificationCode, paths.user]),
  },
};

/** Where the gate sends a user who asks for `pathname` (tenant-relative), or null to let them through. */
export function emailGateRedirect(naw: EmailFields | null | undefined, pathname: string): string | null {
  const step = emailGateStep(naw);
  if (step === 'validated') return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { to, open } = OPEN_ROUTES[step];
  return open.has(path) ? null : to;
}

/** A company that must give its number of FTE and has not yet (core 2.9, 2.15). */
export function needsFteInstruction(naw: FteFields | null | undefined): boolean {
  if (!naw || !isEmailValidated(naw)) return false;
  const fte = naw.NUMBER_OF_FTE as number | string | null | undefined;
  return naw.EDIT_FTE_YN === 'Y' && (fte === null || fte === undefined || String(fte).trim() === '');
}
