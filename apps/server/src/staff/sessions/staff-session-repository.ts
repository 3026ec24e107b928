/**
 * All SQL on staff sessions. Like a resident's session (sessions/session-repository.ts) the token
 * lives only in the browser's cookie and the row holds its SHA-256; unlike it, a staff session is
 * born signed in (there is no half-way state) and carries the roles it was given at sign-in.
 */
import { randomBytes } from 'node:crypto';
import { isStaffRole, type StaffRole } from '@parkeerloket/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { hashToken } from '../../sessions/index.js';

export interface StaffSession {
  tenantId: number;
  /** The hash of the token. */
  id: string;
  /** Who the staff member is at their provider (the `sub` claim), or `simulator:<name>`. */
  staffId: string;
  name: string;
  roles: StaffRole[];
  locale: string | null;
  signInMethod: string;
  expiresAt: Date;
}

export interface StaffSessionLifetime {
  idleMinutes: number;
  maxHours: number;
}

type Row = {
  tenant_id: number;
  id: string;
  staff_id: string;
  name: string;
  roles: string[];
  locale: string | null;
  sign_in_method: string;
  expires_at: Date;
};

const COLUMNS = ['tenant_id', 'id', 'staff_id', 'name', 'roles', 'locale', 'sign_in_method', 'expires_at'] as const;

function toSession(row: Row): StaffSession {
  return {
    tenantId: row.tenant_id,
    id: row.id,
    staffId: row.staff_id,
    name: row.name,
    // A role taken out of the product since the session began gives nothing.
    roles: row.roles.filter(isStaffRole),
    locale: row.locale,
    signInMethod: row.sign_in_method,
    expiresAt: row.expires_at,
  };
}

export interface NewStaffSession {
  staffId: string;
  name: string;
  roles: readonly StaffRole[];
  locale: string | null;
  signInMethod: string;
}

export async function insertStaffSession(
  db: Database,
  tenantId: number,
  values: NewStaffSession,
  lifetime: StaffSessionLifetime,
): Promise<{ token: string; session: StaffSession }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('staff_sessions')
    .values({
      tenant_id: tenantId,
      id: hashToken(token),
      staff_id: values.staffId,
      name: values.name,
      roles: [...values.roles],
      locale: values.locale,
      sign_in_method: values.signInMethod,
      expires_at: sql<Date>`now() + make_interval(mins => ${lifetime.idleMinutes})`,
      absolute_expires_at: sql<Date>`now() + make_interval(hours => ${lifetime.maxHours})`,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { token, session: toSession(row) };
}

/**
 * The live staff session for a token, its idle time renewed; undefined when unknown, idle too long
 * or too old. Renewed at most once a minute, as residents' sessions are (session-repository.ts).
 */
export async function touchStaffSession(
  db: Database,
  tenantId: number,
  token: string,
  idleMinutes: number,
): Promise<StaffSession | undefined> {
  const id = hashToken(token);
  const found = await db
    .selectFrom('staff_sessions')
    .select([...COLUMNS, 'absolute_expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('absolute_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!found) return undefined;
  const full = Math.min(Date.now() + idleMinutes * 60_000, found.absolute_expires_at.getTime());
  if (found.expires_at.getTime() >= full - 60_000) return toSession(found);
  const renewed = await db
    .updateTable('staff_sessions')
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
 * A live staff session's language, read without renewing the session: for a call refused before its handler
 * looked the session up (the body parser's 413), so that refusal is said in the language the others are.
 */
export async function liveStaffSessionLocale(db: Database, tenantId: number, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('staff_sessions')
    .select('locale')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', sql<Date>`now()`)
    .where('absolute_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.locale ?? null;
}

/** Sets a staff session's language (the language switch); false when the session is gone. */
export async function updateStaffSessionLocale(
  db: Database,
  tenantId: number,
  id: string,
  locale: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ locale })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteStaffSession(db: Database, tenantId: number, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Removes ended staff sessions of every tenant; returns how many. */
export async function deleteExpiredStaffSessions(db: Database): Promise<number> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', sql<Date>`now()`), eb('absolute_expires_at', '<=', sql<Date>`now()`)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
