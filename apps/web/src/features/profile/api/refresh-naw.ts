/** After a change to the profile the user record is fetched again, and the change is awaited before moving on. */
import { nawQueryOptions } from '../../../api/get-naw';
import { queryClient } from '../../../lib/query-client';

export async function refreshNaw(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: nawQueryOptions().queryKey });
}
