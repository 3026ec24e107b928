/**
 * All SQL of the catalogue file: bringing a tenant's catalogue tables in line with a checked file
 * (inside the caller's transaction), and reading them back in the file's shape. Every query
 * filters on the tenant. Rows are only written when something differs, so applying the same file
 * twice writes nothing the second time.
 */
import { DAYS, type Day } from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import type { LocalizedText } from '../db/schema.js';
import { lockTenantRow } from '../tenants/index.js';
import { CatalogueError, type CatalogueInUse } from './catalogue-error.js';
import type { CatalogueFile } from './catalogue-file.js';

export interface TemplateData {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

export interface CatalogueImportReport {
  /** What was added, changed and removed, e.g. "permit type BEWONER", "price line BEWONER #2". */
  created: string[];
  updated: string[];
  removed: string[];
  /** Why the file cannot be applied (rows still referred to); the caller rolls back when any. */
  problems: string[];
}

/** The report while applying: the refusals also as facts, for a caller that says them in the user's language. */
export interface CatalogueSyncReport extends CatalogueImportReport {
  inUse: CatalogueInUse[];
}

type Values = Record<string, unknown>;

/** Same JSON regardless of key order (jsonb stores keys in its own order). */
function canonical(value: unknown): string {
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('base64')}`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The columns of `desired` whose value differs from the row's. */
function changed(row: Values, desired: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(desired)) {
    if (canonical(row[key]) !== canonical(value)) out[key] = value;
  }
  return out;
}

/** jsonb columns are written as JSON text. */
function forWrite(values: Values, jsonColumns: readonly string[]): Values {
  const out: Values = { ...values };
  for (const column of jsonColumns) {
    if (out[column] !== undefined && out[column] !== null) out[column] = JSON.stringify(out[column]);
  }
  return out;
}

const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

/** Allowed days in the order of the week, comma-separated, as the column keeps them. */
function daysColumn(days: readonly Day[]): string {
  return DAYS.filter((day) => days.includes(day)).join(',');
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Imports of one tenant's catalogue take turns: the second waits for the first to commit and then
 * sees its rows. (No key update: inserts elsewhere that refer to the tenant are not held up.)
 */
export function lockCatalogue(trx: Database, tenantId: number): Promise<void> {
  return lockTenantRow(trx, tenantId);
}

/** The ids of what the file keeps, by code, as the steps write them. */
interface Written {
  areaIds: Map<string, number>;
  categoryIds: Map<string, number>;
  typeIds: Map<string, number>;
  keptProducts: Set<string>;
  keptLocations: Set<number>;
  keptLines: Set<number>;
  keptDocs: Set<number>;
}

/** The tenant's catalogue rows before the import. */
async function readExisting(trx: Database, tenantId: number) {
  const [areas, categories, types, products, locations, lines, docs] = await Promise.all([
    trx.selectFrom('areas').selectAll().where('tenant_id', '=', tenantId).execute(),
    trx.selectFrom('categories').selectAll().where('tenant_id', '=', tenantId).execute(),
    trx.selectFrom('permit_types').selectAll().where('tenant_id', '=', tenantId).execute(),
    trx.selectFrom('products').selectAll().where('tenant_id', '=', tenantId).execute(),
    trx.selectFrom('locations').selectAll().where('tenant_id', '=', tenantId).execute(),
    trx
      .selectFrom('price_lines')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    trx.selectFrom('document_requirements').selectAll().where('tenant_id', '=', tenantId).execute(),
  ]);
  return { areas, categories, types, products, locations, lines, docs };
}

type Existing = Awaited<ReturnType<typeof readExisting>>;

export async function applyCatalogue(
  trx: Database,
  tenantId: number,
  file: CatalogueFile,
  templates: ReadonlyMap<string, TemplateData>,
): Promise<CatalogueSyncReport> {
  const report: CatalogueSyncReport = { created: [], updated: [], removed: [], problems: [], inUse: [] };
  const existing = await readExisting(trx, tenantId);
  const written: Written = {
    areaIds: new Map(),
    categoryIds: new Map(),
    typeIds: new Map(),
    keptProducts: new Set(),
    keptLocations: new Set(),
    keptLines: new Set(),
    keptDocs: new Set(),
  };
  const step = { trx, tenantId, file, existing, written, report };
  await writeAreas(step);
  await writeCategories(step);
  await writePermitTypes(step);
  await writeProducts(step);
  await writeLocations(step);
  await writePriceLines(step);
  await writeDocumentRequirements(step, templates);
  await removeLeftOut(step);
  return report;
}

interface Step {
  trx: Database;
  tenantId: number;
  file: CatalogueFile;
  existing: Existing;
  written: Written;
  report: CatalogueSyncReport;
}

/** Areas and their postcodes; an area counts as updated when its description or postcodes changed. */
async function writeAreas({ trx, tenantId, file, existing, written, report }: Step): Promise<void> {
  for (const area of file.areas) {
    const found = existing.areas.find((a) => a.code === area.code);
    const label = `area ${area.code}`;
    const { id, updated } = await writeRow(
      trx,
      'areas',
      tenantId,
      found,
      {
        description: area.description,
        npr_area_manager_id: area.npr?.areaManagerId ?? null,
        npr_area_id: area.npr?.areaId ?? null,
      },
      {
        insert: { code: area.code },
        jsonColumns: ['description'],
        label,
        report,
        reportUpdate: false,
      },
    );
    written.areaIds.set(area.code, id);
    const have = (
      await trx
        .selectFrom('area_postcodes')
        .select('postcode')
        .where('tenant_id', '=', tenantId)
        .where('area_id', '=', id)
        .execute()
    ).map((r) => r.postcode);
    const add = area.postcodes.filter((p) => !have.includes(p));
    const drop = have.filter((p) => !area.postcodes.includes(p));
    if (add.length > 0) {
      await trx
        .insertInto('area_postcodes')
        .values(add.map((postcode) => ({ tenant_id: tenantId, area_id: id, postcode })))
        .execute();
    }
    if (drop.length > 0) {
      await trx
        .deleteFrom('area_postcodes')
        .where('tenant_id', '=', tenantId)
        .where('area_id', '=', id)
        .where('postcode', 'in', drop)
        .execute();
    }
    if (found && (updated || add.length > 0 || drop.length > 0)) report.updated.push(label);
  }
}

async function writeCategories({ trx, tenantId, file, existing, written, report }: Step): Promise<void> {
  for (const [index, category] of file.categories.entries()) {
    const desired = { name: category.name, description: category.description, position: category.position ?? index };
    const found = existing.categories.find((c) => c.code === category.code);
    const { id } = await writeRow(trx, 'categories', tenantId, found, desired, {
      insert: { code: category.code },
      jsonColumns: ['name', 'description'],
      label: `category ${category.code}`,
      report,
    });
    written.categoryIds.set(category.code, id);
  }
}

async function writePermitTypes({ trx, tenantId, file, existing, written, report }: Step): Promise<void> {
  for (const type of file.permitTypes) {
    const desired = {
      description: type.description,
      long_description: type.longDescription,
      additional_info: type.additionalInfo,
      relation_types: type.relationTypes,
      location_by_address_yn: yn(type.locationByAddress),
      need_specific_location_yn: yn(type.needSpecificLocation),
      min_start_offset_days: type.minStartOffsetDays,
      max_start_offset_days: type.maxStartOffsetDays,
      staffel: type.staffel,
      permitplus_yn: yn(type.permitPlus),
      waiting_list_yn: yn(type.waitingList),
      max_per_relation: type.maxPerRelation,
      max_per_address: type.maxPerAddress,
      fte_per_permit: type.ftePerPermit,
      min_plates: type.minPlates,
      max_plates: type.maxPlates,
      register_brand_yn: yn(type.registerBrand),
      register_colour_yn: yn(type.registerColour),
      lease_allowed_yn: yn(type.leaseAllowed),
      confirmation_required_yn: yn(type.confirmationRequired),
      refund_rule: type.refundRule,
      valid_from_time: type.validFromTime,
      valid_to_time: type.validToTime,
      terminable_yn: yn(type.terminable),
      future_termination_yn: yn(type.futureTermination),
      plate_change_cost_cents: type.plateChangeCostCents,
      card_prefix: type.cards?.prefix ?? '',
      card_number_from: type.cards?.from ?? null,
      card_number_to: type.cards?.to ?? null,
      ...(type.prolongationOfferDays === undefined ? {} : { prolongation_offer_days: type.prolongationOfferDays }),
    };
    const found = existing.types.find((t) => t.code === type.code);
    const { id } = await writeRow(trx, 'permit_types', tenantId, found, desired, {
      insert: { code: type.code },
      jsonColumns: ['description', 'long_description', 'additional_info'],
      label: `permit type ${type.code}`,
      report,
    });
    written.typeIds.set(type.code, id);
  }
}

/** Products are keyed by permit type and area (no id of their own). */
async function writeProducts({ trx, tenantId, file, existing, written, report }: Step): Promise<void> {
  for (const [index, product] of file.products.entries()) {
    const permitTypeId = written.typeIds.get(product.permitType)!;
    const areaId = written.areaIds.get(product.area)!;
    written.keptProducts.add(`${permitTypeId}:${areaId}`);
    const desired = { category_id: written.categoryIds.get(product.category)!, position: product.position ?? index };
    const found = existing.products.find((p) => p.permit_type_id === permitTypeId && p.area_id === areaId);
    await writeRow(trx, 'products', tenantId, found, desired, {
      insert: { permit_type_id: permitTypeId, area_id: areaId },
      key: { permit_type_id: permitTypeId, area_id: areaId },
      label: `product ${product.permitType} in ${product.area}`,
      report,
    });
  }
}

async function writeLocations({ trx, tenantId, file, existing, written, report }: Step): Promise<void> {
  for (const product of file.products) {
    const permitTypeId = written.typeIds.get(product.permitType)!;
    const areaId = written.areaIds.get(product.area)!;
    const ofProduct = existing.locations.filter((l) => l.permit_type_id === permitTypeId && l.area_id === areaId);
    for (const [index, location] of product.locations.entries()) {
      const desired = {
        description: location.description,
        capacity: location.capacity,
        position: location.position ?? index,
        npr_area_manager_id: location.npr?.areaManagerId ?? null,
        npr_area_id: location.npr?.areaId ?? null,
      };
      const found = ofProduct.find((l) => l.code === location.code);
      const { id } = await writeRow(trx, 'locations', tenantId, found, desired, {
        insert: { code: location.code, permit_type_id: permitTypeId, area_id: areaId },
        jsonColumns: ['description'],
        label: `location ${location.code} of ${product.permitType} in ${product.area}`,
        report,
      });
      written.keptLocations.add(id);
    }
  }
}

/** Price lines are matched by permit type and position. */
async function writePriceLines({ trx, tenantId, file, existing, written, report }: Step): Promise<void> {
  for (const type of file.permitTypes) {
    const permitTypeId = written.typeIds.get(type.code)!;
    const lines = existing.lines.filter((l) => l.permit_type_id === permitTypeId);
    for (const [index, line] of type.priceLines.entries()) {
      const at = line.position ?? index;
      const desired = {
        staffel: line.staffel,
        period_type: line.periodType,
        period_count: line.periodCount,
        price_cents: line.priceCents,
        permit_enddate: line.permitEndDate,
        day_selection_yn: yn(line.daySelection),
        allowed_days: daysColumn(line.allowedDays),
        position: at,
        valid_from: line.validFrom,
        valid_until: line.validUntil,
      };
      const found = lines.find((l) => l.position === at && !written.keptLines.has(l.id));
      const { id } = await writeRow(trx, 'price_lines', tenantId, found, desired, {
        insert: { permit_type_id: permitTypeId },
        label: `price line ${type.code} #${at}`,
        report,
      });
      written.keptLines.add(id);
    }
  }
}

