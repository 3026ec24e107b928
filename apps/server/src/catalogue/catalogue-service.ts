/**
 * The catalogue's use cases: a product with everything the request flow needs, whether a relation
 * may request it (the facts gathered here, the judgement in eligibility.ts), the requestable
 * products listing, the categories and a permit type's additional information.
 *
 * A company acting for a branch (the session's branch_number) sees the same catalogue as the
 * company itself: maxima, FTE and open invoices are the company's, counted over all its branches,
 * and a product located by address is judged on the company's registered address.
 */
import {
  amsterdamDay,
  type Category,
  countsAsRequestable,
  fromPrice,
  type Locale,
  type PriceLineTerms,
  type RequestableProduct,
  type RequestStatuscode,
} from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { RelationsTable } from '../db/schema.js';
import type { CountPart, CountScope } from '../home/index.js';
import { translate } from '../http/messages.js';
import { notFound } from '../http/service-error.js';
import { cachedTenantAnswer } from '../tenants/index.js';
import {
  type AddressKey,
  type AreaRow,
  countHoldings,
  type DocumentRequirementRow,
  findArea,
  findPermitType,
  findProductRow,
  type HoldingCounts,
  type HoldingRow,
  type HoldingsInput,
  holdingsQuery,
  type LocationRow,
  listAreas,
  listCategories,
  listDocumentRequirements,
  listLocations,
  listPermitTypes,
  listPriceLines,
  listProducts,
  OPEN_REQUEST_STATUSES as OPEN_STATUSES,
  type PermitTypeRow,
  type PriceLineRow,
  type ProductRow,
  productKey,
  readHoldings,
} from './catalogue-repository.js';
import {
  type Eligibility,
  type EligibilityFacts,
  type EligibilityRules,
  evaluateEligibility,
  fteMaximum,
  type LocationLoad,
  type NotRequestableReason,
} from './eligibility.js';

export type { AddressKey } from './catalogue-repository.js';

/** Live requests: they count against maxima and capacity like an ACTIVE permit does. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatuscode[] = OPEN_STATUSES;

export type RelationRecord = Selectable<RelationsTable>;

/** A product (permit type offered in an area) with everything a request of it needs, in order. */
export interface CatalogueProduct {
  product: ProductRow;
  permitType: PermitTypeRow;
  area: AreaRow;
  locations: LocationRow[];
  priceLines: PriceLineRow[];
  documentRequirements: DocumentRequirementRow[];
}

/** The product, or null when this tenant does not offer this permit type in this area. */
export async function loadProduct(
  db: Database,
  tenantId: number,
  permitTypeId: number,
  areaId: number,
): Promise<CatalogueProduct | null> {
  const product = await findProductRow(db, tenantId, permitTypeId, areaId);
  if (!product) return null;
  const permitType = await findPermitType(db, tenantId, permitTypeId);
  const area = await findArea(db, tenantId, areaId);
  if (!permitType || !area) return null;
  return {
    product,
    permitType,
    area,
    locations: await listLocations(db, tenantId, { permitTypeId, areaId }),
    priceLines: await listPriceLines(db, tenantId, permitTypeId),
    documentRequirements: await listDocumentRequirements(db, tenantId, permitTypeId),
  };
}

export function rulesOf(permitType: PermitTypeRow): EligibilityRules {
  return {
    relation_types: permitType.relation_types,
    location_by_address_yn: permitType.location_by_address_yn,
    waiting_list_yn: permitType.waiting_list_yn,
    max_per_relation: permitType.max_per_relation,
    max_per_address: permitType.max_per_address,
    fte_per_permit: permitType.fte_per_permit,
  };
}

/** An address entered in the request flow. Give nr and addition too: without them the per-address maximum is not judged. */
export interface EligibilityAddress {
  /** 1234AB (a space is allowed). */
  zipcode: string;
  nr?: string;
  /** House letter and addition as entered, e.g. "A", "2", "A-2". */
  addition?: string;
}

/** The address a product's area and per-address maximum are judged on. */
interface AddressInQuestion {
  /** Four digits, or null when there is no Dutch address. */
  postcode: string | null;
  key: AddressKey | null;
  /** The relation's own address, which the register could not confirm at this login. */
  unchecked?: boolean;
}

