/**
 * All SQL behind the catalogue's reading side: products with their permit type, area, locations,
 * price lines and documents, and the facts eligibility is judged on (holdings per relation and
 * per address, places taken at locations, which areas hold a postcode). Every query filters on
 * the tenant.
 */
import type { RequestStatuscode } from '@parkeerloket/contract';
import { type RawBuilder, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type {
  AreasTable,
  CategoriesTable,
  DB,
  DocumentRequirementsTable,
  LocationsTable,
  PermitTypesTable,
  PriceLinesTable,
  ProductsTable,
  RequestKind,
} from '../db/schema.js';
import { lineForRenewal } from './price-change.js';

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

/**
 * Statuses in which a prolongation is offered to the resident: to confirm, or to pay. Here rather
 * than in the prolongations area because the listing's EXISTING_VREX_YN reads them too, and the
 * prolongations area already builds on the catalogue.
 */
export const OPEN_PROLONGATION_STATUSES = [
  'AWAIT_CONFIRMATION',
  'AWAIT_PAYMENT',
] as const satisfies readonly RequestStatuscode[];

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

type HoldingTable = 'permits' | 'requests';

/** A holding is a permit that is ACTIVE (and not past its end) or a request in an open status. */
function holdings(db: Database, table: HoldingTable, tenantId: number, today: string) {
  // Both tables have the columns used here; the alias lets one query serve both.
  const query = db.selectFrom(`${table} as h` as 'requests as h').where('h.tenant_id', '=', tenantId);
  return table === 'permits'
    ? query
        .where('h.status', '=', 'ACTIVE')
        .where((eb) => eb.or([eb(sql.ref('h.valid_to'), 'is', null), eb(sql.ref('h.valid_to'), '>=', today)]))
    : query
        .where('h.status', 'in', OPEN_REQUEST_STATUSES)
        // A prolongation or a plate change is of a permit that is already counted: it takes no second place.
        .where('h.kind', 'in', PLACE_TAKING_REQUEST_KINDS);
}

/** Requests for a permit of their own; the other kinds (LICENSE_CHANGE, PROLONGATION) change an existing one. */
const PLACE_TAKING_REQUEST_KINDS = ['NEW', 'WAITING_LIST'] as const satisfies readonly RequestKind[];

const alphanumericUpper = (column: string) =>
  sql<string>`upper(regexp_replace(${sql.ref(column)}, '[^A-Za-z0-9]', '', 'g'))`;

export const productKey = (permitTypeId: number, areaId: number) => `${permitTypeId}:${areaId}`;

/** What a relation and an address hold, and what is taken at locations: the facts eligibility is judged on. */
export interface HoldingCounts {
  /** The areas whose postcodes include the address's; null without a Dutch address. */
  areasOfAddress: Set<number> | null;
  /** Per permit type: the relation's active permits plus open requests. */
  byRelation: Map<number, number>;
  /** Per permit type: active permits plus open requests at the address, of anyone; null without an address. */
  atAddress: Map<number, number> | null;
  /** Per location: places taken by permits, open requests and offered waiting-list places. */
  taken: Map<number, number>;
  /** Products (productKey) the relation has a live waiting-list entry for; asked with `withProducts` only. */
  onWaitingList: Set<string>;
  /** Products (productKey) the relation has an open invoice of a request for; asked with `withProducts` only. */
  withOpenInvoice: Set<string>;
  /** Products (productKey) the relation has an open prolongation of; asked with `withProducts` only. */
  withOpenProlongation: Set<string>;
}

/** One row of the holdings' UNION ALL: `key2` is the area of a product (kinds 'waiting', 'invoice', 'prolongation'). */
export type HoldingRow = { kind: string; key: number; key2: number | null; n: number };

export interface HoldingsInput {
  relationId: number;
  postcode: string | null;
  address: AddressKey | null;
  /** The permit types whose holdings by the relation are counted. */
  permitTypeIds: readonly number[];
  /** The permit types whose holdings at the address are counted; absent: permitTypeIds. */
  addressPermitTypeIds?: readonly number[];
  locationIds: readonly number[];
  today: string;
  /** Also the products the relation is on a waiting list for, has an open invoice or prolongation of (the listing's flags). */
  withProducts?: boolean;
}

/**
 * Stand-ins for a call's values. The holdings query's SQL depends only on its shape (which parts
 * it has), so it is built and compiled once per shape with these in place of the values and then
 * filled per call: building ten Kysely queries per call cost more than the database's work (issue 15).
 */
interface HoldingsValues {
  tenant: number;
  relation: number;
  today: string;
  postcode: string | null;
  zipcode: string;
  nr: string;
  addition: string;
  permitTypeIds: readonly number[];
  addressPermitTypeIds: readonly number[];
  locationIds: readonly number[];
}
type SlotName = keyof HoldingsValues;
class Slot {
  constructor(readonly name: SlotName) {}
}
const slot = <K extends SlotName>(name: K) => new Slot(name) as unknown as HoldingsValues[K];
const S = {
  tenant: slot('tenant'),
  relation: slot('relation'),
  today: slot('today'),
  postcode: slot('postcode'),
  zipcode: slot('zipcode'),
  nr: slot('nr'),
  addition: slot('addition'),
  permitTypeIds: slot('permitTypeIds'),
  addressPermitTypeIds: slot('addressPermitTypeIds'),
  locationIds: slot('locationIds'),
};

interface HoldingsShape {
  postcode: boolean;
  /** An address and permit types to count at it. */
  address: boolean;
  permitTypes: boolean;
  locations: boolean;
  withProducts: boolean;
}

/** The holdings query of one shape, with Slots where a call's values go. */
function buildHoldings(db: Database, shape: HoldingsShape) {
  const parts: SelectQueryBuilder<DB, never, HoldingRow>[] = [];
  const add = (query: unknown) => parts.push(query as SelectQueryBuilder<DB, never, HoldingRow>);
  const kind = (name: string) => sql<string>`${sql.lit(name)}::text`.as('kind');
  const noKey2 = sql<number | null>`null::int`.as('key2');
  const count = sql<number>`count(*)::int`.as('n');
  // One array parameter each, not a list of parameters: the statement's text is then the same for every call.
  const ofTypes = sql<boolean>`h.permit_type_id = any(${S.permitTypeIds}::int[])`;
  const ofAddressTypes = sql<boolean>`h.permit_type_id = any(${S.addressPermitTypeIds}::int[])`;
  const atLocations = (column: string) => sql<boolean>`${sql.ref(column)} = any(${S.locationIds}::int[])`;
  if (shape.postcode) {
    add(
      db
        .selectFrom('area_postcodes')
        .select([kind('area'), sql<number>`area_id`.as('key'), noKey2, sql<number>`1`.as('n')])
        .where('tenant_id', '=', S.tenant)
        .where('postcode', '=', S.postcode),
    );
  }
  for (const table of ['permits', 'requests'] as const) {
    if (shape.permitTypes) {
      add(
        holdings(db, table, S.tenant, S.today)
          .select([kind('relation'), sql<number>`h.permit_type_id`.as('key'), noKey2, count])
          .where('h.relation_id', '=', S.relation)
          .where(ofTypes)
          .groupBy('h.permit_type_id'),
      );
    }
    if (shape.address) {
      add(
        holdings(db, table, S.tenant, S.today)
          .innerJoin('checked_addresses as ca', (join) =>
            join.onRef('ca.tenant_id', '=', 'h.tenant_id').onRef('ca.id', '=', 'h.address_id'),
          )
          .select([kind('address'), sql<number>`h.permit_type_id`.as('key'), noKey2, count])
          .where(ofAddressTypes)
          .where('ca.zipcode', '=', S.zipcode)
          .where('ca.nr', '=', S.nr)
          .where(alphanumericUpper('ca.addition'), '=', S.addition)
          .groupBy('h.permit_type_id'),
      );
      add(
        holdings(db, table, S.tenant, S.today)
          .innerJoin('relations as r', (join) =>
            join.onRef('r.tenant_id', '=', 'h.tenant_id').onRef('r.id', '=', 'h.relation_id'),
          )
          .select([kind('address'), sql<number>`h.permit_type_id`.as('key'), noKey2, count])
          .where(ofAddressTypes)
          .where('h.address_id', 'is', null)
          .where('r.foreign_yn', '<>', 'Y')
          .where(sql<string>`upper(replace(r.zipcode || r.zipcode_letters, ' ', ''))`, '=', S.zipcode)
          .where('r.nr', '=', S.nr)
          .where(
            sql<string>`upper(regexp_replace(r.house_letter || r.addition, '[^A-Za-z0-9]', '', 'g'))`,
            '=',
            S.addition,
          )
          .groupBy('h.permit_type_id'),
      );
    }
    if (shape.locations) {
      add(
        holdings(db, table, S.tenant, S.today)
          .select([kind('location'), sql<number>`h.location_id`.as('key'), noKey2, count])
          .where(atLocations('h.location_id'))
          .groupBy('h.location_id'),
      );
    }
  }
  if (shape.locations) {
    add(
      db
        .selectFrom('waiting_list_entries')
        .select([kind('location'), sql<number>`location_id`.as('key'), noKey2, count])
        .where('tenant_id', '=', S.tenant)
        .where('status', '=', 'AWAIT_CONTINUE_WAITING')
        .where(atLocations('location_id'))
        .groupBy('location_id'),
    );
  }
  if (shape.withProducts) {
    add(
      db
        .selectFrom('waiting_list_entries')
        .select([kind('waiting'), sql<number>`permit_type_id`.as('key'), sql<number>`area_id`.as('key2'), count])
        .where('tenant_id', '=', S.tenant)
        .where('relation_id', '=', S.relation)
        .where('status', 'in', LIVE_WAITING_LIST_STATUSES)
        .groupBy(['permit_type_id', 'area_id']),
    );
    add(
      db
        .selectFrom('invoices')
        .innerJoin('requests', (join) =>
          join.onRef('requests.tenant_id', '=', 'invoices.tenant_id').onRef('requests.id', '=', 'invoices.request_id'),
        )
        .select([
          kind('invoice'),
          sql<number>`requests.permit_type_id`.as('key'),
          sql<number>`requests.area_id`.as('key2'),
          count,
        ])
        .where('invoices.tenant_id', '=', S.tenant)
        .where('invoices.relation_id', '=', S.relation)
        .where('invoices.status', '=', 'OPEN')
        .groupBy(['requests.permit_type_id', 'requests.area_id']),
    );
    add(
      db
        .selectFrom('requests')
        .select([kind('prolongation'), sql<number>`permit_type_id`.as('key'), sql<number>`area_id`.as('key2'), count])
        .where('tenant_id', '=', S.tenant)
        .where('relation_id', '=', S.relation)
        .where('kind', '=', 'PROLONGATION')
        .where('status', 'in', OPEN_PROLONGATION_STATUSES)
        .groupBy(['permit_type_id', 'area_id']),
    );
  }
  const [first, ...rest] = parts;
  return first ? rest.reduce((union, part) => union.unionAll(part), first) : null;
}

/** A compiled holdings query: its SQL cut at the parameters, and each parameter (a Slot or a constant). */
interface HoldingsTemplate {
  fragments: readonly string[];
  parameters: readonly unknown[];
}

// Per shape; the SQL is the same for every database and tenant (PostgreSQL's dialect on both drivers).
const templates = new Map<string, HoldingsTemplate | null>();

function holdingsTemplate(db: Database, shape: HoldingsShape): HoldingsTemplate | null {
  const key = `${+shape.postcode}${+shape.address}${+shape.permitTypes}${+shape.locations}${+shape.withProducts}`;
  let template = templates.get(key);
  if (template === undefined) {
    const compiled = buildHoldings(db, shape)?.compile();
    if (compiled) {
      // Kysely numbers the parameters $1, $2, ... in the order they appear, each once.
      const fragments = compiled.sql.split(/\$\d+/);
      if (fragments.length !== compiled.parameters.length + 1) throw new Error('unexpected holdings SQL');
      template = { fragments, parameters: compiled.parameters };
    } else {
      template = null;
    }
    templates.set(key, template);
  }
  return template;
}

/**
 * Every count eligibility is judged on (held by the relation, held at the address, taken at
 * locations, the areas of the postcode), and with `withProducts` the listing's waiting-list,
 * open-invoice and open-prolongation flags, as one UNION ALL of queries that each go through their index: issue 15
 * allows at most three statements per call. Null when there is nothing to ask. The home counts
 * embed it in their one statement (catalogue-service.ts, requestableCountPart).
 */
export function holdingsQuery(db: Database, tenantId: number, input: HoldingsInput): RawBuilder<HoldingRow> | null {
  const addressPermitTypeIds = input.addressPermitTypeIds ?? input.permitTypeIds;
  const template = holdingsTemplate(db, {
    postcode: input.postcode !== null,
    address: input.address !== null && addressPermitTypeIds.length > 0,
    permitTypes: input.permitTypeIds.length > 0,
    locations: input.locationIds.length > 0,
    withProducts: input.withProducts === true,
  });
  if (!template) return null;
  const values: HoldingsValues = {
    tenant: tenantId,
    relation: input.relationId,
    today: input.today,
    postcode: input.postcode,
    zipcode: input.address?.zipcode ?? '',
    nr: input.address?.nr ?? '',
    addition: input.address?.addition ?? '',
    permitTypeIds: input.permitTypeIds,
    addressPermitTypeIds,
    locationIds: input.locationIds,
  };
  const parameters = template.parameters.map((p) => (p instanceof Slot ? values[p.name] : p));
  return sql<HoldingRow>(template.fragments as unknown as TemplateStringsArray, ...parameters);
}

/** The rows of holdingsQuery as counts per kind. */
export function readHoldings(rows: readonly HoldingRow[], input: HoldingsInput): HoldingCounts {
  const result: HoldingCounts = {
    areasOfAddress: input.postcode === null ? null : new Set(),
    byRelation: new Map(),
    atAddress: input.address === null ? null : new Map(),
    taken: new Map(),
    onWaitingList: new Set(),
    withOpenInvoice: new Set(),
    withOpenProlongation: new Set(),
  };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.kind === 'area') result.areasOfAddress?.add(Number(row.key));
    else if (row.kind === 'relation') result.byRelation.set(row.key, (result.byRelation.get(row.key) ?? 0) + n);
    else if (row.kind === 'address') result.atAddress?.set(row.key, (result.atAddress.get(row.key) ?? 0) + n);
    else if (row.kind === 'waiting') result.onWaitingList.add(productKey(row.key, Number(row.key2)));
    else if (row.kind === 'invoice') result.withOpenInvoice.add(productKey(row.key, Number(row.key2)));
    else if (row.kind === 'prolongation') result.withOpenProlongation.add(productKey(row.key, Number(row.key2)));
    else result.taken.set(row.key, (result.taken.get(row.key) ?? 0) + n);
  }
  return result;
}

