/**
 * The requests area: the request state machine, its stored requests (the requests, their plates and
 * transitions), pricing and validity, the documents a request needs, and the results every listing
 * shows of a request. Every area moves a request only through `applyRequestEvent`, which asks the
 * machine. The request flow's endpoints (submitting and continuing a request) are the request-flow
 * area above it. See docs/request-lifecycle.md.
 */

export { type DocumentRef, decodeDocumentId, TEMPLATE_ID_OFFSET, templateDocumentId } from './document-ids.js';
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
export {
  allowedDaysList,
  checkSelectedDays,
  type DaysProblem,
  dayOfApiDate,
  isStartDateAllowed,
  lineFitsStart,
  type PriceLineTerms,
  periodTerms,
  priceTerms,
  type StartDateRange,
  startDateRange,
  storedDays,
  toApiDate,
  todayInAmsterdam,
  validDaysList,
} from './pricing.js';
export {
  countPendingRequests,
  listPendingRequests,
  PENDING_REQUEST_STATUSCODES,
  pendingRequestsQuery,
} from './request-counts.js';
export {
  type AppliedEvent,
  applyRequestEvent,
  cancelOpenRequestsOfPermit,
  cancelPlateChangesOfEndedPermit,
  enterStatus,
  payRequestInvoice,
  type StoredRequestEvent,
} from './request-events.js';
export { type RequestExportFilters, requestExportBatch } from './request-export.js';
export { relationIdsWithPlate, requestsOfRelation, transitionsOfPermit } from './request-listing.js';
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
  countOpenProlongationsOnPriceLine,
  findOwnRequest,
  findRequest,
  hasProlongationFrom,
  insertRequest,
  type ListedRequest,
  lastEnteredStatus,
  listedRequestsJson,
  listedRequestsOf,
  listOpenRequestIdsOfPermit,
  listRequestsInStatus,
  listRequestsInStatusPage,
  type NewPlate,
  type NewRequest,
  openProlongationsCountQuery,
  openProlongationsQuery,
  type PlateChangeRow,
  type RequestPlateRow,
  type RequestRow,
  readPlateChanges,
  readPlates,
  readTransitions,
  requestJson,
  requestPlatesJson,
  requestStaffel,
  updateRequestStatus,
} from './request-repository.js';
export {
  type DocumentFacts,
  type DocumentFactsSource,
  documentFactsFrom,
  listedRequestResult,
  noUploadedDocuments,
  requestResultOf,
  statusLabel,
  type UploadedDocumentsSource,
} from './request-results.js';
