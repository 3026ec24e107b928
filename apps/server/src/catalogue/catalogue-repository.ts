/**
 * All SQL behind the catalogue's reading side: products with their permit type, area, locations,
 * price lines and documents, and the facts eligibility is judged on (holdings per relation and
 * per address, places taken at locations, which areas hold a postcode). Every query filters on
 * the tenant.
 */
import type { RequestStatuscode } from '@parkeerloket/contract';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type {
  AreasTable,
  CategoriesTable,
  DocumentRequirementsTable,
  LocationsTable,
  PermitTypesTable,
  PriceLinesTable,
  ProductsTable,
} from '../db/schema.js';

export type PermitTypeRow = Selectable<PermitTypesTable>;
export type AreaRow = Selectable<AreasTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type LocationRow = Selectable<LocationsTable>;
export type PriceLineRow = Selectable<PriceLinesTable>;
export type DocumentRequirementRow = Selectable<DocumentRequirementsTable>;

/**
 * Live requests: not yet a permit, not ended. They count against maxima and capacity just as an
 * ACTIVE permit does, so two requests in flight cannot together exceed a maximum.
 */
export const OPEN_REQUEST_STATUSES = [
  'DOCS_UPLOAD',
  'DOCS_OPTIONAL',
  'DOCS_REJECTED_UPLOAD',
  'DOCS_AWAIT_APROVAL',
  'DOCS_ACCEPTED',
  'AWAIT_CONFIRMATION',
  'AWAIT_PAYMENT',
  'AWAIT_CONTINUE',
] as const satisfies readonly RequestStatuscode[];

/** Waiting-list entries that hold (or wait for) a place: one live entry per relation and product location. */
export const LIVE_WAITING_LIST_STATUSES = ['WAITING', 'AWAIT_CONTINUE_WAITING'] as const;

/** An address as holdings are counted at it: postcode 1234AB, house number, and letter plus addition in capitals without separators. */
export interface AddressKey {
  zipcode: string;
  nr: string;
  addition: string;
}

export async function findProductRow(
  db: Database,
  tenantId: number,
  permitTypeId: number,
  areaId: number,
): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('permit_type_id', '=', permitTypeId)
    .where('area_id', '=', areaId)
    .executeTakeFirst();
}

export async function findPermitType(
  db: Database,
  tenantId: number,
  permitTypeId: number,
): Promise<PermitTypeRow | undefined> {
  return db
    .selectFrom('permit_types')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', permitTypeId)
    .executeTakeFirst();
}

export async function findArea(db: Database, tenantId: number, areaId: number): Promise<AreaRow | undefined> {
  return db
    .selectFrom('areas')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', areaId)
    .executeTakeFirst();
}

export async function findLocation(
  db: Database,
  tenantId: number,
  locationId: number,
): Promise<LocationRow | undefined> {
  return db
    .selectFrom('locations')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', locationId)
    .executeTakeFirst();
}

/** Locations of products, in their order; of one product when both ids are given. */
export async function listLocations(
  db: Database,
  tenantId: number,
  product?: { permitTypeId: number; areaId: number },
): Promise<LocationRow[]> {
  let query = db.selectFrom('locations').selectAll().where('tenant_id', '=', tenantId);
  if (product) {
    query = query.where('permit_type_id', '=', product.permitTypeId).where('area_id', '=', product.areaId);
  }
  return query.orderBy('position').orderBy('id').execute();
}

/** Price lines, in their order; of one permit type when given. */
export async function listPriceLines(db: Database, tenantId: number, permitTypeId?: number): Promise<PriceLineRow[]> {
  let query = db.selectFrom('price_lines').selectAll().where('tenant_id', '=', tenantId);
  if (permitTypeId !== undefined) query = query.where('permit_type_id', '=', permitTypeId);
  return query.orderBy('position').orderBy('id').execute();
}

