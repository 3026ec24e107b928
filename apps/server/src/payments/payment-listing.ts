/**
 * The back office's reads of payments (issue 27, decision 035): whose payment a reference is (the short
 * one a payer reads out, 'PL-7K3F-9Q2M', or the long one of an older payment), and a relation's payments.
 */
import type { Database } from '../db/database.js';

export async function relationIdOfPaymentReference(db: Database, tenantId: number, reference: string) {
  const row = await db
    .selectFrom('payments')
    .select('relation_id')
    .where('tenant_id', '=', tenantId)
    .where('display_reference', '=', reference)
    .executeTakeFirst();
  return row?.relation_id;
}

export async function paymentsOfRelation(db: Database, tenantId: number, relationId: number, limit: number) {
  return db
    .selectFrom('payments')
    .select([
      'id',
      'reference',
      'display_reference',
      'method',
      'status',
      'amount_cents',
      'provider',
      'created_at',
      'paid_at',
    ])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
