/**
 * The request flow (lifecycle 2.3, 4.1, 5; DECISIONS 1 "Price-line routing") as ONE pure transition
 * function over explicit stages. The screens render a state and dispatch events; the transition
 * answers with the next state and the commands to run (server calls, navigation, messages). The
 * component runs the commands and feeds each answer back as an event. Nothing here reads the clock,
 * storage or the network: "today" comes with `params-loaded`, and the api/ calls turn days into API
 * dates when they send them.
 *
 * Stages, in order: SELECT_START_DATE, SELECT_ADDRESS, SELECT_LOCATION, SPECIFIC_LOCATION,
 * SELECT_END_DATE (price line), SELECT_DAYS_OF_WEEK, ENTER_LICENSE_PLATE, UPLOAD_DOCUMENT,
 * CONFIRMATION, FINISH; LOADING before the product request parameters are in. Beside the stage a
 * state has `busy` (a call in flight: the stage stays on screen with its buttons disabled) and
 * `dialog` (a question or message that must be answered first).
 *
 * Rules where the specification leaves a choice (also in this folder's README.md):
 * - Address with exactly one location: selected automatically, then the location-choice Next rule
 *   (specific location first, else Y fetches price lines, WL asks for the waiting list); a single
 *   location with AVAILABLE N is refused on the address stage with its NOT_AVAILABLE_REASON.
 * - After an address lookup with several locations the first one is preselected when AVAILABLE is Y
 *   or WL, as at entry.
 * - Without location choice and without location by address the location is the preselected first
 *   location; when there is none (empty, or AVAILABLE N) the start date stage says so and Next stays off.
 * - Days of the week Prev (not given): several price lines go back to the price-line stage; one clears
 *   the line and goes back following the flags, like the plate stage's Prev. Days Next goes on as
 *   reading B does after the price line: plates (or submit when the product takes none).
 * - No price lines at all: the stage that asked says so and stays.
 * - Upload and confirmation Prev: asks to confirm, cancels the request on the server
 *   (continue_pcs_by_rqt_id p_cancel Y) and returns to the stage from which it was submitted, so
 *   the user can change it and submit again. Both stages also offer 'Cancel request'.
 * - A request answer outside lifecycle 4.1 (DOCS_ACCEPTED, AWAIT_CONTINUE, ...) shows its STATUS and
 *   leads to /pending-requests, where such a request is continued.
 * - Finalizing (confirmation Confirm) goes to finish on every finish-stage status (PERMIT_CREATED, and
 *   AWAIT_PAYMENT / DOCS_AWAIT_APROVAL, which the server answers for a product that costs money);
 *   any other answer shows the cancelled dialog (lifecycle 4.1).
 * - The upload stage's Next counts an uploaded document only when it is not rejected (NVT), as the
 *   server does. This session's uploads (`document-uploaded`, with their files) are listed in the
 *   request's DOCUMENTS_TO_UPLOAD at STATUS_LEVEL 1 and its deletions (`document-deleted`) left out,
 *   so Next, the summary card and the blocks see the same documents.
 * - Resuming (`resume`, the page /upload-files-for-pending-request/{requestId}): the request's current
 *   result is routed as a request answer (lifecycle 4.1, 4.3): the upload stage, the confirmation
 *   stage, or the finish stage; DOCS_ACCEPTED and AWAIT_CONTINUE are continued at once (cancel N).
 *   A resumed flow has nothing to go back to: no Prev, and leaving asks nothing (the request stays
 *   where it is on the server).
 */
import {
  ADDRESS_LIMITS,
  type Day,
  type DocumentRequirement,
  defaultStartDate,
  FINISH_STAGE_STATUSCODES,
  filterAlphanumeric,
  filterDigits,
  type Location,
  normalizeLicensePlate,
  PCS_CODE_NEW_REQUEST,
  type PriceLine,
  type ProductRequestParameters,
  type RequestableProduct,
  type RequestResult,
  type RequestStatuscode,
  requirementMet,
  UPLOAD_STAGE_STATUSCODES,
  type ValidationCode,
  validateAddition,
  validateHouseNumber,
  validatePostcode,
  validateSpecificLocation,
  validateStartDate,
} from '@parkeerloket/contract';
import { paths } from '../../lib/paths';
import type { SessionUpload } from '../documents';
import { type PlateEntry, type PlateRequirement, platesComplete } from './plates';
import {
  chosenPriceLine,
  hasDaySelection,
  inWeekOrder,
  lineAllowedDays,
  preselectedDays,
  priceParam,
  requestPriceCents,
} from './request-summary';

export const STAGES = [
  'LOADING',
  'SELECT_START_DATE',
  'SELECT_ADDRESS',
  'SELECT_LOCATION',
  'SPECIFIC_LOCATION',
  'SELECT_END_DATE',
  'SELECT_DAYS_OF_WEEK',
  'ENTER_LICENSE_PLATE',
  'UPLOAD_DOCUMENT',
  'CONFIRMATION',
  'FINISH',
] as const;
export type Stage = (typeof STAGES)[number];

/** The stages where the user fills in the request, before it is submitted. */
export type EditStage = Exclude<Stage, 'LOADING' | 'UPLOAD_DOCUMENT' | 'CONFIRMATION' | 'FINISH'>;

/** A call in flight. */
export type Busy =
  | 'locations'
  | 'price-lines'
  | 'submit'
  /** continue_pcs_by_rqt_id p_cancel N (upload Next). */
  | 'continue'
  | 'finalize'
  /** continue_pcs_by_rqt_id p_cancel Y after 'Cancel request': then /requestable-products. */
  | 'cancel'
  /** continue_pcs_by_rqt_id p_cancel Y after Prev on upload or confirmation: then back to the stage submitted from. */
  | 'cancel-back'
  | 'add-on-waiting-list'
  | 'add-to-waiting-list';

