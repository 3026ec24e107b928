import { describe, expect, it } from 'vitest';
import { testConfig, testDatabase, uniqueCode } from '../test/support.js';
import type { JobDefinition } from './job-definition.js';
import { readJobRecords } from './job-repository.js';
import { createJobRunner, LEASE_SECONDS } from './job-runner.js';

const silent = { info: () => undefined, warn: () => undefined };
const T0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function countingJob(everySeconds = 60, work: () => Promise<void> = async () => undefined) {
  const job: JobDefinition & { calls: number } = {
    name: uniqueCode('job-'),
    everySeconds,
    calls: 0,
    async run() {
      job.calls++;
      await work();
      return { acted: 1, note: `call ${job.calls}` };
    },
  };
  return job;
}

async function runnerFor(jobs: JobDefinition[], instance: string) {
  const { db } = await testDatabase();
  return createJobRunner({ db, config: testConfig(), log: silent, jobs, instance, clock: () => T0 });
}

async function recordOf(name: string) {
  const { db } = await testDatabase();
  return (await readJobRecords(db)).find((r) => r.name === name);
}

describe('job runner', () => {
  it('runs a due job once, and again only when its interval has passed', async () => {
    const job = countingJob(60);
    const runner = await runnerFor([job], 'a');
    expect((await runner.runDue(T0))[0]).toMatchObject({ ran: true, acted: 1 });
    expect((await runner.runDue(at(1)))[0]).toMatchObject({ ran: false, acted: 0 });
    expect((await runner.runDue(at(59)))[0]?.ran).toBe(false);
    expect((await runner.runDue(at(60)))[0]?.ran).toBe(true);
    expect(job.calls).toBe(2);
  });

  it('records for the operator when each job last ran and what it did', async () => {
    const job = countingJob(30);
    const runner = await runnerFor([job], 'a');
    await runner.runDue(T0);
    const record = await recordOf(job.name);
    expect(record).toMatchObject({
      everySeconds: 30,
      lastActed: 1,
      lastNote: 'call 1',
      lastError: null,
      runs: 1,
      totalActed: 1,
      leaseUntil: null,
      runningInstance: null,
    });
    expect(record?.nextRunAt.toISOString()).toBe(at(30).toISOString());
    expect(record?.lastStartedAt?.toISOString()).toBe(T0.toISOString());
  });

  it('lets only one of two instances run a job at the same moment', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = countingJob(60, () => gate);
    const [a, b] = await Promise.all([runnerFor([job], 'a'), runnerFor([job], 'b')]);
    const first = a.runDue(T0);
    // While a holds the job, b finds it leased, even when forced.
    await expect.poll(async () => (await recordOf(job.name))?.runningInstance).toBe('a');
    expect((await b.runDue(T0))[0]?.ran).toBe(false);
    expect((await b.runNow(job.name, T0)).ran).toBe(false);
    release();
    expect((await first)[0]?.ran).toBe(true);
    expect(job.calls).toBe(1);
  });

  it('keeps a failed run on record with its error, and frees the job for the next run', async () => {
    const job: JobDefinition = {
      name: uniqueCode('job-'),
      everySeconds: 10,
      run: async () => {
        throw new Error('relay down');
      },
    };
    const runner = await runnerFor([job], 'a');
    expect((await runner.runDue(T0))[0]).toMatchObject({ ran: true, acted: 0, error: 'relay down' });
    expect(await recordOf(job.name)).toMatchObject({ lastError: 'relay down', leaseUntil: null, runs: 1 });
    expect((await runner.runDue(at(10)))[0]?.ran).toBe(true);
  });

  it('runs a job now on request, whether due or not', async () => {
    const job = countingJob(3600);
    const runner = await runnerFor([job], 'a');
    await runner.runDue(T0);
    expect((await runner.runNow(job.name, at(5))).ran).toBe(true);
    expect(job.calls).toBe(2);
    expect(() => runner.runNow('no-such-job')).toThrow(/Unknown job/);
  });

  it('keeps the schedule when a job is run as of a made-up moment', async () => {
    const seen: Date[] = [];
    const job: JobDefinition = {
      name: uniqueCode('job-'),
      everySeconds: 3600,
      run: async ({ now }) => {
        seen.push(now);
        return { acted: 0 };
      },
    };
    const runner = await runnerFor([job], 'a');
    await runner.runDue(T0);
    const fiveDaysAhead = at(5 * 86_400);
    expect((await runner.runNow(job.name, fiveDaysAhead)).ran).toBe(true);
    expect(seen).toEqual([T0, fiveDaysAhead]);
    const record = await recordOf(job.name);
    expect(record?.nextRunAt.toISOString()).toBe(at(3600).toISOString());
    expect(record?.lastStartedAt?.toISOString()).toBe(T0.toISOString());
    expect((await runner.runDue(at(3600)))[0]?.ran).toBe(true);
  });

  it('takes over a job whose instance died once its lease has expired', async () => {
    const { db } = await testDatabase();
    const job = countingJob(60);
    const runner = await runnerFor([job], 'b');
    await runner.runDue(T0);
    // Instance "dead" claimed the next run and never finished it.
    await db
      .updateTable('job_state')
      .set({ running_instance: 'dead', lease_until: at(60 + LEASE_SECONDS), next_run_at: at(120) })
      .where('name', '=', job.name)
      .execute();
    expect((await runner.runDue(at(130)))[0]?.ran).toBe(false);
    expect((await runner.runDue(at(61 + LEASE_SECONDS)))[0]?.ran).toBe(true);
    expect(job.calls).toBe(2);
  });

  it('runs a triggered job at once after start, and stops cleanly', async () => {
    const { db } = await testDatabase();
    const job = countingJob(3600);
    const runner = createJobRunner({ db, config: testConfig(), log: silent, jobs: [job], instance: 'c', tickMs: 50 });
    await runner.start();
    await expect.poll(() => job.calls).toBe(1);
    runner.trigger(job.name);
    await expect.poll(() => job.calls).toBe(2);
    await runner.stop();
    runner.trigger(job.name);
    expect(job.calls).toBe(2);
  });

  it('refuses two jobs with the same name', async () => {
    const job = countingJob();
    await expect(runnerFor([job, { ...job }], 'a')).rejects.toThrow(/same name/);
  });
});