/** Document requirements are matched by permit type and document type, with their template. */
async function writeDocumentRequirements(
  { trx, tenantId, file, existing, written, report }: Step,
  templates: ReadonlyMap<string, TemplateData>,
): Promise<void> {
  for (const type of file.permitTypes) {
    const permitTypeId = written.typeIds.get(type.code)!;
    const docs = existing.docs.filter((d) => d.permit_type_id === permitTypeId);
    for (const [index, doc] of type.documents.entries()) {
      const template = templates.get(`${type.code}/${doc.docTypeCode}`);
      const desired = {
        description: doc.description,
        instruction: doc.instruction,
        scope: doc.scope,
        max_documents: doc.maxDocuments,
        min_status_level: doc.minStatusLevel,
        template_filename: template?.filename ?? null,
        template_content_type: template?.contentType ?? null,
        template_data: template?.data ?? null,
        position: doc.position ?? index,
      };
      const found = docs.find((d) => d.doc_type_code === doc.docTypeCode);
      const { id } = await writeRow(trx, 'document_requirements', tenantId, found, desired, {
        insert: { permit_type_id: permitTypeId, doc_type_code: doc.docTypeCode },
        jsonColumns: ['description', 'instruction'],
        label: `document ${doc.docTypeCode} of ${type.code}`,
        report,
      });
      written.keptDocs.add(id);
    }
  }
}

