/** All SQL on the optional message kinds a resident turned off (message_opt_outs, migration 0029). */
import type { Database } from '../db/database.js';

export async function readMessageOptOuts(db: Database, tenantId: number, relationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('message_opt_outs')
    .select('kind')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .orderBy('kind')
    .execute();
  return rows.map((r) => r.kind);
}

export async function hasOptedOut(db: Database, tenantId: number, relationId: number, kind: string): Promise<boolean> {
  const row = await db
    .selectFrom('message_opt_outs')
    .select('kind')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the relation's whole choice; callers pass only optional kinds. */
export async function replaceMessageOptOuts(
  db: Database,
  tenantId: number,
  relationId: number,
  kinds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('message_opt_outs')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .execute();
  if (kinds.length === 0) return;
  await db
    .insertInto('message_opt_outs')
    .values(kinds.map((kind) => ({ tenant_id: tenantId, relation_id: relationId, kind })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
