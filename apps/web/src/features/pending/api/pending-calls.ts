/**
 * The pending requests' calls (lifecycle 2.12, 7): eloket/get_pending_requests (fresh on every visit;
 * quiet, the screen shows a failure with a retry) and eloket/cancel_request (p_cancel Y); sending
 * a payment link again is the shared api/send-paymentlink.ts. A refusal goes to the message dialog
 * with the server's reason. After a withdrawal the list, the cart and the counts (the home tiles, the
 * cart badge) are fetched again.
 */
import type { PendingRequest } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refreshCartAndCounts } from '../../../api/withdraw-item';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { queryClient } from '../../../lib/query-client';

export function pendingRequestsQueryOptions(language: string) {
  return queryOptions({
    queryKey: [endpoints.getPendingRequests.name, language],
    queryFn: async (): Promise<PendingRequest[]> =>
      (await callService(endpoints.getPendingRequests, {}, { quiet: true })).result,
    // The municipality may just have reviewed a document: where each request stands now, on every visit,
    // never an old status shown while the new one loads.
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePendingRequests(language: string) {
  return useQuery(pendingRequestsQueryOptions(language));
}

/** Withdraws the request; answers the result's STATUS texts, which the screen shows as messages (4.3). */
export async function cancelPendingRequest(requestId: number): Promise<string[]> {
  try {
    const answer = await callService(endpoints.cancelRequest, { p_rqt_id: String(requestId), p_cancel: 'Y' });
    return answer.result.map((item) => item.STATUS ?? '').filter((status) => status !== '');
  } finally {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [endpoints.getPendingRequests.name] }),
      refreshCartAndCounts(),
    ]);
  }
}