/**
 * What the file leaves out is removed, unless requests, waiting-list entries or permits refer to
 * it: then nothing is removed and the report says what to keep.
 */
async function removeLeftOut({ trx, tenantId, existing, written, report }: Step): Promise<void> {
  const codeOfType = new Map(existing.types.map((t) => [t.id, t.code]));
  const codeOfArea = new Map(existing.areas.map((a) => [a.id, a.code]));
  for (const [code, id] of written.typeIds) codeOfType.set(id, code);
  for (const [code, id] of written.areaIds) codeOfArea.set(id, code);
  const productName = (permitTypeId: number, areaId: number) =>
    `${codeOfType.get(permitTypeId)} in ${codeOfArea.get(areaId)}`;

  const dropDocs = existing.docs.filter((d) => !written.keptDocs.has(d.id));
  const dropLines = existing.lines.filter((l) => !written.keptLines.has(l.id));
  const dropLocations = existing.locations.filter((l) => !written.keptLocations.has(l.id));
  const dropProducts = existing.products.filter((p) => !written.keptProducts.has(`${p.permit_type_id}:${p.area_id}`));
  const dropTypes = existing.types.filter((t) => !written.typeIds.has(t.code));
  const dropCategories = existing.categories.filter((c) => !written.categoryIds.has(c.code));
  const dropAreas = existing.areas.filter((a) => !written.areaIds.has(a.code));

  for (const product of dropProducts) {
    const counts = await referencesToProduct(trx, tenantId, product.permit_type_id, product.area_id);
    const refs = describeReferences(counts);
    if (refs) {
      const name = productName(product.permit_type_id, product.area_id);
      report.problems.push(`product ${name} is left out, but ${refs} refer to it; keep it in the file`);
      report.inUse.push({ item: 'product', name, ...counts });
    }
  }
  for (const location of dropLocations) {
    const counts = await referencesToLocation(trx, tenantId, location.id);
    const refs = describeReferences(counts);
    if (refs) {
      const name = `${location.code} of ${productName(location.permit_type_id, location.area_id)}`;
      report.problems.push(`location ${name} is left out, but ${refs} refer to it; keep it in the file`);
      report.inUse.push({ item: 'location', name, ...counts });
    }
  }
  for (const line of dropLines) {
    const n = await countRows(trx, 'requests', tenantId, 'price_line_id', line.id);
    if (n > 0) {
      const name = `${codeOfType.get(line.permit_type_id)} #${line.position}`;
      report.problems.push(
        `price line #${line.position} of ${codeOfType.get(line.permit_type_id)} is left out, but ${plural(n, 'request', 'requests')} refer to it; keep a price line at that position`,
      );
      report.inUse.push({ item: 'price_line', name, requests: n, waitingListEntries: 0, permits: 0 });
    }
  }
  if (report.problems.length > 0) return;

  await deleteRows(
    trx,
    report,
    'document_requirements',
    tenantId,
    dropDocs,
    (d) => `document ${d.doc_type_code} of ${codeOfType.get(d.permit_type_id)}`,
  );
  await deleteRows(
    trx,
    report,
    'price_lines',
    tenantId,
    dropLines,
    (l) => `price line ${codeOfType.get(l.permit_type_id)} #${l.position}`,
  );
  await deleteRows(
    trx,
    report,
    'locations',
    tenantId,
    dropLocations,
    (l) => `location ${l.code} of ${productName(l.permit_type_id, l.area_id)}`,
  );
  for (const product of dropProducts) {
    await trx
      .deleteFrom('products')
      .where('tenant_id', '=', tenantId)
      .where('permit_type_id', '=', product.permit_type_id)
      .where('area_id', '=', product.area_id)
      .execute();
    report.removed.push(`product ${productName(product.permit_type_id, product.area_id)}`);
  }
  await deleteRows(trx, report, 'permit_types', tenantId, dropTypes, (t) => `permit type ${t.code}`);
  await deleteRows(trx, report, 'categories', tenantId, dropCategories, (c) => `category ${c.code}`);
  await deleteRows(trx, report, 'areas', tenantId, dropAreas, (a) => `area ${a.code}`);
}

