/**
 * Every scheduled job of the server, in one list the runner and the operator tool share. An area
 * adds its job (written in its own folder as `<area>-jobs.ts`) here.
 */
import { PAYMENT_JOBS } from '../payments/index.js';
import { permitJobs } from '../products/index.js';
import { createProlongationJobs } from '../prolongations/index.js';
import { terminationJobs } from '../termination/index.js';
import { waitingListJobs } from '../waiting-list/index.js';
import { cleanupJob } from './cleanup-job.js';
import type { JobDefinition } from './job-definition.js';

export function serverJobs(options: { outbox?: JobDefinition | undefined } = {}): JobDefinition[] {
  return [
    ...(options.outbox ? [options.outbox] : []),
    cleanupJob,
    ...permitJobs,
    ...terminationJobs,
    ...PAYMENT_JOBS,
    ...waitingListJobs,
    ...createProlongationJobs(),
  ];
}
