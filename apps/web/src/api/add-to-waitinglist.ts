/**
 * eloket/add_to_waitinglist (lifecycle 2.3, 4.1, 7, 8): puts a request answered MAX_CHECK_FAILED_WL on the
 * waiting list. A waiting-list call made from another area's flow (the request flow; pending requests
 * later), so it is shared. "With messagetype I the statusmessage is shown": that message, else null.
 */
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

export async function addToWaitinglist(requestId: number): Promise<string | null> {
  const answer = await callService(endpoints.addToWaitinglist, { p_rqt_id: String(requestId) });
  return answer.messagetype === 'I' ? answer.statusmessage.trim() || null : null;
}
