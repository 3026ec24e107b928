/**
 * waitinglist_request_count of the home tiles (core 2.11): the relation's live waiting-list entries, from the
 * query the catalogue asks for "you are on the waiting list" (liveWaitingListEntries), so the two never disagree.
 */
import { liveWaitingListEntries } from '../catalogue/index.js';
import type { CountScope } from '../home/index.js';

export async function countWaitingListEntries({ db, tenantId, relationId }: CountScope): Promise<number> {
  if (relationId === null) return 0;
  return (await liveWaitingListEntries(db, tenantId, relationId)).length;
}
