/** The waiting list: join, list, withdraw (lifecycle 2.2, 2.14, 4.1, 4.5, 7). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { emptyResult, waitingListEntry } from '../entities.js';
import { id, noParams } from '../params.js';

/** Lifecycle 7 "Waiting list (named get_waitinglist)". */
export const getWaitinglist = defineEndpoint({
  name: 'eloket/get_waitinglist',
  area: 'waiting-list',
  access: 'session',
  params: noParams,
  result: waitingListEntry,
  spec: 'lifecycle 2.14, 3, 4.5, 7',
});

/** Lifecycle 7 "Cancel waiting-list entry (named cancel_waitinglist_position)". Allowed when CAN_CWL is Y. */
export const cancelWaitinglistPosition = defineEndpoint({
  name: 'eloket/cancel_waitinglist_position',
  area: 'waiting-list',
  access: 'session',
  params: z.object({ p_wlt_id: id() }),
  result: emptyResult,
  spec: 'lifecycle 2.14, 4.5, 7',
});

/** Joins the waiting list for a product at a location, from the catalogue or the location stage. */
export const addOnWaitinglist = defineEndpoint({
  name: 'eloket/add_on_waitinglist',
  area: 'waiting-list',
  access: 'session',
  params: z.object({ p_pte_id: id(), p_ara_id: id(), p_lcn_id: id() }),
  result: z.looseObject({ RESULT: z.string().nullish() }),
  spec: 'lifecycle 2.2, 2.3, 7, 8',
});

/** Puts a request that failed MAX_CHECK_FAILED_WL on the waiting list; messagetype I shows the statusmessage. */
export const addToWaitinglist = defineEndpoint({
  name: 'eloket/add_to_waitinglist',
  area: 'waiting-list',
  access: 'session',
  params: z.object({ p_rqt_id: id() }),
  result: emptyResult,
  spec: 'lifecycle 4.1, 7',
});
