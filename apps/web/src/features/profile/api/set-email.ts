/** eloket/set_email (core 2.9, 7.4): the new address, lower-cased. A refusal shows the server's message in the dialog. */
import { normalizeEmail } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function setEmail(email: string): Promise<void> {
  await callService(endpoints.setEmail, { p_email: normalizeEmail(email) });
}

export function useSetEmail() {
  return useMutation({ mutationFn: setEmail });
}
