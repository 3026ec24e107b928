/** The job runner: one for every scheduled job of the server (docs/jobs.md). */
export type { JobContext, JobDefinition, JobLog, JobOutcome } from './job-definition.js';
export { type JobRecord, readJobRecords } from './job-repository.js';
export {
  createJobRunner,
  type JobRunner,
  type JobRunnerOptions,
  type JobRunResult,
  LEASE_SECONDS,
} from './job-runner.js';
