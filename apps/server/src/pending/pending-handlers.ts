/** Handlers of the pending requests (lifecycle 2.12, 4.3, 7): the list, and withdrawing one. */
import { cancelRequest, getPendingRequests } from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { invalidParameters } from '../http/service-error.js';
import { cancelOwnPendingRequest, listOwnPendingRequests } from './pending-service.js';

export const pendingHandlers = [
  handle(getPendingRequests, async ({ db, tenant, session, locale }) => ({
    result: await listOwnPendingRequests({ db, tenant, session, locale }),
  })),

  // Continuing a request is continue_pcs_by_rqt_id (the request flow's, which the pending request page
  // resumes); this call only withdraws, so p_cancel N has nothing to do and is refused, not ignored.
  handle(cancelRequest, async ({ db, tenant, session, locale, params }) => {
    if (params.p_cancel !== 'Y') throw invalidParameters([{ FIELD: 'p_cancel', CODE: 'invalid' }]);
    return [await cancelOwnPendingRequest({ db, tenant, session, locale }, params.p_rqt_id)];
  }),
];
