/**
 * The product being requested, from the catalogue call eloket/get_requestable_permits (lifecycle 2.2,
 * 7). The route names only the permit type and the area; the flow also needs the product's STAFFEL,
 * WAITINGLISTID, MULTI_LOCATIONS_YN and its description. Router state is lost on a reload and a
 * deep link has none, so the flow asks the catalogue itself, under the catalogue screen's own query
 * key (the list per language): coming from /requestable-products it is there already. Quiet: the
 * screen shows a failure with a retry.
 */
import type { RequestableProduct } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function fetchRequestableProducts(): Promise<RequestableProduct[]> {
  const answer = await callService(endpoints.getRequestablePermits, {}, { quiet: true });
  return answer.result;
}

export function requestableProductsQueryOptions(language: string) {
  return queryOptions({
    queryKey: [endpoints.getRequestablePermits.name, language],
    queryFn: fetchRequestableProducts,
    staleTime: 60_000,
  });
}

export function useRequestableProducts(language: string) {
  return useQuery(requestableProductsQueryOptions(language));
}
