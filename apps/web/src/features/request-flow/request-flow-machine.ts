/**
 * The request flow (lifecycle 2.3, 4.1, 5; DECISIONS 1 "Price-line routing") as ONE pure transition
 * function over explicit stages. The screens render a state and dispatch events; the transition
 * answers with the next state and the commands to run (server calls, navigation, messages). The
 * component runs the commands and feeds each answer back as an event. Nothing here reads the clock,
 * storage or the network: "today" comes with `params-loaded`, and the api/ calls turn days into API
 * dates when they send them.
 *
 * Beside it: the state, events and commands (request-flow-types.ts), what is read of a state
 * (request-flow-selectors.ts) and how a pending request resumes (request-flow-resume.ts); this file
 * re-exports them, so a screen imports the flow from one place.
 *
 * Stages, in order: SELECT_START_DATE, SELECT_ADDRESS, SELECT_LOCATION, SPECIFIC_LOCATION,
 * SELECT_END_DATE (price line), SELECT_DAYS_OF_WEEK, ENTER_LICENSE_PLATE, UPLOAD_DOCUMENT,
 * CONFIRMATION, FINISH; LOADING before the product request parameters are in. Beside the stage a
 * state has `busy` (a call in flight: the stage stays on screen with its buttons disabled) and
 * `dialog` (a question or message that must be answered first).
 *
 * Rules where the specification leaves a choice (also in this folder's README.md):
 * - The address (issue 24, DECISIONS 3 "Where a permit is requested"): only one the relation is registered at
 *   (REGISTERED_ADDRESSES of the request parameters). With exactly one, the address stage is left out and the start
 *   date's Next looks up the locations there (what that lookup says is said on the start date stage); with several the
 *   address stage offers them, none chosen; with none it says so and Next stays off.
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
  FINISH_STAGE_STATUSCODES,
  type Location,
  normalizeLicensePlate,
  PCS_CODE_NEW_REQUEST,
  type PriceLine,
  type ProductRequestParameters,
  type RequestableProduct,
  type RequestResult,
  type RequestStatuscode,
  UPLOAD_STAGE_STATUSCODES,
} from '@parkeerloket/contract';
import { paths } from '../../lib/paths';
import { CONTINUED_AT_ONCE, resumedState } from './request-flow-resume';
import {
  canCancelRequest,
  canNext,
  checkAnswerLinks,
  chosenAddress,
  chosenLocation,
  hasPrev,
  isEditStage,
  minStartDate,
  plannedSteps,
  showsAddressStage,
  stageOrder,
  trailStep,
  withSessionDocuments,
} from './request-flow-selectors';
import {
  type EditStage,
  EMPTY_FORM,
  type FlowCommand,
  type FlowDialog,
  type FlowEvent,
  type FlowForm,
  type FlowProduct,
  type FlowSetup,
  type FlowState,
  type FlowStep,
  initialFlowState,
  NO_PLATES,
  type Stage,
  type SubmitRequest,
  type TextField,
} from './request-flow-types';
import {
  chosenPriceLine,
  hasDaySelection,
  inWeekOrder,
  lineAllowedDays,
  preselectedDays,
  priceParam,
  requestPriceCents,
} from './request-summary';

export * from './request-flow-selectors';
export * from './request-flow-types';

// ---- Setting up

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

/** The locations the flow may offer: only the offered one in the waiting-item flow, else all. */
function offerable(product: FlowProduct, locations: readonly Location[]): Location[] {
  const offered = product.offeredLocationId ?? null;
  return offered === null ? [...locations] : locations.filter((location) => location.LOCATIONID === offered);
}

function setupFrom(event: Extract<FlowEvent, { type: 'params-loaded' }>): FlowSetup {
  const { params } = event;
  const requirement = params.LICENSEPLATE_REQUIREMENTS[0] ?? NO_PLATES;
  const setup: Omit<FlowSetup, 'steps'> = {
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
      LEASE_PROOF_YN: requirement.LEASE_PROOF_YN ?? 'N',
    },
    locations: offerable(event.product, params.LOCATIONS ?? []),
    addresses: params.LOCATION_BY_ADDRESS_YN === 'Y' ? [...(params.REGISTERED_ADDRESSES ?? [])] : [],
    storedPlates: event.storedPlates,
    relationType: event.relationType,
    today: event.today,
  };
  return { ...setup, steps: plannedSteps(setup, params) };
}

// ---- Moving

const stay = (state: FlowState): FlowStep => ({ state, commands: [] });

/**
 * Shows another stage, the trail as it is (the browser's Back and Forward, a change link); the plate stage's
 * confirm answer is reset on entering and on leaving it. Reaching the check stage ends a change.
 */
