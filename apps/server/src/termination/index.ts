/** The termination area: ending a permit now or on a planned day, refunds and their SEPA export (lifecycle 2.10, 4.8). */

export { endDuePermits, leftAloneNote, type SweepOutcome, type TerminationMachine } from './due-permits.js';
export { type DebtorAccount, exportRefunds, type RefundExport, RefundExportError } from './refund-export.js';
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
  insertPaymentRefundOrder,
  insertRefundOrder,
  listRefundOrders,
  type PermitRefund,
  permitRefundJson,
  type RefundOrderRow,
} from './termination-repository.js';
