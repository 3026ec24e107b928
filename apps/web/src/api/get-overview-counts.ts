/** eloket/get_overview_counts: the counts behind the home tiles and the cart badge (core 2.11, 3.6). */
import { DEFAULT_OVERVIEW_COUNT, type OverviewCount, type OverviewCountName } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

/** Before the counts have loaded: the cart count 0 (core 3.6). */
const DEFAULT_COUNTS: readonly OverviewCount[] = [{ ...DEFAULT_OVERVIEW_COUNT, COLOR_CODE: 'neutral' }];

/** Quiet: home shows its own error state with a retry (core 2.11, 8); the cart badge keeps 0. */
export async function fetchOverviewCounts(): Promise<readonly OverviewCount[]> {
  const answer = await callService(endpoints.getOverviewCounts, {}, { quiet: true });
  return answer.result;
}

export function overviewCountsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.getOverviewCounts.name],
    queryFn: fetchOverviewCounts,
    staleTime: 30_000,
  });
}

export function countOf(counts: readonly OverviewCount[], name: OverviewCountName): number {
  return counts.find((count) => count.NAME === name)?.VALUE ?? 0;
}

/** The counts of an authorized user; the defaults otherwise (the endpoint needs a session). */
export function useOverviewCounts(enabled: boolean) {
  const query = useQuery({ ...overviewCountsQueryOptions(), enabled });
  return { ...query, counts: query.data ?? DEFAULT_COUNTS };
}
