/** The waiting-list area: joining it, the listing with positions, withdrawing. */

export { type FreedPlace, freePermitPlace, listUnofferedCapacity, recordFreedCapacity } from './freed-capacity.js';
export {
  type WaitingListExportFilters,
  waitingListExportBatch,
  waitingTimePerLocation,
} from './waiting-list-export.js';
export { waitingListHandlers } from './waiting-list-handlers.js';
export {
  offerFreedPlacesJob,
  passOnLapsedOffersJob,
  WAITING_LIST_OFFER_JOB,
  WAITING_LIST_PASS_ON_JOB,
  waitingListJobs,
} from './waiting-list-jobs.js';
export { waitingListEntriesOfRelation } from './waiting-list-listing-staff.js';
export {
  findOwnWaitingListEntry,
  liveEntriesCountQuery,
  type WaitingListEntryRow,
} from './waiting-list-repository.js';
export {
  ADDED_TO_WAITING_LIST_EVENT,
  addRequestToWaitingList,
  JOINABLE_REQUEST_STATUS,
  joinWaitingList,
  listWaitingList,
  takeOfferedPlace,
  withdrawEntry,
} from './waiting-list-service.js';
export {
  listStaffWaitingQueues,
  offerWaitingListPlaceNow,
  passWaitingListOfferOn,
  removeWaitingListEntryByStaff,
  type StaffQueue,
  type WaitingListStaffChange,
  WaitingListStaffError,
} from './waiting-list-staff.js';
