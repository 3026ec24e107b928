/**
 * All SQL on job_state. Not tenant data: one row per job, shared by every instance. A run is
 * claimed by one instance with `for update skip locked` on the job's row and a lease, so two
 * instances never start the same job at once; a run that dies leaves a lease that expires.
 */
import { type Selectable, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { JobStateTable } from '../db/schema.js';

export interface JobRecord {
  name: string;
  everySeconds: number;
  nextRunAt: Date;
  leaseUntil: Date | null;
  runningInstance: string | null;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastActed: number | null;
  lastNote: string | null;
  lastError: string | null;
  runs: number;
  totalActed: number;
}

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** A job_state row as read; `total_acted` is a bigint, which the driver may hand over as a string. */
type Row = Omit<Selectable<JobStateTable>, 'total_acted'> & { total_acted: number | string };

function toRecord(row: Row): JobRecord {
  return {
    name: row.name,
    everySeconds: row.every_seconds,
    nextRunAt: new Date(row.next_run_at),
    leaseUntil: asDate(row.lease_until),
    runningInstance: row.running_instance,
    lastStartedAt: asDate(row.last_started_at),
    lastFinishedAt: asDate(row.last_finished_at),
    lastActed: row.last_acted,
    lastNote: row.last_note,
    lastError: row.last_error,
    runs: row.runs,
    totalActed: Number(row.total_acted),
  };
}

/** Makes sure every job has its row; a changed interval is taken over, the schedule is kept. */
export async function registerJobs(
  db: Database,
  jobs: readonly { name: string; everySeconds: number }[],
  now: Date,
): Promise<void> {
  for (const job of jobs) {
    await db
      .insertInto('job_state')
      .values({ name: job.name, every_seconds: job.everySeconds, next_run_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ every_seconds: job.everySeconds }))
      .execute();
  }
}

/**
 * Claims a run of the job for `instance`: only when no lease is held and, unless `force`, the job is
 * due. Returns false when another instance holds it or it is not due. `keepSchedule`: the run is no
 * run of the schedule (the operator's run as of a made-up moment), so the next run stays where it was.
 */
export async function claimJobRun(
  db: Database,
  name: string,
  instance: string,
  now: Date,
  options: { leaseSeconds: number; force?: boolean; keepSchedule?: boolean },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('job_state')
      .select(['name', 'every_seconds'])
      .where('name', '=', name)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]));
    if (!options.force) query = query.where('next_run_at', '<=', now);
    const row = await query.forUpdate().skipLocked().executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable('job_state')
      .set({
        lease_until: new Date(now.getTime() + options.leaseSeconds * 1000),
        running_instance: instance,
        last_started_at: now,
        ...(options.keepSchedule ? {} : { next_run_at: new Date(now.getTime() + row.every_seconds * 1000) }),
      })
      .where('name', '=', name)
      .execute();
    return true;
  });
}

/** Records what a run did and frees the lease, only if this instance still holds it. */
export async function finishJobRun(
  db: Database,
  name: string,
  instance: string,
  finishedAt: Date,
  outcome: { acted: number; note: string | null; error: string | null },
): Promise<void> {
  await db
    .updateTable('job_state')
    .set({
      lease_until: null,
      running_instance: null,
      last_finished_at: finishedAt,
      last_acted: outcome.acted,
      last_note: outcome.note,
      last_error: outcome.error,
      runs: sql`runs + 1`,
      total_acted: sql`total_acted + ${outcome.acted}`,
    })
    .where('name', '=', name)
    .where('running_instance', '=', instance)
    .execute();
}

export async function readJobRecords(db: Database): Promise<JobRecord[]> {
  const rows = await db.selectFrom('job_state').selectAll().orderBy('name').execute();
  return rows.map((row) => toRecord(row as Row));
}
