/** The back office's read of a relation's refund orders (issue 27, decision 035), newest first. */
import type { Database } from '../db/database.js';

export async function refundOrdersOfRelation(db: Database, tenantId: number, relationId: number, limit: number) {
  return db
    .selectFrom('refund_orders')
    .select(['id', 'permit_id', 'payment_id', 'amount_cents', 'status', 'end_date', 'created_at', 'export_id'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
