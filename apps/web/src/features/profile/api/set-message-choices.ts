/** eloket/set_message_choices (ours, issue 26): the optional messages the resident turns off, then the choices again. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { queryClient } from '../../../lib/query-client';
import { messageChoicesQueryOptions } from './get-message-choices';

export async function setMessageChoices(off: readonly string[]): Promise<void> {
  await callService(endpoints.setMessageChoices, { p_off: off.join(',') });
  await queryClient.invalidateQueries({ queryKey: messageChoicesQueryOptions.queryKey });
}

export function useSetMessageChoices() {
  return useMutation({ mutationFn: setMessageChoices });
}
