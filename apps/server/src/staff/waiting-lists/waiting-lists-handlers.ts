/**
 * The waiting lists' handlers (issue 28): thin; the queues, offers and removals are the waiting-list area's, each
 * change with its one audit row in the change's transaction.
 */
import type { StaffRouteOf } from '@parkeerloket/contract';
import { translate } from '../../http/messages.js';
import {
  listStaffWaitingQueues,
  offerWaitingListPlaceNow,
  passWaitingListOfferOn,
  removeWaitingListEntryByStaff,
  type WaitingListStaffChange,
  WaitingListStaffError,
} from '../../waiting-list/index.js';
import type { StaffCallContext, StaffHandler } from '../api/staff-call-context.js';
import { StaffProblem } from '../api/staff-call-context.js';

function problemOf(ctx: StaffCallContext, error: unknown): never {
  if (error instanceof WaitingListStaffError) {
    if (error.problem === 'not_found') throw new StaffProblem(404, 'staff.problem.404');
    throw new StaffProblem(409, translate(ctx.locale, `staff.waiting.problem.${error.problem}`));
  }
  throw error;
}

export const listWaitingLists: StaffHandler<StaffRouteOf<'listWaitingLists'>> = async (ctx, { query }) => {
  const { queues, total } = await listStaffWaitingQueues(
    ctx.db,
    ctx.tenant.id,
    ctx.locale,
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    ctx.now,
  );
  await ctx.audit({
    action: 'list-waiting-lists',
    objectType: 'waiting-list-entry',
    objectId: queues.flatMap((q) => q.entries.map((e) => e.id)).join(',') || '-',
  });
  return {
    items: queues.map((q) => ({
      ...q,
      entries: q.entries.map((e) => ({
        ...e,
        joinedAt: e.joinedAt.toISOString(),
        offerExpiresAt: e.offerExpiresAt?.toISOString() ?? null,
      })),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
};

/** One change with its audit row, written in the change's transaction. */
async function change(
  ctx: StaffCallContext,
  action: string,
  run: (
    within: (trx: Parameters<StaffCallContext['audit']>[1], c: WaitingListStaffChange) => Promise<void>,
  ) => Promise<WaitingListStaffChange>,
  reason?: string,
) {
  const done = await run((trx, c) =>
    ctx.audit(
      {
        action,
        objectType: 'waiting-list-entry',
        objectId: String(c.entryId),
        relationId: c.relationId,
        before: c.before,
        after: { ...c.after, offeredTo: c.offeredTo },
        ...(reason ? { reason } : {}),
      },
      trx,
    ),
  ).catch((error) => problemOf(ctx, error));
  return { entry: { id: done.entryId, status: done.after.status } };
}

export const offerWaitingListPlace: StaffHandler<StaffRouteOf<'offerWaitingListPlace'>> = (ctx, { params }) =>
  change(ctx, 'offer-waiting-list-place', (within) =>
    offerWaitingListPlaceNow(ctx.db, ctx.tenant.id, params.entryId, { now: ctx.now, config: ctx.config, within }),
  );

export const passWaitingListOffer: StaffHandler<StaffRouteOf<'passWaitingListOffer'>> = (ctx, { params, body }) =>
  change(
    ctx,
    'pass-waiting-list-offer',
    (within) =>
      passWaitingListOfferOn(ctx.db, ctx.tenant.id, params.entryId, body.reason, {
        now: ctx.now,
        config: ctx.config,
        within,
      }),
    body.reason,
  );

export const removeWaitingListEntry: StaffHandler<StaffRouteOf<'removeWaitingListEntry'>> = (ctx, { params, body }) =>
  change(
    ctx,
    'remove-waiting-list-entry',
    (within) =>
      removeWaitingListEntryByStaff(ctx.db, ctx.tenant.id, params.entryId, body.reason, {
        now: ctx.now,
        config: ctx.config,
        within,
      }),
    body.reason,
  );
