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
    /** A translated message that says more than the code's general text (why a product is not requestable). */
    readonly message_?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'BusinessFailure';
  }
}

export function failureEnvelope(locale: Locale, code: BusinessFailureCode, message?: string): Envelope<never> {
  return {
    statuscode: code,
    statusmessage: message ?? translate(locale, `failure.${code}`),
    messagetype: 'E',
    result: [],
  };
}