type CatalogueTable =
  | 'areas'
  | 'categories'
  | 'permit_types'
  | 'products'
  | 'locations'
  | 'price_lines'
  | 'document_requirements';

/**
 * The one write of every catalogue row: inserts `insert` plus `desired` when the row is not there,
 * else updates only the columns of `desired` that differ (so an unchanged file writes nothing).
 * Rows are found by `key` (default: their id). Returns the row's id (0 for products, which have none).
 */
async function writeRow(
  trx: Database,
  table: CatalogueTable,
  tenantId: number,
  found: Values | undefined,
  desired: Values,
  options: {
    insert: Values;
    key?: Values;
    jsonColumns?: readonly string[];
    label: string;
    report: CatalogueSyncReport;
    /** False when the caller reports the update itself (an area whose postcodes changed too). */
    reportUpdate?: boolean;
  },
): Promise<{ id: number; updated: boolean }> {
  const jsonColumns = options.jsonColumns ?? [];
  const withId = table !== 'products';
  if (!found) {
    const values = { tenant_id: tenantId, ...options.insert, ...forWrite(desired, jsonColumns) } as never;
    let id = 0;
    if (withId) {
      const row = (await trx
        .insertInto(table)
        .values(values)
        .returning('id' as never)
        .executeTakeFirstOrThrow()) as {
        id: number;
      };
      id = row.id;
    } else {
      await trx.insertInto(table).values(values).execute();
    }
    options.report.created.push(options.label);
    return { id, updated: false };
  }
  const id = withId ? (found.id as number) : 0;
  const diff = changed(found, desired);
  if (Object.keys(diff).length === 0) return { id, updated: false };
  let update = trx
    .updateTable(table)
    .set(forWrite(diff, jsonColumns) as never)
    .where('tenant_id', '=', tenantId);
  for (const [column, value] of Object.entries(options.key ?? { id })) {
    update = update.where(column as never, '=', value as never);
  }
  await update.execute();
  if (options.reportUpdate !== false) options.report.updated.push(options.label);
  return { id, updated: true };
}

