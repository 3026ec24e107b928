/** The back office's read of a relation's waiting-list entries, closed ones too (issue 27, decision 035). */
import type { Database } from '../db/database.js';

export async function waitingListEntriesOfRelation(db: Database, tenantId: number, relationId: number, limit: number) {
  return db
    .selectFrom('waiting_list_entries')
    .select(['id', 'permit_type_id', 'area_id', 'status', 'created_at', 'offered_at', 'offer_expires_at', 'closed_at'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
