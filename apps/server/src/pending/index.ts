/**
 * The pending requests area (lifecycle 2.12, 4.3): the caller's open requests, listed with the same
 * query as the home's pending count, and withdrawn through applyRequestEvent. Continuing one is the
 * request flow's continue_pcs_by_rqt_id.
 */
export { pendingHandlers } from './pending-handlers.js';
