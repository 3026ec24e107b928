/** eloket/get_eloket_settings: the municipality's settings map (core 3.7, 7.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';
import type { SettingsMap } from '../lib/settings-map';

const NO_SETTINGS: SettingsMap = Object.freeze({});

export async function fetchEloketSettings(): Promise<SettingsMap> {
  const answer = await callService(endpoints.getEloketSettings);
  return answer.result[0] ?? NO_SETTINGS;
}

export function eloketSettingsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.getEloketSettings.name],
    queryFn: fetchEloketSettings,
    staleTime: Infinity,
    meta: { public: true },
  });
}

/** The settings map; empty until it has loaded. */
export function useEloketSettings(): { settings: SettingsMap; isLoaded: boolean } {
  const { data, isSuccess } = useQuery(eloketSettingsQueryOptions());
  return { settings: data ?? NO_SETTINGS, isLoaded: isSuccess };
}
