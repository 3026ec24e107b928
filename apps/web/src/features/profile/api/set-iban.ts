/** eloket/set_iban (core 2.13, 2.14, 7.4): both upper-cased; both empty deletes the IBAN. */
import { normalizeAccountOwner, normalizeIban } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { refreshNaw } from './refresh-naw';

export interface IbanInput {
  iban: string;
  owner: string;
}

/** Quiet: the IBAN editor shows a refusal on the form; deleting on /user lets the message dialog say it. */
export async function setIban(input: IbanInput, quiet: boolean): Promise<void> {
  await callService(
    endpoints.setIban,
    { p_bankaccount_nr: normalizeIban(input.iban), p_bankaccount_owner: normalizeAccountOwner(input.owner) },
    { quiet },
  );
  await refreshNaw();
}

export function useDeleteIban() {
  return useMutation({ mutationFn: () => setIban({ iban: '', owner: '' }, false) });
}
