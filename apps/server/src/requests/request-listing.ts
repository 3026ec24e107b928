/**
 * The back office's reads of requests (issue 27, decision 035): the relations that used a plate, a
 * relation's requests with their plates, and a request's transitions (a permit's timeline). Every query
 * is the tenant's.
 */
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/database.js';

/** Relations with a request (so also a permit) for the plate, normalised as stored (upper case, no dashes). */
export async function relationIdsWithPlate(db: Database, tenantId: number, plate: string, limit: number) {
  const rows = await db
    .selectFrom('request_plates as rp')
    .innerJoin('requests as r', (join) =>
      join.onRef('r.tenant_id', '=', 'rp.tenant_id').onRef('r.id', '=', 'rp.request_id'),
    )
    .select('r.relation_id')
    .distinct()
    .where('rp.tenant_id', '=', tenantId)
    .where('rp.license_plate', '=', plate)
    .orderBy('r.relation_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.relation_id);
}

/** A relation's requests, newest first, with their plates; at most `limit`. */
export async function requestsOfRelation(db: Database, tenantId: number, relationId: number, limit: number) {
  return db
    .selectFrom('requests as r')
    .select((eb) => [
      'r.id',
      'r.kind',
      'r.status',
      'r.permit_id',
      'r.permit_type_id',
      'r.area_id',
      'r.valid_from',
      'r.valid_to',
      'r.price_cents',
      'r.created_at',
      'r.updated_at',
      jsonArrayFrom(
        eb
          .selectFrom('request_plates as rp')
          .select('rp.license_plate')
          .whereRef('rp.tenant_id', '=', 'r.tenant_id')
          .whereRef('rp.request_id', '=', 'r.id')
          .orderBy('rp.position'),
      ).as('plates'),
    ])
    .where('r.tenant_id', '=', tenantId)
    .where('r.relation_id', '=', relationId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** The transitions of the permit's requests (the one that made it, plate changes, prolongations), oldest first. */
export async function transitionsOfPermit(db: Database, tenantId: number, permitId: number, requestId: number) {
  return db
    .selectFrom('request_transitions as t')
    .innerJoin('requests as r', (join) =>
      join.onRef('r.tenant_id', '=', 't.tenant_id').onRef('r.id', '=', 't.request_id'),
    )
    .select(['t.id', 't.request_id', 'r.kind', 't.event', 't.from_status', 't.to_status', 't.at'])
    .where('t.tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('r.permit_id', '=', permitId), eb('r.id', '=', requestId)]))
    .orderBy('t.at')
    .orderBy('t.id')
    .execute();
}