const alphanumericUpper = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

function addressInQuestion(zipcode: string, nr: string | undefined, addition: string | undefined): AddressInQuestion {
  const zip = alphanumericUpper(zipcode);
  const postcode = /^\d{4}/.test(zip) ? zip.slice(0, 4) : null;
  const number = (nr ?? '').trim();
  const key =
    /^\d{4}[A-Z]{2}$/.test(zip) && number !== ''
      ? { zipcode: zip, nr: number, addition: alphanumericUpper(addition ?? '') }
      : null;
  return { postcode, key };
}

/** The relation's own Dutch address; nothing for a foreign or absent one, or one the register could not confirm now. */
function ownAddress(relation: RelationRecord): AddressInQuestion {
  if (relation.register_status === 'unavailable') return { postcode: null, key: null, unchecked: true };
  if (relation.foreign_yn === 'Y' || !relation.zipcode) return { postcode: null, key: null };
  return addressInQuestion(
    `${relation.zipcode}${relation.zipcode_letters}`,
    relation.nr,
    `${relation.house_letter}${relation.addition}`,
  );
}

function today(): string {
  return amsterdamDay(new Date());
}

type Holdings = HoldingCounts & { addressUnchecked: boolean };

function holdingsInput(
  relation: RelationRecord,
  address: AddressInQuestion,
  permitTypeIds: readonly number[],
  locationIds: readonly number[],
): HoldingsInput {
  return {
    relationId: relation.id,
    postcode: address.postcode,
    address: address.key,
    permitTypeIds,
    locationIds,
    today: today(),
  };
}

async function gatherHoldings(
  db: Database,
  tenantId: number,
  relation: RelationRecord,
  address: AddressInQuestion,
  permitTypeIds: readonly number[],
  locationIds: readonly number[],
): Promise<Holdings> {
  const counts = await countHoldings(db, tenantId, holdingsInput(relation, address, permitTypeIds, locationIds));
  return { addressUnchecked: address.unchecked === true, ...counts };
}

function factsFor(
  relation: RelationRecord,
  permitType: PermitTypeRow,
  areaId: number,
  locations: readonly LocationRow[],
  holdings: Holdings,
): EligibilityFacts {
  const loads: LocationLoad[] = locations.map((l) => ({
    id: l.id,
    capacity: l.capacity,
    taken: holdings.taken.get(l.id) ?? 0,
  }));
  return {
    relationType: relation.relation_type,
    numberOfFte: relation.number_of_fte,
    addressInArea: holdings.areasOfAddress === null ? null : holdings.areasOfAddress.has(areaId),
    addressUnchecked: holdings.addressUnchecked,
    heldByRelation: holdings.byRelation.get(permitType.id) ?? 0,
    heldAtAddress: holdings.atAddress === null ? null : (holdings.atAddress.get(permitType.id) ?? 0),
    locations: loads,
  };
}

/**
 * Whether the relation may request the product: at the address given (entered in the request
 * flow), else at its own Dutch address. Counts the relation's and the address's active permits and
 * open requests of the permit type, and the places taken at the product's locations.
 */
export async function eligibilityFor(
  db: Database,
  tenantId: number,
  relation: RelationRecord,
  product: CatalogueProduct,
  address?: EligibilityAddress,
): Promise<Eligibility> {
  const where = address ? addressInQuestion(address.zipcode, address.nr, address.addition) : ownAddress(relation);
  const holdings = await gatherHoldings(
    db,
    tenantId,
    relation,
    where,
    [product.permitType.id],
    product.locations.map((l) => l.id),
  );
  return evaluateEligibility(
    rulesOf(product.permitType),
    factsFor(relation, product.permitType, product.area.id, product.locations, holdings),
  );
}

