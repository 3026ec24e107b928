/**
 * Reading the staff audit (issue 27, decision 035): a resident's timeline, an object's rows, and the
 * search of the whole log by who, role, when, action and object, newest first. Each is one page on an
 * index of migration 0032 ((tenant, relation, at), (tenant, object, at), (tenant, at)) and a count.
 */
import { type AuditEntry, type AuditSearchQuery, addDays } from '@parkeerloket/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

type AuditFilter = (
  eb: ExpressionBuilder<DB, 'staff_audit'>,
) => ReturnType<ExpressionBuilder<DB, 'staff_audit'>['and']>;

export interface AuditPage {
  items: AuditEntry[];
  total: number;
}

async function auditPage(db: Database, tenantId: number, filter: AuditFilter, page: number, pageSize: number) {
  const base = db.selectFrom('staff_audit').where('tenant_id', '=', tenantId).where(filter);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'at', 'staff_name', 'roles', 'action', 'object_type', 'object_id', 'relation_id', 'reason'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      staffName: row.staff_name,
      roles: row.roles,
      action: row.action,
      objectType: row.object_type,
      objectId: row.object_id,
      relationId: row.relation_id,
      reason: row.reason,
    })),
    total: Number(count.total),
  };
}

export function auditOfRelation(db: Database, tenantId: number, relationId: number, page: number, pageSize: number) {
  return auditPage(db, tenantId, (eb) => eb.and([eb('relation_id', '=', relationId)]), page, pageSize);
}

export function auditOfObject(
  db: Database,
  tenantId: number,
  objectType: string,
  objectId: string,
  pageSize: number,
): Promise<AuditPage> {
  return auditPage(
    db,
    tenantId,
    (eb) => eb.and([eb('object_type', '=', objectType), eb('object_id', '=', objectId)]),
    1,
    pageSize,
  );
}

/** A day's start in Europe/Amsterdam, as the database reads it: `from` and `to` are whole days there. */
function amsterdamDayStart(day: string) {
  return sql<Date>`(${day}::date)::timestamp at time zone 'Europe/Amsterdam'`;
}

export function searchAudit(db: Database, tenantId: number, query: AuditSearchQuery): Promise<AuditPage> {
  const like = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`;
  return auditPage(
    db,
    tenantId,
    (eb) =>
      eb.and([
        ...(query.who ? [eb(sql<string>`lower(staff_name)`, 'like', like(query.who))] : []),
        ...(query.role ? [eb(sql<boolean>`${query.role} = any(roles)`, '=', true)] : []),
        ...(query.action ? [eb('action', '=', query.action)] : []),
        ...(query.objectType ? [eb('object_type', '=', query.objectType)] : []),
        ...(query.objectId ? [eb('object_id', '=', query.objectId)] : []),
        ...(query.from ? [eb('at', '>=', amsterdamDayStart(query.from))] : []),
        ...(query.to ? [eb('at', '<', amsterdamDayStart(addDays(query.to, 1)))] : []),
      ]),
    query.page,
    query.pageSize,
  );
}
