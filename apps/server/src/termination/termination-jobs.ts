/**
 * Planned terminations take effect (lifecycle 4.8; DECISIONS 1, Termination date): a permit with a
 * planned end date is valid through that day and ends on the next run after it, its refund order
 * becomes payable and its place goes to the waiting list. Each permit found goes through the
 * termination machine's DATE_PASSED (endDuePermits). Rows are locked (`for update skip locked`) per
 * batch, so two instances end each permit once.
 */
import { amsterdamDay } from '@parkeerloket/contract';
import type { JobDefinition } from '../jobs/index.js';
import { endDuePermits, leftAloneNote, type TerminationMachine } from './due-permits.js';
import { terminationTransition } from './termination-machine.js';
import { endTerminatedPermit } from './termination-messages.js';

const BATCH = 200;

export interface TerminationJobOptions {
  /** The termination machine the job asks; the real one unless a test replaces it. */
  machine?: TerminationMachine;
  batch?: number;
}

export function createPlannedTerminationsJob(options: TerminationJobOptions = {}): JobDefinition {
  return {
    name: 'planned-terminations',
    everySeconds: 15 * 60,
    async run({ db, now }) {
      const today = amsterdamDay(now);
      const outcome = await endDuePermits(db, {
        day: 'planned_end_date',
        event: 'DATE_PASSED',
        today,
        batch: options.batch ?? BATCH,
        machine: options.machine ?? terminationTransition,
        end: (trx, permit) => endTerminatedPermit(trx, permit, permit.end_date, today),
      });
      return {
        acted: outcome.ended,
        note: `${outcome.ended} planned terminations took effect${leftAloneNote(outcome)}`,
      };
    },
  };
}

export const plannedTerminationsJob: JobDefinition = createPlannedTerminationsJob();

export const terminationJobs: readonly JobDefinition[] = [plannedTerminationsJob];
