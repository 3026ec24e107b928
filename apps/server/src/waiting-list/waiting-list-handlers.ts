/** Handlers of the waiting list: joining (catalogue, location stage, with a request), the listing and withdrawing (lifecycle 2.2, 2.14, 4.1, 4.5, 7). */
import {
  addOnWaitinglist,
  addToWaitinglist,
  cancelWaitinglistPosition,
  getWaitinglist,
  type Locale,
} from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { translate } from '../http/messages.js';
import { callerRelation, callerRelationId } from '../sessions/index.js';
import {
  addRequestToWaitingList,
  type JoinedNotice,
  joinedNotice,
  joinWaitingList,
  listWaitingList,
  messageJoined,
  withdrawEntry,
} from './waiting-list-service.js';

/** The answer to joining says what happens next: the position, the e-mail when a place is offered and how long it is held. */
function joinedMessage(
  locale: Locale,
  key: 'notice.waiting_list_joined' | 'notice.request_on_waiting_list',
  notice: JoinedNotice,
) {
  const held = translate(locale, notice.offerDays === 1 ? 'notice.waiting_list_held.one' : 'notice.waiting_list_held', {
    days: notice.offerDays,
  });
  return `${translate(locale, key, { position: notice.position })} ${held}`;
}

export const waitingListHandlers = [
  handle(addOnWaitinglist, async (ctx) => {
    const relation = await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
    const entryId = await joinWaitingList(ctx.db, ctx.tenant.id, relation, {
      permitTypeId: ctx.params.p_pte_id,
      areaId: ctx.params.p_ara_id,
      locationId: ctx.params.p_lcn_id,
    });
    const notice = await joinedNotice(ctx.db, ctx.tenant.id, relation.id, entryId);
    await messageJoined(ctx.db, ctx.tenant, ctx.config, relation.id, entryId);
    return {
      result: [{ RESULT: 'OK' }],
      statusmessage: joinedMessage(ctx.locale, 'notice.waiting_list_joined', notice),
      messagetype: 'I' as const,
    };
  }),

  handle(addToWaitinglist, async (ctx) => {
    const relation = await callerRelation(ctx.db, ctx.tenant.id, ctx.session);
    const entryId = await addRequestToWaitingList(ctx.db, ctx.tenant.id, relation, ctx.params.p_rqt_id);
    const notice = await joinedNotice(ctx.db, ctx.tenant.id, relation.id, entryId);
    await messageJoined(ctx.db, ctx.tenant, ctx.config, relation.id, entryId);
    return {
      result: [],
      statusmessage: joinedMessage(ctx.locale, 'notice.request_on_waiting_list', notice),
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
