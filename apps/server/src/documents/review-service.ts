/**
 * The municipality's review of uploaded documents (DECISIONS 2, Request lifecycle; lifecycle 4.2,
 * 4.9): an employee lists the requests awaiting approval, reads their documents, decides per
 * document and per request. The request moves on only through the request flow's state machine
 * (applyRequestEvent); every decision is written to the audit log, every status change to
 * request_transitions, and the resident gets an e-mail in their language saying the new status
 * and what to do.
 *
 *   accept         documents awaiting review → accepted (2); every required document must then have
 *                  an accepted upload; DOCS_AWAIT_APROVAL → DOCS_ACCEPTED → onwards (AWAIT_CONFIRMATION,
 *                  AWAIT_PAYMENT with an invoice, or PERMIT_CREATED with the permit).
 *   reject         documents awaiting review → rejected (0, NVT, reason); → DOCS_REJECTED (final).
 *   reject-upload  the named documents (or those already rejected in this round, or else all awaiting
 *                  review) → rejected with the reason, the rest awaiting review → accepted;
 *                  → DOCS_REJECTED_UPLOAD: the resident uploads new ones and continues.
 */
import { CONTACT_AND_HELP_PATH, isPerson, type Locale } from '@parkeerloket/contract';
import { bundledCatalogue, interpolate, localized } from '@parkeerloket/translations';
import { recordAudit } from '../audit/audit-log.js';
import { findPermitType, readRequirements } from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { notifyOutbox, portalLink, queueMessage } from '../mail/index.js';
import { findRelation } from '../relations/index.js';
import {
  applyRequestEvent,
  displayPlate,
  findRequest,
  listRequestsInStatus,
  type RequestRow,
  readPlates,
  readTransitions,
} from '../requests/index.js';
import { readTranslations, type Tenant } from '../tenants/index.js';
import {
  findDocument,
  readDocumentData,
  readDocumentsOfRequests,
  readRequestDocuments,
  STATUS_LEVEL,
  type StoredDocument,
  setDocumentsReviewed,
} from './document-repository.js';
import { requestDocumentFacts } from './request-documents.js';

/** A decision that cannot be taken: the operator tool prints the message and changes nothing. */
export class ReviewError extends Error {
  override name = 'ReviewError';
}

const AWAITING = 'DOCS_AWAIT_APROVAL';
export const REASON_MAX_LENGTH = 500;

export type RequestOutcome = 'accepted' | 'rejected' | 'rejected_upload';

export interface RequestDecision {
  outcome: RequestOutcome;
  /** Required for the rejections; the resident reads it. */
  reason?: string;
  /** reject-upload: the documents to reject (default: see the header). */
  documentIds?: readonly number[];
  /** Who decided, for the audit log (the employee's name or account). */
  by: string;
}

export interface ReviewResult {
  requestId: number;
  from: string;
  /** Every status the request passed, in order (DOCS_ACCEPTED, then AWAIT_PAYMENT, ...). */
  statuses: string[];
  accepted: number[];
  rejected: number[];
  /** The outbox id of the resident's e-mail; null when the relation has no e-mail address. */
  mailId: number | null;
}

export interface ReviewListing {
  request: RequestRow;
  product: string;
  relationName: string;
  waitingSince: Date;
  plates: { plate: string; lease: boolean }[];
  documents: (StoredDocument & { requirement: string })[];
}

