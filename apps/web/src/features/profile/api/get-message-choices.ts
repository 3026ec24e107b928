/** eloket/get_message_choices (ours, issue 26): the optional messages the municipality sends, each on or off. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function fetchMessageChoices() {
  const answer = await callService(endpoints.getMessageChoices, {});
  return answer.result;
}

export const messageChoicesQueryOptions = queryOptions({
  queryKey: [endpoints.getMessageChoices.name],
  queryFn: fetchMessageChoices,
});

export function useMessageChoices() {
  return useQuery(messageChoicesQueryOptions);
}
