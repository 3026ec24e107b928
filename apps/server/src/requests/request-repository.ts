/**
 * All SQL on requests, their plates and transitions, and the addresses checked in a request flow. Every function takes the tenant and filters on it.
 * Inside a transaction pass the transaction object (the embedded database has one connection).
 */

import type { RequestEventCode } from '@parkeerloket/contract';
import { type Expression, type RawBuilder, sql } from 'kysely';
import { OPEN_PROLONGATION_STATUSES } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import type { RequestKind, RequestPlatesTable, RequestsTable } from '../db/schema.js';
import { permitPlatesRequestIdOf, permitRequestIdOf } from '../permits/index.js';
import { OPEN_REQUEST_STATUSCODES } from './request-machine.js';

type Selected<T> = {
  [K in keyof T]: T[K] extends import('kysely').ColumnType<infer S, unknown, unknown> ? S : T[K];
};

export type RequestRow = Selected<RequestsTable>;

/** What a listing shows of a request (the columns of `requestJson`), with its plates' licence plates in order. */
export type ListedRequest = Pick<
  RequestRow,
  | 'id'
  | 'kind'
  | 'status'
  | 'status_text'
  | 'permit_type_id'
  | 'area_id'
  | 'location_id'
  | 'staffel'
  | 'valid_from'
  | 'valid_to'
  | 'valid_days'
  | 'specific_location'
  | 'price_cents'
> & { plates: string[] };

/**
 * The request `requestId` as one JSON value (a `ListedRequest`, or null), for a listing of another
 * area's rows that shows their request inside its one statement (issue 23; decision 015).
 * `tenantId` and `requestId` are the outer query's columns (`sql.ref('i.tenant_id')`). Only text and
 * number columns: a date is its YYYY-MM-DD text here too, a timestamp would not be.
 */
export function requestJson(
  tenantId: Expression<number>,
  requestId: Expression<number>,
): RawBuilder<ListedRequest | null> {
  return sql<ListedRequest | null>`(
    select json_build_object(
      'id', rq.id, 'kind', rq.kind, 'status', rq.status, 'status_text', rq.status_text,
      'permit_type_id', rq.permit_type_id, 'area_id', rq.area_id, 'location_id', rq.location_id,
      'staffel', rq.staffel, 'valid_from', rq.valid_from, 'valid_to', rq.valid_to, 'valid_days', rq.valid_days,
      'specific_location', rq.specific_location, 'price_cents', rq.price_cents,
      'plates', ${requestPlatesJson(sql.ref('rq.tenant_id'), sql.ref('rq.id'))})
    from requests rq where rq.tenant_id = ${tenantId} and rq.id = ${requestId})`;
}

/**
 * The requests named by `source` (a subquery of the outer statement with the columns tenant_id and
 * request_id) as two JSON values for another area's listing: the requests, each an array of ListedRequest's
 * columns in order, and their plates, each [request id, licence plate] in the requests' plate order (null
 * when none). Each table is read once for the whole listing instead of a subselect per row (issue 29,
 * decision 051); listedRequestsOf makes the ListedRequests of them.
 */
export function listedRequestsJson(source: Expression<unknown>): {
  requests: RawBuilder<unknown>;
  plates: RawBuilder<unknown>;
} {
  return {
    requests: sql`(select json_agg(json_build_array(rq.id, rq.kind, rq.status, rq.status_text, rq.permit_type_id,
        rq.area_id, rq.location_id, rq.staffel, rq.valid_from, rq.valid_to, rq.valid_days, rq.specific_location,
        rq.price_cents))
      from requests rq where (rq.tenant_id, rq.id) in (select s.tenant_id, s.request_id from ${source} s))`,
    plates: sql`(select json_agg(json_build_array(rp.request_id, rp.license_plate) order by rp.request_id, rp.position)
      from request_plates rp where (rp.tenant_id, rp.request_id) in (select s.tenant_id, s.request_id from ${source} s))`,
  };
}