/** The text that says why a product is not requestable, with the numbers that apply. */
export function describeNotRequestable(
  locale: Locale,
  reason: NotRequestableReason,
  permitType: PermitTypeRow,
  relation: Pick<RelationRecord, 'number_of_fte'>,
): string {
  switch (reason) {
    case 'relation_type':
      if (permitType.relation_types === 'P')
        return translate(locale, 'catalogue.not_requestable.relation_type_persons');
      if (permitType.relation_types === 'C') {
        return translate(locale, 'catalogue.not_requestable.relation_type_companies');
      }
      return translate(locale, 'catalogue.not_requestable.relation_type');
    case 'max_relation':
      return translate(locale, 'catalogue.not_requestable.max_relation', { max: permitType.max_per_relation ?? 0 });
    case 'max_address':
      return translate(locale, 'catalogue.not_requestable.max_address', { max: permitType.max_per_address ?? 0 });
    case 'max_fte': {
      const fte = relation.number_of_fte ?? 0;
      const max = fteMaximum(fte, permitType.fte_per_permit ?? 1);
      return translate(locale, 'catalogue.not_requestable.max_fte', { fte, max });
    }
    default:
      return translate(locale, `catalogue.not_requestable.${reason}`);
  }
}

/**
 * How an eligibility shows in the listing. A maximum reached on a product with a waiting list is
 * shown requestable (Y): the request then answers MAX_CHECK_FAILED_WL and offers the waiting list
 * (lifecycle 4.1); NOT_REQ_REASON already says so.
 */
export function presentEligibility(
  locale: Locale,
  eligibility: Eligibility,
  permitType: PermitTypeRow,
  relation: Pick<RelationRecord, 'number_of_fte'>,
): { REQUESTABLE: Eligibility['requestable']; NOT_REQ_REASON: string | null } {
  const REQUESTABLE = listedRequestable(eligibility);
  if (!eligibility.reason) return { REQUESTABLE, NOT_REQ_REASON: null };
  const text = describeNotRequestable(locale, eligibility.reason, permitType, relation);
  if (eligibility.maxCheck === 'MAX_CHECK_FAILED_WL') {
    return {
      REQUESTABLE,
      NOT_REQ_REASON: `${text} ${translate(locale, 'catalogue.not_requestable.waiting_list_hint')}`,
    };
  }
  return { REQUESTABLE, NOT_REQ_REASON: text };
}

/** REQUESTABLE as the listing shows an eligibility (see presentEligibility). */
export function listedRequestable(eligibility: Eligibility): Eligibility['requestable'] {
  if (!eligibility.reason) return eligibility.requestable;
  return eligibility.maxCheck === 'MAX_CHECK_FAILED_WL' ? 'Y' : 'N';
}

/** NOT_AVAILABLE_REASON of a location that is full. */
export function locationNotAvailableReason(locale: Locale, available: Eligibility['requestable']): string | null {
  if (available === 'N') return translate(locale, 'catalogue.location.full');
  if (available === 'WL') return translate(locale, 'catalogue.location.full_waiting_list');
  return null;
}

const euro = (cents: number) => Math.round(cents) / 100;
const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

interface Listed {
  product: ProductRow;
  permitType: PermitTypeRow;
  area: AreaRow;
  locations: LocationRow[];
  eligibility: Eligibility;
}

/**
 * The tenant's products, permit types, areas, locations and price lines. They change only by an
 * import, so they are kept in memory briefly like the other rarely changing answers
 * (tenants/tenant-answers-cache.ts; an import forgets them): the listing and the home counts then
 * read only the resident's own rows.
 */
