/**
 * eloket/add_on_waitinglist (lifecycle 2.2, 2.3 step 3, 7, 8): joins the waiting list of a product at one
 * location with AVAILABLE WL. Shared, one definition: the catalogue joins a product with one such location
 * directly, the request flow the location chosen in it. Gives the server's statusmessage, trimmed ('' when
 * it gave none). `quiet`: the caller shows a failure in its own dialog.
 */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';
import { queryClient } from '../lib/query-client';
import { overviewCountsQueryOptions } from './get-overview-counts';
import { requestablePermitsKey } from './get-requestable-permits';

export interface WaitingListPlace {
  pteId: number;
  araId: number;
  locationId: number;
}

export async function addOnWaitinglist(place: WaitingListPlace, options: { quiet?: boolean } = {}): Promise<string> {
  const answer = await callService(
    endpoints.addOnWaitinglist,
    { p_pte_id: String(place.pteId), p_ara_id: String(place.araId), p_lcn_id: String(place.locationId) },
    { quiet: options.quiet ?? false },
  );
  return answer.statusmessage.trim();
}

/** After joining, or after a failure (the server may know more than the list shows): the product list and the counts are stale. */
export async function refreshAfterWaitingList(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: requestablePermitsKey }),
    queryClient.invalidateQueries({ queryKey: overviewCountsQueryOptions().queryKey }),
  ]);
}

/** The catalogue's join: quiet, it shows the outcome in its own dialog. */
export function useAddOnWaitinglist() {
  return useMutation({ mutationFn: (place: WaitingListPlace) => addOnWaitinglist(place, { quiet: true }) });
}
