/** Pending requests: list and withdraw (lifecycle 2.12, 4.3, 7). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pendingRequest } from '../entities.js';
import { id, noParams, yn } from '../params.js';

/** Lifecycle 7 "Pending requests (named get_pending_requests)". */
export const getPendingRequests = defineEndpoint({
  name: 'eloket/get_pending_requests',
  area: 'pending',
  access: 'session',
  params: noParams,
  result: pendingRequest,
  spec: 'lifecycle 2.12, 3, 4.3, 7',
});

/** Lifecycle 7 "Cancel/continue by request: p_rqt_id, p_cancel Y" (path not shown). */
export const cancelRequest = defineEndpoint({
  name: 'eloket/cancel_request',
  area: 'pending',
  access: 'session',
  params: z.object({ p_rqt_id: id(), p_cancel: yn() }),
  /** Items with STATUS are shown as messages. */
  result: z.looseObject({ STATUS: z.string().nullish() }),
  spec: 'lifecycle 2.12, 4.3, 7',
});
