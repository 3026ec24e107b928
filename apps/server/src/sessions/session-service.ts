/**
 * The life of a session: anonymous while a login starts, 'login' once an identity is proven
 * but a step remains (one-time code, branch), 'authorized' when done, gone after logout.
 * Every proof of identity gets a fresh token, so a token known before login is worthless after.
 */
import type { Database } from '../db/database.js';
import {
  deleteSession,
  insertSession,
  type PendingStep,
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

export async function authorize(
  db: Database,
  session: Session,
  values: { branchNumber?: string | null } = {},
): Promise<void> {
  await updateSession(db, session.tenantId, session.id, {
    state: 'authorized',
    pending: null,
    ...(values.branchNumber !== undefined ? { branchNumber: values.branchNumber } : {}),
  });
}

export async function endSession(scope: Pick<SessionScope, 'db' | 'tenantId' | 'cookies'>, current: Session | null) {
  if (current) await deleteSession(scope.db, scope.tenantId, current.id);
  scope.cookies.clearSessionToken();
}
