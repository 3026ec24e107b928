/** login/get_next_branchnumbers_page (core 2.7, 7.2), page by page with an explicit p_pagenumber. */
import type { BranchPage } from '@parkeerloket/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { FIRST_BRANCH_PAGE, nextBranchPageNumber } from '../branch-pages';

/** Quiet: the screen shows its own error with a retry. */
export async function fetchBranchPage(pageNumber: number): Promise<BranchPage> {
  const answer = await callService(
    endpoints.getNextBranchnumbersPage,
    { p_pagenumber: String(pageNumber) },
    { quiet: true },
  );
  return answer.result[0] ?? { PAGENUMBER: pageNumber, NUMPAGES: 0, BRANCHNUMBERS: [] };
}

export function branchPagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [endpoints.getNextBranchnumbersPage.name],
    queryFn: ({ pageParam }) => fetchBranchPage(pageParam),
    initialPageParam: FIRST_BRANCH_PAGE,
    getNextPageParam: (_last, pages) => nextBranchPageNumber(pages),
    // Every visit starts again at page 1.
    gcTime: 0,
    staleTime: 0,
  });
}

/** `enabled` false once a branch is chosen: the login then forgets the session's queries, and this one must not ask again. */
export function useBranchPages(enabled = true) {
  return useInfiniteQuery({ ...branchPagesQueryOptions(), enabled });
}
