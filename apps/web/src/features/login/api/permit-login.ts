/** login/permit_login (core 2.4, 7.2). A refusal (LOGIN_FAILED, RATE_LIMITED) shows the server's message in the dialog. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function permitLogin(credentials: { username: string; password: string }): Promise<void> {
  await callService(endpoints.permitLogin, { p_username: credentials.username, p_password: credentials.password });
}

export function usePermitLogin() {
  return useMutation({ mutationFn: permitLogin });
}