export type FlowDialog =
  /** Location choice with AVAILABLE WL: apply for the waiting list? */
  | { kind: 'join-waiting-list' }
  /** MAX_CHECK_FAILED: the STATUS text; OK goes to /requestable-products. */
  | { kind: 'max-check-failed'; text: string | null }
  /** MAX_CHECK_FAILED_WL: 'Do you want to be placed on the waitinglist for this product?' */
  | { kind: 'max-check-failed-wl' }
  /** CANCELLED (or a finalize that did not finish): 'Your request has been cancelled.' */
  | { kind: 'cancelled' }
  /** A status lifecycle 4.1 does not route: its STATUS text; OK goes to /pending-requests. */
  | { kind: 'unexpected-status'; text: string | null }
  /** Prev on upload or confirmation: cancel the request and go back? */
  | { kind: 'confirm-prev' }
  /** 'Cancel request' on upload or confirmation. */
  | { kind: 'confirm-cancel' };

/** The product as the catalogue (eloket/get_requestable_permits) describes it. */
export interface FlowProduct {
  permitTypeId: number;
  areaId: number;
  staffel: number;
  /** Set when the product has a waiting list: the request goes to eloket/request_permit_from_wl. */
  waitingListId: number | null;
  description: string;
  areaDescription: string | null;
  /** STAFFEL when it prefixes the title (above 1 with HAS_STAFFEL_YN Y), else null. */
  quantity: number | null;
  multiLocations: boolean;
}

/** What the flow knows once the product request parameters are in; fixed for the rest of the flow. */
export interface FlowSetup {
  product: FlowProduct;
  byAddress: boolean;
  specificNeeded: boolean;
  minStartDate: string | null;
  maxStartDate: string | null;
  requirement: PlateRequirement;
  /** The product request parameters' LOCATIONS. */
  locations: Location[];
  /** Plates stored at entry (the deep-link plate), as the plate manager holds them. */
  storedPlates: PlateEntry[];
  relationType: string;
  /** The calendar day in Europe/Amsterdam when the flow began. */
  today: string;
}

export interface FlowForm {
  /** YYYY-MM-DD, or '' when cleared. */
  startDate: string;
  postcode: string;
  houseNumber: string;
  addition: string;
  locationId: number | null;
  specificLocation: string;
  priceLineId: number | null;
  days: Day[];
  plates: PlateEntry[];
  /** The plate manager's confirm answer (confirmLicensePlates): null on entering and leaving the stage. */
  platesConfirmed: 'Y' | 'N' | null;
  /** 'Is the request correct?' */
  confirmation: 'Y' | 'N' | null;
}

/** What the address stage says after a lookup that gave nothing to request at. */
export type AddressNotice = { kind: 'no-locations' } | { kind: 'unavailable'; reason: string | null };

export interface FlowState {
  stage: Stage;
  busy: Busy | null;
  dialog: FlowDialog | null;
  setup: FlowSetup | null;
  /** The locations to choose from: the parameters' LOCATIONS, or those of the address looked up. */
  locations: Location[];
  addressNotice: AddressNotice | null;
  /** get_price_lines answered no line at all. */
  noPriceLines: boolean;
  priceLines: PriceLine[];
  form: FlowForm;
  /** The server's request once submitted: REQUESTID, STATUSCODE, DOCUMENTS_TO_UPLOAD. */
  request: RequestResult | null;
  /** The stage whose action submitted the request: where Prev on upload or confirmation returns to. */
  submittedFrom: EditStage | null;
  /** The flow is over (finished, refused, cancelled, on the waiting list): leaving needs no confirmation. */
  ended: boolean;
  /** The files uploaded on the upload stage in this session (each keeps its File, for preview and view). */
  uploads: SessionUpload[];
  /** The documents deleted on the upload stage in this session. */
  deletedDocumentIds: number[];
  /** Entered with `resume` (a pending request continued from its id): no Prev, no leave guard. */
  resumed: boolean;
}

export interface SubmitRequest {
  /** eloket/request_permit_from_wl when the product has a WAITINGLISTID, else eloket/request_permit. */
  fromWaitingList: boolean;
  permitTypeId: number;
  areaId: number;
  locationId: number;
  priceLineId: number;
  staffel: number;
  /** YYYY-MM-DD; sent as the API date of that day. */
  validFrom: string;
  plates: PlateEntry[];
  relationType: string;
  /** The selected days in week order; empty without day selection. */
  days: Day[];
  /** p_price, '12.50'. */
  price: string;
  addressId: number | null;
  waitingListId: number | null;
  /** p_request_details LOCATI, when the product needs a specific location. */
  specificLocation: string | null;
}

export type FlowCommand =
  | {
      type: 'fetch-locations';
      permitTypeId: number;
      areaId: number;
      postcode: string;
      houseNumber: string;
      addition: string;
      startDate: string;
    }
  | { type: 'fetch-price-lines'; permitTypeId: number; staffel: number; startDate: string }
  | { type: 'submit'; request: SubmitRequest }
  | { type: 'continue'; requestId: number; cancel: 'Y' | 'N'; pcsCode: string }
  | { type: 'finalize'; requestId: number }
  | { type: 'add-on-waiting-list'; permitTypeId: number; areaId: number; locationId: number }
  | { type: 'add-to-waiting-list'; requestId: number }
  /** The overview counts (cart badge, home tiles) after every request answer (lifecycle 4.1). */
  | { type: 'refresh-counts' }
  | { type: 'navigate'; to: string }
  | { type: 'show-message'; text: string };

export type TextField = 'postcode' | 'houseNumber' | 'addition' | 'specificLocation';

