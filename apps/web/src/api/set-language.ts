/** eloket/set_language: tells the server the user's language, for its messages and e-mail (core 2.12, 7.3; DECISIONS 1). */
import type { Locale } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { type CallOptions, callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

export async function setLanguage(locale: Locale, options?: CallOptions): Promise<void> {
  await callService(endpoints.setLanguage, { p_lan_code: locale }, options);
}

export function useSetLanguage() {
  return useMutation({ mutationFn: (locale: Locale) => setLanguage(locale) });
}