export async function countHoldings(db: Database, tenantId: number, input: HoldingsInput): Promise<HoldingCounts> {
  const query = holdingsQuery(db, tenantId, input);
  return readHoldings(query ? (await query.execute(db)).rows : [], input);
}

/** Sets (or with null clears) how many days ahead a permit type's prolongation is offered; false when the tenant has no such type. */
export async function updateProlongationOfferDays(
  db: Database,
  tenantId: number,
  permitTypeCode: string,
  days: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('permit_types')
    .set({ prolongation_offer_days: days })
    .where('tenant_id', '=', tenantId)
    .where('code', '=', permitTypeCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

/** A document requirement of a permit type, without its template's contents. */
export interface RequirementRow {
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

export interface RequirementTemplate {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** A requirement's downloadable template (DOWNLOAD_DOC), if it has one. */
export async function readTemplate(
  db: Database,
  tenantId: number,
  requirementId: number,
): Promise<RequirementTemplate | undefined> {
  const row = await db
    .selectFrom('document_requirements')
    .select(['template_filename', 'template_content_type', 'template_data'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', requirementId)
    .executeTakeFirst();
  if (!row?.template_filename || !row.template_data) return undefined;
  return {
    filename: row.template_filename,
    contentType: row.template_content_type ?? 'application/octet-stream',
    data: row.template_data,
  };
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

/**
 * The permit type's card number range, locked until the caller's transaction ends, so two permits
 * issued at once never take the same next card number. Undefined for an unknown type.
 */
export async function lockCardRange(trx: Database, tenantId: number, permitTypeId: number) {
  return trx
    .selectFrom('permit_types')
    .select(['card_number_from', 'card_number_to', 'card_prefix'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', permitTypeId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * A document requirement's description as a scalar subselect, for a listing that must stay one
 * statement (decision 015): `tenantRef` and `requirementRef` name the listing's columns.
 */
export function requirementDescriptionOf(db: Database, tenantRef: string, requirementRef: string) {
  return db
    .selectFrom('document_requirements as dr')
    .select('dr.description')
    .where('dr.tenant_id', '=', sql.ref<number>(tenantRef))
    .where('dr.id', '=', sql.ref<number>(requirementRef));
}

/** A permit type's description as a scalar subselect, for a query of another area that must stay one statement. */
export function permitTypeDescriptionOf(db: Database, tenantRef: string, permitTypeRef: string) {
  return db
    .selectFrom('permit_types as pt')
    .select('pt.description')
    .where('pt.tenant_id', '=', sql.ref<number>(tenantRef))
    .where('pt.id', '=', sql.ref<number>(permitTypeRef));
}

/** The id of a permit type's price line at a position (by the permit type's code, as the catalogue file names it). */
export async function priceLineIdAt(
  db: Database,
  tenantId: number,
  permitTypeCode: string,
  position: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('price_lines as l')
    .innerJoin('permit_types as t', (join) =>
      join.onRef('t.tenant_id', '=', 'l.tenant_id').onRef('t.id', '=', 'l.permit_type_id'),
    )
    .select('l.id')
    .where('l.tenant_id', '=', tenantId)
    .where('t.code', '=', permitTypeCode)
    .where('l.position', '=', position)
    .orderBy('l.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * The price line a renewal of a permit requested on `priceLineId` is priced by when it starts on `start`
 * (`lineForRenewal`): after a price change from a date, the line at the new price.
 */
export async function priceLineForRenewal(
  db: Database,
  tenantId: number,
  priceLineId: number,
  start: string,
): Promise<{ id: number; price_cents: number }> {
  const lines = await db
    .selectFrom('price_lines as l')
    .innerJoin('price_lines as o', (join) =>
      join.onRef('o.tenant_id', '=', 'l.tenant_id').onRef('o.permit_type_id', '=', 'l.permit_type_id'),
    )
    .selectAll('l')
    .where('l.tenant_id', '=', tenantId)
    .where('o.id', '=', priceLineId)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  const original = lines.find((line) => line.id === priceLineId);
  if (!original) throw new Error(`no price line ${priceLineId}`);
  return lineForRenewal(lines, original, start);
}

/**
 * The postcodes (four digits) of these areas, as a query to embed (one `postcode` column): whom an announcement
 * for a zone reaches by address (the announcements area, with the relations' postcodes).
 */
export function postcodesOfAreasQuery(db: Database, tenantId: number, areaIds: readonly number[]) {
  return db
    .selectFrom('area_postcodes')
    .select('postcode')
    .where('tenant_id', '=', tenantId)
    .where('area_id', 'in', [...areaIds]);
}
