/** The request flow (lifecycle 2.3): the screen of /request-product/{permitTypeId}/{areaId}, loaded lazily by the route table. */

/** A pending request continued at its upload (or confirmation) stage: /upload-files-for-pending-request/{requestId}. */
export { PendingRequestScreen } from './components/pending-request-screen';
export { RequestFlowScreen, type WaitingItemFlow } from './components/request-flow-screen';
