/**
 * eloket/get_naw: the logged-in relation (core 2.9, 3.2, 7.4). Its e-mail status drives the
 * e-mail gate and the header logo; the profile reads the rest. Kept until something changes
 * it (set_email, verify_email) or the session ends (forgetSessionData).
 */
import type { UserRecord } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

/** Quiet: the e-mail gate shows its own error state with a retry. */
export async function fetchNaw(): Promise<UserRecord | null> {
  const answer = await callService(endpoints.getNaw, {}, { quiet: true });
  return answer.result[0] ?? null;
}

export function nawQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.getNaw.name],
    queryFn: fetchNaw,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useNaw(enabled = true) {
  return useQuery({ ...nawQueryOptions(), enabled });
}
