/**
 * Joining the waiting list from the flow (lifecycle 2.3 step 3, 4.1, 7, 8):
 * - eloket/add_on_waitinglist for the chosen location with AVAILABLE WL;
 * - eloket/add_to_waitinglist for a request answered MAX_CHECK_FAILED_WL ("with messagetype I the
 *   statusmessage is shown").
 * Each gives the message to show afterwards, or null. Failures go to the message dialog.
 */
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import type { FlowCommand } from '../request-flow-machine';

export async function addOnWaitinglist(
  command: Extract<FlowCommand, { type: 'add-on-waiting-list' }>,
): Promise<string | null> {
  const answer = await callService(endpoints.addOnWaitinglist, {
    p_pte_id: String(command.permitTypeId),
    p_ara_id: String(command.areaId),
    p_lcn_id: String(command.locationId),
  });
  return answer.statusmessage.trim() || null;
}

export async function addToWaitinglist(requestId: number): Promise<string | null> {
  const answer = await callService(endpoints.addToWaitinglist, { p_rqt_id: String(requestId) });
  return answer.messagetype === 'I' ? answer.statusmessage.trim() || null : null;
}
