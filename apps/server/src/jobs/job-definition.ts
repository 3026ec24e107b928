/**
 * The shape of a scheduled job (docs/jobs.md). An area that needs scheduled work writes its job in
 * its own folder as such a definition and registers it in `composition.ts`; the runner alone owns
 * the timer. A job takes its rows with `for update skip locked` in short transactions, so two
 * instances running it at once never act on the same row, and running it twice in a row acts once.
 */
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobContext {
  db: Database;
  config: Config;
  log: JobLog;
  /** The moment of this run; "today" is its day in Europe/Amsterdam. */
  now: Date;
}

export interface JobOutcome {
  /** Rows acted on (messages sent, permits ended ...). */
  acted: number;
  /** A short line for the operator, e.g. "3 sent, 1 failed". */
  note?: string;
}

export interface JobDefinition {
  /** Kebab-case, unique; the key of its record in job_state. */
  name: string;
  everySeconds: number;
  run(ctx: JobContext): Promise<JobOutcome>;
}
