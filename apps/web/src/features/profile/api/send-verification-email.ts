/** eloket/send_verification_email (core 2.9, 7.4). Quiet: the screens show REL-00070 in the attention dialog. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function sendVerificationEmail(): Promise<void> {
  await callService(endpoints.sendVerificationEmail, {}, { quiet: true });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
