/**
 * eloket/add_on_waitinglist (lifecycle 2.2, 7, 8): joins the waiting list of a product at its
 * one location. Quiet: the screen shows the outcome in its own dialog, whose OK reloads the list
 * on a failure. Afterwards the list and the overview counts (home tiles, cart badge) are stale.
 */
import { useMutation } from '@tanstack/react-query';
import { overviewCountsQueryOptions } from '../../../api/get-overview-counts';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { queryClient } from '../../../lib/query-client';
import { requestablePermitsKey } from './get-requestable-permits';

export interface WaitingListPlace {
  pteId: number;
  araId: number;
  locationId: number;
}

/** The server's statusmessage ('' when it gave none). */
export async function addOnWaitinglist(place: WaitingListPlace): Promise<string> {
  const answer = await callService(
    endpoints.addOnWaitinglist,
    { p_pte_id: String(place.pteId), p_ara_id: String(place.araId), p_lcn_id: String(place.locationId) },
    { quiet: true },
  );
  return answer.statusmessage;
}

/** After joining, or after a failure (the server may know more than the list shows): reload both. */
export async function refreshAfterWaitingList(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: requestablePermitsKey }),
    queryClient.invalidateQueries({ queryKey: overviewCountsQueryOptions().queryKey }),
  ]);
}

export function useAddOnWaitinglist() {
  return useMutation({ mutationFn: addOnWaitinglist });
}
