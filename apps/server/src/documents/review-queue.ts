/**
 * The back office's document queue (issue 27, decision 034): the requests awaiting review, oldest
 * first, a page at a time; one request opened with its documents, which claims it for the reviewer
 * (review-claim.ts); the decision, taken only by the reviewer holding the claim, through the same
 * reviewRequest the operator tool uses (documents, applyRequestEvent, the resident's e-mail).
 */
import type { Locale } from '@parkeerloket/contract';
import { bundledCatalogue, localized } from '@parkeerloket/translations';
import { listPermitTypes, readRequirements } from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { mailLocale } from '../mail/index.js';
import { findRelation, relationSummaries } from '../relations/index.js';
import {
  displayPlate,
  findRequest,
  lastEnteredStatus,
  listRequestsInStatusPage,
  readPlates,
} from '../requests/index.js';
import { readStaffQueueSettings, type Tenant } from '../tenants/index.js';
import {
  findDocument,
  readDocumentData,
  readDocumentsOfRequests,
  readRequestDocuments,
  type StoredDocument,
} from './document-repository.js';
import { claimStanding, claimUntil, type ReviewClaim } from './review-claim.js';
import { dropReviewClaim, readReviewClaims, takeReviewClaim } from './review-claim-repository.js';
import {
  permitTypeDescription,
  type RequestOutcome,
  type ReviewResult,
  relationName,
  reviewRequest,
  waitingSince,
} from './review-service.js';

const AWAITING = 'DOCS_AWAIT_APROVAL';
const DEFAULT_REASON_KEYS = [1, 2, 3, 4, 5].map((n) => `staff.documents.default_reason.${n}`);
export const FREE_TEXT_MAX_LENGTH = 400;

export type ReviewQueueProblem = 'not_found' | 'not_awaiting' | 'claimed' | 'unknown_reason';

export class ReviewQueueError extends Error {
  override name = 'ReviewQueueError';
  constructor(
    readonly problem: ReviewQueueProblem,
    message: string,
    readonly claim?: ReviewClaim,
  ) {
    super(message);
  }
}

export interface Reviewer {
  id: string;
  name: string;
}

export interface ClaimView {
  standing: 'free' | 'mine' | 'other';
  staffName: string | null;
  until: Date | null;
}

function claimView(claim: ReviewClaim | undefined, staffId: string, now: Date): ClaimView {
  const standing = claimStanding(claim ?? null, staffId, now);
  return standing === 'free' || !claim
    ? { standing: 'free', staffName: null, until: null }
    : { standing, staffName: claim.staffName, until: claim.until };
}

export interface ReviewQueueItem {
  requestId: number;
  relationId: number;
  relationName: string;
  product: string;
  waitingSince: Date;
  documentCount: number;
  claim: ClaimView;
}

/**
 * A page of the requests awaiting review, oldest first, with who has each. A fixed number of statements
 * whatever the page's size (the page, its claims, relations, products, when each entered the queue, its
 * documents), not four per request: the bench's first page at 1,000,000 permits made about a hundred.
 */
export async function listReviewQueue(
  db: Database,
  tenant: Tenant,
  options: { offset: number; limit: number; reviewer: Reviewer; now: Date; locale: Locale },
): Promise<{ items: ReviewQueueItem[]; total: number }> {
  const page = await listRequestsInStatusPage(db, tenant.id, AWAITING, options);
  if (page.items.length === 0) return { items: [], total: page.total };
  const ids = page.items.map((r) => r.id);
  const [claims, relations, permitTypes, entered, documents] = await Promise.all([
    readReviewClaims(db, tenant.id, ids),
    relationSummaries(db, tenant.id, [...new Set(page.items.map((r) => r.relation_id))]),
    listPermitTypes(db, tenant.id),
    lastEnteredStatus(db, tenant.id, ids, AWAITING),
    readDocumentsOfRequests(db, tenant.id, ids),
  ]);
  const relationById = new Map(relations.map((relation) => [relation.id, relation]));
  const productById = new Map(permitTypes.map((type) => [type.id, localized(type.description, options.locale)]));
  const documentCount = new Map<number, number>();
  for (const document of documents) {
    documentCount.set(document.requestId, (documentCount.get(document.requestId) ?? 0) + 1);
  }
  const items = page.items.map((request) => {
    const relation = relationById.get(request.relation_id);
    return {
      requestId: request.id,
      relationId: request.relation_id,
      relationName: relation ? relationName(relation) : '',
      product: productById.get(request.permit_type_id) ?? '',
      // As waitingSince: when it last entered the queue, else its last change.
      waitingSince: entered.get(request.id) ?? request.updated_at,
      documentCount: documentCount.get(request.id) ?? 0,
      claim: claimView(claims.get(request.id), options.reviewer.id, options.now),
    };
  });
  return { items, total: page.total };
}

/** How many requests await review (the start screen's count). */
export async function countReviewQueue(db: Database, tenantId: number): Promise<number> {
  return (await listRequestsInStatusPage(db, tenantId, AWAITING, { offset: 0, limit: 0 })).total;
}

/** The reasons a reviewer picks from: the municipality's, else the bundled ones in its language. */
export async function rejectionReasonsOf(db: Database, tenant: Tenant): Promise<string[]> {
  const { rejectionReasons } = await readStaffQueueSettings(db, tenant.id);
  if (rejectionReasons.length > 0) return rejectionReasons;
  const catalogue = bundledCatalogue(mailLocale(tenant.defaultLocale, 'nl_NL'));
  return DEFAULT_REASON_KEYS.map((key) => catalogue[key] ?? key);
}

