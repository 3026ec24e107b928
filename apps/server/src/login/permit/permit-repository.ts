/** All SQL on permit accounts and password keys. Every function takes the tenant. */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

export interface PermitAccount {
  relationId: number;
  username: string;
  email: string;
  passwordHash: string | null;
}

export type PasswordKeyPurpose = 'reset' | 'register' | 'change';

const ACCOUNT_COLUMNS = ['relation_id', 'username', 'email', 'password_hash'] as const;

function toAccount(row: { relation_id: number; username: string; email: string; password_hash: string | null }) {
  return { relationId: row.relation_id, username: row.username, email: row.email, passwordHash: row.password_hash };
}

/**
 * The accounts a login name may mean, case-insensitively: the one whose username it is, else
 * those registered with it as e-mail address (a company may use one address for several).
 */
export async function findAccountsByLoginName(
  db: Database,
  tenantId: number,
  loginName: string,
  limit = 5,
): Promise<PermitAccount[]> {
  const name = loginName.trim().toLowerCase();
  const byUsername = await db
    .selectFrom('permit_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(username)`, '=', name)
    .executeTakeFirst();
  if (byUsername) return [toAccount(byUsername)];
  const byEmail = await db
    .selectFrom('permit_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(email)`, '=', name)
    .orderBy('relation_id')
    .limit(limit)
    .execute();
  return byEmail.map(toAccount);
}

export async function findAccount(
  db: Database,
  tenantId: number,
  relationId: number,
): Promise<PermitAccount | undefined> {
  const row = await db
    .selectFrom('permit_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .executeTakeFirst();
  return row && toAccount(row);
}

export async function usernameTaken(db: Database, tenantId: number, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('permit_accounts')
    .select('relation_id')
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccount(
  db: Database,
  tenantId: number,
  values: { relationId: number; username: string; email: string },
): Promise<void> {
  await db
    .insertInto('permit_accounts')
    .values({ tenant_id: tenantId, relation_id: values.relationId, username: values.username, email: values.email })
    .execute();
}

export async function updatePasswordHash(
  db: Database,
  tenantId: number,
  relationId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('permit_accounts')
    .set({ password_hash: passwordHash, password_changed_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .execute();
}

export async function insertPasswordKey(
  db: Database,
  tenantId: number,
  values: { keyHash: string; relationId: number; purpose: PasswordKeyPurpose; lifetimeMinutes: number },
): Promise<void> {
  await db
    .insertInto('password_keys')
    .values({
      tenant_id: tenantId,
      key_hash: values.keyHash,
      relation_id: values.relationId,
      purpose: values.purpose,
      expires_at: sql`now() + make_interval(mins => ${values.lifetimeMinutes})`,
    })
    .execute();
}

/** Keys of a purpose issued for the relation in the last `minutes`. */
export async function countPasswordKeysSince(
  db: Database,
  tenantId: number,
  relationId: number,
  purpose: PasswordKeyPurpose,
  minutes: number,
): Promise<number> {
  const row = await db
    .selectFrom('password_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The relation of a key that is neither used nor expired. */
export async function findLiveKey(
  db: Database,
  tenantId: number,
  keyHash: string,
): Promise<{ relationId: number; purpose: PasswordKeyPurpose } | undefined> {
  const row = await db
    .selectFrom('password_keys')
    .select(['relation_id', 'purpose'])
    .where('tenant_id', '=', tenantId)
    .where('key_hash', '=', keyHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && { relationId: row.relation_id, purpose: row.purpose };
}

/** Uses a live key, atomically: of two requests with the same key only one gets its relation. */
export async function useKey(db: Database, tenantId: number, keyHash: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_keys')
    .set({ used_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('key_hash', '=', keyHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('relation_id')
    .executeTakeFirst();
  return row?.relation_id;
}

/** Ends every other live key of the relation: once a password is set, older links are worthless. */
export async function retireKeys(db: Database, tenantId: number, relationId: number): Promise<void> {
  await db
    .updateTable('password_keys')
    .set({ used_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('used_at', 'is', null)
    .execute();
}
