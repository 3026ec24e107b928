/**
 * The audit log: every login success, failure and refusal, and later every change an
 * operator must be able to trace. It holds no secrets and no codes, only what happened.
 */
import type { Database } from '../db/database.js';

export interface AuditEvent {
  event: string;
  outcome: 'success' | 'failure' | 'refused';
  relationId?: number | null;
  service?: string | null;
  /** A short reason for operators, e.g. 'wrong password', 'state mismatch'. */
  detail?: string;
}

export async function recordAudit(db: Database, tenantId: number, event: AuditEvent): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      tenant_id: tenantId,
      event: event.event,
      outcome: event.outcome,
      relation_id: event.relationId ?? null,
      service: event.service ?? null,
      detail: event.detail ?? '',
    })
    .execute();
}

export async function readAudit(db: Database, tenantId: number, limit = 100) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
