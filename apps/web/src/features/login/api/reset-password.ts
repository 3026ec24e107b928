/** login/reset_password (core 2.8, 7.2): the answer's statusmessage is shown, whether or not the user exists. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function resetPassword(username: string): Promise<string> {
  const answer = await callService(endpoints.resetPassword, { p_username: username });
  return answer.statusmessage;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
