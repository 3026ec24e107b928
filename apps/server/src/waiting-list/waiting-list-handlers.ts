/** Handlers of joining the waiting list: from the catalogue or location stage, and with a request (lifecycle 2.2, 4.1, 7). */
import { addOnWaitinglist, addToWaitinglist } from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { translate } from '../http/messages.js';
import { callerRelation } from '../sessions/index.js';
import { addRequestToWaitingList, joinWaitingList } from './waiting-list-service.js';

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
];
