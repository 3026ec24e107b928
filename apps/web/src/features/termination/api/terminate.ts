/**
 * eloket/terminate_permit (lifecycle 2.10, 7): now or on a date. The refund account comes as typed in step 1
 * and is normalised here, once on the web, by the contract's normalizeIban and normalizeAccountOwner (the
 * functions the endpoint's schema applies on the server), with the stored login e-mail as p_email (lifecycle 7).
 * Answers the server's message.
 */
import { normalizeAccountOwner, normalizeIban } from '@parkeerloket/contract';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { loginEmail } from '../../../lib/login-session';
import type { TerminationDraft } from '../termination-draft';

export async function terminatePermit(rootRqtId: number, draft: TerminationDraft): Promise<string> {
  const answer = await callService(endpoints.terminatePermit, {
    p_rqt_id: String(rootRqtId),
    p_reference: '',
    p_bankaccount_nr: normalizeIban(draft.iban),
    p_bankaccount_owner: normalizeAccountOwner(draft.owner),
    p_email: loginEmail(),
    p_end_date: draft.endDate ?? '',
  });
  return answer.statusmessage;
}
