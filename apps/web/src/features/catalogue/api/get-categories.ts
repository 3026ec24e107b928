/**
 * eloket/get_categories (lifecycle 2.2, 3, 7): the categories that group the products, each
 * with its (PTE_ID, ARA_ID) pairs. Kept per language for a few minutes (the default). Quiet:
 * the screen shows the failure with a retry.
 */
import type { Category } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function fetchCategories(): Promise<Category[]> {
  const answer = await callService(endpoints.getCategories, {}, { quiet: true });
  return answer.result;
}

export function categoriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [endpoints.getCategories.name, language],
    queryFn: fetchCategories,
  });
}

export function useCategories(language: string) {
  return useQuery(categoriesQueryOptions(language));
}
