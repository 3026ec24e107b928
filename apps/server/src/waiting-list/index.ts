/** The waiting-list area: joining it and its home count (the listing and withdrawing come with the waiting-list screens). */

export { countWaitingListEntries } from './waiting-list-counts.js';
export { waitingListHandlers } from './waiting-list-handlers.js';
export {
  ADDED_TO_WAITING_LIST_EVENT,
  addRequestToWaitingList,
  JOINABLE_REQUEST_STATUS,
  joinWaitingList,
} from './waiting-list-service.js';