function cleanReason(reason: string | undefined): string {
  const text = (reason ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') throw new ReviewError('Give the reason the resident will read with --reason "..."');
  if (text.length > REASON_MAX_LENGTH)
    throw new ReviewError(`The reason is longer than ${REASON_MAX_LENGTH} characters`);
  return text;
}

export function relationName(relation: { relation_type: string; firstname: string; lastname: string; name: string }) {
  const person = `${relation.firstname} ${relation.lastname}`.trim();
  return (isPerson(relation.relation_type) ? person : relation.name) || person || relation.name || '(no name)';
}

/** When the request last entered DOCS_AWAIT_APROVAL: documents reviewed since belong to this round. */
async function roundStart(db: Database, tenantId: number, requestId: number): Promise<Date> {
  const transitions = await readTransitions(db, tenantId, requestId);
  const entered = transitions.filter((t) => t.to_status === AWAITING).pop();
  return entered?.at ?? new Date(0);
}

export async function waitingSince(db: Database, tenantId: number, request: RequestRow): Promise<Date> {
  const start = await roundStart(db, tenantId, request.id);
  return start.getTime() > 0 ? start : request.updated_at;
}

export async function permitTypeDescription(db: Database, tenantId: number, permitTypeId: number, locale: Locale) {
  return localized((await findPermitType(db, tenantId, permitTypeId))?.description, locale);
}

/** Requests awaiting approval, oldest first, with their plates and documents (never the contents). */
export async function listReviews(db: Database, tenant: Tenant): Promise<ReviewListing[]> {
  const requests = await listRequestsInStatus(db, tenant.id, AWAITING);
  const documents = await readDocumentsOfRequests(
    db,
    tenant.id,
    requests.map((r) => r.id),
  );
  const listings: ReviewListing[] = [];
  for (const request of requests) {
    const relation = await findRelation(db, tenant.id, request.relation_id);
    const requirements = await readRequirements(db, tenant.id, request.permit_type_id);
    const requirementName = new Map(
      requirements.map((r) => [r.id, `${r.doc_type_code} (${localized(r.description, 'nl_NL')})`]),
    );
    listings.push({
      request,
      product: await permitTypeDescription(db, tenant.id, request.permit_type_id, 'nl_NL'),
      relationName: relation ? relationName(relation) : '(unknown)',
      waitingSince: await waitingSince(db, tenant.id, request),
      plates: (await readPlates(db, tenant.id, request.id)).map((p) => ({
        plate: displayPlate(p.license_plate, p.country),
        lease: p.lease_yn === 'Y',
      })),
      documents: documents
        .filter((d) => d.requestId === request.id)
        .map((d) => ({ ...d, requirement: requirementName.get(d.requirementId) ?? String(d.requirementId) })),
    });
  }
  return listings;
}

/**
 * One document with its contents handed to `deliver` (which writes it where the employee opens it);
 * once delivered, the access is written to the audit log.
 */
export async function readDocumentForReview(
  db: Database,
  tenant: Tenant,
  documentId: number,
  by: string,
  deliver: (document: StoredDocument, data: Uint8Array) => Promise<void>,
): Promise<StoredDocument> {
  const document = await findDocument(db, tenant.id, documentId);
  const data = document && (await readDocumentData(db, tenant.id, documentId));
  if (!document || !data) throw new ReviewError(`Document ${documentId} does not exist at ${tenant.code}`);
  await deliver(document, data);
  await recordAudit(db, tenant.id, {
    event: 'document.read',
    outcome: 'success',
    relationId: document.relationId,
    service: 'operator',
    detail: `document ${documentId} of request ${document.requestId} read by ${by}`,
  });
  return document;
}

async function lockAwaitingRequest(trx: Database, tenant: Tenant, requestId: number): Promise<RequestRow> {
  const request = await findRequest(trx, tenant.id, requestId, { forUpdate: true });
  if (!request) throw new ReviewError(`Request ${requestId} does not exist at ${tenant.code}`);
  if (request.status !== AWAITING) {
    throw new ReviewError(`Request ${requestId} is at ${request.status}; only requests at ${AWAITING} are reviewed`);
  }
  return request;
}

/** One document accepted or rejected, while its request awaits approval; the request does not move yet. */
export async function reviewDocument(
  db: Database,
  tenant: Tenant,
  documentId: number,
  decision: { accept: true; by: string } | { accept: false; reason: string; by: string },
): Promise<StoredDocument> {
  const reason = decision.accept ? '' : cleanReason(decision.reason);
  return db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, tenant.id, documentId);
    if (!document) throw new ReviewError(`Document ${documentId} does not exist at ${tenant.code}`);
    await lockAwaitingRequest(trx, tenant, document.requestId);
    await setDocumentsReviewed(
      trx,
      tenant.id,
      document.requestId,
      [documentId],
      decision.accept ? { level: STATUS_LEVEL.accepted } : { level: STATUS_LEVEL.rejected, reasonText: reason },
    );
    await recordAudit(trx, tenant.id, {
      event: 'document.review',
      outcome: 'success',
      relationId: document.relationId,
      service: 'operator',
      detail: `document ${documentId} of request ${document.requestId} ${decision.accept ? 'accepted' : `rejected: ${reason}`} by ${decision.by}`,
    });
    const updated = await findDocument(trx, tenant.id, documentId);
    return updated ?? document;
  });
}

