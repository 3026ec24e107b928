/**
 * All SQL on pending external logins (table login_requests). Time is the database's, so
 * several server instances agree on what has expired.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

export interface StoredLoginRequest {
  state: string;
  /** Hash of the session token of the browser that started the login. */
  sessionId: string;
  service: string;
  nonce: string;
  codeVerifier: string;
  expired: boolean;
}

export async function insertLoginRequest(
  db: Database,
  tenantId: number,
  values: { state: string; sessionId: string; service: string; nonce: string; codeVerifier: string },
  lifetimeMinutes: number,
): Promise<void> {
  await db
    .insertInto('login_requests')
    .values({
      tenant_id: tenantId,
      state: values.state,
      session_id: values.sessionId,
      service: values.service,
      nonce: values.nonce,
      code_verifier: values.codeVerifier,
      expires_at: sql`now() + make_interval(mins => ${lifetimeMinutes})`,
    })
    .execute();
}

/**
 * Takes the request out, but only for the browser session that started it: a state seen by
 * someone else cannot be used, nor spent to spoil the real user's login. Deleting and reading
 * in one statement makes it single use even when two callbacks race.
 */
export async function consumeLoginRequest(
  db: Database,
  tenantId: number,
  state: string,
  sessionId: string,
): Promise<StoredLoginRequest | undefined> {
  const row = await db
    .deleteFrom('login_requests')
    .where('tenant_id', '=', tenantId)
    .where('state', '=', state)
    .where('session_id', '=', sessionId)
    .returning([
      'state',
      'session_id',
      'service',
      'nonce',
      'code_verifier',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .executeTakeFirst();
  return (
    row && {
      state: row.state,
      sessionId: row.session_id,
      service: row.service,
      nonce: row.nonce,
      codeVerifier: row.code_verifier,
      expired: row.expired,
    }
  );
}

export async function loginRequestExists(db: Database, tenantId: number, state: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_requests')
    .select('state')
    .where('tenant_id', '=', tenantId)
    .where('state', '=', state)
    .executeTakeFirst();
  return row !== undefined;
}

/** A login still waiting for its service's answer (the simulator page shows only for these). */
export async function isLoginRequestLive(
  db: Database,
  tenantId: number,
  state: string,
  service: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('login_requests')
    .select('state')
    .where('tenant_id', '=', tenantId)
    .where('state', '=', state)
    .where('service', '=', service)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Abandoned logins would pile up; each new login clears its tenant's expired ones. */
export async function deleteExpiredLoginRequests(db: Database, tenantId: number): Promise<void> {
  await db
    .deleteFrom('login_requests')
    .where('tenant_id', '=', tenantId)
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}
