/**
 * What one login keeps in the browser besides the authorized flag (core 3.9): the login
 * e-mail (what the user typed as username on /login-permit, later the verified e-mail),
 * the validate_email flag, and whether the FTE instruction is still due after this login.
 * Kept in session storage per tenant: it belongs to this tab's login, not to the browser.
 */
import { removeSessionItem, tenantKey, writeSessionItem } from './storage';
import { createStore } from './store';
import { currentTenant } from './tenant';

type ValidateEmailFlag = 'validate' | 'not_validate';

const key = (name: string) => tenantKey(currentTenant(), name);

export function storeLoginEmail(value: string): void {
  writeSessionItem(key('login_email'), value.trim());
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
