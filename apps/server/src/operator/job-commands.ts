/**
 * The operator's view of the job runner (docs/jobs.md): when each job last ran and what it did, and
 * one run of a job now (after a fix, or in a test with `--at` to play a later day).
 */

import { serverJobs } from '../composition.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createJobRunner, type JobRecord, readJobRecords } from '../jobs/index.js';
import { TenantAdminError } from '../tenants/index.js';

export const JOB_COMMANDS = ['jobs', 'run-job'] as const;

export const JOB_HELP = `Scheduled jobs (docs/jobs.md)
  jobs                                           Every job: interval, last run, what it did, errors, next run.
  run-job <name> [--at=<ISO moment>]             Run one job once now (--at: as if it were that moment).`;

export function isJobCommand(command: string): boolean {
  return (JOB_COMMANDS as readonly string[]).includes(command);
}

const iso = (value: Date | null) => (value ? value.toISOString() : '-');

export function formatJobRecords(records: readonly JobRecord[]): string {
  if (records.length === 0) return 'No job has run yet: the server registers its jobs when it starts.\n';
  return records
    .map((r) =>
      [
        `${r.name} (every ${r.everySeconds} s)`,
        `  last run:   ${iso(r.lastStartedAt)} .. ${iso(r.lastFinishedAt)}`,
        `  last acted: ${r.lastActed ?? '-'}${r.lastNote ? ` (${r.lastNote})` : ''}`,
        ...(r.lastError ? [`  last error: ${r.lastError}`] : []),
        `  runs: ${r.runs}, acted in total: ${r.totalActed}`,
        `  next run:   ${iso(r.nextRunAt)}${r.runningInstance ? `, running on ${r.runningInstance}` : ''}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

export async function runJobCommand(
  db: Database,
  command: string,
  args: readonly string[],
  flags: Record<string, string | boolean>,
  write: (text: string) => void,
): Promise<void> {
  if (command === 'jobs') {
    write(formatJobRecords(await readJobRecords(db)));
    return;
  }
  const name = args[0];
  // The outbox job is left out: its SMTP relay belongs to the server's configuration.
  const jobs = serverJobs();
  if (!name || !jobs.some((job) => job.name === name)) {
    throw new TenantAdminError(`Give a job name: ${jobs.map((job) => job.name).join(', ')}`);
  }
  const at = typeof flags.at === 'string' ? new Date(flags.at) : undefined;
  if (at && Number.isNaN(at.getTime())) {
    throw new TenantAdminError('--at must be a moment such as 2026-05-01T03:00:00Z');
  }
  const log = { info: () => undefined, warn: (_details: object, message: string) => write(`${message}\n`) };
  // The real clock: `--at` is the moment the job works as of, not when it ran (the schedule stays).
  const runner = createJobRunner({ db, config: loadConfig(), log, jobs, instance: 'operator' });
  const result = await runner.runNow(name, at);
  if (!result.ran) throw new TenantAdminError(`${name} is running elsewhere right now; try again in a moment.`);
  if (result.error) throw new TenantAdminError(`${name} failed: ${result.error}`);
  write(`${name}: acted on ${result.acted}${result.note ? ` (${result.note})` : ''}\n`);
}
