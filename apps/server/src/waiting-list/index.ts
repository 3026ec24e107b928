/** The waiting-list area: joining it (the listing and withdrawing come with the waiting-list screens). */

export { type FreedPlace, listUnofferedCapacity, recordFreedCapacity } from './freed-capacity.js';
export { waitingListHandlers } from './waiting-list-handlers.js';
export {
  ADDED_TO_WAITING_LIST_EVENT,
  addRequestToWaitingList,
  JOINABLE_REQUEST_STATUS,
  joinWaitingList,
} from './waiting-list-service.js';
