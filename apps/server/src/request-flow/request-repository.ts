/**
 * All SQL on requests, their plates and transitions, the addresses checked in a request flow, and
 * the invoice and permit a request leads to. Every function takes the tenant and filters on it.
 * Inside a transaction pass the transaction object (the embedded database has one connection).
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { CheckedAddressesTable, RequestKind, RequestPlatesTable, RequestsTable } from '../db/schema.js';

type Selected<T> = {
  [K in keyof T]: T[K] extends import('kysely').ColumnType<infer S, unknown, unknown> ? S : T[K];
};

export type RequestRow = Selected<RequestsTable>;
export type RequestPlateRow = Selected<RequestPlatesTable>;
type CheckedAddressRow = Selected<CheckedAddressesTable>;

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
  event: string,
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
  event: string,
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
  change: { from: string; to: string; event: string; statusText?: string | null },
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

/** The ACTIVE permit a paid or free request becomes, with the request's validity; at most one per request. */
export async function createPermit(trx: Database, tenantId: number, request: RequestRow): Promise<number> {
  const existing = await trx
    .selectFrom('permits')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', request.id)
    .executeTakeFirst();
  if (existing) return existing.id;
  const { id } = await trx
    .insertInto('permits')
    .values({
      tenant_id: tenantId,
      relation_id: request.relation_id,
      request_id: request.id,
      permit_type_id: request.permit_type_id,
      area_id: request.area_id,
      location_id: request.location_id,
      address_id: request.address_id,
      valid_from: request.valid_from,
      valid_to: request.valid_to,
      plates_request_id: request.id,
      price_cents: request.price_cents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A plate change that went through: the permit carries the change request's plates from now on. */
export async function applyPlateChange(trx: Database, tenantId: number, request: RequestRow): Promise<void> {
  if (request.permit_id === null) throw new Error(`plate change ${request.id} names no permit`);
  await trx
    .updateTable('permits')
    .set({ plates_request_id: request.id })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', request.permit_id)
    .where('status', '=', 'ACTIVE')
    .execute();
}

/**
 * A prolongation paid or free and confirmed: the permit runs until the prolongation's end. Only when
 * the permit still ends the day before the prolongation starts, so the same period is never added
 * twice, and only while it is ACTIVE. Answers whether the permit moved.
 */
export async function extendPermit(trx: Database, tenantId: number, request: RequestRow): Promise<boolean> {
  if (request.permit_id === null || request.valid_to === null)
    throw new Error(`prolongation ${request.id} names no permit or end`);
  const result = await trx
    .updateTable('permits')
    .set({ valid_to: request.valid_to })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', request.permit_id)
    .where('status', '=', 'ACTIVE')
    .where(sql<boolean>`valid_to + 1 = ${request.valid_from}::date`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Serializes a relation's requests: two submits of one relation never both pass the maximum check. */
export async function lockRelation(trx: Database, tenantId: number, relationId: number): Promise<void> {
  await trx
    .selectFrom('relations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', relationId)
    .forUpdate()
    .execute();
}

/** Serializes requests for one location: two requests never both take its last place. */
export async function lockLocation(trx: Database, tenantId: number, locationId: number): Promise<void> {
  await trx
    .selectFrom('locations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', locationId)
    .forUpdate()
    .execute();
}

/** An address the relation had checked in a request flow; undefined when it is not the relation's. */
export async function findCheckedAddress(
  db: Database,
  tenantId: number,
  relationId: number,
  addressId: number,
): Promise<CheckedAddressRow | undefined> {
  return (await db
    .selectFrom('checked_addresses')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', '=', addressId)
    .executeTakeFirst()) as CheckedAddressRow | undefined;
}

/** How long an identical checked address is used again instead of storing another. */
const CHECKED_ADDRESS_REUSE_DAYS = 30;

/** Stores an address the register knows for the relation, or reuses an identical recent one. Returns its id. */
export async function saveCheckedAddress(
  db: Database,
  tenantId: number,
  relationId: number,
  address: { zipcode: string; nr: string; addition: string; street: string; city: string },
): Promise<number> {
  const recent = await db
    .selectFrom('checked_addresses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('zipcode', '=', address.zipcode)
    .where('nr', '=', address.nr)
    .where('addition', '=', address.addition)
    .where('street', '=', address.street)
    .where('city', '=', address.city)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${CHECKED_ADDRESS_REUSE_DAYS})`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (recent) return recent.id;
  const { id } = await db
    .insertInto('checked_addresses')
    .values({ tenant_id: tenantId, relation_id: relationId, ...address })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Whether the permit type asks for a confirmation before the request goes on. */
export async function confirmationRequired(db: Database, tenantId: number, permitTypeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('permit_types')
    .select('confirmation_required_yn')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', permitTypeId)
    .executeTakeFirst();
  return row?.confirmation_required_yn === 'Y';
}

interface RequirementRow {
  id: number;
  doc_type_code: string;
  description: Record<string, string>;
  instruction: Record<string, string>;
  scope: 'ADDITIONAL' | 'PLATE' | 'LEASE_PLATE';
  max_documents: number;
  min_status_level: number;
  template_filename: string | null;
  position: number;
}

/** The permit type's document requirements, without template contents. */
export async function readRequirements(
  db: Database,
  tenantId: number,
  permitTypeId: number,
): Promise<RequirementRow[]> {
  return db
    .selectFrom('document_requirements')
    .select([
      'id',
      'doc_type_code',
      'description',
      'instruction',
      'scope',
      'max_documents',
      'min_status_level',
      'template_filename',
      'position',
    ])
    .where('tenant_id', '=', tenantId)
    .where('permit_type_id', '=', permitTypeId)
    .orderBy('position')
    .orderBy('id')
    .execute();
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
  return (await relationRequestsIn(db, tenantId, relationId, statuses)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()) as RequestRow[];
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
