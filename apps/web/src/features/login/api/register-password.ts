/**
 * login/register_password (core 2.8, 5, 7.2). A refusal shows the server's message in the dialog.
 * A key from login/change_password also needs the current password (CURRENT_PASSWORD_WRONG).
 */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function registerPassword(input: {
  key: string;
  password: string;
  currentPassword?: string;
}): Promise<string> {
  const answer = await callService(endpoints.registerPassword, {
    p_key: input.key,
    p_password: input.password,
    p_current_password: input.currentPassword,
  });
  return answer.statusmessage;
}

export function useRegisterPassword() {
  return useMutation({ mutationFn: registerPassword });
}
