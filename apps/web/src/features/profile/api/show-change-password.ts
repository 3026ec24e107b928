/**
 * login/show_change_password (core 2.13, 3.5, 7.2): whether /user offers to change the password
 * (permit logins only). Quiet: without an answer the block is simply not shown.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function fetchShowChangePassword(): Promise<boolean> {
  const answer = await callService(endpoints.showChangePassword, {}, { quiet: true });
  return answer.result[0]?.SHOW_CHANGE_PASSWORD === 'Y';
}

export function showChangePasswordQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.showChangePassword.name],
    queryFn: fetchShowChangePassword,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useShowChangePassword() {
  return useQuery(showChangePasswordQueryOptions());
}