export type FlowEvent =
  | {
      type: 'params-loaded';
      product: FlowProduct;
      params: ProductRequestParameters;
      today: string;
      relationType: string;
      storedPlates: PlateEntry[];
    }
  | { type: 'set-start-date'; value: string }
  | { type: 'input'; field: TextField; value: string }
  | { type: 'choose-location'; locationId: number }
  | { type: 'choose-price-line'; priceLineId: number }
  | { type: 'toggle-day'; day: Day; selected: boolean }
  | { type: 'plates-changed'; plates: PlateEntry[] }
  | { type: 'plates-confirmed'; value: 'Y' | 'N' | null }
  | { type: 'answer-confirmation'; value: 'Y' | 'N' }
  /** The upload stage's requirements as the server lists them (this session's uploads and deletions are kept). */
  | { type: 'documents-changed'; requirements: DocumentRequirement[] }
  /** A file was uploaded on the upload stage (eloket/upload_file answered its id). */
  | { type: 'document-uploaded'; upload: SessionUpload }
  /** A document was deleted on the upload stage (eloket/delete_document). */
  | { type: 'document-deleted'; documentId: number }
  /**
   * Continue a pending request from its id (/upload-files-for-pending-request/{requestId}): its
   * current result (eloket/finish_request), with DESCRIPTION, AREADESCRIPTION, LOCATIONDESCRIPTION,
   * LOCATION_SPECIFICATION, VALID_FROM, VALID_TO and VALID_DAYS for the summary card.
   */
  | { type: 'resume'; result: RequestResult; today: string }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'cancel-request' }
  /** The dialog's Yes or OK. */
  | { type: 'dialog-yes' }
  /** The dialog's No or Cancel, or Escape. */
  | { type: 'dialog-no' }
  | { type: 'locations-loaded'; locations: Location[] }
  | { type: 'price-lines-loaded'; priceLines: PriceLine[] }
  /** The answer of request_permit(_from_wl), continue_pcs_by_rqt_id or finalize_request_by_rqt_id. */
  | { type: 'request-answered'; result: RequestResult }
  /** add_on_waitinglist or add_to_waitinglist succeeded; the message to show, if any. */
  | { type: 'waiting-list-joined'; message: string | null }
  /** The call in flight failed; the failure was shown (message dialog). */
  | { type: 'call-failed' };

export interface FlowStep {
  state: FlowState;
  commands: FlowCommand[];
}

// ---- Setting up

const NO_PLATES: PlateRequirement = {
  MIN_LICENSEPLATES: 0,
  MAX_LICENSEPLATES: 0,
  REGISTER_BRAND: 'N',
  REGISTER_COLOUR: 'N',
  REGISTER_LEASE: 'N',
};

const EMPTY_FORM: FlowForm = {
  startDate: '',
  postcode: '',
  houseNumber: '',
  addition: '',
  locationId: null,
  specificLocation: '',
  priceLineId: null,
  days: [],
  plates: [],
  platesConfirmed: null,
  confirmation: null,
};

/** The flow before the product request parameters are in. */
export function initialFlowState(): FlowState {
  return {
    stage: 'LOADING',
    busy: null,
    dialog: null,
    setup: null,
    locations: [],
    addressNotice: null,
    noPriceLines: false,
    priceLines: [],
    form: EMPTY_FORM,
    request: null,
    submittedFrom: null,
    ended: false,
    uploads: [],
    deletedDocumentIds: [],
    resumed: false,
  };
}

/** The catalogue's product, as the flow needs it. */
export function flowProduct(product: RequestableProduct): FlowProduct {
  const staffel = Number.isInteger(product.STAFFEL) && product.STAFFEL >= 1 ? product.STAFFEL : 1;
  const area = product.AREADESCRIPTION?.trim() ?? '';
  return {
    permitTypeId: product.PERMITTYPEID,
    areaId: product.AREAID,
    staffel,
    waitingListId: product.WAITINGLISTID ?? null,
    description: product.DESCRIPTION,
    areaDescription: area === '' ? null : area,
    quantity: staffel > 1 && product.HAS_STAFFEL_YN === 'Y' ? staffel : null,
    multiLocations: product.MULTI_LOCATIONS_YN === 'Y',
  };
}

/** The route's ids: /request-product/{permitTypeId}/{areaId}, with an optional ?staffel= (positive whole numbers). */
export function routeProduct(
  permitTypeId: string | undefined,
  areaId: string | undefined,
  search: string,
): { permitTypeId: number; areaId: number; staffel: number | null } | null {
  const whole = (value: string | null | undefined) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);
  const pte = whole(permitTypeId);
  const ara = whole(areaId);
  if (pte === null || ara === null) return null;
  return { permitTypeId: pte, areaId: ara, staffel: whole(new URLSearchParams(search).get('staffel')) };
}

/**
 * The catalogue's product for the route. The route names only the permit type and the area; a pair
 * may come in several quantities (STAFFEL): ?staffel= picks one, else the first requestable one.
 */
export function pickProduct(
  list: readonly RequestableProduct[],
  route: { permitTypeId: number; areaId: number; staffel: number | null },
): RequestableProduct | null {
  const pair = list.filter((p) => p.PERMITTYPEID === route.permitTypeId && p.AREAID === route.areaId);
  const exact = route.staffel === null ? undefined : pair.find((p) => p.STAFFEL === route.staffel);
  return exact ?? pair.find((p) => p.REQUESTABLE !== 'N') ?? pair[0] ?? null;
}

/**
 * The plates stored at entry: those the server keeps for the session (LICENSE_PLATES of the request
 * parameters, set from the deep link at login), else the deep-link plate still in this browser.
 */
export function storedPlateNumbers(
  params: Pick<ProductRequestParameters, 'LICENSE_PLATES'>,
  deepLink: string | null,
): string[] {
  const plates: string[] = [];
  const add = (value: string | null | undefined) => {
    const plate = normalizeLicensePlate(value ?? '');
    if (plate !== '' && !plates.includes(plate)) plates.push(plate);
  };
  for (const item of params.LICENSE_PLATES ?? []) add(item.LICENSE_PLATE);
  if (plates.length === 0) add(deepLink);
  return plates;
}

/** The first location is preselected when its AVAILABLE is Y or WL (lifecycle 2.3 "Entering the flow"). */
function preselect(locations: readonly Location[]): number | null {
  const first = locations[0];
  return first && (first.AVAILABLE === 'Y' || first.AVAILABLE === 'WL') ? first.LOCATIONID : null;
}

function setupFrom(event: Extract<FlowEvent, { type: 'params-loaded' }>): FlowSetup {
  const { params } = event;
  const requirement = params.LICENSEPLATE_REQUIREMENTS[0] ?? NO_PLATES;
  return {
    product: event.product,
    byAddress: params.LOCATION_BY_ADDRESS_YN === 'Y',
    specificNeeded: params.NEED_SPECIFIC_LOCATION_YN === 'Y',
    minStartDate: params.MIN_STARTDATE?.slice(0, 10) || null,
    maxStartDate: params.MAX_STARTDATE?.slice(0, 10) || null,
    requirement: {
      MIN_LICENSEPLATES: requirement.MIN_LICENSEPLATES,
      MAX_LICENSEPLATES: requirement.MAX_LICENSEPLATES,
      REGISTER_BRAND: requirement.REGISTER_BRAND,
      REGISTER_COLOUR: requirement.REGISTER_COLOUR,
      REGISTER_LEASE: requirement.REGISTER_LEASE,
    },
    locations: params.LOCATIONS ?? [],
    storedPlates: event.storedPlates,
    relationType: event.relationType,
    today: event.today,
  };
}

