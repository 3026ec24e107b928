/**
 * The request flow's use cases (lifecycle 2.3, 2.4, 4.1, 7; DECISIONS 2, Request lifecycle): the
 * product's request parameters, locations at an address, price lines, submitting a request, and
 * moving it on (continue, cancel, finalize) or reading where it stands (finish).
 *
 * The browser is never trusted: a request is re-validated whole on submit (product, eligibility,
 * address, location and its capacity, start date, price line, days, specific location, plates
 * against the vehicle registry, price) and every status change goes through the state machine
 * (request-machine.ts). Whatever a new status brings (an invoice for AWAIT_PAYMENT, the permit for
 * PERMIT_CREATED, a cancelled invoice for CANCELLED) is written in the same transaction as the
 * status and its transition row.
 */
import {
  asksLeaseProof,
  euroFromCents,
  isPerson,
  type Locale,
  type Location,
  type ParamsOut,
  type PriceLine,
  type ProductRequestParameters,
  priceCents,
  type RequestResult,
  type requestPermit,
  stagesAfterSending,
  validTo,
} from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import type { AddressLookup } from '../addresses/index.js';
import {
  type CatalogueProduct,
  describeNotRequestable,
  type Eligibility,
  eligibilityFor,
  findPermitType,
  listPriceLines,
  loadProduct,
  locationNotAvailableReason,
  lockLocation,
  type PriceLineRow,
  type RelationRecord,
  readRequirements,
} from '../catalogue/index.js';
import { type Database, inTransaction } from '../db/database.js';
import { BusinessFailure } from '../http/business-failure.js';
import type { CallContext } from '../http/call-context.js';
import { enforceLimit } from '../http/limits.js';
import { translate } from '../http/messages.js';
import { invalidParameters, notFound } from '../http/service-error.js';
import { refuseWhileInPayment } from '../invoices/index.js';
import { notifyOutbox } from '../mail/index.js';
import { LOOKUPS_PER_RELATION } from '../profile/index.js';
import { lockRelation, registeredAddresses, registeredAddressOf } from '../relations/index.js';
import {
  allowedDaysList,
  applyRequestEvent,
  buildDocumentsToUpload,
  checkSelectedDays,
  type DocumentFactsSource,
  dayOfApiDate,
  documentsNeed,
  enterStatus,
  findOwnRequest,
  findRequest,
  insertRequest,
  isStartDateAllowed,
  lineFitsStart,
  NEW_REQUEST,
  type NewPlate,
  periodTerms,
  priceTerms,
  type RequestRow,
  requestResultOf,
  type StoredRequestEvent,
  startDateRange,
  storedDays,
  todayInAmsterdam,
  transition,
  type UploadedDocumentsSource,
} from '../requests/index.js';
import { callerRelation } from '../sessions/index.js';
import {
  type VehicleFacts,
  type VehicleRegistry,
  VehicleRegistryUnavailable,
  vehicleHolder,
} from '../vehicles/index.js';
import { findOwnWaitingListEntry, takeOfferedPlace, type WaitingListEntryRow } from '../waiting-list/index.js';
import { needsRegistryCheck, plateVerdict } from './plate-rules.js';
import { findCheckedAddress, saveCheckedAddress } from './request-flow-repository.js';
import { messageRequestSubmitted } from './request-messages.js';

export interface RequestFlowCall extends Pick<CallContext, 'db' | 'tenant' | 'session' | 'locale' | 'now' | 'log'> {
  uploadedDocuments: UploadedDocumentsSource;
  documentFacts: DocumentFactsSource;
  /**
   * A staff member requests for the resident at the counter (issue 28): the same checks, but the request records
   * who, the resident's e-mail says "aangevraagd door de gemeente namens u", and `record` writes the staff audit row
   * in the request's own transaction (so the row exists exactly when the request does).
   */
  onBehalf?: OnBehalf;
}

