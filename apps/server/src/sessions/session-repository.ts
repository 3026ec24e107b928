/** All SQL on sessions. Session ids are stored as SHA-256 hashes of the cookie's token. */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
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
 * A plain primary-key read, which also says whether the idle time left has dropped by more than a
 * minute since the last renewal; only then a second statement renews it. Renewing on every call
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
  const renewedUntil = sql<Date>`least(now() + make_interval(mins => ${idleMinutes}), absolute_expires_at)`;
  const found = await db
    .selectFrom('sessions')
    .select([...COLUMNS, sql<boolean>`expires_at < ${renewedUntil} - interval '1 minute'`.as('renewal_due')])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('absolute_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!found) return undefined;
  if (!found.renewal_due) return toSession(found);
  const renewed = await db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()`, expires_at: renewedUntil })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('expires_at')
    .executeTakeFirst();
  return renewed ? toSession({ ...found, expires_at: renewed.expires_at }) : undefined;
}

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
