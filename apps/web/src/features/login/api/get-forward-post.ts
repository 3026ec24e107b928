/** eloket/get_forward_post for a login (core 2.3, 7.2): where the browser goes to log in. Quiet: the screen shows the failure text of core 8. */
import type { LoginOptionCode } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function getLoginForward(code: LoginOptionCode) {
  const answer = await callService(endpoints.getForwardPost, { p_ext_service: code }, { quiet: true });
  return answer.result[0] ?? null;
}

export function useLoginForward() {
  return useMutation({ mutationFn: getLoginForward });
}