export interface OpenedReview {
  requestId: number;
  relationId: number;
  relationName: string;
  product: string;
  waitingSince: Date;
  plates: { plate: string; lease: boolean }[];
  documents: (Pick<
    StoredDocument,
    'id' | 'licensePlate' | 'filename' | 'contentType' | 'size' | 'statusLevel' | 'statusReasonText' | 'createdAt'
  > & { requirement: string })[];
  claim: ClaimView;
  rejectionReasons: string[];
}

async function awaitingRequest(db: Database, tenant: Tenant, requestId: number) {
  const request = await findRequest(db, tenant.id, requestId);
  if (!request) throw new ReviewQueueError('not_found', `Request ${requestId} does not exist`);
  if (request.status !== AWAITING)
    throw new ReviewQueueError('not_awaiting', `Request ${requestId} is at ${request.status}`);
  return request;
}

/** Opens a request awaiting review: claims it for the reviewer unless another holds it, and shows it. */
export async function openReview(
  db: Database,
  tenant: Tenant,
  requestId: number,
  options: { reviewer: Reviewer; now: Date; locale: Locale },
): Promise<OpenedReview> {
  const request = await awaitingRequest(db, tenant, requestId);
  const claim = await takeReviewClaim(
    db,
    tenant.id,
    requestId,
    { staffId: options.reviewer.id, staffName: options.reviewer.name, until: claimUntil(options.now) },
    options.now,
  );
  const relation = await findRelation(db, tenant.id, request.relation_id);
  const requirements = await readRequirements(db, tenant.id, request.permit_type_id);
  const requirementName = new Map(
    requirements.map((r) => [r.id, localized(r.description, options.locale) || r.doc_type_code]),
  );
  const documents = await readRequestDocuments(db, tenant.id, requestId);
  return {
    requestId,
    relationId: request.relation_id,
    relationName: relation ? relationName(relation) : '',
    product: await permitTypeDescription(db, tenant.id, request.permit_type_id, options.locale),
    waitingSince: await waitingSince(db, tenant.id, request),
    plates: (await readPlates(db, tenant.id, requestId)).map((p) => ({
      plate: displayPlate(p.license_plate, p.country),
      lease: p.lease_yn === 'Y',
    })),
    documents: documents.map((d) => ({
      id: d.id,
      licensePlate: d.licensePlate,
      filename: d.filename,
      contentType: d.contentType,
      size: d.size,
      statusLevel: d.statusLevel,
      statusReasonText: d.statusReasonText,
      createdAt: d.createdAt,
      requirement: requirementName.get(d.requirementId) ?? '',
    })),
    claim: claimView(claim, options.reviewer.id, options.now),
    rejectionReasons: await rejectionReasonsOf(db, tenant),
  };
}

/** Gives a claimed request back to the queue. */
export async function releaseReview(
  db: Database,
  tenant: Tenant,
  requestId: number,
  reviewer: Reviewer,
): Promise<void> {
  await dropReviewClaim(db, tenant.id, requestId, reviewer.id);
}

/** One document of a request awaiting review, with its contents, for the reviewer's browser. */
export async function readReviewDocument(
  db: Database,
  tenant: Tenant,
  requestId: number,
  documentId: number,
): Promise<{ document: StoredDocument; data: Uint8Array }> {
  await awaitingRequest(db, tenant, requestId);
  const document = await findDocument(db, tenant.id, documentId);
  const data = document && document.requestId === requestId ? await readDocumentData(db, tenant.id, documentId) : null;
  if (!document || !data)
    throw new ReviewQueueError('not_found', `Document ${documentId} is not of request ${requestId}`);
  return { document, data };
}

/**
 * The reason the resident reads: one of the municipality's reasons, with the reviewer's own words
 * after it. Throws when the reason is not on the list.
 */
export function composeRejectionReason(reasons: readonly string[], listed: string, freeText: string): string {
  if (!reasons.includes(listed)) throw new ReviewQueueError('unknown_reason', 'Pick one of the reasons of the list');
  const own = freeText.replace(/\s+/g, ' ').trim();
  return own ? `${listed}: ${own}` : listed;
}

export type QueueDecision =
  | { outcome: 'accepted' }
  | { outcome: Exclude<RequestOutcome, 'accepted'>; reason: string; freeText: string };

/**
 * The reviewer's decision on a request they hold the claim on; the claim goes with it. `within` runs
 * in the decision's transaction (the audit row).
 */
export async function decideReview(
  db: Database,
  tenant: Tenant,
  requestId: number,
  decision: QueueDecision,
  options: {
    reviewer: Reviewer;
    now: Date;
    config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
    within?: (trx: Database, result: ReviewResult) => Promise<void>;
  },
): Promise<ReviewResult> {
  await awaitingRequest(db, tenant, requestId);
  const reason =
    decision.outcome === 'accepted'
      ? undefined
      : composeRejectionReason(await rejectionReasonsOf(db, tenant), decision.reason, decision.freeText);
  return reviewRequest(
    db,
    tenant,
    requestId,
    { outcome: decision.outcome, reason, by: `${options.reviewer.name} (staff ${options.reviewer.id})` },
    options.config,
    {
      within: async (trx, result) => {
        const claim = (await readReviewClaims(trx, tenant.id, [requestId], { forUpdate: true })).get(requestId);
        if (claimStanding(claim ?? null, options.reviewer.id, options.now) !== 'mine') {
          throw new ReviewQueueError('claimed', `Request ${requestId} is not claimed by this reviewer`, claim);
        }
        await dropReviewClaim(trx, tenant.id, requestId, options.reviewer.id);
        await options.within?.(trx, result);
      },
    },
  );
}
