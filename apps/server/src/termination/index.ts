/** The termination area: ending a permit now or on a planned day, refunds and their SEPA export (lifecycle 2.10, 4.8). */

export { endDuePermits, leftAloneNote, type SweepOutcome, type TerminationMachine } from './due-permits.js';
export { type DebtorAccount, exportRefunds, type RefundExport, RefundExportError } from './refund-export.js';
export { type RefundExportFilters, refundOrderExportBatch, refundsPerMonth } from './refund-export-csv.js';
export { refundOrdersOfRelation } from './refund-listing.js';
export {
  exportableStatuses,
  REFUND_ORDER_STATUSES,
  type RefundOrderRefusal,
  type RefundOrderStatus,
  refundOrderTransition,
} from './refund-order-machine.js';
export {
  approveRefundOrder,
  deliverFromRefundOrder,
  FAILURE_REASON_MAX_LENGTH,
  markRefundFailed,
  markRefundPaid,
  orderRefundOrder,
  type RefundOrderChange,
  RefundOrderError,
  type RefundOrderProblem,
  setRefundAccount,
} from './refund-order-service.js';
export { refundTermsOf } from './refund-terms.js';
export { createTerminationHandlers } from './termination-handlers.js';
export { createPlannedTerminationsJob, plannedTerminationsJob, terminationJobs } from './termination-jobs.js';
export {
  type PermitState,
  permitStateOf,
  type TerminationOutcome,
  terminationTransition,
} from './termination-machine.js';
export { messageRefundPaid } from './termination-messages.js';
export {
  countRefundOrders,
  findPaymentRefundOrder,
  findRefundOrder,
  insertPaymentRefundOrder,
  insertRefundOrder,
  listRefundOrderPage,
  listRefundOrders,
  listRefundsOfRelation,
  type PermitRefund,
  permitRefundJson,
  type RefundOrderFilter,
  type RefundOrderRow,
  type RelationRefundRow,
  readRefundExportFile,
} from './termination-repository.js';
export { type TerminateAnswer, type TerminationCall, terminatePermit } from './termination-service.js';