/** Which documents a request decision accepts and rejects (pure, for the rules of the header). */
export function splitDecision(
  documents: readonly StoredDocument[],
  decision: Pick<RequestDecision, 'outcome' | 'documentIds'>,
  since: Date,
): { accept: number[]; reject: number[] } {
  const pending = documents.filter((d) => d.statusLevel === STATUS_LEVEL.uploaded).map((d) => d.id);
  if (decision.outcome === 'accepted') return { accept: pending, reject: [] };
  if (decision.outcome === 'rejected') return { accept: [], reject: pending };
  if (decision.documentIds && decision.documentIds.length > 0) {
    const named = new Set(decision.documentIds);
    const unknown = [...named].filter((id) => !documents.some((d) => d.id === id));
    if (unknown.length > 0) throw new ReviewError(`Not documents of this request: ${unknown.join(', ')}`);
    return { accept: pending.filter((id) => !named.has(id)), reject: [...named] };
  }
  const rejectedThisRound = documents.some(
    (d) => d.statusLevel === STATUS_LEVEL.rejected && d.reviewedAt !== null && d.reviewedAt >= since,
  );
  return rejectedThisRound ? { accept: pending, reject: [] } : { accept: [], reject: pending };
}

/**
 * Decides a request awaiting approval and moves it on; everything (documents, status, transitions,
 * invoice or permit, audit, e-mail) in one transaction.
 */
export async function reviewRequest(
  db: Database,
  tenant: Tenant,
  requestId: number,
  decision: RequestDecision,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  options: {
    /** Runs in the decision's transaction before it commits (the back office's claim check and audit row). */
    within?: (trx: Database, result: ReviewResult) => Promise<void>;
  } = {},
): Promise<ReviewResult> {
  const reason = decision.outcome === 'accepted' ? '' : cleanReason(decision.reason);
  const result = await db.transaction().execute(async (trx) => {
    const request = await lockAwaitingRequest(trx, tenant, requestId);
    const documents = await readRequestDocuments(trx, tenant.id, requestId);
    const round = await roundStart(trx, tenant.id, requestId);
    const split = splitDecision(documents, decision, round);
    await setDocumentsReviewed(trx, tenant.id, requestId, split.accept, { level: STATUS_LEVEL.accepted });
    await setDocumentsReviewed(trx, tenant.id, requestId, split.reject, {
      level: STATUS_LEVEL.rejected,
      reasonText: reason,
    });

    if (decision.outcome === 'accepted') {
      const after = await requestDocumentFacts(trx, tenant.id, requestId);
      if (!after.allRequiredUploaded) {
        throw new ReviewError(
          `Request ${requestId}: not every required document has an accepted upload. Use reject-upload to ask for new documents.`,
        );
      }
    }
    if (decision.outcome === 'rejected_upload') {
      const since = await roundStart(trx, tenant.id, requestId);
      const rejected = (await readRequestDocuments(trx, tenant.id, requestId)).filter(
        (d) => d.statusLevel === STATUS_LEVEL.rejected && d.reviewedAt !== null && d.reviewedAt >= since,
      );
      if (rejected.length === 0)
        throw new ReviewError(`Request ${requestId}: no document is rejected, so nothing to upload again`);
    }

    const statuses: string[] = [];
    const reviewed = await applyRequestEvent(trx, tenant.id, requestId, {
      type: 'DOCUMENTS_REVIEWED',
      outcome: decision.outcome,
    });
    if (!reviewed.ok) throw new ReviewError(`Request ${requestId} cannot be reviewed now (${reviewed.refusal})`);
    statuses.push(reviewed.status);
    if (reviewed.status === 'DOCS_ACCEPTED') {
      // Accepted documents need nothing more from the resident: the request goes on at once.
      const onward = await applyRequestEvent(trx, tenant.id, requestId, {
        type: 'DOCUMENTS_CONTINUED',
        ...(await requestDocumentFacts(trx, tenant.id, requestId)),
      });
      if (onward.ok) statuses.push(onward.status);
    }
    const final = statuses[statuses.length - 1] ?? reviewed.status;

    await recordAudit(trx, tenant.id, {
      event: 'request.review',
      outcome: 'success',
      relationId: request.relation_id,
      service: 'operator',
      detail:
        `request ${requestId} ${decision.outcome} by ${decision.by}: ${AWAITING} -> ${statuses.join(' -> ')}` +
        `; accepted [${split.accept.join(',')}] rejected [${split.reject.join(',')}]${reason ? `; reason: ${reason}` : ''}`,
    });
    const mailId = await mailResident(trx, tenant, request, final, reason, round, config);
    const decided = { requestId, from: AWAITING, statuses, accepted: split.accept, rejected: split.reject, mailId };
    await options.within?.(trx, decided);
    return decided;
  });
  if (result.mailId !== null) notifyOutbox();
  return result;
}