// ---- Reading a state

export function chosenLocation(state: FlowState): Location | null {
  return state.locations.find((location) => location.LOCATIONID === state.form.locationId) ?? null;
}

/** The earliest start date: the later of today and MIN_STARTDATE. */
export function minStartDate(setup: FlowSetup): string {
  return defaultStartDate(setup.today, setup.minStartDate);
}

export function startDateError(state: FlowState): ValidationCode | null {
  const setup = state.setup;
  if (!setup) return null;
  if (state.form.startDate === '') return 'required';
  return validateStartDate(state.form.startDate, setup.today, setup.minStartDate, setup.maxStartDate);
}

/** Without location by address and without location choice, the request needs a preselected location. */
export function hasNoLocation(state: FlowState): boolean {
  const setup = state.setup;
  if (!setup || setup.byAddress || setup.product.multiLocations) return false;
  return state.form.locationId === null;
}

export function addressErrors(form: Pick<FlowForm, 'postcode' | 'houseNumber' | 'addition'>): {
  postcode: ValidationCode | null;
  houseNumber: ValidationCode | null;
  addition: ValidationCode | null;
} {
  return {
    postcode: validatePostcode(form.postcode),
    houseNumber: validateHouseNumber(form.houseNumber),
    addition: validateAddition(form.addition.trim()),
  };
}

export function specificLocationError(state: FlowState): ValidationCode | null {
  return validateSpecificLocation(state.form.specificLocation, true);
}

/** The upload stage's requirements (DOCUMENTS_TO_UPLOAD of the request). */
export function documentRequirements(state: FlowState): DocumentRequirement[] {
  return state.request?.DOCUMENTS_TO_UPLOAD ?? [];
}

/**
 * The requirements with this session's uploads listed (a new upload is at STATUS_LEVEL 1, not
 * rejected) and its deletions left out. Idempotent: a document the list has already is not added twice.
 */
export function requirementsWithSession(
  requirements: readonly DocumentRequirement[],
  uploads: readonly SessionUpload[],
  deletedIds: readonly number[],
): DocumentRequirement[] {
  const deleted = new Set(deletedIds);
  return requirements.map((requirement) => {
    const listed = (requirement.UPLOADED_DOCUMENTS ?? []).filter((document) => !deleted.has(document.ID));
    const known = new Set(listed.map((document) => document.ID));
    const added = uploads
      .filter(
        (upload) =>
          upload.RPG_ID === requirement.RPG_ID &&
          !deleted.has(upload.UPLOAD_FILE_ID) &&
          !known.has(upload.UPLOAD_FILE_ID),
      )
      .map((upload) => ({
        ID: upload.UPLOAD_FILE_ID,
        FILENAME: upload.file.name,
        STATUS_LEVEL: 1,
        STATUS_REASON_CODE: null,
      }));
    return { ...requirement, UPLOADED_DOCUMENTS: [...listed, ...added] };
  });
}

/** The request with its requirements as this session knows them. */
function withSessionDocuments(state: FlowState, request: RequestResult): RequestResult {
  if (!request.DOCUMENTS_TO_UPLOAD) return request;
  return {
    ...request,
    DOCUMENTS_TO_UPLOAD: requirementsWithSession(request.DOCUMENTS_TO_UPLOAD, state.uploads, state.deletedDocumentIds),
  };
}

/** The plate stage's Next: the manager's rule (count within min..max and the plates confirmed). */
export function arePlatesComplete(state: FlowState): boolean {
  if (!state.setup) return false;
  return platesComplete(state.setup.requirement, state.form.plates, state.form.platesConfirmed);
}

/** Whether Next (Confirm on the confirmation stage) is enabled, busy or not. */
export function canNext(state: FlowState): boolean {
  const setup = state.setup;
  if (!setup) return false;
  const { form } = state;
  switch (state.stage) {
    case 'LOADING':
    case 'FINISH':
      return false;
    case 'SELECT_START_DATE':
      return startDateError(state) === null && !hasNoLocation(state);
    case 'SELECT_ADDRESS': {
      const errors = addressErrors(form);
      return errors.postcode === null && errors.houseNumber === null && errors.addition === null;
    }
    case 'SELECT_LOCATION': {
      const location = chosenLocation(state);
      return location !== null && (location.AVAILABLE === 'Y' || location.AVAILABLE === 'WL');
    }
    case 'SPECIFIC_LOCATION':
      return specificLocationError(state) === null;
    case 'SELECT_END_DATE':
      return chosenPriceLine(state) !== null;
    case 'SELECT_DAYS_OF_WEEK':
      return form.days.length > 0;
    case 'ENTER_LICENSE_PLATE':
      return arePlatesComplete(state);
    case 'UPLOAD_DOCUMENT':
      return (
        state.request !== null &&
        documentRequirements(state).every((r) => requirementMet(r, r.UPLOADED_DOCUMENTS ?? []))
      );
    case 'CONFIRMATION':
      return state.request !== null && form.confirmation === 'Y';
  }
}

/** Whether the stage has a Prev. The start date has none (the back button leaves), the finish neither. */
export function hasPrev(state: FlowState): boolean {
  if (state.resumed) return false;
  return state.stage !== 'LOADING' && state.stage !== 'SELECT_START_DATE' && state.stage !== 'FINISH';
}

/** The upload and confirmation stages also offer 'Cancel request'. */
export function canCancelRequest(state: FlowState): boolean {
  return (state.stage === 'UPLOAD_DOCUMENT' || state.stage === 'CONFIRMATION') && state.request !== null;
}

/** While the flow is open, leaving the page asks for confirmation (lifecycle 2.3). */
export function mustConfirmLeave(state: FlowState): boolean {
  return state.stage !== 'LOADING' && !state.ended && !state.resumed;
}

// ---- Moving

const stay = (state: FlowState): FlowStep => ({ state, commands: [] });

