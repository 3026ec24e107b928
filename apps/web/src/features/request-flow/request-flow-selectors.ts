/** What the screens and the machine read of a request-flow state (lifecycle 2.3, 2.5): pure. */
import {
  type DocumentRequirement,
  defaultStartDate,
  type Location,
  type ProductRequestParameters,
  type RegisteredAddress,
  type RequestResult,
  requirementMet,
  type ValidationCode,
  validateSpecificLocation,
  validateStartDate,
} from '@parkeerloket/contract';
import type { SessionUpload } from '../documents';
import { platesComplete } from './plates';
import { type EditStage, type FlowSetup, type FlowState, STAGES, type Stage } from './request-flow-types';
import { chosenPriceLine, hasDaySelection } from './request-summary';

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

/**
 * Whether the address stage is shown (issue 24): a product located by address is requested only for an address the
 * relation is registered at, so with exactly one there is nothing to choose and the stage is left out.
 */
export function showsAddressStage(setup: Pick<FlowSetup, 'byAddress' | 'addresses'>): boolean {
  return setup.byAddress && setup.addresses.length !== 1;
}

/** The registered address the request is for, or null before one is chosen. */
export function chosenAddress(state: FlowState): RegisteredAddress | null {
  const index = state.form.addressIndex;
  return index === null ? null : (state.setup?.addresses[index] ?? null);
}

/** "Marktplein 3A, 1234 AC Voorbeeld", "Stationsweg 88-2, 1235 CD Voorbeeld". */
export function registeredAddressText(address: RegisteredAddress): string {
  const addition =
    address.ADDITION === '' ? '' : /^[A-Za-z]/.test(address.ADDITION) ? address.ADDITION : `-${address.ADDITION}`;
  const postcode = `${address.ZIPCODE.slice(0, 4)} ${address.ZIPCODE.slice(4)}`.trim();
  return `${address.STREET} ${address.NR}${addition}, ${postcode} ${address.CITY}`;
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
export function withSessionDocuments(state: FlowState, request: RequestResult): RequestResult {
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
    case 'SELECT_ADDRESS':
      return chosenAddress(state) !== null;
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
    case 'CHECK_ANSWERS':
      return form.startDate !== '' && chosenLocation(state) !== null && chosenPriceLine(state) !== null;
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

// ---- The trail: one browser history entry per stage, the step indicator, the check stage's change links

export function isEditStage(stage: Stage): stage is EditStage {
  return stage !== 'LOADING' && stage !== 'UPLOAD_DOCUMENT' && stage !== 'CONFIRMATION' && stage !== 'FINISH';
}

/** The place of a stage in the flow's order (STAGES). */
export function stageOrder(stage: Stage): number {
  return STAGES.indexOf(stage);
}

/**
 * The history entry the state stands at: the current stage's index in the trail; the upload and confirmation
 * stages and the finish stage come after the whole trail. Null while loading and for a resumed request (it
 * has a page of its own, with no stages to go back to).
 */
export function trailStep(state: FlowState): number | null {
  if (state.stage === 'LOADING' || state.resumed) return null;
  return isEditStage(state.stage) ? state.trail.indexOf(state.stage) : state.trail.length;
}

/**
 * The stages "Stap n van m" counts, from what is known when the parameters arrive (issue 24, defect 7: a
 * resident reads the total once and it never changes within the request). Every stage the product can show is
 * counted: the address when the product is located by address, the location choice with several locations, the
 * specific location, the price-line stage unless the product has exactly one price line, the days when a line
 * has day selection, the plates unless none are asked or the stored plates suffice, the check stage, the upload
 * stage and the confirmation when the server says they can follow sending (DOCUMENTS_YN, CONFIRMATION_YN). A
 * stage that turns out not to be needed (one location at the address, no leased plate) is passed over: the count
 * goes on from the next stage's number, the total stays.
 */
export function plannedSteps(setup: Omit<FlowSetup, 'steps'>, params: ProductRequestParameters): Stage[] {
  const { requirement } = setup;
  const lines = params.PRICELINES ?? [];
  const stored = Math.min(setup.storedPlates.length, requirement.MAX_LICENSEPLATES);
  const counted: Record<Stage, boolean> = {
    LOADING: false,
    SELECT_START_DATE: true,
    SELECT_ADDRESS: showsAddressStage(setup),
    SELECT_LOCATION: setup.product.multiLocations,
    SPECIFIC_LOCATION: setup.specificNeeded,
    SELECT_END_DATE: lines.length !== 1,
    SELECT_DAYS_OF_WEEK: lines.some(hasDaySelection),
    ENTER_LICENSE_PLATE: requirement.MAX_LICENSEPLATES > 0 && !(stored > 0 && stored >= requirement.MIN_LICENSEPLATES),
    CHECK_ANSWERS: true,
    UPLOAD_DOCUMENT: params.DOCUMENTS_YN === 'Y',
    CONFIRMATION: params.CONFIRMATION_YN === 'Y',
    FINISH: false,
  };
  return STAGES.filter((stage) => counted[stage]);
}

/**
 * "Step n of m" (issue 16, issue 24): m is the number of planned steps, fixed for the request; n is the place of
 * the current stage among them (a stage the plan did not foresee shares the number of the planned step before it).
 * Null where no step is shown: loading, the finish stage, a resumed request.
 */
export function stepProgress(state: FlowState): { number: number; total: number } | null {
  const setup = state.setup;
  if (trailStep(state) === null || !setup || state.stage === 'FINISH' || setup.steps.length === 0) return null;
  const order = stageOrder(state.stage);
  const number = setup.steps.filter((stage) => stageOrder(stage) <= order).length;
  return { number: Math.max(number, 1), total: setup.steps.length };
}

/** What the check stage lists, each answer with the stage its change link goes to (null: none to change it on). */
export interface CheckAnswerLinks {
  location: EditStage | null;
  address: EditStage | null;
  startDate: EditStage;
  priceLine: EditStage | null;
  days: EditStage | null;
  plates: EditStage | null;
}

/**
 * The stage each answer was given on. The location was chosen on the location choice, else it came with the
 * address, else it is the product's only one and the specific location (if asked) is its part to change; the
 * price (and with it the end date) on the price-line stage, else on the days; the plates on the plate stage,
 * also when a stored plate made it unnecessary (so the link is the way to change it).
 */
export function checkAnswerLinks(state: FlowState): CheckAnswerLinks {
  const shown = (stage: EditStage) => (state.trail.includes(stage) ? stage : null);
  const setup = state.setup;
  return {
    location: shown('SELECT_LOCATION') ?? shown('SELECT_ADDRESS') ?? shown('SPECIFIC_LOCATION'),
    address: shown('SELECT_ADDRESS'),
    startDate: 'SELECT_START_DATE',
    priceLine: shown('SELECT_END_DATE') ?? shown('SELECT_DAYS_OF_WEEK'),
    days: shown('SELECT_DAYS_OF_WEEK'),
    plates: setup && setup.requirement.MAX_LICENSEPLATES > 0 ? 'ENTER_LICENSE_PLATE' : null,
  };
}