export interface OnBehalf {
  staffId: string;
  staffName: string;
  record: (trx: Database, request: RequestRow) => Promise<void>;
}

// ---- Product request parameters, locations, price lines.

async function requireProduct(db: Database, tenantId: number, permitTypeId: number, areaId: number) {
  const product = await loadProduct(db, tenantId, permitTypeId, areaId);
  if (!product) throw notFound(`product ${permitTypeId}/${areaId}`);
  return product;
}

/**
 * The caller's own waiting-list entry for this product that has been offered a place
 * (AWAIT_CONTINUE_WAITING). Anything else p_wlt_id may hold (another relation's entry, an entry still
 * waiting, the listing's WAITINGLISTID, which marks a product with a waiting list) gives nothing.
 */
async function offeredEntry(
  db: Database,
  tenantId: number,
  relationId: number,
  product: CatalogueProduct,
  entryId: number | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<WaitingListEntryRow | null> {
  if (entryId === undefined) return null;
  const entry = await findOwnWaitingListEntry(db, tenantId, relationId, entryId, options);
  if (entry?.status !== 'AWAIT_CONTINUE_WAITING') return null;
  const sameProduct = entry.permit_type_id === product.permitType.id && entry.area_id === product.area.id;
  return sameProduct ? entry : null;
}

function offeredAt(entry: WaitingListEntryRow | null, locationId: number | null): boolean {
  return entry !== null && (entry.location_id === null || entry.location_id === locationId);
}

/** Reasons that keep a relation from a product altogether; a maximum is answered by the request itself. */
const REFUSING_REASONS = new Set([
  'relation_type',
  'outside_area',
  'no_address',
  'address_unchecked',
  'no_fte',
  'full',
]);

function presentLocations(
  product: CatalogueProduct,
  eligibility: Eligibility,
  locale: Locale,
  entry: WaitingListEntryRow | null,
  addressId: number | null,
): Location[] {
  return product.locations.map((row) => {
    const judged = eligibility.locations.find((l) => l.id === row.id)?.available ?? 'N';
    const available = offeredAt(entry, row.id) ? 'Y' : judged;
    return {
      LOCATIONID: row.id,
      ADDRESSID: addressId,
      LOCATIONDESCRIPTION: localized(row.description, locale),
      AVAILABLE: available,
      NOT_AVAILABLE_REASON: locationNotAvailableReason(locale, available),
    };
  });
}

/**
 * A product located by address is requested only for an address the relation is registered at (DECISIONS 3 "Where a
 * permit is requested"; issue 24): another resident's, a made-up or another municipality's address is refused before
 * anything is looked up or stored. While the register could not be asked at this login the own address is not judged
 * either (decision 005): the product says so, as its listing does.
 */
function requireRegisteredAddress(
  relation: RelationRecord,
  permitType: CatalogueProduct['permitType'],
  locale: Locale,
  address: { zipcode: string; nr: string; addition: string },
): void {
  if (relation.register_status === 'unavailable') {
    throw new BusinessFailure(
      'NOT_REQUESTABLE',
      'address_unchecked',
      describeNotRequestable(locale, 'address_unchecked', permitType, relation),
    );
  }
  if (!registeredAddressOf(relation, address)) throw new BusinessFailure('ADDRESS_NOT_REGISTERED');
}

function presentPriceLine(line: PriceLineRow, startDate: string | null): PriceLine {
  return {
    PRICELINE_ID: line.id,
    PRICE: euroFromCents(line.price_cents),
    PERIODCOUNT: line.period_count,
    PERIODTYPE: line.period_type,
    PERMIT_ENDDATE: line.permit_enddate,
    DAY_SELECTION_YN: line.day_selection_yn,
    ALLOWED_DAYS: allowedDaysList(line),
    ...(startDate ? { VALID_TO: validTo(startDate, periodTerms(line)) } : {}),
  };
}

/** eloket/get_product_rqt_parms. */
export async function productRequestParameters(
  call: RequestFlowCall,
  input: { permitTypeId: number; areaId: number; staffel: number; waitingListEntryId?: number | undefined },
): Promise<ProductRequestParameters> {
  const { db, tenant, locale } = call;
  const relation = await callerRelation(db, tenant.id, call.session);
  const product = await requireProduct(db, tenant.id, input.permitTypeId, input.areaId);
  const entry = await offeredEntry(db, tenant.id, relation.id, product, input.waitingListEntryId);
  const eligibility = await eligibilityFor(db, tenant.id, relation, product);
  if (!entry && eligibility.requestable === 'N' && eligibility.reason && REFUSING_REASONS.has(eligibility.reason)) {
    throw new BusinessFailure(
      'NOT_REQUESTABLE',
      eligibility.reason,
      describeNotRequestable(locale, eligibility.reason, product.permitType, relation),
    );
  }
  const { permitType } = product;
  const range = startDateRange(
    todayInAmsterdam(call.now),
    permitType.min_start_offset_days,
    permitType.max_start_offset_days,
  );
  const requirements = await readRequirements(db, tenant.id, permitType.id);
  const leaseProof = permitType.lease_allowed_yn === 'Y' && asksLeaseProof(requirements);
  const afterSending = stagesAfterSending(requirements, {
    minPlates: permitType.min_plates,
    maxPlates: permitType.max_plates,
    leaseAllowed: permitType.lease_allowed_yn === 'Y',
    confirmationRequired: permitType.confirmation_required_yn === 'Y',
  });
  return {
    LICENSEPLATE_REQUIREMENTS: [
      {
        MIN_LICENSEPLATES: permitType.min_plates,
        MAX_LICENSEPLATES: permitType.max_plates,
        REGISTER_BRAND: permitType.register_brand_yn,
        REGISTER_COLOUR: permitType.register_colour_yn,
        REGISTER_LEASE: permitType.lease_allowed_yn,
        LEASE_PROOF_YN: leaseProof ? 'Y' : 'N',
      },
    ],
    PRICELINES: product.priceLines
      .filter((line) => line.staffel === input.staffel && lineFitsStart(line, range.min))
      .map((line) => presentPriceLine(line, null)),
    LOCATIONS: presentLocations(product, eligibility, locale, entry, null),
    LOCATION_BY_ADDRESS_YN: permitType.location_by_address_yn,
    NEED_SPECIFIC_LOCATION_YN: permitType.need_specific_location_yn,
    MIN_STARTDATE: range.min,
    MAX_STARTDATE: range.max,
    LICENSE_PLATES: relation.deeplink_license_plate ? [{ LICENSE_PLATE: relation.deeplink_license_plate }] : [],
    MULTI_LOCATIONS_YN: product.locations.length > 1 ? 'Y' : 'N',
    REGISTERED_ADDRESSES:
      permitType.location_by_address_yn === 'Y'
        ? registeredAddresses(relation).map((a) => ({
            ZIPCODE: a.zipcode,
            NR: a.nr,
            ADDITION: a.addition,
            STREET: a.street,
            CITY: a.city,
          }))
        : [],
    DOCUMENTS_YN: afterSending.documents ? 'Y' : 'N',
    CONFIRMATION_YN: afterSending.confirmation ? 'Y' : 'N',
  };
}

export interface AddressInput {
  /** 1234AB. */
  zipcode: string;
  nr: string;
  addition: string;
}

/**
 * eloket/get_locations: the address is looked up in the address register and kept for the
 * relation (checked_addresses, reused when identical and recent); inside the product's area the
 * product's locations come back with ADDRESSID the kept address, outside it none.
 */
export async function locationsAtAddress(
  call: RequestFlowCall & { lookup: AddressLookup },
  input: { permitTypeId: number; areaId: number; address: AddressInput },
): Promise<Location[]> {
  const { db, tenant, locale } = call;
  const relation = await callerRelation(db, tenant.id, call.session);
  const product = await requireProduct(db, tenant.id, input.permitTypeId, input.areaId);
  const { zipcode, nr, addition } = input.address;
  requireRegisteredAddress(relation, product.permitType, locale, input.address);
  // One budget with the profile's address checks: both reach the same public register.
  await enforceLimit(
    db,
    `address-lookup:${tenant.id}:${relation.id}`,
    LOOKUPS_PER_RELATION.max,
    LOOKUPS_PER_RELATION.windowMs,
  );
  const found = await call.lookup.lookupAddress({
    zipcode: zipcode.slice(0, 4),
    letters: zipcode.slice(4),
    nr,
    addition,
  });
  if (found.outcome === 'not-found') throw new BusinessFailure('ADDRESS_NOT_FOUND');
  if (found.outcome === 'unavailable') {
    call.log.warn({ adapter: call.lookup.name, reason: found.reason }, 'address lookup unavailable');
    throw new BusinessFailure('ADDRESS_CHECK_UNAVAILABLE', found.reason);
  }
  const addressId = await saveCheckedAddress(db, tenant.id, relation.id, {
    zipcode,
    nr,
    addition,
    street: found.street,
    city: found.city,
  });
  const eligibility = await eligibilityFor(db, tenant.id, relation, product, { zipcode, nr, addition });
  if (eligibility.reason === 'outside_area') return [];
  return presentLocations(product, eligibility, locale, null, addressId);
}

/** eloket/get_price_lines: the permit type's lines of this staffel that can start on the start date. */
export async function priceLinesFor(
  call: RequestFlowCall,
  input: { permitTypeId: number; staffel: number; startDate: string },
): Promise<PriceLine[]> {
  const { db, tenant } = call;
  await callerRelation(db, tenant.id, call.session);
  const permitType = await findPermitType(db, tenant.id, input.permitTypeId);
  if (!permitType) throw notFound(`permit type ${input.permitTypeId}`);
  const start = dayOfApiDate(input.startDate);
  return (await listPriceLines(db, tenant.id, permitType.id))
    .filter((line) => line.staffel === input.staffel && lineFitsStart(line, start))
    .map((line) => presentPriceLine(line, start));
}

// ---- Submitting a request.

export type SubmitParams = ParamsOut<typeof requestPermit>;

function refuse(code: 'REQUEST_INVALID', detail: string): never {
  throw new BusinessFailure(code, detail);
}

/** Checks plates against the permit type and, for a person, the vehicle registry; the plates as stored. */
async function verifiedPlates(
  call: RequestFlowCall & { registry: VehicleRegistry },
  relation: RelationRecord,
  product: CatalogueProduct,
  plates: SubmitParams['p_licenseplates'],
): Promise<NewPlate[]> {
  const { permitType } = product;
  if (plates.length < permitType.min_plates || plates.length > permitType.max_plates) {
    throw invalidParameters([{ FIELD: 'p_licenseplates', CODE: 'out_of_range' }]);
  }
  if (new Set(plates.map((p) => p.LICENSE_PLATE)).size !== plates.length) {
    throw invalidParameters([{ FIELD: 'p_licenseplates', CODE: 'license_plate_duplicate' }]);
  }
  const rules = { isPerson: isPerson(relation.relation_type), leaseAllowed: permitType.lease_allowed_yn === 'Y' };
  const holder = rules.isPerson ? await vehicleHolder(call.db, call.tenant.id, relation.id) : { bsn: null };
  const stored: NewPlate[] = [];
  for (const [index, plate] of plates.entries()) {
    let lookup: VehicleFacts | null | 'not_checked' = 'not_checked';
    if (needsRegistryCheck(plate, rules)) {
      try {
        lookup = await call.registry.lookUp(plate.LICENSE_PLATE, holder);
      } catch (error) {
        if (!(error instanceof VehicleRegistryUnavailable)) throw error;
        call.log.warn({ registry: call.registry.kind, reason: error.detail }, 'vehicle registry unavailable');
        throw new BusinessFailure('RDW_UNAVAILABLE', error.detail);
      }
    }
    const verdict = plateVerdict(plate, index + 1, rules, lookup);
    if (!verdict.ok) throw new BusinessFailure(verdict.failure, `plate ${index + 1}`);
    stored.push(verdict.plate);
  }
  return stored;
}

/**
 * eloket/request_permit and eloket/request_permit_from_wl: the request checked whole and stored
 * with the status the machine gives, or refused with nothing stored. A maximum reached is not a
 * refusal: the request is stored as MAX_CHECK_FAILED (or _WL with a waiting list) and answered.
 */
export async function submitRequest(
  call: RequestFlowCall & { registry: VehicleRegistry },
  params: SubmitParams,
): Promise<RequestResult> {
  const { db, tenant, locale } = call;
  const relation = await callerRelation(db, tenant.id, call.session);
  const product = await requireProduct(db, tenant.id, params.p_pte_id, params.p_ara_id);
  const { permitType } = product;
  const byAddress = permitType.location_by_address_yn === 'Y';

  // The address: the caller's own checked address; required for a product located by address.
  let address = null;
  if (byAddress) {
    if (params.p_addressid === undefined) throw invalidParameters([{ FIELD: 'p_addressid', CODE: 'required' }]);
    address = await findCheckedAddress(db, tenant.id, relation.id, params.p_addressid);
    if (!address) throw notFound(`checked address ${params.p_addressid}`);
    // Checked earlier in this flow or another: the relation must still be registered there now (a move since).
    requireRegisteredAddress(relation, permitType, locale, address);
  }

  // The location: one of the product's (a product without locations takes none).
  let location = null;
  if (product.locations.length > 0) {
    location = product.locations.find((l) => l.id === params.p_lcn_id) ?? refuse('REQUEST_INVALID', 'location');
  }

  const today = todayInAmsterdam(call.now);
  const range = startDateRange(today, permitType.min_start_offset_days, permitType.max_start_offset_days);
  if (!isStartDateAllowed(params.p_valid_from, today, range)) refuse('REQUEST_INVALID', 'start date');
  const validFrom = dayOfApiDate(params.p_valid_from);

  const line =
    product.priceLines.find((l) => l.id === params.p_priceline_id && l.staffel === params.p_staffel) ??
    refuse('REQUEST_INVALID', 'price line');
  if (!lineFitsStart(line, validFrom)) refuse('REQUEST_INVALID', 'price line ended');
  const days = params.p_valid_days.map((d) => d.DAY);
  if (checkSelectedDays(line, days)) refuse('REQUEST_INVALID', `days: ${checkSelectedDays(line, days)}`);

  let specificLocation = '';
  if (permitType.need_specific_location_yn === 'Y') {
    specificLocation = params.p_request_details.find((d) => d.CODE === 'LOCATI')?.VALUE ?? '';
    if (specificLocation === '') throw invalidParameters([{ FIELD: 'p_request_details', CODE: 'required' }]);
  }

  const price = priceCents(priceTerms(line), days);
  if (params.p_price !== price) throw new BusinessFailure('PRICE_CHANGED', `sent ${params.p_price}, is ${price}`);

  const plates = await verifiedPlates(call, relation, product, params.p_licenseplates);
  const plateInputs = plates.map((p) => ({
    position: p.position,
    license_plate: p.licensePlate,
    lease_yn: p.lease,
    country: p.country,
  }));
  const documents = buildDocumentsToUpload(product.documentRequirements, plateInputs, [], locale);

  const requestId = await db.transaction().execute(async (trx) => {
    // Relation first, then location: one relation's requests, and one location's places, are taken one at a time.
    await lockRelation(trx, tenant.id, relation.id);
    if (location) await lockLocation(trx, tenant.id, location.id);
    const entry = await offeredEntry(trx, tenant.id, relation.id, product, params.p_wlt_id, { forUpdate: true });
    const fromOffer = offeredAt(entry, location?.id ?? null);
    // The offer is for one place: naming the entry with another location must not pass as an ordinary request.
    if (entry && !fromOffer) refuse('REQUEST_INVALID', `location other than waiting-list entry ${entry.id}'s`);

    const eligibility = await eligibilityFor(
      trx,
      tenant.id,
      relation,
      product,
      address ? { zipcode: address.zipcode, nr: address.nr, addition: address.addition } : undefined,
    );
    const reason = eligibility.reason;
    if (reason === 'outside_area' && address) throw new BusinessFailure('ADDRESS_OUTSIDE_AREA');
    if (reason && REFUSING_REASONS.has(reason) && reason !== 'full')
      throw new BusinessFailure(
        'NOT_REQUESTABLE',
        reason,
        describeNotRequestable(locale, reason, permitType, relation),
      );
    // An offered waiting-list place is the municipality's yes: maximum and capacity were weighed when it was offered.
    const maxCheck = fromOffer ? null : eligibility.maxCheck;
    if (!maxCheck && location && !fromOffer) {
      const available = eligibility.locations.find((l) => l.id === location.id)?.available;
      if (available !== 'Y') throw new BusinessFailure('LOCATION_FULL');
    }

    const outcome = transition(NEW_REQUEST, {
      type: 'SUBMITTED',
      maxCheck,
      documentsRequired: documentsNeed(documents),
      confirmationRequired: permitType.confirmation_required_yn === 'Y',
      priceCents: price,
    });
    if (!outcome.ok) throw new Error(`a new request was refused: ${outcome.refusal}`);
    const statusText = maxCheck && reason ? describeNotRequestable(locale, reason, permitType, relation) : null;
    const id = await insertRequest(
      trx,
      tenant.id,
      {
        relationId: relation.id,
        branchNumber: call.session?.branchNumber ?? null,
        kind: fromOffer ? 'WAITING_LIST' : 'NEW',
        permitTypeId: permitType.id,
        areaId: product.area.id,
        locationId: location?.id ?? null,
        addressId: address?.id ?? null,
        staffel: params.p_staffel,
        priceLineId: line.id,
        validFrom,
        validTo: validTo(validFrom, periodTerms(line)),
        validDays: storedDays(days),
        specificLocation,
        priceCents: price,
        status: outcome.status,
        statusText,
        ...(call.onBehalf ? { actedBy: { staffId: call.onBehalf.staffId, staffName: call.onBehalf.staffName } } : {}),
      },
      plates,
      'SUBMITTED',
    );
    const stored = await findRequest(trx, tenant.id, id);
    if (!stored) throw new Error(`request ${id} vanished`);
    await enterStatus(trx, tenant.id, stored, outcome.status);
    await call.onBehalf?.record(trx, stored);
    // The place leaves the list; those who moved up to a told position hear it (issue 26).
    if (entry && fromOffer) await takeOfferedPlace(trx, tenant.id, entry, id, call.now);
    await messageRequestSubmitted(trx, tenant, stored, {
      product: (messageLocale) => localized(permitType.description, messageLocale),
      documents: (messageLocale) =>
        buildDocumentsToUpload(product.documentRequirements, plateInputs, [], messageLocale),
    });
    return id;
  });

  notifyOutbox();
  const stored = await findRequest(db, tenant.id, requestId);
  if (!stored) throw new Error(`request ${requestId} vanished`);
  call.log.info({ tenant: tenant.code, requestId, status: stored.status }, 'request submitted');
  return requestResultOf(db, tenant.id, stored, locale, call.uploadedDocuments);
}

// ---- Continue, cancel, finalize, finish.

async function ownRequestResult(call: RequestFlowCall, relation: RelationRecord, requestId: number) {
  const request = await findOwnRequest(call.db, call.tenant.id, relation.id, requestId);
  if (!request) throw notFound(`request ${requestId}`);
  return requestResultOf(call.db, call.tenant.id, request, call.locale, call.uploadedDocuments);
}

export interface MoveAnswer {
  result: RequestResult;
  /** Set when the request stayed where it was for a reason the user can act on. */
  notice?: string;
}

/**
 * eloket/continue_pcs_by_rqt_id: cancel (Y) or move on (N) the caller's own request. Moving on
 * without every required document leaves the request where it is: the answer repeats its upload
 * status with a notice.
 */
export async function continueRequest(
  call: RequestFlowCall,
  input: { requestId: number; cancel: boolean },
): Promise<MoveAnswer> {
  const { db, tenant } = call;
  const relation = await callerRelation(db, tenant.id, call.session);
  const applied = await db.transaction().execute(async (trx) => {
    if (input.cancel) {
      const own = await findOwnRequest(trx, tenant.id, relation.id, input.requestId, { forUpdate: true });
      if (!own) throw notFound(`request ${input.requestId}`);
      await refuseWhileInPayment(trx, tenant.id, own.id);
      return applyRequestEvent(
        trx,
        tenant.id,
        input.requestId,
        { type: 'CANCELLED_BY_USER' },
        { relationId: relation.id },
      );
    }
    // Found (and the caller's) before its documents are judged.
    const own = await findOwnRequest(trx, tenant.id, relation.id, input.requestId, { forUpdate: true });
    if (!own) throw notFound(`request ${input.requestId}`);
    const facts = await call.documentFacts(trx, tenant.id, input.requestId);
    return applyRequestEvent(
      trx,
      tenant.id,
      input.requestId,
      { type: 'DOCUMENTS_CONTINUED', ...facts },
      { relationId: relation.id },
    );
  });
  if (!applied.ok && applied.refusal === 'documents_missing') {
    return {
      result: await ownRequestResult(call, relation, input.requestId),
      notice: translate(call.locale, 'request.documents_missing'),
    };
  }
  if (!applied.ok) throw new BusinessFailure('REQUEST_STATE', `${applied.request.status}: ${applied.refusal}`);
  return { result: await ownRequestResult(call, relation, input.requestId) };
}

/** eloket/finalize_request_by_rqt_id: the resident confirms (AWAIT_CONFIRMATION → AWAIT_PAYMENT or PERMIT_CREATED), or cancels. */
export async function finalizeRequest(
  call: RequestFlowCall,
  input: { requestId: number; cancel: boolean },
): Promise<RequestResult> {
  const { db, tenant } = call;
  const relation = await callerRelation(db, tenant.id, call.session);
  const event: StoredRequestEvent = input.cancel ? { type: 'CANCELLED_BY_USER' } : { type: 'CONFIRMED' };
  const applied = await inTransaction(db, async (trx) => {
    if (input.cancel) {
      const own = await findOwnRequest(trx, tenant.id, relation.id, input.requestId, { forUpdate: true });
      if (!own) throw notFound(`request ${input.requestId}`);
      await refuseWhileInPayment(trx, tenant.id, own.id);
    }
    return applyRequestEvent(trx, tenant.id, input.requestId, event, { relationId: relation.id });
  });
  if (!applied.ok) throw new BusinessFailure('REQUEST_STATE', `${applied.request.status}: ${applied.refusal}`);
  return ownRequestResult(call, relation, input.requestId);
}

/** eloket/finish_request: where the caller's request stands now, with VALID_FROM for "active from {date}". */
export async function finishRequest(call: RequestFlowCall, requestId: number): Promise<RequestResult> {
  const relation = await callerRelation(call.db, call.tenant.id, call.session);
  return ownRequestResult(call, relation, requestId);
}

// ---- A plate change: a request of its own kind on an issued permit (lifecycle 2.9).

/** The permit a plate change is for, as the products area found it (the caller's own, active). */
export interface ChangedPermit {
  id: number;
  request_id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  address_id: number | null;
  valid_from: string;
  valid_to: string | null;
}

/**
 * request_license_change_for_rqt: the new plates checked as a request's are (count, duplicates, a
 * person's Dutch plates at the vehicle registry), then stored as a LICENSE_CHANGE request that the
 * machine moves like any request: documents when the product asks for them, a confirmation when it
 * asks for one, an invoice of the fee when there is one (AWAIT_PAYMENT), and at PERMIT_CREATED the
 * permit takes the new plates. `recheck` runs inside the transaction, after the relation is locked,
 * so two changes sent at once cannot both pass the products area's "no change waiting" rule.
 */
export async function submitLicenseChange(
  call: RequestFlowCall & { registry: VehicleRegistry },
  input: {
    permit: ChangedPermit;
    feeCents: number;
    plates: SubmitParams['p_licenseplates'];
    recheck: (trx: Database) => Promise<void>;
  },
): Promise<RequestResult> {
  const { db, tenant, locale } = call;
  const relation = await callerRelation(db, tenant.id, call.session);
  const product = await requireProduct(db, tenant.id, input.permit.permit_type_id, input.permit.area_id);
  const plates = await verifiedPlates(call, relation, product, input.plates);
  const documents = buildDocumentsToUpload(
    product.documentRequirements,
    plates.map((p) => ({ position: p.position, license_plate: p.licensePlate, lease_yn: p.lease, country: p.country })),
    [],
    locale,
  );
  const original = await findRequest(db, tenant.id, input.permit.request_id);
  const requestId = await db.transaction().execute(async (trx) => {
    await lockRelation(trx, tenant.id, relation.id);
    await input.recheck(trx);
    const outcome = transition(NEW_REQUEST, {
      type: 'SUBMITTED',
      maxCheck: null,
      documentsRequired: documentsNeed(documents),
      confirmationRequired: product.permitType.confirmation_required_yn === 'Y',
      priceCents: input.feeCents,
    });
    if (!outcome.ok) throw new Error(`a plate change was refused: ${outcome.refusal}`);
    const id = await insertRequest(
      trx,
      tenant.id,
      {
        relationId: relation.id,
        branchNumber: call.session?.branchNumber ?? null,
        kind: 'LICENSE_CHANGE',
        permitId: input.permit.id,
        permitTypeId: input.permit.permit_type_id,
        areaId: input.permit.area_id,
        locationId: input.permit.location_id,
        addressId: input.permit.address_id,
        staffel: original?.staffel ?? 1,
        priceLineId: null,
        validFrom: input.permit.valid_from,
        validTo: input.permit.valid_to,
        validDays: original?.valid_days ?? '',
        specificLocation: original?.specific_location ?? '',
        priceCents: input.feeCents,
        status: outcome.status,
        statusText: null,
        ...(call.onBehalf ? { actedBy: { staffId: call.onBehalf.staffId, staffName: call.onBehalf.staffName } } : {}),
      },
      plates,
      'SUBMITTED',
    );
    const stored = await findRequest(trx, tenant.id, id);
    if (!stored) throw new Error(`request ${id} vanished`);
    await enterStatus(trx, tenant.id, stored, outcome.status);
    await call.onBehalf?.record(trx, stored);
    return id;
  });
  const stored = await findRequest(db, tenant.id, requestId);
  if (!stored) throw new Error(`request ${requestId} vanished`);
  call.log.info(
    { tenant: tenant.code, requestId, permitId: input.permit.id, status: stored.status },
    'plate change submitted',
  );
  return requestResultOf(db, tenant.id, stored, locale, call.uploadedDocuments);
}