/** Changes the stage; the plate stage's confirm answer is reset on entering and on leaving it. */
function goto(state: FlowState, stage: Stage): FlowState {
  if (stage === state.stage) return state;
  const touchesPlates = stage === 'ENTER_LICENSE_PLATE' || state.stage === 'ENTER_LICENSE_PLATE';
  const form = {
    ...state.form,
    platesConfirmed: touchesPlates ? null : state.form.platesConfirmed,
    confirmation: stage === 'CONFIRMATION' ? null : state.form.confirmation,
  };
  return { ...state, stage, form, addressNotice: null, noPriceLines: false };
}

function withForm(state: FlowState, form: Partial<FlowForm>): FlowState {
  return { ...state, form: { ...state.form, ...form } };
}

/**
 * Where Prev of the specific location, price line and (one-line) plate stages goes, "following the
 * flags": specific location, else location choice, else address, else start date. `from` is the
 * stage Prev is pressed on, which is never its own target.
 */
function backFollowingFlags(setup: FlowSetup, from: Stage): Stage {
  if (setup.specificNeeded && from !== 'SPECIFIC_LOCATION') return 'SPECIFIC_LOCATION';
  if (setup.product.multiLocations) return 'SELECT_LOCATION';
  if (setup.byAddress) return 'SELECT_ADDRESS';
  return 'SELECT_START_DATE';
}

function fetchPriceLines(state: FlowState): FlowStep {
  const setup = state.setup as FlowSetup;
  return {
    state: { ...state, busy: 'price-lines', noPriceLines: false },
    commands: [
      {
        type: 'fetch-price-lines',
        permitTypeId: setup.product.permitTypeId,
        staffel: setup.product.staffel,
        startDate: state.form.startDate,
      },
    ],
  };
}

/** The request to submit, or null when something it needs is missing. */
export function submitRequest(state: FlowState): SubmitRequest | null {
  const setup = state.setup;
  const line = chosenPriceLine(state);
  const location = chosenLocation(state);
  if (!setup || !line || !location || state.form.startDate === '') return null;
  const days = hasDaySelection(line) ? inWeekOrder(state.form.days) : [];
  const specific = state.form.specificLocation.trim();
  return {
    fromWaitingList: setup.product.waitingListId !== null,
    permitTypeId: setup.product.permitTypeId,
    areaId: setup.product.areaId,
    locationId: location.LOCATIONID,
    priceLineId: line.PRICELINE_ID,
    staffel: setup.product.staffel,
    validFrom: state.form.startDate,
    plates: state.form.plates,
    relationType: setup.relationType,
    days,
    price: priceParam(requestPriceCents(line, days)),
    addressId: location.ADDRESSID ?? null,
    waitingListId: setup.product.waitingListId,
    specificLocation: setup.specificNeeded && specific !== '' ? specific : null,
  };
}

function isEditStage(stage: Stage): stage is EditStage {
  return stage !== 'LOADING' && stage !== 'UPLOAD_DOCUMENT' && stage !== 'CONFIRMATION' && stage !== 'FINISH';
}

function submit(state: FlowState): FlowStep {
  const request = submitRequest(state);
  if (!request) return stay({ ...state, busy: null });
  return {
    state: { ...state, busy: 'submit', submittedFrom: isEditStage(state.stage) ? state.stage : 'SELECT_START_DATE' },
    commands: [{ type: 'submit', request }],
  };
}

/**
 * The plate stage, entered after the price line (or the days): min = max = 0 submits at once; a plate
 * stored at entry is added (as the manager holds it) and, when that satisfies the minimum, the
 * request is submitted; otherwise the stage shows with the stored plate listed.
 */
function enterPlates(state: FlowState): FlowStep {
  const setup = state.setup as FlowSetup;
  const { MIN_LICENSEPLATES: min, MAX_LICENSEPLATES: max } = setup.requirement;
  if (max <= 0) return submit(state);
  const plates = [...state.form.plates];
  for (const stored of setup.storedPlates) {
    if (plates.length >= max) break;
    if (!plates.some((plate) => plate.LICENSE_PLATE === stored.LICENSE_PLATE)) plates.push(stored);
  }
  const withPlates = withForm(state, { plates });
  if (setup.storedPlates.length > 0 && plates.length >= min) return submit(withPlates);
  return stay(goto({ ...withPlates, busy: null }, 'ENTER_LICENSE_PLATE'));
}

/** Reading B, on the price line's Next (and at once for a single line): days, else plates, else submit. */
function afterPriceLine(state: FlowState): FlowStep {
  const line = chosenPriceLine(state);
  if (!line) return stay({ ...state, busy: null });
  if (hasDaySelection(line)) return stay(goto({ ...state, busy: null }, 'SELECT_DAYS_OF_WEEK'));
  return enterPlates(state);
}

/** The location choice's Next rule, also applied to the single location of an address. */
function afterLocation(state: FlowState): FlowStep {
  const setup = state.setup as FlowSetup;
  const location = chosenLocation(state);
  if (!location || location.AVAILABLE === 'N') return stay(state);
  if (setup.specificNeeded) return stay(goto(state, 'SPECIFIC_LOCATION'));
  if (location.AVAILABLE === 'Y') return fetchPriceLines(state);
  return stay({ ...state, dialog: { kind: 'join-waiting-list' } });
}

function next(state: FlowState): FlowStep {
  if (!canNext(state)) return stay(state);
  const setup = state.setup as FlowSetup;
  switch (state.stage) {
    case 'SELECT_START_DATE':
      if (setup.byAddress) return stay(goto(state, 'SELECT_ADDRESS'));
      if (setup.product.multiLocations) return stay(goto(state, 'SELECT_LOCATION'));
      if (setup.specificNeeded) return stay(goto(state, 'SPECIFIC_LOCATION'));
      return fetchPriceLines(state);
    case 'SELECT_ADDRESS':
      return {
        state: { ...state, busy: 'locations', addressNotice: null },
        commands: [
          {
            type: 'fetch-locations',
            permitTypeId: setup.product.permitTypeId,
            areaId: setup.product.areaId,
            postcode: state.form.postcode,
            houseNumber: state.form.houseNumber,
            addition: state.form.addition.trim(),
            startDate: state.form.startDate,
          },
        ],
      };
    case 'SELECT_LOCATION':
      return afterLocation(state);
    case 'SPECIFIC_LOCATION':
      return fetchPriceLines(state);
    case 'SELECT_END_DATE':
      return afterPriceLine(state);
    case 'SELECT_DAYS_OF_WEEK':
      return enterPlates(state);
    case 'ENTER_LICENSE_PLATE':
      return submit(state);
    case 'UPLOAD_DOCUMENT':
      return {
        state: { ...state, busy: 'continue' },
        commands: [
          {
            type: 'continue',
            requestId: (state.request as RequestResult).REQUESTID,
            cancel: 'N',
            pcsCode: PCS_CODE_NEW_REQUEST,
          },
        ],
      };
    case 'CONFIRMATION':
      return {
        state: { ...state, busy: 'finalize' },
        commands: [{ type: 'finalize', requestId: (state.request as RequestResult).REQUESTID }],
      };
    case 'LOADING':
    case 'FINISH':
      return stay(state);
  }
}

