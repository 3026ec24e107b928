/** All SQL on one-time codes (login codes and e-mail verification codes). Every function takes the tenant. */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export type CodePurpose = 'login' | 'email';

export interface StoredCode {
  id: number;
  codeHash: string;
  email: string;
  tries: number;
  /** Decided by the database's clock, like every other expiry. */
  expired: boolean;
}

export async function insertCode(
  db: Database,
  tenantId: number,
  values: { relationId: number; purpose: CodePurpose; codeHash: string; email: string; lifetimeMinutes: number },
): Promise<void> {
  await db
    .insertInto('one_time_codes')
    .values({
      tenant_id: tenantId,
      relation_id: values.relationId,
      purpose: values.purpose,
      code_hash: values.codeHash,
      email: values.email,
      expires_at: sql`now() + make_interval(mins => ${values.lifetimeMinutes})`,
    })
    .execute();
}

/** Ends every live code of the relation for the purpose: a new code replaces the old ones. */
export async function retireCodes(db: Database, tenantId: number, relationId: number, purpose: CodePurpose) {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Codes issued in the last `minutes`, used or not: the cap on how many may be sent. */
export async function countCodesSince(
  db: Database,
  tenantId: number,
  relationId: number,
  purpose: CodePurpose,
  minutes: number,
): Promise<number> {
  const row = await db
    .selectFrom('one_time_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The live (unused) code of the relation for the purpose, when there is one. */
export async function findLiveCode(
  db: Database,
  tenantId: number,
  relationId: number,
  purpose: CodePurpose,
): Promise<StoredCode | undefined> {
  const row = await db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash', 'email', 'tries', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, codeHash: row.code_hash, email: row.email, tries: row.tries, expired: row.expired };
}

/**
 * Takes one try of a live code, atomically: two guesses sent at once cannot both use the last
 * try. Answers the tries used including this one, or undefined when none was left.
 */
export async function takeTry(
  db: Database,
  tenantId: number,
  codeId: number,
  maxTries: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('one_time_codes')
    .set({ tries: sql`tries + 1` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('tries', '<', maxTries)
    .returning('tries')
    .executeTakeFirst();
  return row?.tries;
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Database, tenantId: number, codeId: number): Promise<boolean> {
  const row = await db
    .updateTable('one_time_codes')
    .set({ used_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