/** The ListedRequests by id from the two JSON values of listedRequestsJson, as parsed. */
export function listedRequestsOf(requests: unknown, plates: unknown): Map<number, ListedRequest> {
  const byId = new Map<number, ListedRequest>();
  for (const a of (requests as unknown[][] | null) ?? []) {
    byId.set(a[0] as number, {
      id: a[0] as number,
      kind: a[1] as ListedRequest['kind'],
      status: a[2] as string,
      status_text: a[3] as string | null,
      permit_type_id: a[4] as number,
      area_id: a[5] as number,
      location_id: a[6] as number | null,
      staffel: a[7] as number,
      valid_from: a[8] as string,
      valid_to: a[9] as string | null,
      valid_days: a[10] as string,
      specific_location: a[11] as string,
      price_cents: a[12] as number,
      plates: [],
    });
  }
  for (const [requestId, plate] of (plates as [number, string][] | null) ?? []) byId.get(requestId)?.plates.push(plate);
  return byId;
}

/** The licence plates of the request `requestId` (the outer query's columns) in order, as one JSON array. */
export function requestPlatesJson(tenantId: Expression<number>, requestId: Expression<number>): RawBuilder<string[]> {
  return sql<string[]>`coalesce(
    (select json_agg(rp.license_plate order by rp.position) from request_plates rp
      where rp.tenant_id = ${tenantId} and rp.request_id = ${requestId}),
    '[]'::json)`;
}
/** A request's staffel (the quantity), or null without a request: a fragment for other areas' listings. */
export function requestStaffel(
  tenantId: Expression<number>,
  requestId: Expression<number | null>,
): RawBuilder<number | null> {
  return sql<number | null>`(select r.staffel from requests r where r.tenant_id = ${tenantId} and r.id = ${requestId})`;
}
export type RequestPlateRow = Selected<RequestPlatesTable>;

export interface NewRequest {
  relationId: number;
  branchNumber: string | null;
  kind: RequestKind;
  /** The permit a LICENSE_CHANGE changes or a PROLONGATION prolongs. */
  permitId?: number;
  permitTypeId: number;
  areaId: number;
  locationId: number | null;
  addressId: number | null;
  staffel: number;
  priceLineId: number | null;
  validFrom: string;
  validTo: string | null;
  /** Comma-separated DAYS; empty without day selection. */
  validDays: string;
  specificLocation: string;
  priceCents: number;
  status: string;
  statusText: string | null;
  /** The staff member who requested it for the resident at the counter (issue 28). */
  actedBy?: { staffId: string; staffName: string };
}

export interface NewPlate {
  position: number;
  licensePlate: string;
  lease: 'Y' | 'N';
  rdwChecked: 'Y' | 'N';
  brand: string;
  colour: string;
  country: string;
}

interface TransitionRow {
  id: number;
  event: string;
  from_status: string | null;
  to_status: string;
  at: Date;
}

