/** login/get_username (core 2.8, 7.2): the username a registration key belongs to. Quiet: the screen explains an unusable key. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function fetchUsername(key: string): Promise<string> {
  const answer = await callService(endpoints.getUsername, { p_key: key }, { quiet: true });
  return answer.result[0]?.USERNAME ?? '';
}

export function usernameQueryOptions(key: string) {
  return queryOptions({
    queryKey: [endpoints.getUsername.name, key],
    queryFn: () => fetchUsername(key),
    meta: { public: true },
  });
}

export function useUsername(key: string) {
  return useQuery({ ...usernameQueryOptions(key), enabled: key !== '' });
}
