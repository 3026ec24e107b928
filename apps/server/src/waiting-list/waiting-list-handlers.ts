/** Handlers of the waiting list: joining (catalogue, location stage, with a request), the listing and withdrawing (lifecycle 2.2, 2.14, 4.1, 4.5, 7). */
import { addOnWaitinglist, addToWaitinglist, cancelWaitinglistPosition, getWaitinglist } from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { translate } from '../http/messages.js';
import { callerRelation, callerRelationId } from '../sessions/index.js';
import { addRequestToWaitingList, joinWaitingList, listWaitingList, withdrawEntry } from './waiting-list-service.js';

export const waitingListHandlers = [
  handle(addOnWaitinglist, async (ctx) => {
    const relation = await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
    await joinWaitingList(ctx.db, ctx.tenant.id, relation, {
      permitTypeId: ctx.params.p_pte_id,
      areaId: ctx.params.p_ara_id,
      locationId: ctx.params.p_lcn_id,
    });
    return {
      result: [{ RESULT: 'OK' }],
      statusmessage: translate(ctx.locale, 'notice.waiting_list_joined'),
      messagetype: 'I' as const,
    };
  }),

  handle(addToWaitinglist, async (ctx) => {
    const relation = await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
    await addRequestToWaitingList(ctx.db, ctx.tenant.id, relation, ctx.params.p_rqt_id);
    return {
      result: [],
      statusmessage: translate(ctx.locale, 'notice.request_on_waiting_list'),
      messagetype: 'I' as const,
    };
  }),

  handle(getWaitinglist, async (ctx) => {
    // Only the caller's own rows: the relation id from the session is enough (decision 015).
    return listWaitingList(ctx.db, ctx.tenant.id, callerRelationId(ctx.session), ctx.locale);
  }),

  handle(cancelWaitinglistPosition, async (ctx) => {
    const relation = await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
    await withdrawEntry(ctx.db, ctx.config, ctx.tenant.id, relation, ctx.params.p_wlt_id);
    return {
      result: [],
      statusmessage: translate(ctx.locale, 'notice.waiting_list_withdrawn'),
      messagetype: 'I' as const,
    };
  }),
];
