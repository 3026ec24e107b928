/** eloket/get_announcements (ours, decision 040): the municipality's announcements that reach the resident now. */
import type { HomeAnnouncement } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

/** Quiet: without its announcements home is still home (the tiles work), so a failure shows nothing. */
async function fetchAnnouncements(): Promise<readonly HomeAnnouncement[]> {
  const answer = await callService(endpoints.getAnnouncements, {}, { quiet: true });
  return answer.result;
}

export function announcementsQueryOptions() {
  return queryOptions({ queryKey: [endpoints.getAnnouncements.name], queryFn: fetchAnnouncements, staleTime: 60_000 });
}

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}
