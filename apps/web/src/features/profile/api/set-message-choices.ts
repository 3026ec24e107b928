/** eloket/set_message_choices (ours, issue 26): the optional messages the resident turns off, then the user record again. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { refreshNaw } from './refresh-naw';

export async function setMessageChoices(off: readonly string[]): Promise<void> {
  await callService(endpoints.setMessageChoices, { p_off: off.join(',') });
  await refreshNaw();
}

export function useSetMessageChoices() {
  return useMutation({ mutationFn: setMessageChoices });
}
