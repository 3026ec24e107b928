/** Documents: uploads, their checks, downloads, and the municipality's review (docs/documents.md). */

export { documentHandlers, uploadRefusalText } from './document-handlers.js';
export {
  isUploadStage,
  readMaxUploadMb,
  type UploadOnBehalf,
  type UploadOutcome,
  uploadDocument,
} from './document-service.js';
export { createMalwareScanner } from './malware-scanner.js';
export {
  documentsToUploadOf,
  findUploadTarget,
  productDocumentsByRequest,
  productDocumentsOf,
  requestDocumentFacts,
  type UploadedDocumentInput,
  uploadedDocumentsOf,
} from './request-documents.js';
export { CLAIM_SECONDS, type ClaimStanding, claimStanding } from './review-claim.js';
export { reviewLeadTimePerMonth } from './review-lead-time.js';
export {
  type ClaimView,
  composeRejectionReason,
  countReviewQueue,
  decideReview,
  FREE_TEXT_MAX_LENGTH,
  listReviewQueue,
  type OpenedReview,
  openReview,
  type QueueDecision,
  type Reviewer,
  ReviewQueueError,
  type ReviewQueueItem,
  type ReviewQueueProblem,
  readReviewDocument,
  rejectionReasonsOf,
  releaseReview,
} from './review-queue.js';
export {
  listReviews,
  REASON_MAX_LENGTH,
  type RequestDecision,
  type RequestOutcome,
  ReviewError,
  type ReviewResult,
  readDocumentForReview,
  reviewDocument,
  reviewRequest,
} from './review-service.js';
