/**
 * eloket/get_countries (core 2.16, 3.4, 7.4): every country with its name in the caller's
 * language. Kept per language for the session. Quiet: the country step shows a retry.
 */
import type { Country } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function fetchCountries(): Promise<Country[]> {
  const answer = await callService(endpoints.getCountries, {}, { quiet: true });
  return answer.result;
}

export function countriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [endpoints.getCountries.name, language],
    queryFn: fetchCountries,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCountries(language: string) {
  return useQuery(countriesQueryOptions(language));
}
