/**
 * eloket/finalize_request_by_rqt_id (lifecycle 2.3 step 9, 4.1, 7): the confirmation stage's Confirm,
 * with p_reference empty, p_price 0, p_datetime now (Europe/Amsterdam) and p_cancel N. Shared: a
 * prolongation is confirmed with the same call (lifecycle 2.13, decision 010). Failures go to the
 * message dialog.
 */
import { amsterdamDateTime, type RequestResult } from '@parkeerloket/contract';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';
import { firstRequestResult } from './request-answer';

export async function finalizeRequest(requestId: number): Promise<RequestResult> {
  const answer = await callService(endpoints.finalizeRequestByRqtId, {
    p_rqt_id: String(requestId),
    p_reference: '',
    p_price: '0',
    p_datetime: amsterdamDateTime(new Date()),
    p_cancel: 'N',
  });
  return firstRequestResult(answer);
}