function prev(state: FlowState): FlowStep {
  if (!hasPrev(state)) return stay(state);
  const setup = state.setup as FlowSetup;
  switch (state.stage) {
    case 'SELECT_ADDRESS':
      // "Prev clears the start date and returns to the start date."
      return stay(goto(withForm(state, { startDate: '' }), 'SELECT_START_DATE'));
    case 'SELECT_LOCATION':
      return stay(goto(state, setup.byAddress ? 'SELECT_ADDRESS' : 'SELECT_START_DATE'));
    case 'SPECIFIC_LOCATION':
    case 'SELECT_END_DATE':
      return stay(goto(state, backFollowingFlags(setup, state.stage)));
    case 'SELECT_DAYS_OF_WEEK': {
      const cleared = withForm(state, { days: [] });
      if (state.priceLines.length > 1) return stay(goto(cleared, 'SELECT_END_DATE'));
      return stay(goto(withForm(cleared, { priceLineId: null }), backFollowingFlags(setup, state.stage)));
    }
    case 'ENTER_LICENSE_PLATE': {
      const cleared = withForm(state, { plates: [] });
      const line = chosenPriceLine(state);
      if (line && !hasDaySelection(line) && state.priceLines.length === 1) {
        return stay(goto(withForm(cleared, { priceLineId: null }), backFollowingFlags(setup, state.stage)));
      }
      if (line && !hasDaySelection(line) && state.priceLines.length > 1) return stay(goto(cleared, 'SELECT_END_DATE'));
      if (line && line.DAY_SELECTION_YN === 'Y') return stay(goto(cleared, 'SELECT_DAYS_OF_WEEK'));
      return stay(goto(cleared, 'SELECT_START_DATE'));
    }
    case 'UPLOAD_DOCUMENT':
    case 'CONFIRMATION':
      return stay({ ...state, dialog: { kind: 'confirm-prev' } });
    case 'LOADING':
    case 'SELECT_START_DATE':
    case 'FINISH':
      return stay(state);
  }
}

/** Where a request answer leads (lifecycle 4.1); the overview counts are refreshed after each. */
function routeRequestResult(state: FlowState, result: RequestResult): FlowStep {
  // This session's uploads belong to one request: another request starts without them.
  const sameRequest = state.request?.REQUESTID === result.REQUESTID;
  const session: FlowState = sameRequest ? state : { ...state, uploads: [], deletedDocumentIds: [] };
  const answered: FlowState = { ...session, busy: null, request: withSessionDocuments(session, result) };
  const code: RequestStatuscode = result.STATUSCODE;
  const commands: FlowCommand[] = [{ type: 'refresh-counts' }];
  const text = result.STATUS?.trim() || null;
  if (code === 'MAX_CHECK_FAILED') {
    return { state: { ...answered, ended: true, dialog: { kind: 'max-check-failed', text } }, commands };
  }
  if (code === 'MAX_CHECK_FAILED_WL') {
    return { state: { ...answered, ended: true, dialog: { kind: 'max-check-failed-wl' } }, commands };
  }
  if ((UPLOAD_STAGE_STATUSCODES as readonly string[]).includes(code)) {
    return { state: goto(answered, 'UPLOAD_DOCUMENT'), commands };
  }
  if (code === 'AWAIT_CONFIRMATION') return { state: goto(answered, 'CONFIRMATION'), commands };
  if ((FINISH_STAGE_STATUSCODES as readonly string[]).includes(code)) {
    return { state: { ...goto(answered, 'FINISH'), ended: true }, commands };
  }
  if (code === 'CANCELLED') return { state: { ...answered, ended: true, dialog: { kind: 'cancelled' } }, commands };
  return { state: { ...answered, ended: true, dialog: { kind: 'unexpected-status', text } }, commands };
}

function finalizeAnswered(state: FlowState, result: RequestResult): FlowStep {
  const answered: FlowState = { ...state, busy: null, request: result, ended: true };
  const commands: FlowCommand[] = [{ type: 'refresh-counts' }];
  if ((FINISH_STAGE_STATUSCODES as readonly string[]).includes(result.STATUSCODE)) {
    return { state: goto(answered, 'FINISH'), commands };
  }
  return { state: { ...answered, dialog: { kind: 'cancelled' } }, commands };
}

function leave(state: FlowState, to: string, extra: FlowCommand[] = []): FlowStep {
  return { state: { ...state, busy: null, dialog: null, ended: true }, commands: [...extra, { type: 'navigate', to }] };
}

function requestAnswered(state: FlowState, result: RequestResult): FlowStep {
  switch (state.busy) {
    case 'submit':
    case 'continue':
      return routeRequestResult(state, result);
    case 'finalize':
      return finalizeAnswered(state, result);
    case 'cancel':
      return leave({ ...state, request: result }, paths.requestableProducts, [{ type: 'refresh-counts' }]);
    case 'cancel-back': {
      const back = goto(
        { ...state, busy: null, request: null, uploads: [], deletedDocumentIds: [] },
        state.submittedFrom ?? 'SELECT_START_DATE',
      );
      return { state: { ...back, submittedFrom: null }, commands: [{ type: 'refresh-counts' }] };
    }
    default:
      return stay(state);
  }
}

