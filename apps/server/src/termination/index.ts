/** The termination area: ending a permit now or on a planned day, refunds and their SEPA export (lifecycle 2.10, 4.8). */

export { type DebtorAccount, exportRefunds, type RefundExport, RefundExportError } from './refund-export.js';
export { type RefundRule, type RefundTerms, refundCents, refundTermsOf } from './refund-rule.js';
export { createTerminationHandlers } from './termination-handlers.js';
export { plannedTerminationsJob, terminationJobs } from './termination-jobs.js';
export { type PermitState, permitStateOf, terminationTransition } from './termination-machine.js';
export { insertRefundOrder, listRefundOrders, type RefundOrderRow } from './termination-repository.js';
