/** Documents: uploads, their checks, downloads, and the municipality's review (docs/documents.md). */
export { documentHandlers, isUploadStage, readMaxUploadMb } from './document-handlers.js';
export { decodeDocumentId, TEMPLATE_ID_OFFSET, templateDocumentId } from './document-ids.js';
export {
  documentsToUploadOf,
  findUploadTarget,
  productDocumentsOf,
  requestDocumentFacts,
  type UploadedDocumentInput,
  uploadedDocumentsOf,
} from './request-documents.js';
export {
  listReviews,
  type RequestDecision,
  ReviewError,
  readDocumentForReview,
  reviewDocument,
  reviewRequest,
} from './review-service.js';
