/**
 * eloket/continue_pcs_by_rqt_id (lifecycle 2.3, 4.1, 7): moves the request on (p_cancel N, the upload
 * stage's Next) or cancels it (p_cancel Y: 'Cancel request', and Prev on the upload or confirmation
 * stage), with p_pcs_code WEB_NEW. Failures go to the message dialog.
 */
import type { RequestResult } from '@parkeerloket/contract';
import { firstRequestResult } from '../../../api/request-answer';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import type { FlowCommand } from '../request-flow-machine';

export async function continueRequest(command: Extract<FlowCommand, { type: 'continue' }>): Promise<RequestResult> {
  const answer = await callService(endpoints.continuePcsByRqtId, {
    p_rqt_id: String(command.requestId),
    p_cancel: command.cancel,
    p_pcs_code: command.pcsCode,
  });
  return firstRequestResult(answer);
}
