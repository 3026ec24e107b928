/**
 * eloket/get_waitinglist (lifecycle 2.14, 7): the caller's waiting-list entries, shared by the list,
 * the entry's details, its documents and the waiting-item request flow. Quiet: each screen shows a
 * failure with a retry.
 */
import type { WaitingListEntry } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

async function fetchWaitingList(): Promise<WaitingListEntry[]> {
  return (await callService(endpoints.getWaitinglist, {}, { quiet: true })).result;
}

export function waitingListQueryOptions(language: string) {
  return queryOptions({
    queryKey: [endpoints.getWaitinglist.name, language],
    queryFn: fetchWaitingList,
    // Positions move whenever someone joins or leaves, and an offer may have come or gone.
    staleTime: 0,
  });
}

export function useWaitingList(language: string) {
  return useQuery(waitingListQueryOptions(language));
}

/** One entry by its WAITINGLISTID, or null once the list is there without it (ended, or not the caller's). */
export function useWaitingListEntry(wltId: number, language: string) {
  const query = useWaitingList(language);
  const entry = query.data?.find((e) => e.WAITINGLISTID === wltId) ?? (query.data ? null : undefined);
  return { ...query, entry };
}