export async function listDocumentRequirements(
  db: Database,
  tenantId: number,
  permitTypeId: number,
): Promise<DocumentRequirementRow[]> {
  return db
    .selectFrom('document_requirements')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('permit_type_id', '=', permitTypeId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every product of the tenant in catalogue order: by category position, then product position. */
export async function listProducts(db: Database, tenantId: number): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .innerJoin('categories', (join) =>
      join.onRef('categories.tenant_id', '=', 'products.tenant_id').onRef('categories.id', '=', 'products.category_id'),
    )
    .selectAll('products')
    .where('products.tenant_id', '=', tenantId)
    .orderBy('categories.position')
    .orderBy('categories.id')
    .orderBy('products.position')
    .orderBy('products.permit_type_id')
    .orderBy('products.area_id')
    .execute();
}

export async function listPermitTypes(db: Database, tenantId: number): Promise<PermitTypeRow[]> {
  return db.selectFrom('permit_types').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

export async function listAreas(db: Database, tenantId: number): Promise<AreaRow[]> {
  return db.selectFrom('areas').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

export async function listCategories(db: Database, tenantId: number): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The areas whose postcodes include this four-digit postcode. */
export async function areaIdsOfPostcode(db: Database, tenantId: number, postcode: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('area_postcodes')
    .select('area_id')
    .where('tenant_id', '=', tenantId)
    .where('postcode', '=', postcode)
    .execute();
  return new Set(rows.map((r) => r.area_id));
}

type HoldingTable = 'permits' | 'requests';

/** A holding is a permit that is ACTIVE (and not past its end) or a request in an open status. */
function holdings(db: Database, table: HoldingTable, tenantId: number, today: string) {
  // Both tables have the columns used here; the alias lets one query serve both.
  const query = db.selectFrom(`${table} as h` as 'requests as h').where('h.tenant_id', '=', tenantId);
  return table === 'permits'
    ? query
        .where('h.status', '=', 'ACTIVE')
        .where((eb) => eb.or([eb(sql.ref('h.valid_to'), 'is', null), eb(sql.ref('h.valid_to'), '>=', today)]))
    : query.where('h.status', 'in', OPEN_REQUEST_STATUSES);
}

function addCounts(target: Map<number, number>, rows: readonly { key: number | null; n: number | string }[]): void {
  for (const row of rows) {
    if (row.key === null) continue;
    target.set(row.key, (target.get(row.key) ?? 0) + Number(row.n));
  }
}

/** Per permit type: the relation's active permits plus open requests (any area). */
export async function countHeldByRelation(
  db: Database,
  tenantId: number,
  relationId: number,
  permitTypeIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (permitTypeIds.length === 0) return counts;
  for (const table of ['permits', 'requests'] as const) {
    const rows = await holdings(db, table, tenantId, today)
      .select(['h.permit_type_id as key', (eb) => eb.fn.countAll<number>().as('n')])
      .where('h.relation_id', '=', relationId)
      .where('h.permit_type_id', 'in', permitTypeIds)
      .groupBy('h.permit_type_id')
      .execute();
    addCounts(counts, rows);
  }
  return counts;
}

const alphanumericUpper = (column: string) =>
  sql<string>`upper(regexp_replace(${sql.ref(column)}, '[^A-Za-z0-9]', '', 'g'))`;

/**
 * Per permit type: active permits plus open requests at this address, of anyone. A holding is at
 * the address its request's checked address names; one without (a product not located by
 * address) is at its holder's own address.
 */
export async function countHeldAtAddress(
  db: Database,
  tenantId: number,
  address: AddressKey,
  permitTypeIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (permitTypeIds.length === 0) return counts;
  for (const table of ['permits', 'requests'] as const) {
    const rows = await holdings(db, table, tenantId, today)
      .innerJoin('relations as r', (join) =>
        join.onRef('r.tenant_id', '=', 'h.tenant_id').onRef('r.id', '=', 'h.relation_id'),
      )
      .leftJoin('checked_addresses as ca', (join) =>
        join.onRef('ca.tenant_id', '=', 'h.tenant_id').onRef('ca.id', '=', 'h.address_id'),
      )
      .select(['h.permit_type_id as key', (eb) => eb.fn.countAll<number>().as('n')])
      .where('h.permit_type_id', 'in', permitTypeIds)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('h.address_id', 'is not', null),
            eb('ca.zipcode', '=', address.zipcode),
            eb('ca.nr', '=', address.nr),
            eb(alphanumericUpper('ca.addition'), '=', address.addition),
          ]),
          eb.and([
            eb('h.address_id', 'is', null),
            eb('r.foreign_yn', '<>', 'Y'),
            eb(sql<string>`upper(replace(r.zipcode || r.zipcode_letters, ' ', ''))`, '=', address.zipcode),
            eb('r.nr', '=', address.nr),
            eb(
              sql<string>`upper(regexp_replace(r.house_letter || r.addition, '[^A-Za-z0-9]', '', 'g'))`,
              '=',
              address.addition,
            ),
          ]),
        ]),
      )
      .groupBy('h.permit_type_id')
      .execute();
    addCounts(counts, rows);
  }
  return counts;
}

