/**
 * eloket/check_iban (core 2.14, 7.4): OK, or FAILED with the server's statusmessage saying what
 * is wrong (statuscode OK). Quiet: the IBAN editor and the termination show a refusal at the IBAN field.
 */
import { normalizeIban } from '@parkeerloket/contract';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

export type IbanCheck = { ok: true } | { ok: false; message: string };

export async function checkIban(iban: string): Promise<IbanCheck> {
  const answer = await callService(endpoints.checkIban, { p_iban: normalizeIban(iban) }, { quiet: true });
  if (answer.result[0]?.CHECK_IBAN === 'OK') return { ok: true };
  return { ok: false, message: answer.statusmessage };
}