/** Where the e-mail's link leads: where the resident acts on the new status. */
function resultLinkPath(status: string, requestId: number): string {
  switch (status) {
    // The pending request's own page: the upload stage, or the confirmation the resident still owes.
    case 'DOCS_REJECTED_UPLOAD':
    case 'AWAIT_CONFIRMATION':
      return `/upload-files-for-pending-request/${requestId}`;
    case 'AWAIT_PAYMENT':
      return '/shopping-cart';
    case 'PERMIT_CREATED':
      return '/current-products';
    default:
      return '/pending-requests';
  }
}

/**
 * The resident's message (issue 26): documents approved, or a document rejected with the municipality's
 * reason, each saying what comes next and linking where the resident acts. Once per review round (the
 * moment the request entered DOCS_AWAIT_APROVAL), so a repeated decision writes no second one.
 */
async function mailResident(
  trx: Database,
  tenant: Tenant,
  request: RequestRow,
  status: string,
  reason: string,
  round: Date,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
): Promise<number | null> {
  const text = async (locale: Locale, key: string, values?: Record<string, string>) => {
    const own = await readTranslations(trx, tenant.id, locale);
    return interpolate(own[key]?.trim() ? (own[key] as string) : (bundledCatalogue(locale)[key] ?? key), values);
  };
  const common = async (locale: Locale) => ({
    request: request.id,
    product: await permitTypeDescription(trx, tenant.id, request.permit_type_id, locale),
    next: await text(locale, `mail.request_status_changed.next.${status}`, {
      contact: portalLink(config, tenant.code, CONTACT_AND_HELP_PATH),
    }),
  });
  const eventKey = `request:${request.id}:round:${round.getTime()}`;
  const linkPath = resultLinkPath(status, request.id);
  const result = reason
    ? await queueMessage(trx, {
        tenant,
        config,
        relationId: request.relation_id,
        kind: 'document_rejected',
        eventKey,
        values: async (locale) => ({ ...(await common(locale)), reason }),
        linkPath,
      })
    : await queueMessage(trx, {
        tenant,
        config,
        relationId: request.relation_id,
        kind: 'document_approved',
        eventKey,
        values: common,
        linkPath,
      });
  return result.queued ? result.id : null;
}