/**
 * Per location: places taken by active permits and open requests, and places held for a
 * waiting-list entry that has been offered one (AWAIT_CONTINUE_WAITING).
 */
export async function countTakenAtLocations(
  db: Database,
  tenantId: number,
  locationIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (locationIds.length === 0) return counts;
  for (const table of ['permits', 'requests'] as const) {
    const rows = await holdings(db, table, tenantId, today)
      .select(['h.location_id as key', (eb) => eb.fn.countAll<number>().as('n')])
      .where('h.location_id', 'in', locationIds)
      .groupBy('h.location_id')
      .execute();
    addCounts(counts, rows);
  }
  const offered = await db
    .selectFrom('waiting_list_entries')
    .select(['location_id as key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'AWAIT_CONTINUE_WAITING')
    .where('location_id', 'in', locationIds)
    .groupBy('location_id')
    .execute();
  addCounts(counts, offered);
  return counts;
}

export const productKey = (permitTypeId: number, areaId: number) => `${permitTypeId}:${areaId}`;

/**
 * The relation's live waiting-list entries (waiting, or offered a place): what the catalogue says the relation
 * is on (EXISTING_WL_YN) and what the home tile counts (waiting-list area), from this one query.
 */
export async function liveWaitingListEntries(
  db: Database,
  tenantId: number,
  relationId: number,
): Promise<{ id: number; permit_type_id: number; area_id: number; location_id: number | null }[]> {
  return db
    .selectFrom('waiting_list_entries')
    .select(['id', 'permit_type_id', 'area_id', 'location_id'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('status', 'in', LIVE_WAITING_LIST_STATUSES)
    .orderBy('id')
    .execute();
}

/** Products (permit type and area) for which the relation has a live waiting-list entry. */
export async function productsOnWaitingList(db: Database, tenantId: number, relationId: number): Promise<Set<string>> {
  const rows = await liveWaitingListEntries(db, tenantId, relationId);
  return new Set(rows.map((r) => productKey(r.permit_type_id, r.area_id)));
}

/** Products for which the relation has an open invoice of a request. */
export async function productsWithOpenInvoice(
  db: Database,
  tenantId: number,
  relationId: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('requests', (join) =>
      join.onRef('requests.tenant_id', '=', 'invoices.tenant_id').onRef('requests.id', '=', 'invoices.request_id'),
    )
    .select(['requests.permit_type_id', 'requests.area_id'])
    .where('invoices.tenant_id', '=', tenantId)
    .where('invoices.relation_id', '=', relationId)
    .where('invoices.status', '=', 'OPEN')
    .execute();
  return new Set(rows.map((r) => productKey(r.permit_type_id, r.area_id)));
}
