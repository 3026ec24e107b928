/**
 * The one job runner of the server (DECISIONS 3, Scheduled work). Every instance runs one; each
 * tick it tries the jobs that are due, and a job's row in job_state (claimed with `for update skip
 * locked` and a lease) makes sure only one instance runs a job at a time. The jobs themselves take
 * their rows with row locks too, so even a run that overlaps a lease that expired acts on a row once.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { JobDefinition, JobLog, JobOutcome } from './job-definition.js';
import { claimJobRun, finishJobRun, registerJobs } from './job-repository.js';

/** Longer than any run should take; a run that takes longer may be started again elsewhere. */
export const LEASE_SECONDS = 10 * 60;
const TICK_MS = 5_000;

export interface JobRunResult {
  name: string;
  /** False when another instance held the job or it was not due. */
  ran: boolean;
  acted: number;
  note: string | null;
  error: string | null;
}

export interface JobRunner {
  readonly instance: string;
  /** Creates the job rows and starts ticking. */
  start(): Promise<void>;
  /** Stops ticking and waits for runs in progress. */
  stop(): Promise<void>;
  /** Runs every due job once (what a tick does). */
  runDue(now?: Date): Promise<JobRunResult[]>;
  /**
   * Runs one job now whether due or not, unless another instance holds it (operator, tests). With `at`
   * the job does its work as if it were that moment (the operator rehearsing a later day): a made-up
   * moment is no run of the schedule, so the next regular run stays where it was, and the lease and the
   * record of the run keep the real clock.
   */
  runNow(name: string, at?: Date): Promise<JobRunResult>;
  /** Asks for a run of the job soon, e.g. because work was just queued. */
  trigger(name: string): void;
}

export interface JobRunnerOptions {
  db: Database;
  config: Config;
  log: JobLog;
  jobs: readonly JobDefinition[];
  /** The clock; tests pass their own. */
  clock?: () => Date;
  tickMs?: number;
  instance?: string;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, config, log, jobs } = options;
  const clock = options.clock ?? (() => new Date());
  const instance = options.instance ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('Two jobs have the same name');
  const running = new Map<string, Promise<JobRunResult>>();
  const triggered = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let registered: Promise<void> | undefined;

  const ensureRegistered = () => {
    registered ??= registerJobs(db, jobs, clock());
    return registered;
  };

  /** `asOf`: the moment the job works as of, when it is not the moment of the run (runNow's `at`). */
  async function execute(job: JobDefinition, now: Date, force: boolean, asOf?: Date): Promise<JobRunResult> {
    await ensureRegistered();
    const claimed = await claimJobRun(db, job.name, instance, now, {
      leaseSeconds: LEASE_SECONDS,
      force,
      keepSchedule: asOf !== undefined,
    });
    if (!claimed) return { name: job.name, ran: false, acted: 0, note: null, error: null };
    let outcome: JobOutcome = { acted: 0 };
    let error: string | null = null;
    try {
      outcome = await job.run({ db, config, log, now: asOf ?? now });
    } catch (failure) {
      error = messageOf(failure);
      log.warn({ job: job.name, err: failure }, 'job failed');
    }
    await finishJobRun(db, job.name, instance, clock(), { acted: outcome.acted, note: outcome.note ?? null, error });
    if (outcome.acted > 0) log.info({ job: job.name, acted: outcome.acted, note: outcome.note }, 'job ran');
    return { name: job.name, ran: true, acted: outcome.acted, note: outcome.note ?? null, error };
  }

  /** One run of a job per instance at a time; a second ask waits for the first. */
  function once(job: JobDefinition, now: Date, force: boolean, asOf?: Date): Promise<JobRunResult> {
    const current = running.get(job.name);
    if (current) return current.then(() => ({ name: job.name, ran: false, acted: 0, note: null, error: null }));
    const run = execute(job, now, force, asOf).finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  async function runDue(now = clock()): Promise<JobRunResult[]> {
    const results: JobRunResult[] = [];
    for (const job of jobs) {
      const force = triggered.delete(job.name);
      results.push(await once(job, now, force));
    }
    return results;
  }

  let ticking = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms).unref();
  };
  const tick = async () => {
    timer = undefined;
    ticking = true;
    try {
      await runDue();
    } catch (error) {
      log.warn({ err: error }, 'job runner tick failed');
    } finally {
      ticking = false;
    }
    schedule(triggered.size > 0 ? 0 : (options.tickMs ?? TICK_MS));
  };

  return {
    instance,
    async start() {
      await ensureRegistered();
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...running.values()]);
    },
    runDue,
    runNow(name, at) {
      const job = byName.get(name);
      if (!job) throw new Error(`Unknown job "${name}"`);
      return once(job, clock(), true, at);
    },
    trigger(name) {
      if (!byName.has(name) || stopped) return;
      triggered.add(name);
      if (!ticking) schedule(0);
    },
  };
}
