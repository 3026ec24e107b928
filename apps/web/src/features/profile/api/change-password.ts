/** login/change_password (core 2.13, 3.5, 7.2): the page where the user sets a new password, result[0].URL. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function changePassword(): Promise<string | null> {
  const answer = await callService(endpoints.changePassword);
  return answer.result[0]?.URL ?? null;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