function catalogueStructure(db: Database, tenantId: number) {
  return cachedTenantAnswer(db, tenantId, 'catalogue-structure', async () => {
    const products = await listProducts(db, tenantId);
    const types = new Map((await listPermitTypes(db, tenantId)).map((t) => [t.id, t]));
    const areas = new Map((await listAreas(db, tenantId)).map((a) => [a.id, a]));
    const locations = await listLocations(db, tenantId);
    const priceLines = await listPriceLines(db, tenantId);
    // What judging every product needs, worked out once per catalogue rather than per call.
    const judged = products.flatMap((product) => {
      const permitType = types.get(product.permit_type_id);
      const area = areas.get(product.area_id);
      if (!permitType || !area) return [];
      const own = locations.filter((l) => l.permit_type_id === product.permit_type_id && l.area_id === product.area_id);
      return [{ product, permitType, area, locations: own, rules: rulesOf(permitType) }];
    });
    const all = [...types.values()];
    const linesOf = new Map<number, PriceLineTerms[]>();
    for (const line of priceLines) {
      const lines = linesOf.get(line.permit_type_id) ?? [];
      lines.push({
        unitCents: line.price_cents,
        daySelection: line.day_selection_yn === 'Y',
        periodType: line.period_type,
        periodCount: line.period_count,
        permitEndDate: line.permit_enddate,
      });
      linesOf.set(line.permit_type_id, lines);
    }
    return {
      /** The listing's "from" price per permit type. */
      priceOf: new Map(all.map((t) => [t.id, fromPrice(linesOf.get(t.id) ?? [])])),
      locationById: new Map(locations.map((l) => [l.id, l])),
      products,
      types,
      areas,
      locations,
      priceLines,
      judged,
      // Which facts can change a judgement in this catalogue (eligibility.ts): the relation's holdings
      // of a type with a maximum per relation or per FTE, the address's of a type with a maximum per
      // address, the areas of the postcode when a type is located by address, and the places taken at
      // a location with a capacity. The holdings query asks for these only.
      permitTypeIds: all.filter((t) => t.max_per_relation !== null || t.fte_per_permit !== null).map((t) => t.id),
      addressPermitTypeIds: all.filter((t) => t.max_per_address !== null).map((t) => t.id),
      byAddress: all.some((t) => t.location_by_address_yn === 'Y'),
      locationIds: locations.filter((l) => l.capacity !== null).map((l) => l.id),
    };
  });
}

/** The catalogue's permit types, areas and locations by id, as a listing names a row's product. */
export interface CatalogueNames {
  permitType(id: number): PermitTypeRow | undefined;
  area(id: number): AreaRow | undefined;
  location(id: number): LocationRow | undefined;
}

/**
 * The permit types, areas and locations of the tenant from the catalogue kept in memory (read with the
 * listing's, at most every few seconds): listings of requests, invoices and waiting-list entries
 * name their product without a statement per row (issue 23). Unknown ids answer undefined, as
 * findPermitType, findArea and findLocation do.
 */
export async function catalogueNames(db: Database, tenantId: number): Promise<CatalogueNames> {
  const { types, areas, locationById } = await catalogueStructure(db, tenantId);
  return { permitType: (id) => types.get(id), area: (id) => areas.get(id), location: (id) => locationById.get(id) };
}

/** What judging every product for the relation at its own address asks the database: one UNION ALL. */
async function judgingPlan(db: Database, tenantId: number, relation: RelationRecord, withProducts: boolean) {
  const structure = await catalogueStructure(db, tenantId);
  const address = ownAddress(relation);
  const input: HoldingsInput = {
    ...holdingsInput(relation, address, structure.permitTypeIds, structure.locationIds),
    addressPermitTypeIds: structure.addressPermitTypeIds,
    withProducts,
  };
  // Without a product located by address, the areas of the postcode judge nothing.
  if (!structure.byAddress) input.postcode = null;
  return { structure, address, input, query: holdingsQuery(db, tenantId, input) };
}

/** Every product of the tenant, in catalogue order, judged for the relation at its own address. */
function judgeAll(
  { structure, address, input }: Awaited<ReturnType<typeof judgingPlan>>,
  relation: RelationRecord,
  rows: readonly HoldingRow[],
): { listed: Listed[]; holdings: Holdings } {
  const holdings: Holdings = { addressUnchecked: address.unchecked === true, ...readHoldings(rows, input) };
  const listed = structure.judged.map(({ product, permitType, area, locations, rules }) => {
    const eligibility = evaluateEligibility(rules, factsFor(relation, permitType, area.id, locations, holdings));
    return { product, permitType, area, locations, eligibility };
  });
  return { listed, holdings };
}

