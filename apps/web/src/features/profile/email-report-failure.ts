/** Failures of the e-mail calls: REL-00069 / REL-00070 in the attention dialog (core 2.17, 8), the rest as usual. */
import { ServiceError } from '../../lib/api-client';
import { failureText, showFailure } from '../../lib/failure-message';
import { showMessage } from '../../lib/messages';
import { isAttentionFailure } from './email-gate-rules';

export function reportEmailFailure(error: unknown): void {
  // An ended session has been handled by the API client.
  if (!(error instanceof ServiceError) || error.kind === 'session-timeout') return;
  if (error.kind === 'failure' && isAttentionFailure(error.envelope?.statuscode)) {
    showMessage({ type: 'W', variant: 'attention', text: failureText(error) });
  } else {
    showFailure(error);
  }
}
