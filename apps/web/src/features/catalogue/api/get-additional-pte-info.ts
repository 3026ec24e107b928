/**
 * eloket/get_additional_pte_info (lifecycle 2.2, 3, 7): the municipality's extra information
 * about a permit type, result[0].INFO (plain text). Fetched when "About this product" opens, kept per
 * permit type and language for the default few minutes. Quiet: the disclosure shows an error
 * state (lifecycle 8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

/** The INFO text; '' when the server has none. */
export async function fetchAdditionalPteInfo(permitTypeId: number): Promise<string> {
  const answer = await callService(endpoints.getAdditionalPteInfo, { p_pte_id: String(permitTypeId) }, { quiet: true });
  return answer.result[0]?.INFO ?? '';
}

export function additionalPteInfoQueryOptions(permitTypeId: number, language: string) {
  return queryOptions({
    queryKey: [endpoints.getAdditionalPteInfo.name, permitTypeId, language],
    queryFn: () => fetchAdditionalPteInfo(permitTypeId),
  });
}

export function useAdditionalPteInfo(permitTypeId: number | null, language: string) {
  return useQuery({ ...additionalPteInfoQueryOptions(permitTypeId ?? 0, language), enabled: permitTypeId !== null });
}
