import { type AuditEvent, recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { BusinessFailure } from '../../http/business-failure.js';
import type { CallContext } from '../../http/call-context.js';
import { enforceLimit } from '../../http/limits.js';
import { translate } from '../../http/messages.js';
import { forbidden, ServiceError, sessionTimeout } from '../../http/service-error.js';
import {
  type CodePolicy,
  checkCode,
  issueCode,
  mailLocale,
  mayIssueCode,
  notifyOutbox,
  queueMail,
} from '../../mail/index.js';
import { findRelation, updateRelation } from '../../relations/index.js';
import type { Session } from '../../sessions/index.js';
import { authorize, beginLogin, type SessionScope } from '../../sessions/index.js';
import type { Tenant } from '../../tenants/index.js';
import { readLoginOptions } from '../../tenants/index.js';
import { readFailures, recordFailure } from './login-failure-repository.js';
import { clientKey, nameKey, secondsToWait, WINDOW_MINUTES } from './login-throttle.js';
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from './password-hash.js';
import { findAccount, findAccountsByLoginName, type PermitAccount, updatePasswordHash } from './permit-repository.js';

/** The login option code of the permit login (DECISIONS 1), also its service name on sessions and identities. */
export const PERMIT_SERVICE = 'email';

/** 6 digits, 10 minutes, once, 5 tries, 5 codes per account per hour (issue 3). */
export const LOGIN_CODE_POLICY: CodePolicy = {
  purpose: 'login',
  alphabet: '0123456789',
  length: 6,
  lifetimeMinutes: 10,
  maxTries: 5,
  maxPerHour: 5,
};

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Attempt limits on codes, counted in the database so they hold across instances. Passwords are
 * not limited this way but slowed down by their failures (login-throttle.ts): a hard limit per
 * name let anyone lock out its owner.
 */
export const PERMIT_LIMITS = {
  codePerClient: { max: 30, windowMs: FIFTEEN_MINUTES },
} as const;

/** What a permit-login use case needs of the call: no HTTP, only who, where and which session. */
export interface LoginCall extends Pick<CallContext, 'db' | 'tenant' | 'session' | 'locale' | 'ip'> {
  sessions: SessionScope;
}

/** For the login process (core 4.2): true while the session waits for the e-mailed one-time code. */
export function awaitsOneTimeCode(session: Pick<Session, 'pending'> | null): boolean {
  return session?.pending === 'otp';
}

export async function requirePermitLoginOffered(db: Database, tenant: Tenant, event: string): Promise<void> {
  if ((await readLoginOptions(db, tenant.id)).includes(PERMIT_SERVICE)) return;
  await recordAudit(db, tenant.id, {
    event,
    outcome: 'refused',
    service: PERMIT_SERVICE,
    detail: 'permit login not offered',
  });
  throw forbidden('permit login is not a login option of this tenant');
}

/** enforceLimit, with the refusal written to the audit log. */
export async function limitAttempts(
  db: Database,
  tenantId: number,
  key: string,
  rule: { max: number; windowMs: number },
  audit: Omit<AuditEvent, 'outcome'>,
): Promise<void> {
  try {
    await enforceLimit(db, key, rule.max, rule.windowMs);
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'RATE_LIMITED') {
      await recordAudit(db, tenantId, { ...audit, outcome: 'refused', detail: 'too many attempts' });
    }
    throw error;
  }
}

/**
 * The account the name and password open, or why not (for the audit log only). Every path
 * computes exactly one scrypt hash per candidate, and one for no candidate at all.
 */
async function openAccount(
  db: Database,
  tenantId: number,
  loginName: string,
  password: string,
): Promise<{ account: PermitAccount; hash: string } | { account: undefined; reason: string; relationId?: number }> {
  const candidates = await findAccountsByLoginName(db, tenantId, loginName);
  const withPassword = candidates.filter((c): c is PermitAccount & { passwordHash: string } => !!c.passwordHash);
  if (withPassword.length === 0) {
    await verifyDummy(password);
    const only = candidates.length === 1 ? candidates[0] : undefined;
    return only
      ? { account: undefined, reason: 'no password registered', relationId: only.relationId }
      : { account: undefined, reason: 'unknown login name' };
  }
  for (const candidate of withPassword) {
    if (await verifyPassword(candidate.passwordHash, password))
      return { account: candidate, hash: candidate.passwordHash };
  }
  const only = withPassword.length === 1 ? withPassword[0] : undefined;
  return { account: undefined, reason: 'wrong password', ...(only ? { relationId: only.relationId } : {}) };
}

/**
 * login/permit_login. Wrong name and wrong password give the same failure, in the same time.
 * On success the session is replaced by one waiting for the code, and the code is e-mailed.
 */
