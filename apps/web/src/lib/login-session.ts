/**
 * What one login keeps in the browser besides the authorized flag (core 3.9): the login
 * e-mail (what the user typed as username on /login-permit, later the verified e-mail),
 * the validate_email flag, and whether the FTE instruction is still due after this login.
 * Kept in session storage per tenant: it belongs to this tab's login, not to the browser.
 */
import { validateEmail } from '@parkeerloket/contract';
import { readSessionItem, removeSessionItem, tenantKey, writeSessionItem } from './storage';
import { createStore } from './store';
import { currentTenant } from './tenant';

type ValidateEmailFlag = 'validate' | 'not_validate';

const key = (name: string) => tenantKey(currentTenant(), name);

export function storeLoginEmail(value: string): void {
  writeSessionItem(key('login_email'), value.trim());
}

/**
 * The stored login e-mail, sent as p_email where the specification says so (withdraw, terminate); '' when
 * there is none or the username typed at login is no e-mail address (p_email would refuse it).
 */
export function loginEmail(): string {
  const stored = readSessionItem(key('login_email')) ?? '';
  return validateEmail(stored) === null ? stored : '';
}

export function storeValidateEmailFlag(flag: ValidateEmailFlag): void {
  writeSessionItem(key('validate_email'), flag);
}

/**
 * Set when a login is completed or an e-mail verified; the e-mail gate shows the FTE
 * instruction once (when it applies) and clears it, so it does not return on every screen.
 */
export const fteInstructionDue = createStore(false);

/** At logout and at a new login: nothing of the previous login stays. */
export function clearLoginSession(): void {
  removeSessionItem(key('login_email'));
  removeSessionItem(key('validate_email'));
  fteInstructionDue.set(false);
}
