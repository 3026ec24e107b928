/** eloket/get_login_options: which login kinds the municipality offers (core 2.2, 3.5). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

export interface LoginOptions {
  citizens: string[];
  companies: string[];
}

/** The comma-separated option codes as lists (DECISIONS 1). */
export function parseOptionCodes(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
}

export async function fetchLoginOptions(): Promise<LoginOptions> {
  const answer = await callService(endpoints.getLoginOptions);
  const first = answer.result[0];
  return {
    citizens: parseOptionCodes(first?.LOGIN_OPTIONS_CITIZENS),
    companies: parseOptionCodes(first?.LOGIN_OPTIONS_COMPANIES),
  };
}

export function loginOptionsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.getLoginOptions.name],
    queryFn: fetchLoginOptions,
    staleTime: Infinity,
    meta: { public: true },
  });
}

export function useLoginOptions() {
  return useQuery(loginOptionsQueryOptions());
}
