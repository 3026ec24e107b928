/** The termination area: ending a permit now or on a planned day, refunds and their SEPA export (lifecycle 2.10, 4.8). */
export { plannedTerminationsJob, terminationJobs } from './termination-jobs.js';
