/**
 * Changing the password of a permit account while logged in (core 2.13, 3.5, 7.2). The portal
 * does not take the new password itself: it answers a link to the same page a reset link opens,
 * with a single-use key of purpose 'change' that works for a short time and only together with
 * the current password (password-service.ts, registerPassword). External logins have no password
 * here: their identity service keeps it.
 */
import { recordAudit } from '../../audit/audit-log.js';
import { forbidden, ServiceError } from '../../http/service-error.js';
import type { Session } from '../../sessions/index.js';
import { hashKey, newKey, type PasswordCall, REGISTER_PASSWORD_PATH } from './password-service.js';
import { PERMIT_SERVICE } from './permit-login-service.js';
import { countPasswordKeysSince, findAccount, insertPasswordKey } from './permit-repository.js';

/** Long enough to type two passwords, short enough that a forgotten tab is soon worthless. */
export const CHANGE_KEY_MINUTES = 15;
export const CHANGE_KEYS_PER_HOUR = 10;

export interface ChangePasswordCall extends Pick<PasswordCall, 'db' | 'tenant'> {
  session: Session | null;
}

/** The permit account of an authorized permit-login session, if that is what the session is. */
async function permitAccountOf(call: ChangePasswordCall) {
  const { session } = call;
  if (session?.state !== 'authorized' || session.loginService !== PERMIT_SERVICE || session.relationId === null) {
    return undefined;
  }
  return findAccount(call.db, call.tenant.id, session.relationId);
}

/** login/show_change_password. */
export async function mayChangePassword(call: ChangePasswordCall): Promise<boolean> {
  return (await permitAccountOf(call)) !== undefined;
}

/** login/change_password: the relative URL of the page where the user sets a new password. */
export async function changePasswordUrl(call: ChangePasswordCall): Promise<string> {
  const { db, tenant } = call;
  const account = await permitAccountOf(call);
  if (!account) throw forbidden('change password is for permit logins only');
  if ((await countPasswordKeysSince(db, tenant.id, account.relationId, 'change', 60)) >= CHANGE_KEYS_PER_HOUR) {
    await recordAudit(db, tenant.id, {
      event: 'password_change_link',
      outcome: 'refused',
      service: PERMIT_SERVICE,
      relationId: account.relationId,
      detail: 'hourly change link limit reached',
    });
    throw new ServiceError('RATE_LIMITED', [], 'change password links');
  }
  const key = newKey();
  await insertPasswordKey(db, tenant.id, {
    keyHash: hashKey(key),
    relationId: account.relationId,
    purpose: 'change',
    lifetimeMinutes: CHANGE_KEY_MINUTES,
  });
  await recordAudit(db, tenant.id, {
    event: 'password_change_link',
    outcome: 'success',
    service: PERMIT_SERVICE,
    relationId: account.relationId,
  });
  return `/${tenant.code}${REGISTER_PASSWORD_PATH}?${new URLSearchParams({ key, change: '1' })}`;
}
