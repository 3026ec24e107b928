/**
 * eloket/cancel_future_ong (lifecycle 2.10, 4.8, 7): "Don't terminate", from the product details' planned
 * termination dialog. Answers the server's message; failures go to the message dialog.
 */
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

export async function cancelPlannedTermination(rootRqtId: number): Promise<string> {
  return (await callService(endpoints.cancelFutureOng, { p_rqt_id: String(rootRqtId) })).statusmessage;
}
