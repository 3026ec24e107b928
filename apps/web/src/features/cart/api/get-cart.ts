/**
 * The cart (lifecycle 2.15, 7): eloket/get_shopping_cart (requests and prolongations) and
 * eloket/get_rpay_permits (plate-change invoices) together, fresh on every visit.
 */
import type { CartItem } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { freshOnMount } from '../../../lib/query-client';

export async function fetchCart(): Promise<CartItem[]> {
  const [cart, rpay] = await Promise.all([
    callService(endpoints.getShoppingCart, {}, { quiet: true }),
    callService(endpoints.getRpayPermits, {}, { quiet: true }),
  ]);
  return [...cart.result, ...rpay.result];
}

export function cartQueryOptions(language: string) {
  return queryOptions({
    queryKey: [endpoints.getShoppingCart.name, language],
    queryFn: fetchCart,
    staleTime: 0,
    // A cart opened with the page was fetched with it (app/bootstrap.tsx): that fetch is this visit's.
    refetchOnMount: freshOnMount,
  });
}

export function useCart(language: string) {
  return useQuery(cartQueryOptions(language));
}
