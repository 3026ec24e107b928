/**
 * eloket/finish_request (lifecycle 7 "Finish request: p_rqt_id"): where the caller's request stands
 * now, with DOCUMENTS_TO_UPLOAD (the uploaded documents and their statuses, rejected ones with
 * STATUS_DESCRIPTION and STATUS_REASON_DESC) and what the request is for. The pending upload page
 * resumes the flow with it. Quiet: the page shows a failure (another user's or another
 * municipality's request is NOT_FOUND) itself, with a way back.
 */
import type { RequestResult } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService, ServiceError } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function fetchRequestResult(requestId: number): Promise<RequestResult> {
  const answer = await callService(endpoints.finishRequest, { p_rqt_id: String(requestId) }, { quiet: true });
  const result = answer.result[0];
  if (!result) throw new ServiceError('failure', { ...answer, statuscode: 'INTERNAL_ERROR', statusmessage: '' });
  return result;
}

export function requestResultQueryOptions(requestId: number | null, language: string) {
  return queryOptions({
    queryKey: [endpoints.finishRequest.name, requestId, language],
    queryFn: () => fetchRequestResult(requestId as number),
    enabled: requestId !== null,
    // Where the request stands now, each time the page opens: the municipality may just have reviewed it.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useRequestResult(requestId: number | null, language: string) {
  return useQuery(requestResultQueryOptions(requestId, language));
}