/** eloket/get_requestable_permits: the catalogue as the relation may use it. */
export async function listRequestableProducts(
  db: Database,
  tenantId: number,
  relation: RelationRecord,
  locale: Locale,
): Promise<RequestableProduct[]> {
  const plan = await judgingPlan(db, tenantId, relation, true);
  if (plan.structure.products.length === 0) return [];
  const { listed, holdings } = judgeAll(plan, relation, plan.query ? (await plan.query.execute(db)).rows : []);
  const { priceOf, locationById } = plan.structure;
  const waiting = holdings.onWaitingList;
  const toBePaid = holdings.withOpenInvoice;
  const prolonging = holdings.withOpenProlongation;
  const plates = relation.deeplink_license_plate ? [{ LICENSE_PLATE: relation.deeplink_license_plate }] : [];

  // A product the relation's type can never request is not listed (issue 24); the count leaves it out too (N).
  const shown = listed.filter(({ eligibility }) => eligibility.reason !== 'relation_type');
  return shown.map(({ product, permitType, area, locations, eligibility }) => {
    const key = productKey(product.permit_type_id, product.area_id);
    const price = priceOf.get(permitType.id) ?? null;
    return {
      PERMITTYPEID: permitType.id,
      AREAID: area.id,
      AREADESCRIPTION: localized(area.description, locale),
      DESCRIPTION: localized(permitType.description, locale),
      LONG_DESCRIPTION: localized(permitType.long_description, locale),
      STAFFEL: permitType.staffel,
      HAS_STAFFEL_YN: yn(permitType.staffel > 1),
      WAITINGLISTID: permitType.waiting_list_yn === 'Y' ? permitType.id : null,
      ...presentEligibility(locale, eligibility, permitType, relation),
      LOCATIONS: eligibility.locations.map((l) => ({
        LOCATIONID: l.id,
        LOCATIONDESCRIPTION: localized(locationById.get(l.id)?.description, locale),
        AVAILABLE: l.available,
        NOT_AVAILABLE_REASON: locationNotAvailableReason(locale, l.available),
      })),
      MULTI_LOCATIONS_YN: yn(locations.length > 1),
      HAS_ADDITIONAL_INFO_YN: yn(localized(permitType.additional_info, locale) !== ''),
      EXISTING_WL_YN: yn(waiting.has(key)),
      EXISTING_VREX_YN: yn(prolonging.has(key)),
      EXISTING_TO_BE_PAID_YN: yn(toBePaid.has(key)),
      PERMITPLUS_PRODUCT_YN: permitType.permitplus_yn,
      PRICE: price === null ? null : euro(price.cents),
      PRICE_UNIT: price?.unit ?? null,
      PRICE_PERIOD_COUNT: price?.count ?? null,
      LICENSE_PLATES: plates,
    };
  });
}

/**
 * requestable_permits_count of the home tiles: the products the listing shows the relation as
 * requestable (Y) or joinable through the waiting list (WL), by the rule the screen's title counts with.
 */
export async function countRequestablePermits({ db, tenantId, relation }: CountScope): Promise<CountPart | number> {
  if (!relation) return 0;
  const plan = await judgingPlan(db, tenantId, relation, false);
  if (plan.structure.products.length === 0) return 0;
  const count = (rows: unknown) =>
    judgeAll(plan, relation, (rows ?? []) as HoldingRow[]).listed.filter((l) =>
      countsAsRequestable({ REQUESTABLE: listedRequestable(l.eligibility) }),
    ).length;
  if (!plan.query) return count([]);
  // The UNION ALL's rows as one JSON value, so it fits in the home counts' one statement.
  return { select: sql`select coalesce(json_agg(u), '[]'::json) from (${plan.query}) as u`, count };
}

/** eloket/get_categories: categories that hold products, in order, with their products in order. */
export async function listCatalogueCategories(db: Database, tenantId: number, locale: Locale): Promise<Category[]> {
  const products = await listProducts(db, tenantId);
  return (await listCategories(db, tenantId)).flatMap((category) => {
    const pairs = products
      .filter((p) => p.category_id === category.id)
      .map((p) => ({ PTE_ID: p.permit_type_id, ARA_ID: p.area_id }));
    if (pairs.length === 0) return [];
    return [
      {
        CATEGORYID: category.id,
        NAME: localized(category.name, locale),
        DESCRIPTION: localized(category.description, locale),
        PERMITTYPEIDS: pairs,
      },
    ];
  });
}

/** eloket/get_additional_pte_info: the permit type's extra information; none (or not this tenant's): NOT_FOUND. */
export async function additionalInfo(
  db: Database,
  tenantId: number,
  permitTypeId: number,
  locale: Locale,
): Promise<string> {
  const permitType = await findPermitType(db, tenantId, permitTypeId);
  const info = localized(permitType?.additional_info, locale);
  if (!info) throw notFound(`no additional info for permit type ${permitTypeId}`);
  return info;
}
