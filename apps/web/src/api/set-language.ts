/** eloket/set_language: tells the server the user's language, for its messages and e-mail (core 2.12, 7.3; DECISIONS 1). */
import type { Locale } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function setLanguage(locale: Locale): Promise<void> {
  await callService(endpoints.setLanguage, { p_lan_code: locale });
}

export function useSetLanguage() {
  return useMutation({ mutationFn: setLanguage });
}
