/**
 * The prolongations area (lifecycle 2.13, 4.4; decision 010): the job that offers a permit's next
 * period, eloket/get_vrex_permits, withdrawing a prolongation (eloket/withdraw_item, with the cart's
 * items), the PROLONGATION invoice's effect, the home count and the operator's offer setting.
 * Making the handlers or the job list registers the invoice effect.
 */
export { setProlongationOfferDays } from './prolongation-settings.js';
export { createProlongationsHandlers } from './prolongations-handlers.js';
export { createProlongationJobs, offerProlongationsJob, PROLONGATION_OFFER_JOB } from './prolongations-jobs.js';