function enter(state: FlowState, stage: Stage): FlowState {
  if (stage === state.stage) return state;
  const touchesPlates = stage === 'ENTER_LICENSE_PLATE' || state.stage === 'ENTER_LICENSE_PLATE';
  const form = {
    ...state.form,
    platesConfirmed: touchesPlates ? null : state.form.platesConfirmed,
    confirmation: stage === 'CONFIRMATION' ? null : state.form.confirmation,
  };
  const returning = state.returning && stage !== 'CHECK_ANSWERS';
  return { ...state, stage, form, addressNotice: null, noPriceLines: false, returning };
}

/**
 * Changes the stage as Next, Prev and the server's answers do: a stage where the request is filled in ends the
 * trail (what came after it was answered on other answers); the stages after submitting leave it as it is.
 */
function goto(state: FlowState, stage: Stage): FlowState {
  if (stage === state.stage) return state;
  const moved = enter(state, stage);
  if (!isEditStage(stage)) return moved;
  return { ...moved, trail: [...state.trail.filter((shown) => stageOrder(shown) < stageOrder(stage)), stage] };
}

/** An edit on the current stage: the stages after it in the trail no longer hold (Forward cannot go there). */
function edited(state: FlowState, step: FlowStep): FlowStep {
  if (step.state === state || !isEditStage(state.stage)) return step;
  const at = state.trail.indexOf(state.stage);
  if (at < 0 || at === state.trail.length - 1) return step;
  return { ...step, state: { ...step.state, trail: state.trail.slice(0, at + 1) } };
}

/** The check stage (issue 16, beyond the specification): what will be requested, before it is submitted. */
function check(state: FlowState): FlowStep {
  return stay(goto({ ...state, busy: null }, 'CHECK_ANSWERS'));
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
  if (showsAddressStage(setup)) return 'SELECT_ADDRESS';
  return 'SELECT_START_DATE';
}

/**
 * The locations at the chosen registered address: from the address stage, or straight from the start date when the
 * relation has one address and the stage is left out (issue 24).
 */
