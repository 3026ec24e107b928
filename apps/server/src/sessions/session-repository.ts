/** All SQL on sessions. Session ids are stored as SHA-256 hashes of the cookie's token. */
import { createHash, randomBytes } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import type { Database } from '../db/database.js';

export type SessionState = 'anonymous' | 'login' | 'authorized';
export type PendingStep = 'otp' | 'branch';

export interface Session {
  tenantId: number;
  /** The hash of the token; the token itself is only in the browser's cookie. */
  id: string;
  relationId: number | null;
  state: SessionState;
  locale: string | null;
  expiresAt: Date;
  branchNumber: string | null;
  pending: PendingStep | null;
  loginService: string | null;
  branchPage: number;
}

export interface SessionLifetime {
  idleMinutes: number;
  maxHours: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const COLUMNS = [
  'tenant_id',
  'id',
  'relation_id',
  'state',
  'locale',
  'expires_at',
  'branch_number',
  'pending',
  'login_service',
  'branch_page',
] as const;

type Row = {
  tenant_id: number;
  id: string;
  relation_id: number | null;
  state: SessionState;
  locale: string | null;
  expires_at: Date;
  branch_number: string | null;
  pending: PendingStep | null;
  login_service: string | null;
  branch_page: number;
};

function toSession(row: Row): Session {
  return {
    tenantId: row.tenant_id,
    id: row.id,
    relationId: row.relation_id,
    state: row.state,
    locale: row.locale,
    expiresAt: row.expires_at,
    branchNumber: row.branch_number,
    pending: row.pending,
    loginService: row.login_service,
    branchPage: row.branch_page,
  };
}

/**
 * The live session for a token, its idle time renewed; undefined when unknown, idle too long or too old.
 *
 * A plain primary-key read; only when the idle time left has dropped by more than a minute since
 * the last renewal, a second statement renews it. Renewing on every call
 * made every read a write (and a WAL flush); a writable CTE that renews "when due" cost a read and
 * a write plan on every call even when it wrote nothing (three times the plain read on the embedded
 * database, bench/cost.mjs). A session therefore expires between IDLE and IDLE minus one minute
 * after its last use, never later, and is written at most once a minute.
 */
export async function touchSession(
  db: Database,
  tenantId: number,
  token: string,
  idleMinutes: number,
): Promise<Session | undefined> {
  const id = hashToken(token);
  const found = (
    await db.executeQuery<Row & { absolute_expires_at: Date }>(CompiledQuery.raw(FIND_LIVE, [tenantId, id]))
  ).rows[0];
  if (!found) return undefined;
  // Due when the idle time left is more than a minute short of full. Judged on this server's clock:
  // a few seconds of difference with the database's only shift when the once-a-minute write happens.
  const full = Math.min(Date.now() + idleMinutes * 60_000, found.absolute_expires_at.getTime());
  if (found.expires_at.getTime() >= full - 60_000) return toSession(found);
  const renewed = await db
    .updateTable('sessions')
    .set({
      last_seen_at: sql`now()`,
      expires_at: sql`least(now() + make_interval(mins => ${idleMinutes}), absolute_expires_at)`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('expires_at')
    .executeTakeFirst();
  return renewed ? toSession({ ...found, expires_at: renewed.expires_at }) : undefined;
}

/**
 * A live session's chosen language, read without renewing the session: for a call refused before its handler
 * looked the session up (the body parser's 413), so that refusal is said in the language the others are.
 */
export async function liveSessionLocale(db: Database, tenantId: number, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select('locale')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', sql<Date>`now()`)
    .where('absolute_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.locale ?? null;
}

/**
 * The read of every call with a session cookie, written out once: building it with the query
 * builder on every call cost more than the rest of the call's own code (bench/cost.mjs).
 */
const FIND_LIVE = `select ${COLUMNS.join(', ')}, absolute_expires_at from sessions
  where tenant_id = $1 and id = $2 and expires_at > now() and absolute_expires_at > now()`;

export interface NewSession {
  relationId: number | null;
  state: SessionState;
  locale: string | null;
  pending?: PendingStep | null;
  loginService?: string | null;
  branchNumber?: string | null;
}

export async function insertSession(
  db: Database,
  tenantId: number,
  values: NewSession,
  lifetime: SessionLifetime,
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const row = await db
    .insertInto('sessions')
    .values({
      tenant_id: tenantId,
      id: hashToken(token),
      relation_id: values.relationId,
      state: values.state,
      locale: values.locale,
      pending: values.pending ?? null,
      login_service: values.loginService ?? null,
      branch_number: values.branchNumber ?? null,
      expires_at: sql`now() + make_interval(mins => ${lifetime.idleMinutes})`,
      absolute_expires_at: sql`now() + make_interval(hours => ${lifetime.maxHours})`,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { token, session: toSession(row) };
}

export async function updateSession(
  db: Database,
  tenantId: number,
  id: string,
  values: Partial<{
    state: SessionState;
    locale: string;
    pending: PendingStep | null;
    branchNumber: string | null;
    branchPage: number;
  }>,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      ...(values.state !== undefined ? { state: values.state } : {}),
      ...(values.locale !== undefined ? { locale: values.locale } : {}),
      ...(values.pending !== undefined ? { pending: values.pending } : {}),
      ...(values.branchNumber !== undefined ? { branch_number: values.branchNumber } : {}),
      ...(values.branchPage !== undefined ? { branch_page: values.branchPage } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Gives the session a new token (its row keeps everything else); answers the new token. */
export async function renewSessionToken(db: Database, tenantId: number, id: string): Promise<string> {
  const token = newToken();
  await db
    .updateTable('sessions')
    .set({ id: hashToken(token) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  return token;
}

export async function updateSessionLocale(db: Database, tenantId: number, id: string, locale: string): Promise<void> {
  await updateSession(db, tenantId, id, { locale });
}

export async function deleteSession(db: Database, tenantId: number, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Removes expired sessions; returns how many. Safe to run from several instances at once. */
export async function deleteExpiredSessions(db: Database): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', sql<Date>`now()`), eb('absolute_expires_at', '<=', sql<Date>`now()`)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