async function countRows(
  trx: Database,
  table: 'requests' | 'waiting_list_entries' | 'permits',
  tenantId: number,
  column: 'price_line_id' | 'location_id',
  id: number,
): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where(column as never, '=', id as never)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

interface ReferenceCounts {
  requests: number;
  waitingListEntries: number;
  permits: number;
}

function describeReferences({ requests, waitingListEntries: entries, permits }: ReferenceCounts): string | null {
  const parts = [
    requests > 0 ? plural(requests, 'request', 'requests') : '',
    entries > 0 ? plural(entries, 'waiting-list entry', 'waiting-list entries') : '',
    permits > 0 ? plural(permits, 'permit', 'permits') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

async function referencesToProduct(
  trx: Database,
  tenantId: number,
  permitTypeId: number,
  areaId: number,
): Promise<ReferenceCounts> {
  const counts = await Promise.all(
    (['requests', 'waiting_list_entries', 'permits'] as const).map(async (table) => {
      const row = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('permit_type_id', '=', permitTypeId)
        .where('area_id', '=', areaId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }),
  );
  return { requests: counts[0] ?? 0, waitingListEntries: counts[1] ?? 0, permits: counts[2] ?? 0 };
}

async function referencesToLocation(trx: Database, tenantId: number, locationId: number): Promise<ReferenceCounts> {
  return {
    requests: await countRows(trx, 'requests', tenantId, 'location_id', locationId),
    waitingListEntries: await countRows(trx, 'waiting_list_entries', tenantId, 'location_id', locationId),
    permits: await countRows(trx, 'permits', tenantId, 'location_id', locationId),
  };
}

const ITEM_OF_TABLE = {
  document_requirements: 'document',
  price_lines: 'price_line',
  locations: 'location',
  permit_types: 'permit_type',
  categories: 'category',
  areas: 'area',
} as const;

/**
 * Deletes rows by id. Tables of other areas may refer to catalogue rows too (uploaded documents
 * to their requirement): the database then refuses, and the import is refused with the reason.
 */
async function deleteRows<T extends { id: number }>(
  trx: Database,
  report: CatalogueSyncReport,
  table: 'document_requirements' | 'price_lines' | 'locations' | 'permit_types' | 'categories' | 'areas',
  tenantId: number,
  rows: readonly T[],
  label: (row: T) => string,
): Promise<void> {
  for (const row of rows) {
    try {
      await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('id', '=', row.id).execute();
    } catch (error) {
      if ((error as { code?: string }).code === '23503') {
        const by = table === 'document_requirements' ? 'uploaded documents refer' : 'other data refers';
        throw new CatalogueError(
          `The catalogue was not imported; nothing changed:\n  ${label(row)} is left out, but ${by} to it; keep it in the file`,
          [],
          [
            {
              item: ITEM_OF_TABLE[table],
              // The label without its kind: 'LEASE of BEWONER', 'BEWONER #2', 'NOORD'.
              name: label(row).replace(/^(document|price line|location|permit type|category|area) /, ''),
              requests: 0,
              waitingListEntries: 0,
              permits: 0,
            },
          ],
        );
      }
      throw error;
    }
    report.removed.push(label(row));
  }
}

function templateOf(row: {
  template_filename: string | null;
  template_content_type: string | null;
  template_data: Uint8Array | null;
}) {
  if (!row.template_filename || !row.template_data) return null;
  return {
    filename: row.template_filename,
    contentType: (row.template_content_type ?? 'application/pdf') as never,
    base64: Buffer.from(row.template_data).toString('base64'),
  };
}

const flag = (value: string) => value === 'Y';

/** The tenant's catalogue in the file's shape, every field written out. */
export async function readCatalogue(db: Database, tenantId: number): Promise<Omit<CatalogueFile, 'format'>> {
  const areas = await db.selectFrom('areas').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
  const postcodes = await db
    .selectFrom('area_postcodes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('postcode')
    .execute();
  const categories = await db
    .selectFrom('categories')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const types = await db
    .selectFrom('permit_types')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  const lines = await db
    .selectFrom('price_lines')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const docs = await db
    .selectFrom('document_requirements')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const products = await db
    .selectFrom('products')
    .innerJoin('categories', (join) =>
      join.onRef('categories.tenant_id', '=', 'products.tenant_id').onRef('categories.id', '=', 'products.category_id'),
    )
    .select([
      'products.permit_type_id',
      'products.area_id',
      'products.position',
      'categories.code as category_code',
      'categories.position as category_position',
    ])
    .where('products.tenant_id', '=', tenantId)
    .orderBy('categories.position')
    .orderBy('products.position')
    .orderBy('products.permit_type_id')
    .orderBy('products.area_id')
    .execute();
  const locations = await db
    .selectFrom('locations')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const typeCode = new Map(types.map((t) => [t.id, t.code]));
  const areaCode = new Map(areas.map((a) => [a.id, a.code]));
  const text = (value: LocalizedText) => ({ nl: value.nl ?? '', en: value.en ?? '' });
  const npr = (row: { npr_area_manager_id: string | null; npr_area_id: string | null }) =>
    row.npr_area_manager_id === null || row.npr_area_id === null
      ? null
      : { areaManagerId: row.npr_area_manager_id, areaId: row.npr_area_id };

  return {
    areas: areas.map((a) => ({
      code: a.code,
      description: text(a.description),
      postcodes: postcodes.filter((p) => p.area_id === a.id).map((p) => p.postcode),
      npr: npr(a),
    })),
    categories: categories.map((c) => ({
      position: c.position,
      code: c.code,
      name: text(c.name),
      description: text(c.description),
    })),
    permitTypes: types.map((t) => ({
      code: t.code,
      description: text(t.description),
      longDescription: text(t.long_description),
      additionalInfo: t.additional_info ? text(t.additional_info) : null,
      relationTypes: t.relation_types,
      locationByAddress: flag(t.location_by_address_yn),
      needSpecificLocation: flag(t.need_specific_location_yn),
      minStartOffsetDays: t.min_start_offset_days,
      maxStartOffsetDays: t.max_start_offset_days,
      staffel: t.staffel,
      permitPlus: flag(t.permitplus_yn),
      waitingList: flag(t.waiting_list_yn),
      maxPerRelation: t.max_per_relation,
      maxPerAddress: t.max_per_address,
      ftePerPermit: t.fte_per_permit,
      minPlates: t.min_plates,
      maxPlates: t.max_plates,
      registerBrand: flag(t.register_brand_yn),
      registerColour: flag(t.register_colour_yn),
      leaseAllowed: flag(t.lease_allowed_yn),
      confirmationRequired: flag(t.confirmation_required_yn),
      refundRule: t.refund_rule,
      validFromTime: t.valid_from_time,
      validToTime: t.valid_to_time,
      terminable: flag(t.terminable_yn),
      futureTermination: flag(t.future_termination_yn),
      plateChangeCostCents: t.plate_change_cost_cents,
      prolongationOfferDays: t.prolongation_offer_days,
      cards:
        t.card_number_from === null || t.card_number_to === null
          ? null
          : { prefix: t.card_prefix, from: Number(t.card_number_from), to: Number(t.card_number_to) },
      priceLines: lines
        .filter((l) => l.permit_type_id === t.id)
        .map((l) => ({
          position: l.position,
          staffel: l.staffel,
          periodType: l.period_type,
          periodCount: l.period_count,
          priceCents: l.price_cents,
          permitEndDate: l.permit_enddate,
          daySelection: flag(l.day_selection_yn),
          allowedDays: l.allowed_days ? (l.allowed_days.split(',') as Day[]) : [],
          validFrom: l.valid_from,
          validUntil: l.valid_until,
        })),
      documents: docs
        .filter((d) => d.permit_type_id === t.id)
        .map((d) => ({
          position: d.position,
          docTypeCode: d.doc_type_code,
          description: text(d.description),
          instruction: text(d.instruction),
          scope: d.scope,
          maxDocuments: d.max_documents,
          minStatusLevel: d.min_status_level,
          template: templateOf(d),
        })),
    })),
    products: products.map((p) => ({
      position: p.position,
      permitType: typeCode.get(p.permit_type_id)!,
      area: areaCode.get(p.area_id)!,
      category: p.category_code,
      locations: locations
        .filter((l) => l.permit_type_id === p.permit_type_id && l.area_id === p.area_id)
        .map((l) => ({
          position: l.position,
          code: l.code,
          description: text(l.description),
          capacity: l.capacity,
          npr: npr(l),
        })),
    })),
  };
}
