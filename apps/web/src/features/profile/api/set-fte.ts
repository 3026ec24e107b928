/** eloket/set_fte (core 2.15, 7.4): the number of FTE, digits only. Quiet: the FTE dialog shows a refusal. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { refreshNaw } from './refresh-naw';

export async function setFte(numberOfFte: string): Promise<void> {
  await callService(endpoints.setFte, { p_number_of_fte: numberOfFte }, { quiet: true });
  await refreshNaw();
}

export function useSetFte() {
  return useMutation({ mutationFn: setFte });
}