function fetchLocations(state: FlowState): FlowStep {
  const setup = state.setup as FlowSetup;
  const address = chosenAddress(state);
  if (!address) return stay(state);
  return {
    state: { ...state, busy: 'locations', addressNotice: null },
    commands: [
      {
        type: 'fetch-locations',
        permitTypeId: setup.product.permitTypeId,
        areaId: setup.product.areaId,
        postcode: address.ZIPCODE,
        houseNumber: address.NR,
        addition: address.ADDITION,
        startDate: state.form.startDate,
      },
    ],
  };
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

function submit(state: FlowState): FlowStep {
  const request = submitRequest(state);
  if (!request) return stay({ ...state, busy: null });
  return {
    state: { ...state, busy: 'submit', submittedFrom: isEditStage(state.stage) ? state.stage : 'SELECT_START_DATE' },
    commands: [{ type: 'submit', request }],
  };
}

/**
 * The plate stage, entered after the price line (or the days): min = max = 0 goes on to the check stage at
 * once; a plate stored at entry is added (as the manager holds it) and, when that satisfies the minimum, the
 * check stage follows; otherwise the stage shows with the stored plate listed. Coming back from a change link,
 * plates already given (within min..max) go straight to the check stage too.
 */
function enterPlates(state: FlowState): FlowStep {
  const setup = state.setup as FlowSetup;
  const { MIN_LICENSEPLATES: min, MAX_LICENSEPLATES: max } = setup.requirement;
  if (max <= 0) return check(state);
  const given = state.form.plates.length;
  if (state.returning && given >= min && given <= max) return check(state);
  const plates = [...state.form.plates];
  for (const stored of setup.storedPlates) {
    if (plates.length >= max) break;
    if (!plates.some((plate) => plate.LICENSE_PLATE === stored.LICENSE_PLATE)) plates.push(stored);
  }
  const withPlates = withForm(state, { plates });
  if (setup.storedPlates.length > 0 && plates.length >= min) return check(withPlates);
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
  // Back from a change link with nothing changed: the answers after this stage still hold.
  if (state.returning && state.stage !== 'CHECK_ANSWERS' && state.trail.at(-1) === 'CHECK_ANSWERS') {
    return stay(enter(state, 'CHECK_ANSWERS'));
  }
  switch (state.stage) {
    case 'SELECT_START_DATE':
      if (setup.byAddress)
        return showsAddressStage(setup) ? stay(goto(state, 'SELECT_ADDRESS')) : fetchLocations(state);
      if (setup.product.multiLocations) return stay(goto(state, 'SELECT_LOCATION'));
      if (setup.specificNeeded) return stay(goto(state, 'SPECIFIC_LOCATION'));
      return fetchPriceLines(state);
    case 'SELECT_ADDRESS':
      return fetchLocations(state);
    case 'SELECT_LOCATION':
      return afterLocation(state);
    case 'SPECIFIC_LOCATION':
      return fetchPriceLines(state);
    case 'SELECT_END_DATE':
      return afterPriceLine(state);
    case 'SELECT_DAYS_OF_WEEK':
      return enterPlates(state);
    case 'ENTER_LICENSE_PLATE':
      return check(state);
    case 'CHECK_ANSWERS':
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

function prev(current: FlowState): FlowStep {
  if (!hasPrev(current)) return stay(current);
  const setup = current.setup as FlowSetup;
  // Prev is a step back of its own: a change in progress ends with it.
  const state: FlowState = { ...current, returning: false };
  switch (state.stage) {
    case 'SELECT_ADDRESS':
      // "Prev clears the start date and returns to the start date."
      return stay(goto(withForm(state, { startDate: '' }), 'SELECT_START_DATE'));
    case 'SELECT_LOCATION':
      return stay(goto(state, showsAddressStage(setup) ? 'SELECT_ADDRESS' : 'SELECT_START_DATE'));
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
    case 'CHECK_ANSWERS':
      // The stage shown before it, its answers kept.
      return stay(goto(state, state.trail[state.trail.length - 2] ?? 'SELECT_START_DATE'));
    case 'UPLOAD_DOCUMENT':
    case 'CONFIRMATION':
      return stay({ ...current, dialog: { kind: 'confirm-prev' } });
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

/** Where a cancelled flow ends: the flow's own exit (the waiting list for a waiting item), else the catalogue. */
function exitPath(state: FlowState): string {
  return state.setup?.product.exitPath ?? paths.requestableProducts;
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
      return leave({ ...state, request: result }, exitPath(state), [{ type: 'refresh-counts' }]);
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

function locationsLoaded(state: FlowState, found: Location[]): FlowStep {
  const locations = state.setup ? offerable(state.setup.product, found) : found;
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
      return leave(closed, exitPath(state));
    case 'unexpected-status':
      return leave(closed, paths.pendingRequests);
    case 'max-check-failed-wl':
      if (!yes || !state.request) return leave(closed, exitPath(state));
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

const FIELD_STAGE: Readonly<Record<TextField, Stage>> = {
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
      // Checked, not filtered: the stage says what is wrong (lifecycle 5).
      if (event.value === form[event.field]) return stay(state);
      return stay(withForm(state, { [event.field]: event.value }));
    }
    case 'choose-address': {
      if (state.stage !== 'SELECT_ADDRESS' || form.addressIndex === event.index) return stay(state);
      if (!state.setup?.addresses[event.index]) return stay(state);
      return stay({ ...withForm(state, { addressIndex: event.index }), addressNotice: null });
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

function resume(state: FlowState, event: Extract<FlowEvent, { type: 'resume' }>): FlowStep {
  if (state.stage !== 'LOADING' || state.setup !== null || state.busy !== null) return stay(state);
  const { result } = event;
  const base = resumedState(result, event.today);
  if (CONTINUED_AT_ONCE.includes(result.STATUSCODE)) {
    return {
      state: { ...base, request: result, busy: 'continue' },
      commands: [{ type: 'continue', requestId: result.REQUESTID, cancel: 'N', pcsCode: PCS_CODE_NEW_REQUEST }],
    };
  }
  return routeRequestResult(base, result);
}

/**
 * The browser's Back or Forward (issue 16): the stage of that history entry, its answers as they are. Back from
 * the upload or confirmation stage is Prev there (the request is on the server: it asks first). Nothing while
 * the flow is over or resumed; the screen then sets the history right.
 */
function revisit(state: FlowState, step: number): FlowStep {
  const here = trailStep(state);
  if (here === null || state.ended || step === here) return stay(state);
  if (!isEditStage(state.stage)) return step < here ? prev(state) : stay(state);
  const stage = state.trail[step];
  return stage ? stay(enter(state, stage)) : stay(state);
}

/** A change link of the check stage: the stage the answer was given on, and Next comes back. */
function change(state: FlowState, stage: EditStage): FlowStep {
  if (state.stage !== 'CHECK_ANSWERS' || !Object.values(checkAnswerLinks(state)).includes(stage)) return stay(state);
  const moved = state.trail.includes(stage) ? enter(state, stage) : goto(state, stage);
  return stay({ ...moved, returning: true });
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
        form: {
          ...EMPTY_FORM,
          startDate: minStartDate(setup),
          locationId: preselect(setup.locations),
          // One registered address: the request is for it, and the address stage is left out.
          addressIndex: setup.addresses.length === 1 ? 0 : null,
        },
        trail: ['SELECT_START_DATE'],
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
    case 'address-refused':
      if (state.busy !== 'locations') return stay(state);
      return stay({ ...state, busy: null, addressNotice: { kind: 'refused', text: event.text } });
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
      if (event.type === 'revisit') return revisit(state, event.step);
      if (event.type === 'change') return change(state, event.stage);
      if (event.type === 'cancel-request') {
        return canCancelRequest(state) ? stay({ ...state, dialog: { kind: 'confirm-cancel' } }) : stay(state);
      }
      return edited(state, edit(state, event));
  }
}
