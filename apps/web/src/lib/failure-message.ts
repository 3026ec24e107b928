/**
 * How a failed call is told to the user (core 8): the server's statusmessage, or the
 * bundled text of its statuscode, or for a network failure the connection message. The
 * API client shows it in the message dialog; a screen that handles a failure itself
 * (`quiet`) uses the same words.
 */
import type { ServiceError } from './api-client';
import { i18n } from './i18n';
import { showMessage } from './messages';

export function failureText(error: ServiceError): string {
  if (error.kind === 'network') {
    return error.status === undefined
      ? i18n.t('message.network_error')
      : i18n.t('message.http_error', { status: error.status });
  }
  const envelope = error.envelope;
  const fallbackKey = `error.${envelope?.statuscode ?? 'INTERNAL_ERROR'}`;
  return envelope?.statusmessage || (i18n.exists(fallbackKey) ? i18n.t(fallbackKey) : i18n.t('error.INTERNAL_ERROR'));
}

export function showFailure(error: ServiceError): void {
  const messagetype = error.kind === 'network' ? undefined : error.envelope?.messagetype;
  const type = messagetype === 'I' || messagetype === 'W' ? messagetype : 'E';
  showMessage({ type, text: failureText(error) });
}