/** Stores a new request with its plates and its first transition (from nothing to its status). Returns its id. */
export async function insertRequest(
  trx: Database,
  tenantId: number,
  request: NewRequest,
  plates: readonly NewPlate[],
  event: RequestEventCode,
): Promise<number> {
  const { id } = await trx
    .insertInto('requests')
    .values({
      tenant_id: tenantId,
      relation_id: request.relationId,
      branch_number: request.branchNumber,
      kind: request.kind,
      permit_id: request.permitId ?? null,
      permit_type_id: request.permitTypeId,
      area_id: request.areaId,
      location_id: request.locationId,
      address_id: request.addressId,
      staffel: request.staffel,
      price_line_id: request.priceLineId,
      valid_from: request.validFrom,
      valid_to: request.validTo,
      valid_days: request.validDays,
      specific_location: request.specificLocation,
      price_cents: request.priceCents,
      status: request.status,
      status_text: request.statusText,
      acted_by_staff_id: request.actedBy?.staffId ?? null,
      acted_by_staff_name: request.actedBy?.staffName ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (plates.length > 0) {
    await trx
      .insertInto('request_plates')
      .values(
        plates.map((plate) => ({
          tenant_id: tenantId,
          request_id: id,
          position: plate.position,
          license_plate: plate.licensePlate,
          lease_yn: plate.lease,
          rdw_checked_yn: plate.rdwChecked,
          brand: plate.brand,
          colour: plate.colour,
          country: plate.country,
        })),
      )
      .execute();
  }
  await insertTransition(trx, tenantId, id, event, null, request.status);
  return id;
}

async function insertTransition(
  trx: Database,
  tenantId: number,
  requestId: number,
  event: RequestEventCode,
  from: string | null,
  to: string,
): Promise<void> {
  await trx
    .insertInto('request_transitions')
    .values({ tenant_id: tenantId, request_id: requestId, event, from_status: from, to_status: to })
    .execute();
}

/**
 * A request of the relation; undefined when it does not exist, is another relation's or another
 * tenant's. With `forUpdate` (inside a transaction) the row stays locked until the transaction ends.
 */
export async function findOwnRequest(
  db: Database,
  tenantId: number,
  relationId: number,
  requestId: number,
  options: { forUpdate?: boolean } = {},
): Promise<RequestRow | undefined> {
  let query = db
    .selectFrom('requests')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', '=', requestId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as RequestRow | undefined;
}

/** A request of the tenant whoever holds it (an employee's review, a payment notification). */
export async function findRequest(
  db: Database,
  tenantId: number,
  requestId: number,
  options: { forUpdate?: boolean } = {},
): Promise<RequestRow | undefined> {
  let query = db.selectFrom('requests').selectAll().where('tenant_id', '=', tenantId).where('id', '=', requestId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) as RequestRow | undefined;
}

export async function readPlates(db: Database, tenantId: number, requestId: number): Promise<RequestPlateRow[]> {
  return (await db
    .selectFrom('request_plates')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute()) as RequestPlateRow[];
}

/**
 * Moves a request from `from` to `to` and records the transition, only when it still is in `from`
 * (so two calls racing on one request never both move it). Returns whether it moved. Use inside a
 * transaction, together with whatever the new status brings (invoice, permit).
 */
export async function updateRequestStatus(
  trx: Database,
  tenantId: number,
  requestId: number,
  change: { from: string; to: string; event: RequestEventCode; statusText?: string | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('requests')
    .set({
      status: change.to,
      ...(change.statusText !== undefined ? { status_text: change.statusText } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', requestId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await insertTransition(trx, tenantId, requestId, change.event, change.from, change.to);
  return true;
}

export async function readTransitions(db: Database, tenantId: number, requestId: number): Promise<TransitionRow[]> {
  return db
    .selectFrom('request_transitions')
    .select(['id', 'event', 'from_status', 'to_status', 'at'])
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

/** When each of these requests last entered `status` (requests that never did are absent): one statement for a page. */
export async function lastEnteredStatus(
  db: Database,
  tenantId: number,
  requestIds: readonly number[],
  status: string,
): Promise<Map<number, Date>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('request_transitions')
    .select(['request_id'])
    .select((eb) => eb.fn.max('at').as('at'))
    .where('tenant_id', '=', tenantId)
    .where('request_id', 'in', requestIds)
    .where('to_status', '=', status)
    .groupBy('request_id')
    .execute();
  return new Map(rows.map((row) => [row.request_id, new Date(row.at as unknown as string | Date)]));
}

/** The relation's requests in these statuses: one query for the pending list and the home's count, so they agree. */
function relationRequestsIn(db: Database, tenantId: number, relationId: number, statuses: readonly string[]) {
  return (
    db
      .selectFrom('requests')
      .where('tenant_id', '=', tenantId)
      .where('relation_id', '=', relationId)
      .where('status', 'in', statuses)
      // Prolongations are listed and counted on their own (/prolongations, vrex_permits_count).
      .where('kind', '<>', 'PROLONGATION')
  );
}

/** The relation's requests in one of the statuses counted, as a query (the home counts embed it). */
export function relationRequestsCountQuery(
  db: Database,
  tenantId: number,
  relationId: number,
  statuses: readonly string[],
) {
  return relationRequestsIn(db, tenantId, relationId, statuses).select((eb) => eb.fn.countAll<number>().as('n'));
}

/** The relation's requests in these statuses, newest first. */
export async function listRelationRequests(
  db: Database,
  tenantId: number,
  relationId: number,
  statuses: readonly string[],
): Promise<RequestRow[]> {
  return (await relationRequestsQuery(db, tenantId, relationId, statuses).execute()) as RequestRow[];
}

/**
 * listRelationRequests as a query, each request with its plates (`plates`): a listing adds its
 * columns of other areas' rows (the pending list the payment holding the invoice; issue 23).
 */
export function relationRequestsQuery(db: Database, tenantId: number, relationId: number, statuses: readonly string[]) {
  return relationRequestsIn(db, tenantId, relationId, statuses)
    .selectAll()
    .select(requestPlatesJson(sql.ref('requests.tenant_id'), sql.ref('requests.id')).as('plates'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

/** A tenant's requests in one status, the longest waiting first (the municipality's review queue). */
export async function listRequestsInStatus(db: Database, tenantId: number, status: string): Promise<RequestRow[]> {
  return (await db
    .selectFrom('requests')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', status)
    .orderBy('updated_at')
    .orderBy('id')
    .execute()) as RequestRow[];
}

/** A page of the requests in a status, oldest first (the back office's queues), with the count of all. */
export async function listRequestsInStatusPage(
  db: Database,
  tenantId: number,
  status: string,
  page: { offset: number; limit: number },
): Promise<{ items: RequestRow[]; total: number }> {
  const items = (await db
    .selectFrom('requests')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', status)
    .orderBy('updated_at')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute()) as RequestRow[];
  const { n } = await db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}

/** A plate change request of a permit. */
export interface PlateChangeRow {
  id: number;
  permit_id: number;
  status: string;
}

/** Every plate change request of these permits (any status), oldest first. */
export async function readPlateChanges(
  db: Database,
  tenantId: number,
  permitIds: readonly number[],
): Promise<PlateChangeRow[]> {
  if (permitIds.length === 0) return [];
  const rows = await db
    .selectFrom('requests')
    .select(['id', 'permit_id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'LICENSE_CHANGE')
    .where('permit_id', 'in', permitIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, permit_id: row.permit_id as number, status: row.status }));
}

/** The ids of a permit's requests of these kinds that are still open (a plate change, a prolongation), oldest first. */
export async function listOpenRequestIdsOfPermit(
  db: Database,
  tenantId: number,
  permitId: number,
  kinds: readonly RequestKind[],
): Promise<number[]> {
  const rows = await db
    .selectFrom('requests')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('permit_id', '=', permitId)
    .where('kind', 'in', kinds)
    .where('status', 'in', OPEN_REQUEST_STATUSCODES)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The relation's open prolongations (to confirm or to pay), the soonest first, as a query of requests
 * `x` with their plates (`plates`), the permit's root request (`permit_request_id`) and the request
 * whose plates the permit carries (`permit_plates_request_id`); null when the permit is missing. The
 * prolongations area adds the columns of its invoice and runs it (issue 23: one statement).
 */
export function openProlongationsQuery(db: Database, tenantId: number, relationId: number) {
  return db
    .selectFrom('requests as x')
    .selectAll('x')
    .select([
      requestPlatesJson(sql.ref('x.tenant_id'), sql.ref('x.id')).as('plates'),
      permitRequestIdOf(db, 'x.tenant_id', 'x.permit_id').as('permit_request_id'),
      permitPlatesRequestIdOf(db, 'x.tenant_id', 'x.permit_id').as('permit_plates_request_id'),
    ])
    .where('x.tenant_id', '=', tenantId)
    .where('x.relation_id', '=', relationId)
    .where('x.kind', '=', 'PROLONGATION')
    .where('x.status', 'in', OPEN_PROLONGATION_STATUSES)
    .orderBy('x.valid_from')
    .orderBy('x.id');
}

/** The relation's open prolongations counted, as a query (the home counts embed it in their one statement). */
export function openProlongationsCountQuery(db: Database, tenantId: number, relationId: number) {
  return db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('kind', '=', 'PROLONGATION')
    .where('status', 'in', OPEN_PROLONGATION_STATUSES);
}

/** Whether the permit's period that starts the day after `permitValidTo` has a prolongation already (any status). */
export async function hasProlongationFrom(
  db: Database,
  tenantId: number,
  permitId: number,
  permitValidTo: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('requests')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'PROLONGATION')
    .where('permit_id', '=', permitId)
    .where(sql<boolean>`valid_from = ${permitValidTo}::date + 1`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Open prolongations priced by a price line whose period starts on or after `fromDate`: the pending renewals a
 * price change from that date reaches (the back office's preview, issue 28).
 */
export async function countOpenProlongationsOnPriceLine(
  db: Database,
  tenantId: number,
  priceLineId: number,
  fromDate: string,
): Promise<number> {
  const row = await db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('price_line_id', '=', priceLineId)
    .where('kind', '=', 'PROLONGATION')
    .where('status', 'in', OPEN_PROLONGATION_STATUSES)
    .where('valid_from', '>=', fromDate)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
