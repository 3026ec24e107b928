/**
 * eloket/cancel_future_ong (lifecycle 2.10, 7): "Don't terminate" on a planned termination. A termination
 * call made from the products area's details screen, so it sits here rather than in either feature's api/.
 * Answers the server's message.
 */
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

export async function cancelPlannedTermination(rootRqtId: number): Promise<string> {
  return (await callService(endpoints.cancelFutureOng, { p_rqt_id: String(rootRqtId) })).statusmessage;
}
