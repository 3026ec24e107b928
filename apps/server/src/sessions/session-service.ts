/**
 * The life of a session: anonymous while a login starts, 'login' once an identity is proven
 * but a step remains (one-time code, branch), 'authorized' when done, gone after logout.
 * Every proof of identity gets a fresh token, so a token known before login is worthless after.
 */
import type { Database } from '../db/database.js';
import {
  deleteSession,
  hashToken,
  insertSession,
  type PendingStep,
  renewSessionToken,
  type Session,
  type SessionLifetime,
  updateSession,
} from './session-repository.js';

export const SESSION_COOKIE = 'pl_session';

/** What a session function needs to hand the browser its cookie. */
export interface SessionCookieJar {
  setSessionToken(token: string): void;
  clearSessionToken(): void;
}

export interface SessionScope {
  db: Database;
  tenantId: number;
  lifetime: SessionLifetime;
  cookies: SessionCookieJar;
}

/** The current session, or a new anonymous one (to bind an external login to this browser). */
export async function ensureSession(scope: SessionScope, current: Session | null, locale: string): Promise<Session> {
  if (current) return current;
  const { token, session } = await insertSession(
    scope.db,
    scope.tenantId,
    { relationId: null, state: 'anonymous', locale },
    scope.lifetime,
  );
  scope.cookies.setSessionToken(token);
  return session;
}

/**
 * An identity is proven: the old session (if any) ends and a new one starts for the relation,
 * waiting for `pending` or, without it, still to pass the login process (branch choice).
 */
export async function beginLogin(
  scope: SessionScope,
  current: Session | null,
  values: { relationId: number; service: string; pending: PendingStep | null; locale: string | null },
): Promise<Session> {
  if (current) await deleteSession(scope.db, scope.tenantId, current.id);
  const { token, session } = await insertSession(
    scope.db,
    scope.tenantId,
    {
      relationId: values.relationId,
      state: 'login',
      locale: values.locale ?? current?.locale ?? null,
      pending: values.pending,
      loginService: values.service,
    },
    scope.lifetime,
  );
  scope.cookies.setSessionToken(token);
  return session;
}

/**
 * The login is complete. After a step that proved more (code accepted, branch chosen: `renew`) the
 * session is authorized under a new token, so a token seen while the login was under way is
 * worthless after. Without such a step (nothing was left to ask) the token that beginLogin issued
 * a moment ago stays, so calls the browser already has under way keep working.
 */
export async function authorize(
  scope: Pick<SessionScope, 'db' | 'cookies'>,
  session: Session,
  values: { branchNumber?: string | null; renew: boolean },
): Promise<void> {
  let id = session.id;
  if (values.renew) {
    const token = await renewSessionToken(scope.db, session.tenantId, session.id);
    scope.cookies.setSessionToken(token);
    id = hashToken(token);
  }
  await updateSession(scope.db, session.tenantId, id, {
    state: 'authorized',
    pending: null,
    ...(values.branchNumber !== undefined ? { branchNumber: values.branchNumber } : {}),
  });
}

export async function endSession(scope: Pick<SessionScope, 'db' | 'tenantId' | 'cookies'>, current: Session | null) {
  if (current) await deleteSession(scope.db, scope.tenantId, current.id);
  scope.cookies.clearSessionToken();
}
