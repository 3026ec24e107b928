/**
 * The document queue's handlers (decision 034): thin; the queue, the claims and the decision are the
 * documents area's (documents/review-queue.ts), the same reviewRequest the operator tool uses.
 */
import type { StaffRouteOf } from '@parkeerloket/contract';
import {
  type ClaimView,
  decideReview,
  listReviewQueue,
  openReview,
  ReviewError,
  ReviewQueueError,
  readReviewDocument,
  releaseReview,
} from '../../documents/index.js';
import { translate } from '../../http/messages.js';
import type { StaffCallContext, StaffHandler } from '../api/staff-call-context.js';
import { StaffProblem } from '../api/staff-call-context.js';

const claimJson = (claim: ClaimView) => ({
  standing: claim.standing,
  staffName: claim.staffName,
  until: claim.until?.toISOString() ?? null,
});

const reviewer = (ctx: StaffCallContext) => ({ id: ctx.staff.id, name: ctx.staff.name });

/** The documents area's refusals as problems in the caller's language. */
function problemOf(ctx: StaffCallContext, error: unknown): never {
  if (error instanceof ReviewQueueError) {
    switch (error.problem) {
      case 'not_found':
        throw new StaffProblem(404, 'staff.problem.404');
      case 'not_awaiting':
        throw new StaffProblem(409, translate(ctx.locale, 'staff.documents.problem.not_awaiting'));
      case 'claimed':
        throw new StaffProblem(
          409,
          translate(ctx.locale, 'staff.documents.problem.claimed', { name: error.claim?.staffName ?? '-' }),
        );
      case 'unknown_reason':
        throw new StaffProblem(400, 'staff.problem.400', undefined, [
          { name: 'body.reason', reason: translate(ctx.locale, 'staff.documents.problem.unknown_reason') },
        ]);
    }
  }
  if (error instanceof ReviewError) {
    // The decision does not fit the documents (e.g. approving while a required one is missing).
    throw new StaffProblem(409, translate(ctx.locale, 'staff.documents.problem.decision'), error.message);
  }
  throw error;
}

export const listDocumentReviews: StaffHandler<StaffRouteOf<'listDocumentReviews'>> = async (ctx, { query }) => {
  const { items, total } = await listReviewQueue(ctx.db, ctx.tenant, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    reviewer: reviewer(ctx),
    now: ctx.now,
    locale: ctx.locale,
  });
  await ctx.audit({
    action: 'list-document-reviews',
    objectType: 'request',
    objectId: items.map((i) => i.requestId).join(',') || '-',
  });
  return {
    items: items.map((item) => ({
      ...item,
      waitingSince: item.waitingSince.toISOString(),
      claim: claimJson(item.claim),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
};

export const claimDocumentReview: StaffHandler<StaffRouteOf<'claimDocumentReview'>> = async (ctx, { params }) => {
  const opened = await openReview(ctx.db, ctx.tenant, params.requestId, {
    reviewer: reviewer(ctx),
    now: ctx.now,
    locale: ctx.locale,
  }).catch((error) => problemOf(ctx, error));
  await ctx.audit({
    action: opened.claim.standing === 'mine' ? 'claim-document-review' : 'view-document-review',
    objectType: 'request',
    objectId: String(params.requestId),
    relationId: opened.relationId,
    after: { claim: opened.claim.standing, until: opened.claim.until?.toISOString() ?? null },
  });
  return {
    ...opened,
    waitingSince: opened.waitingSince.toISOString(),
    documents: opened.documents.map(({ createdAt, ...d }) => ({ ...d, uploadedAt: createdAt.toISOString() })),
    claim: claimJson(opened.claim),
  };
};

export const releaseDocumentReview: StaffHandler<StaffRouteOf<'releaseDocumentReview'>> = async (ctx, { params }) => {
  await releaseReview(ctx.db, ctx.tenant, params.requestId, reviewer(ctx));
  await ctx.audit({ action: 'release-document-review', objectType: 'request', objectId: String(params.requestId) });
  return { released: true as const };
};

/** Shown inline only where the browser renders it without running anything of it; anything else is downloaded. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export const getReviewDocument: StaffHandler<StaffRouteOf<'getReviewDocument'>> = async (ctx, { params }) => {
  const { document, data } = await readReviewDocument(ctx.db, ctx.tenant, params.requestId, params.documentId).catch(
    (error) => problemOf(ctx, error),
  );
  await ctx.audit({
    action: 'read-document',
    objectType: 'document',
    objectId: String(document.id),
    relationId: document.relationId,
  });
  return {
    contentType: document.contentType,
    filename: document.filename,
    disposition: INLINE_TYPES.has(document.contentType) ? ('inline' as const) : ('attachment' as const),
    data,
  };
};

export const decideDocumentReview: StaffHandler<StaffRouteOf<'decideDocumentReview'>> = async (
  ctx,
  { params, body },
) => {
  const result = await decideReview(
    ctx.db,
    ctx.tenant,
    params.requestId,
    body.outcome === 'accepted' ? { outcome: 'accepted' } : body,
    {
      reviewer: reviewer(ctx),
      now: ctx.now,
      config: ctx.config,
      within: (trx, decided) =>
        ctx.audit(
          {
            action: `decide-document-review-${body.outcome}`,
            objectType: 'request',
            objectId: String(params.requestId),
            before: { status: decided.from },
            after: { statuses: decided.statuses, accepted: decided.accepted, rejected: decided.rejected },
            ...(body.outcome === 'accepted'
              ? {}
              : { reason: body.freeText ? `${body.reason}: ${body.freeText}` : body.reason }),
          },
          trx,
        ),
    },
  ).catch((error) => problemOf(ctx, error));
  return { requestId: result.requestId, statuses: result.statuses, mailed: result.mailId !== null };
};
