/**
 * The counter's SQL (issue 28): the staff member's latest identification of a resident, read from the staff
 * audit it was recorded in (the audit is the record; no second table holds the same fact).
 */
import type { Database } from '../../db/database.js';

export const IDENTIFY_ACTION = 'identify-resident';

export interface RecordedIdentification {
  way: unknown;
  at: Date;
}

/** The staff member's newest identification of the resident recorded after `since`, in this municipality. */
export async function latestIdentification(
  db: Database,
  tenantId: number,
  staffId: string,
  relationId: number,
  since: Date,
): Promise<RecordedIdentification | null> {
  const row = await db
    .selectFrom('staff_audit')
    .select(['after', 'at'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('staff_id', '=', staffId)
    .where('action', '=', IDENTIFY_ACTION)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const after = row.after as { way?: unknown } | null;
  return { way: after?.way, at: new Date(row.at) };
}