function locationsLoaded(state: FlowState, locations: Location[]): FlowStep {
  const loaded: FlowState = { ...state, busy: null, locations };
  if (locations.length === 0) {
    return stay({ ...withForm(loaded, { locationId: null }), addressNotice: { kind: 'no-locations' } });
  }
  if (locations.length === 1) {
    const only = locations[0] as Location;
    const chosen = withForm(loaded, { locationId: only.LOCATIONID });
    if (only.AVAILABLE === 'N') {
      return stay({
        ...chosen,
        addressNotice: { kind: 'unavailable', reason: only.NOT_AVAILABLE_REASON?.trim() || null },
      });
    }
    return afterLocation(chosen);
  }
  return stay(goto(withForm(loaded, { locationId: preselect(locations) }), 'SELECT_LOCATION'));
}

function priceLinesLoaded(state: FlowState, priceLines: PriceLine[]): FlowStep {
  const loaded: FlowState = { ...state, busy: null, priceLines };
  if (priceLines.length === 0) return stay({ ...withForm(loaded, { priceLineId: null }), noPriceLines: true });
  if (priceLines.length === 1) {
    const only = priceLines[0] as PriceLine;
    const same = state.form.priceLineId === only.PRICELINE_ID && state.form.days.length > 0;
    return afterPriceLine(
      withForm(loaded, { priceLineId: only.PRICELINE_ID, days: same ? state.form.days : preselectedDays(only) }),
    );
  }
  const kept = priceLines.some((line) => line.PRICELINE_ID === state.form.priceLineId) ? state.form.priceLineId : null;
  return stay(goto(withForm(loaded, { priceLineId: kept }), 'SELECT_END_DATE'));
}

function dialogAnswer(state: FlowState, yes: boolean): FlowStep {
  const dialog = state.dialog;
  if (!dialog || state.busy !== null) return stay(state);
  const setup = state.setup as FlowSetup;
  const closed: FlowState = { ...state, dialog: null };
  switch (dialog.kind) {
    case 'join-waiting-list': {
      const location = chosenLocation(state);
      if (!yes || !location) return stay(closed);
      return {
        state: { ...closed, busy: 'add-on-waiting-list' },
        commands: [
          {
            type: 'add-on-waiting-list',
            permitTypeId: setup.product.permitTypeId,
            areaId: setup.product.areaId,
            locationId: location.LOCATIONID,
          },
        ],
      };
    }
    case 'max-check-failed':
    case 'cancelled':
      return leave(closed, paths.requestableProducts);
    case 'unexpected-status':
      return leave(closed, paths.pendingRequests);
    case 'max-check-failed-wl':
      if (!yes || !state.request) return leave(closed, paths.requestableProducts);
      return {
        state: { ...closed, busy: 'add-to-waiting-list' },
        commands: [{ type: 'add-to-waiting-list', requestId: state.request.REQUESTID }],
      };
    case 'confirm-prev':
    case 'confirm-cancel':
      if (!yes || !state.request) return stay(closed);
      return {
        state: { ...closed, busy: dialog.kind === 'confirm-prev' ? 'cancel-back' : 'cancel' },
        commands: [
          { type: 'continue', requestId: state.request.REQUESTID, cancel: 'Y', pcsCode: PCS_CODE_NEW_REQUEST },
        ],
      };
  }
}

function filterField(field: TextField, value: string): string {
  switch (field) {
    case 'postcode':
      // Upper-cased, A–Z and 0–9 only (lifecycle 5); a Dutch postcode has 6 of them.
      return filterAlphanumeric(value, 6);
    case 'houseNumber':
      return filterDigits(value, ADDRESS_LIMITS.houseNumberDigits);
    case 'addition':
      // Trimmed when sent (lifecycle 5); at most 10 characters (core 9).
      return value.slice(0, ADDRESS_LIMITS.addition);
    case 'specificLocation':
      // Checked, not filtered: the stage says what is wrong (lifecycle 5).
      return value;
  }
}

const FIELD_STAGE: Readonly<Record<TextField, Stage>> = {
  postcode: 'SELECT_ADDRESS',
  houseNumber: 'SELECT_ADDRESS',
  addition: 'SELECT_ADDRESS',
  specificLocation: 'SPECIFIC_LOCATION',
};

/** A user's edit; applies only on its own stage, with no call in flight and no dialog open. */
function edit(state: FlowState, event: FlowEvent): FlowStep {
  const { form } = state;
  switch (event.type) {
    case 'set-start-date': {
      if (state.stage !== 'SELECT_START_DATE' || event.value === form.startDate) return stay(state);
      return stay(withForm(state, { startDate: event.value.slice(0, 10) }));
    }
    case 'input': {
      if (FIELD_STAGE[event.field] !== state.stage) return stay(state);
      const value = filterField(event.field, event.value);
      if (value === form[event.field]) return stay(state);
      return stay({ ...withForm(state, { [event.field]: value }), addressNotice: null });
    }
    case 'choose-location': {
      if (state.stage !== 'SELECT_LOCATION' || form.locationId === event.locationId) return stay(state);
      if (!state.locations.some((location) => location.LOCATIONID === event.locationId)) return stay(state);
      return stay(withForm(state, { locationId: event.locationId }));
    }
    case 'choose-price-line': {
      if (state.stage !== 'SELECT_END_DATE' || form.priceLineId === event.priceLineId) return stay(state);
      const line = state.priceLines.find((l) => l.PRICELINE_ID === event.priceLineId);
      if (!line) return stay(state);
      return stay(withForm(state, { priceLineId: line.PRICELINE_ID, days: preselectedDays(line) }));
    }
    case 'toggle-day': {
      const line = chosenPriceLine(state);
      if (state.stage !== 'SELECT_DAYS_OF_WEEK' || !line || !lineAllowedDays(line).includes(event.day))
        return stay(state);
      const has = form.days.includes(event.day);
      if (has === event.selected) return stay(state);
      const days = event.selected ? inWeekOrder([...form.days, event.day]) : form.days.filter((d) => d !== event.day);
      return stay(withForm(state, { days }));
    }
    case 'plates-changed':
      if (state.stage !== 'ENTER_LICENSE_PLATE') return stay(state);
      return stay(withForm(state, { plates: event.plates.slice(0, state.setup?.requirement.MAX_LICENSEPLATES ?? 0) }));
    case 'plates-confirmed':
      if (state.stage !== 'ENTER_LICENSE_PLATE' || form.platesConfirmed === event.value) return stay(state);
      return stay(withForm(state, { platesConfirmed: event.value }));
    case 'answer-confirmation':
      if (state.stage !== 'CONFIRMATION' || form.confirmation === event.value) return stay(state);
      return stay(withForm(state, { confirmation: event.value }));
    case 'documents-changed':
      if (state.stage !== 'UPLOAD_DOCUMENT' || !state.request) return stay(state);
      return stay({
        ...state,
        request: withSessionDocuments(state, { ...state.request, DOCUMENTS_TO_UPLOAD: event.requirements }),
      });
    default:
      return stay(state);
  }
}