export async function loginWithPassword(call: LoginCall, loginName: string, password: string): Promise<void> {
  const { db, tenant } = call;
  const audit = { event: 'permit_login', service: PERMIT_SERVICE };
  await requirePermitLoginOffered(db, tenant, audit.event);
  const name = loginName.trim().toLowerCase();
  const keys = [clientKey(call.ip), nameKey(name)] as const;
  const now = new Date();
  const counts = await readFailures(db, tenant.id, keys, WINDOW_MINUTES, now);
  // The name's count is kept whether or not the name exists, so being slowed down reveals nothing.
  const wait = secondsToWait({ client: counts.get(keys[0]), name: counts.get(keys[1]), now });
  if (wait > 0) {
    await recordAudit(db, tenant.id, { ...audit, outcome: 'refused', detail: `slowed down: wait ${wait} s` });
    throw new BusinessFailure(
      'LOGIN_THROTTLED',
      `wait ${wait} s`,
      translate(call.locale, 'failure.LOGIN_THROTTLED', { seconds: wait }),
    );
  }

  const opened = await openAccount(db, tenant.id, name, password);
  if (!opened.account) {
    // The delay runs from the answer, not from the start of the (slow, hashed) check.
    await recordFailure(db, tenant.id, keys, WINDOW_MINUTES, new Date());
    await recordAudit(db, tenant.id, {
      ...audit,
      outcome: 'failure',
      relationId: 'relationId' in opened ? opened.relationId : null,
      detail: opened.reason,
    });
    throw new BusinessFailure('LOGIN_FAILED', opened.reason);
  }
  const { account } = opened;
  if (needsRehash(opened.hash)) {
    await updatePasswordHash(db, tenant.id, account.relationId, await hashPassword(password));
  }

  if (!(await mayIssueCode(db, tenant.id, account.relationId, LOGIN_CODE_POLICY))) {
    await recordAudit(db, tenant.id, {
      ...audit,
      outcome: 'refused',
      relationId: account.relationId,
      detail: 'hourly code limit reached',
    });
    throw new BusinessFailure('LOGIN_CODE_LIMIT');
  }

  const relation = await findRelation(db, tenant.id, account.relationId);
  const login = await beginLogin(call.sessions, call.session, {
    relationId: account.relationId,
    service: PERMIT_SERVICE,
    pending: 'otp',
    locale: relation?.language ?? null,
  });
  await db.transaction().execute(async (trx) => {
    // Bound to this login's session: the code of another login of the same account does not complete this one.
    const code = await issueCode(trx, tenant.id, account.relationId, account.email, LOGIN_CODE_POLICY, login.id);
    await queueMail(trx, {
      tenant,
      relationId: account.relationId,
      to: account.email,
      locale: mailLocale(relation?.language, call.locale),
      template: 'login_code',
      values: { code, minutes: LOGIN_CODE_POLICY.lifetimeMinutes },
    });
  });
  notifyOutbox();
  await recordAudit(db, tenant.id, {
    ...audit,
    outcome: 'success',
    relationId: account.relationId,
    detail: 'password accepted, code sent',
  });
}

const OTP_FAILURES = {
  wrong: { code: 'OTP_WRONG', outcome: 'failure', detail: 'wrong code' },
  expired: { code: 'OTP_EXPIRED', outcome: 'failure', detail: 'code expired' },
  exhausted: { code: 'OTP_BLOCKED', outcome: 'refused', detail: 'no tries left' },
  none: { code: 'OTP_BLOCKED', outcome: 'refused', detail: 'no live code' },
} as const;

/**
 * login/register_otp_code. A right code authorizes the session; the login e-mail address is then
 * proven, so it becomes the relation's verified address unless the relation chose another one.
 */
export async function registerOtpCode(call: LoginCall, code: string): Promise<void> {
  const { db, tenant, session } = call;
  const audit = { event: 'permit_otp', service: PERMIT_SERVICE };
  if (session?.state !== 'login' || !awaitsOneTimeCode(session) || session.relationId === null) {
    await recordAudit(db, tenant.id, {
      ...audit,
      outcome: 'refused',
      relationId: session?.relationId ?? null,
      detail: 'no login waiting for a code',
    });
    throw sessionTimeout();
  }
  const relationId = session.relationId;
  await limitAttempts(db, tenant.id, `permit-otp:client:${tenant.id}:${call.ip}`, PERMIT_LIMITS.codePerClient, {
    ...audit,
    relationId,
  });
  const account = await findAccount(db, tenant.id, relationId);
  if (!account) throw sessionTimeout();

  const { outcome } = await checkCode(db, tenant.id, relationId, LOGIN_CODE_POLICY, code, {
    email: account.email,
    binding: session.id,
  });
  if (outcome !== 'ok') {
    const failure = OTP_FAILURES[outcome];
    await recordAudit(db, tenant.id, { ...audit, outcome: failure.outcome, relationId, detail: failure.detail });
    throw new BusinessFailure(failure.code);
  }

  await authorize(call.sessions, session, { renew: true });
  const relation = await findRelation(db, tenant.id, relationId);
  const loginEmail = account.email.toLowerCase();
  const proven = !relation?.email || relation.email.toLowerCase() === loginEmail;
  await updateRelation(db, tenant.id, relationId, {
    ...(session.locale ? { language: session.locale } : {}),
    ...(proven && relation?.email_validation_status !== 'VALIDATED'
      ? { email: loginEmail, email_validation_status: 'VALIDATED' as const }
      : {}),
  });
  await recordAudit(db, tenant.id, {
    event: 'login',
    outcome: 'success',
    relationId,
    service: PERMIT_SERVICE,
    detail: 'one-time code accepted',
  });
}
