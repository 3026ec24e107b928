/**
 * The request flow area: the request state machine, pricing and validity, the documents a request
 * needs, the request repository, and the handlers of the request flow's endpoints. Other areas
 * (documents, waiting list, payments, pending requests) move requests only through
 * `applyRequestEvent`, which asks the machine. See docs/request-lifecycle.md.
 */
export {
  buildDocumentsToUpload,
  decodeRpgId,
  displayPlate,
  documentFactsOf,
  documentsNeed,
  encodeRpgId,
  type PlateInput,
  type RequirementInput,
  type RpgTarget,
  type UploadedInput,
} from './document-requirements.js';
export { type PriceLineTerms, todayInAmsterdam, validDaysList } from './pricing.js';
export { countPendingRequests, listPendingRequests, PENDING_REQUEST_STATUSCODES } from './request-counts.js';
export { type AppliedEvent, applyRequestEvent, type StoredRequestEvent } from './request-events.js';
export {
  createRequestFlowHandlers,
  type RequestFlowDependencies,
  requestFlowHandlers,
} from './request-flow-handlers.js';
export {
  type DocumentsNeed,
  FINAL_REQUEST_STATUSES,
  LIFECYCLE_STATUSES,
  NEW_REQUEST,
  OPEN_REQUEST_STATUSCODES,
  onwards,
  type RequestEvent,
  type RequestState,
  type TransitionOutcome,
  transition,
} from './request-machine.js';
export {
  findOwnRequest,
  findRequest,
  insertRequest,
  listRequestsInStatus,
  type NewPlate,
  type NewRequest,
  type RequestPlateRow,
  type RequestRow,
  readPlates,
  readRequirements,
  readTransitions,
  updateRequestStatus,
} from './request-repository.js';
export {
  type DocumentFacts,
  type DocumentFactsSource,
  noUploadedDocuments,
  requestResultOf,
  statusLabel,
  type UploadedDocumentsSource,
} from './request-results.js';
export { type ChangedPermit, type RequestFlowCall, type SubmitParams, submitLicenseChange } from './request-service.js';
