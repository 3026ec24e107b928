/** Documents: uploads, their checks, downloads, and the municipality's review (docs/documents.md). */

export { documentHandlers } from './document-handlers.js';
export { isUploadStage, readMaxUploadMb } from './document-service.js';
export {
  documentsToUploadOf,
  findUploadTarget,
  productDocumentsByRequest,
  productDocumentsOf,
  requestDocumentFacts,
  type UploadedDocumentInput,
  uploadedDocumentsOf,
} from './request-documents.js';
export {
  listReviews,
  type RequestDecision,
  type RequestOutcome,
  ReviewError,
  readDocumentForReview,
  reviewDocument,
  reviewRequest,
} from './review-service.js';
