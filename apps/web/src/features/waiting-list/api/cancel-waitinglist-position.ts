/**
 * eloket/cancel_waitinglist_position (lifecycle 4.5, 7): withdraws an entry. Answers ok with the
 * server's message ('request withdrawn'), or fail with the reason, for the result dialog. Afterwards the
 * list and the home counts load again.
 */
import { overviewCountsQueryOptions } from '../../../api/get-overview-counts';
import { requestablePermitsKey } from '../../../api/get-requestable-permits';
import { callService, ServiceError } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { failureText } from '../../../lib/failure-message';
import { queryClient } from '../../../lib/query-client';

export type CancelOutcome = { status: 'ok' | 'fail'; text: string };

export async function cancelWaitinglistPosition(wltId: number): Promise<CancelOutcome | null> {
  try {
    const answer = await callService(endpoints.cancelWaitinglistPosition, { p_wlt_id: String(wltId) }, { quiet: true });
    return { status: 'ok', text: answer.statusmessage.trim() };
  } catch (error) {
    // A session that ended goes to the login screen; nothing to show here.
    if (error instanceof ServiceError && error.kind === 'session-timeout') return null;
    return { status: 'fail', text: error instanceof ServiceError ? failureText(error) : '' };
  } finally {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [endpoints.getWaitinglist.name] }),
      queryClient.invalidateQueries({ queryKey: overviewCountsQueryOptions().queryKey }),
      // The catalogue's "already on the waiting list" changes too.
      queryClient.invalidateQueries({ queryKey: requestablePermitsKey, refetchType: 'none' }),
    ]);
  }
}
