/**
 * The products area's calls (lifecycle 2.7, 2.9, 2.10, 7): permit-plus info and link e-mail, the
 * licence plate change, and "Don't terminate". Failures go to the message dialog (not quiet).
 */
import type { PermitPlusInfo, RequestResult } from '@parkeerloket/contract';
import { useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export function usePermitplusInfo(rootRqtId: number, enabled: boolean, language: string) {
  return useQuery({
    queryKey: [endpoints.getPermitplusInfo.name, rootRqtId, language],
    queryFn: async (): Promise<PermitPlusInfo | null> =>
      (await callService(endpoints.getPermitplusInfo, { p_root_rqt_id: String(rootRqtId) }, { quiet: true }))
        .result[0] ?? null,
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/** Answers the server's notice ("we have sent you an e-mail"). */
export async function sendPermitplusLink(rootRqtId: number): Promise<string> {
  return (await callService(endpoints.sendPermitplusLink, { p_root_rqt_id: String(rootRqtId) })).statusmessage;
}

export async function requestLicenseChange(
  rootRqtId: number,
  plates: readonly object[],
  priceEuro: number,
): Promise<RequestResult> {
  const answer = await callService(endpoints.requestLicenseChangeForRqt, {
    p_rqt_id: String(rootRqtId),
    p_licenseplates: JSON.stringify(plates),
    p_price: priceEuro.toFixed(2),
  });
  const result = answer.result[0];
  if (!result) throw new Error('no result');
  return result;
}
