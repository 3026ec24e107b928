/** All SQL on sessions. Session ids are stored as SHA-256 hashes of the cookie's token. */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export type SessionState = 'anonymous' | 'login' | 'authorized';

export interface Session {
  tenantId: number;
  id: string;
  relationId: number | null;
  state: SessionState;
  locale: string | null;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The live session for a token, its idle time renewed; undefined when unknown or expired. */
export async function touchSession(
  db: Database,
  tenantId: number,
  token: string,
  idleMinutes: number,
): Promise<Session | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({
      last_seen_at: sql`now()`,
      expires_at: sql`now() + make_interval(mins => ${idleMinutes})`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['tenant_id', 'id', 'relation_id', 'state', 'locale', 'expires_at'])
    .executeTakeFirst();
  return (
    row && {
      tenantId: row.tenant_id,
      id: row.id,
      relationId: row.relation_id,
      state: row.state,
      locale: row.locale,
      expiresAt: row.expires_at,
    }
  );
}

export async function insertSession(
  db: Database,
  tenantId: number,
  values: { relationId: number | null; state: SessionState; locale: string | null; idleMinutes: number },
): Promise<{ token: string }> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      tenant_id: tenantId,
      id: hashToken(token),
      relation_id: values.relationId,
      state: values.state,
      locale: values.locale,
      expires_at: sql`now() + make_interval(mins => ${values.idleMinutes})`,
    })
    .execute();
  return { token };
}

export async function updateSessionLocale(db: Database, tenantId: number, id: string, locale: string): Promise<void> {
  await db.updateTable('sessions').set({ locale }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Removes expired sessions; returns how many. Safe to run from several instances at once. */
export async function deleteExpiredSessions(db: Database): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
