/** eloket/verify_email (core 2.9, 4.3, 7.4): result[0].VERIFY_EMAIL. Quiet: REL-00069/REL-00070 go to the attention dialog. */
import type { VerifyEmailResult } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function verifyEmail(code: string): Promise<VerifyEmailResult | null> {
  const answer = await callService(endpoints.verifyEmail, { p_verification_code: code }, { quiet: true });
  return answer.result[0]?.VERIFY_EMAIL ?? null;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
