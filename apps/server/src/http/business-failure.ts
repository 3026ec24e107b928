/**
 * Business failures (contract BUSINESS_FAILURE_CODES): an outcome the user must be told about
 * (wrong password, expired code), not a broken call. A service throws one; the services plugin
 * answers it with HTTP 200, messagetype 'E' and the translated `failure.<CODE>` text (decision
 * 001: business outcomes are 200; protocol errors keep their 4xx through ServiceError).
 */
import type { BusinessFailureCode, Envelope, Locale } from '@parkeerloket/contract';
import { translate } from './messages.js';

export class BusinessFailure extends Error {
  constructor(
    readonly code: BusinessFailureCode,
    /** For the log only; never shown to the user. */
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'BusinessFailure';
  }
}

export function failureEnvelope(locale: Locale, code: BusinessFailureCode): Envelope<never> {
  return { statuscode: code, statusmessage: translate(locale, `failure.${code}`), messagetype: 'E', result: [] };
}
