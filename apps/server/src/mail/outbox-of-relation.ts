/**
 * The e-mails sent to a relation, for the back office's file (issue 27, decision 035): when, to which
 * address, which template and subject, and whether it went out. Never the body: a login or e-mail code
 * travels in it, and staff have no business reading one.
 */
import type { Database } from '../db/database.js';

export async function outboxOfRelation(db: Database, tenantId: number, relationId: number, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'template', 'subject', 'created_at', 'sent_at', 'attempts', 'last_error'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
