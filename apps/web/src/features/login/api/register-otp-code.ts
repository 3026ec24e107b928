/** login/register_otp_code (core 2.6, 7.2). Quiet: the screen shows the server's message by the field. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function registerOtpCode(code: string): Promise<void> {
  await callService(endpoints.registerOtpCode, { p_otp_code: code }, { quiet: true });
}

export function useRegisterOtpCode() {
  return useMutation({ mutationFn: registerOtpCode });
}
