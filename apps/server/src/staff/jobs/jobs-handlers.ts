/**
 * The scheduled jobs (decision 034): every job of `serverJobs()` with its record in job_state, and a
 * run now on the same runner code and lease the operator's run-job uses (never a second timer). Jobs
 * are the server's, not a municipality's: every municipality's beheerder sees the same list.
 */
import type { StaffRouteOf } from '@parkeerloket/contract';
import { createJobRunner, type JobDefinition, readJobRecords } from '../../jobs/index.js';
import type { StaffHandler } from '../api/staff-call-context.js';
import { StaffProblem } from '../api/staff-call-context.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function createJobHandlers(jobs: () => readonly JobDefinition[]) {
  const listJobs: StaffHandler<StaffRouteOf<'listJobs'>> = async (ctx) => {
    const records = new Map((await readJobRecords(ctx.db)).map((r) => [r.name, r]));
    return {
      items: jobs().map((job) => {
        const record = records.get(job.name);
        return {
          name: job.name,
          everySeconds: job.everySeconds,
          lastStartedAt: iso(record?.lastStartedAt ?? null),
          lastFinishedAt: iso(record?.lastFinishedAt ?? null),
          nextRunAt: iso(record?.nextRunAt ?? null),
          lastActed: record?.lastActed ?? null,
          lastNote: record?.lastNote ?? null,
          lastError: record?.lastError ?? null,
          running: record?.leaseUntil ? record.leaseUntil.getTime() > ctx.now.getTime() : false,
        };
      }),
    };
  };

  const runJob: StaffHandler<StaffRouteOf<'runJob'>> = async (ctx, { params }) => {
    const all = jobs();
    if (!all.some((job) => job.name === params.name)) throw new StaffProblem(404, 'staff.problem.404');
    // Not started: no timer of its own; one run under the job's lease, as the operator's run-job does.
    const runner = createJobRunner({
      db: ctx.db,
      config: ctx.config,
      log: ctx.log,
      jobs: all,
      instance: `staff-${ctx.staff.id}`,
    });
    const result = await runner.runNow(params.name);
    await ctx.audit({
      action: 'run-job',
      objectType: 'job',
      objectId: params.name,
      after: { ran: result.ran, acted: result.acted, error: result.error },
    });
    return { name: result.name, ran: result.ran, acted: result.acted, error: result.error };
  };

  return { listJobs, runJob };
}
