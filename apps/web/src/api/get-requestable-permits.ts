/**
 * eloket/get_requestable_permits (lifecycle 2.2, 7): the products the user may request, with
 * their state for this user. Shared, one definition: the catalogue screen lists them, and the request
 * flow finds its product in them (a route names only the permit type and the area, and router state is
 * lost on a reload), showing the cached list at once when it comes from the catalogue. Texts in it (NOT_REQ_REASON, descriptions) come in the caller's
 * language, so the language is part of the key. Always fetched fresh when the screen opens
 * (requests, waiting lists and payments elsewhere change it); when the page opens on such a screen,
 * the fetch started with the page (app/bootstrap.tsx) is that fresh fetch. Quiet: the screen shows the
 * failure with a retry.
 */
import type { RequestableProduct } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';
import { freshOnMount } from '../lib/query-client';

export async function fetchRequestablePermits(): Promise<RequestableProduct[]> {
  const answer = await callService(endpoints.getRequestablePermits, {}, { quiet: true });
  return answer.result;
}

/** Every language's list: what to invalidate after a change (the waiting list joined). */
export const requestablePermitsKey = [endpoints.getRequestablePermits.name] as const;

export function requestablePermitsQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...requestablePermitsKey, language],
    queryFn: fetchRequestablePermits,
    staleTime: 0,
    refetchOnMount: freshOnMount,
  });
}

export function useRequestablePermits(language: string) {
  return useQuery(requestablePermitsQueryOptions(language));
}