function documentEvent(
  state: FlowState,
  event: Extract<FlowEvent, { type: 'document-uploaded' | 'document-deleted' }>,
): FlowStep {
  if (state.stage !== 'UPLOAD_DOCUMENT' || !state.request) return stay(state);
  let { uploads, deletedDocumentIds } = state;
  if (event.type === 'document-uploaded') {
    if (uploads.some((upload) => upload.UPLOAD_FILE_ID === event.upload.UPLOAD_FILE_ID)) return stay(state);
    uploads = [...uploads, event.upload];
  } else {
    if (deletedDocumentIds.includes(event.documentId)) return stay(state);
    deletedDocumentIds = [...deletedDocumentIds, event.documentId];
    uploads = uploads.filter((upload) => upload.UPLOAD_FILE_ID !== event.documentId);
  }
  const next: FlowState = { ...state, uploads, deletedDocumentIds };
  return stay({ ...next, request: withSessionDocuments(next, state.request) });
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** What a resumed flow knows of the product: what the request result says (the summary card shows it). */
function resumeSetup(result: RequestResult, today: string): FlowSetup {
  const area = text(result.AREADESCRIPTION);
  return {
    product: {
      permitTypeId: 0,
      areaId: 0,
      staffel: 1,
      waitingListId: null,
      description: text(result.DESCRIPTION),
      areaDescription: area === '' ? null : area,
      quantity: null,
      multiLocations: false,
    },
    byAddress: false,
    specificNeeded: text(result.LOCATION_SPECIFICATION) !== '',
    minStartDate: null,
    maxStartDate: null,
    requirement: NO_PLATES,
    locations: [],
    storedPlates: [],
    relationType: '',
    today,
  };
}

/** DOCS_ACCEPTED and AWAIT_CONTINUE: a pending request that is continued at once (lifecycle 4.3). */
const CONTINUED_AT_ONCE: readonly RequestStatuscode[] = ['DOCS_ACCEPTED', 'AWAIT_CONTINUE'];

function resume(state: FlowState, event: Extract<FlowEvent, { type: 'resume' }>): FlowStep {
  if (state.stage !== 'LOADING' || state.setup !== null || state.busy !== null) return stay(state);
  const { result } = event;
  const base: FlowState = {
    ...initialFlowState(),
    setup: resumeSetup(result, event.today),
    resumed: true,
    form: {
      ...EMPTY_FORM,
      startDate: text(result.VALID_FROM).slice(0, 10),
      specificLocation: text(result.LOCATION_SPECIFICATION),
    },
  };
  if (CONTINUED_AT_ONCE.includes(result.STATUSCODE)) {
    return {
      state: { ...base, request: result, busy: 'continue' },
      commands: [{ type: 'continue', requestId: result.REQUESTID, cancel: 'N', pcsCode: PCS_CODE_NEW_REQUEST }],
    };
  }
  return routeRequestResult(base, result);
}

/**
 * The next state and the commands to run. An event that does not apply (another stage, a call in
 * flight, a dialog open, an answer nobody asked for) returns the same state and no commands.
 */
export function flowTransition(state: FlowState, event: FlowEvent): FlowStep {
  switch (event.type) {
    case 'resume':
      return resume(state, event);
    case 'document-uploaded':
    case 'document-deleted':
      // Facts of the server (the file is stored, or gone): recorded even while a dialog is open or a call is in flight.
      return documentEvent(state, event);
    case 'params-loaded': {
      if (state.stage !== 'LOADING') return stay(state);
      const setup = setupFrom(event);
      return stay({
        ...initialFlowState(),
        stage: 'SELECT_START_DATE',
        setup,
        locations: setup.locations,
        form: { ...EMPTY_FORM, startDate: minStartDate(setup), locationId: preselect(setup.locations) },
      });
    }
    case 'locations-loaded':
      return state.busy === 'locations' ? locationsLoaded(state, event.locations) : stay(state);
    case 'price-lines-loaded':
      return state.busy === 'price-lines' ? priceLinesLoaded(state, event.priceLines) : stay(state);
    case 'request-answered':
      return requestAnswered(state, event.result);
    case 'waiting-list-joined': {
      if (state.busy !== 'add-on-waiting-list' && state.busy !== 'add-to-waiting-list') return stay(state);
      const message: FlowCommand[] = event.message ? [{ type: 'show-message', text: event.message }] : [];
      return leave(state, paths.waitingList, [...message, { type: 'refresh-counts' }]);
    }
    case 'call-failed': {
      if (state.busy === null) return stay(state);
      // A resumed request that could not be continued at once: its status, and on to the pending requests.
      if (state.stage === 'LOADING' && state.resumed) {
        return stay({
          ...state,
          busy: null,
          dialog: { kind: 'unexpected-status', text: state.request?.STATUS?.trim() || null },
        });
      }
      // The waiting-list question of MAX_CHECK_FAILED_WL is asked again: it is the only way on.
      const dialog: FlowDialog | null = state.busy === 'add-to-waiting-list' ? { kind: 'max-check-failed-wl' } : null;
      return stay({ ...state, busy: null, dialog: dialog ?? state.dialog });
    }
    case 'dialog-yes':
      return dialogAnswer(state, true);
    case 'dialog-no':
      return dialogAnswer(state, false);
    default:
      if (state.busy !== null || state.dialog !== null || state.stage === 'LOADING') return stay(state);
      if (event.type === 'next') return next(state);
      if (event.type === 'prev') return prev(state);
      if (event.type === 'cancel-request') {
        return canCancelRequest(state) ? stay({ ...state, dialog: { kind: 'confirm-cancel' } }) : stay(state);
      }
      return edit(state, event);
  }
}
