/** The back office's read of a relation's invoices (issue 27, decision 035), newest first. */
import type { Database } from '../db/database.js';

export async function invoicesOfRelation(db: Database, tenantId: number, relationId: number, limit: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'kind', 'request_id', 'reference', 'amount_cents', 'status', 'created_at', 'paid_at', 'payment_id'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
