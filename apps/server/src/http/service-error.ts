/**
 * Errors a service call can end in. Each carries a stable code from the contract's error
 * vocabulary; the services plugin turns it into the envelope and HTTP status.
 */
import type { ErrorCode, FieldProblem } from '@parkeerloket/contract';

export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly problems: FieldProblem[] = [],
    /** For the log only; never shown to the user. */
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ServiceError';
  }
}

export const sessionTimeout = () => new ServiceError('SESSION_TIMEOUT');
export const invalidParameters = (problems: FieldProblem[]) => new ServiceError('INVALID_PARAMETERS', problems);
export const notFound = (detail?: string) => new ServiceError('NOT_FOUND', [], detail);
export const forbidden = (detail?: string) => new ServiceError('FORBIDDEN', [], detail);
