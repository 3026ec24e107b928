/**
 * Reading result[0] of a request answer (lifecycle 4.1, 7: "reads result[0]"). An OK answer without
 * it cannot be routed: it is shown as a failure of the server, and the flow stays where it is.
 */
import type { RequestResult } from '@parkeerloket/contract';
import { type ServiceAnswer, ServiceError } from '../lib/api-client';
import { showFailure } from '../lib/failure-message';

export function firstRequestResult(answer: ServiceAnswer<RequestResult>): RequestResult {
  const result = answer.result[0];
  if (result) return result;
  const error = new ServiceError('failure', { ...answer, statuscode: 'INTERNAL_ERROR', statusmessage: '' });
  showFailure(error);
  throw error;
}
