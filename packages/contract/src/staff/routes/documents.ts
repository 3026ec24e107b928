/**
 * The document queue (issue 27, decision 034): requests awaiting review, oldest first; opening one
 * claims it for a while (another reviewer sees who has it); its documents shown in the browser; the
 * decision (approve, or reject with a reason from the municipality's list plus free text).
 */
import { z } from 'zod';
import { staffFileAnswer } from '../file-answer.js';
import { defineStaffRoute, paginated, paginationQuery } from '../staff-route.js';

export const REVIEW_OUTCOMES = ['accepted', 'rejected_upload', 'rejected'] as const;
export const REVIEW_FREE_TEXT_MAX = 400;

const requestIdParams = z.object({ requestId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const reviewClaimSchema = z.object({
  standing: z.enum(['free', 'mine', 'other']),
  staffName: z.string().nullable(),
  /** ISO 8601; null when free. */
  until: z.string().nullable(),
});

export const documentReviewItem = z.object({
  requestId: z.number().int(),
  relationId: z.number().int(),
  relationName: z.string(),
  product: z.string(),
  waitingSince: z.string(),
  documentCount: z.number().int(),
  claim: reviewClaimSchema,
});
export type DocumentReviewItem = z.infer<typeof documentReviewItem>;

export const reviewDocumentSchema = z.object({
  id: z.number().int(),
  requirement: z.string(),
  licensePlate: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** 0 rejected, 1 to review, 2 accepted. */
  statusLevel: z.number().int(),
  statusReasonText: z.string().nullable(),
  uploadedAt: z.string(),
});

export const documentReviewSchema = z.object({
  requestId: z.number().int(),
  relationId: z.number().int(),
  relationName: z.string(),
  product: z.string(),
  waitingSince: z.string(),
  plates: z.array(z.object({ plate: z.string(), lease: z.boolean() })),
  documents: z.array(reviewDocumentSchema),
  claim: reviewClaimSchema,
  rejectionReasons: z.array(z.string()),
});
export type DocumentReview = z.infer<typeof documentReviewSchema>;

export const listDocumentReviews = defineStaffRoute({
  operationId: 'listDocumentReviews',
  method: 'GET',
  path: '/documentbeoordelingen',
  roles: ['beheerder', 'beoordelaar', 'auditor'],
  summary: 'Requests awaiting document review, oldest first, with who is handling each',
  query: paginationQuery,
  response: paginated(documentReviewItem),
  audit: 'read-personal',
});

export const claimDocumentReview = defineStaffRoute({
  operationId: 'claimDocumentReview',
  method: 'POST',
  path: '/documentbeoordelingen/{requestId}/claim',
  roles: ['beheerder', 'beoordelaar'],
  summary: 'Open a request for review: claims it for a while unless another reviewer has it',
  params: requestIdParams,
  response: documentReviewSchema,
  audit: 'write',
  example: { params: { requestId: '1' } },
});

export const releaseDocumentReview = defineStaffRoute({
  operationId: 'releaseDocumentReview',
  method: 'DELETE',
  path: '/documentbeoordelingen/{requestId}/claim',
  roles: ['beheerder', 'beoordelaar'],
  summary: 'Give a claimed request back to the queue',
  params: requestIdParams,
  response: z.object({ released: z.literal(true) }),
  audit: 'write',
  example: { params: { requestId: '1' } },
});

export const getReviewDocument = defineStaffRoute({
  operationId: 'getReviewDocument',
  method: 'GET',
  path: '/documentbeoordelingen/{requestId}/documenten/{documentId}',
  roles: ['beheerder', 'beoordelaar'],
  summary: 'One document of a request awaiting review (the file, sandboxed)',
  params: requestIdParams.extend({ documentId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: staffFileAnswer,
  audit: 'read-personal',
  example: { params: { requestId: '1', documentId: '1' } },
});

export const reviewDecisionBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('accepted') }),
  z.object({
    outcome: z.enum(['rejected_upload', 'rejected']),
    /** One of the municipality's reasons (rejectionReasons). */
    reason: z.string().min(1).max(200),
    freeText: z.string().max(REVIEW_FREE_TEXT_MAX).default(''),
  }),
]);
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBody>;

export const decideDocumentReview = defineStaffRoute({
  operationId: 'decideDocumentReview',
  method: 'POST',
  path: '/documentbeoordelingen/{requestId}/besluit',
  roles: ['beheerder', 'beoordelaar'],
  summary: 'Decide a claimed request: approve, or reject (upload again, or final) with a reason',
  params: requestIdParams,
  body: reviewDecisionBody,
  response: z.object({
    requestId: z.number().int(),
    /** Every status the request passed, in order. */
    statuses: z.array(z.string()),
    /** The resident was e-mailed (false: no e-mail address). */
    mailed: z.boolean(),
  }),
  audit: 'write',
  example: { params: { requestId: '1' }, body: { outcome: 'accepted' } },
});

export const DOCUMENT_ROUTES = [
  listDocumentReviews,
  claimDocumentReview,
  releaseDocumentReview,
  getReviewDocument,
  decideDocumentReview,
] as const;
