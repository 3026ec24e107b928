/** What the screens and the machine read of a request-flow state (lifecycle 2.3, 2.5): pure. */
import {
  type DocumentRequirement,
  defaultStartDate,
  type Location,
  type RequestResult,
  requirementMet,
  type ValidationCode,
  validateAddition,
  validateHouseNumber,
  validatePostcode,
  validateSpecificLocation,
  validateStartDate,
} from '@parkeerloket/contract';
import type { SessionUpload } from '../documents';
import { platesComplete } from './plates';
import type { FlowForm, FlowSetup, FlowState } from './request-flow-types';
import { chosenPriceLine } from './request-summary';

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
