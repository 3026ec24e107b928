/**
 * eloket/get_issued_permits and eloket/get_permits_history (lifecycle 2.6, 2.11, 7): the caller's
 * current products and its history, shared by the products, termination and history screens (the
 * card and document views read them too). Quiet: each screen shows a failure with a retry.
 */
import type { IssuedProduct } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';
import { queryClient } from '../lib/query-client';

export type ProductList = 'current' | 'history';

async function fetchProducts(list: ProductList): Promise<IssuedProduct[]> {
  const endpoint = list === 'current' ? endpoints.getIssuedPermits : endpoints.getPermitsHistory;
  return (await callService(endpoint, {}, { quiet: true })).result;
}

export function issuedProductsQueryOptions(list: ProductList, language: string) {
  return queryOptions({
    queryKey: ['issued-products', list, language],
    queryFn: () => fetchProducts(list),
    // Where the products stand now: a job may have ended one, a payment changed its plates.
    staleTime: 0,
  });
}

export function useIssuedProducts(list: ProductList, language: string) {
  return useQuery(issuedProductsQueryOptions(list, language));
}

/** One product of the list by its ROOT_RQT_ID, or null once the list is there without it. */
export function useIssuedProduct(list: ProductList, rootRqtId: number, language: string) {
  const query = useIssuedProducts(list, language);
  const product = query.data?.find((p) => p.ROOT_RQT_ID === rootRqtId) ?? (query.data ? null : undefined);
  return { ...query, product };
}

/** After a change (plates, termination): both lists and the home counts load again. */
export function refreshIssuedProducts(): Promise<void> {
  return queryClient
    .invalidateQueries({ queryKey: ['issued-products'] })
    .then(() => queryClient.invalidateQueries({ queryKey: [endpoints.getOverviewCounts.name] }));
}
