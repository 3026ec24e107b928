/**
 * Planned terminations take effect (lifecycle 4.8; DECISIONS 1, Termination date): a permit with a
 * planned end date is valid through that day and ends on the next run after it, its refund order
 * becomes payable and its place goes to the waiting list. Rows are locked (`for update skip
 * locked`) per batch, so two instances end each permit once.
 */
import { amsterdamDay } from '@parkeerloket/contract';
import type { JobDefinition } from '../jobs/index.js';
import { endDueTerminations } from './termination-repository.js';

const BATCH = 200;

export const plannedTerminationsJob: JobDefinition = {
  name: 'planned-terminations',
  everySeconds: 15 * 60,
  async run({ db, now }) {
    const today = amsterdamDay(now);
    let acted = 0;
    for (;;) {
      const ended = await endDueTerminations(db, today, BATCH);
      acted += ended;
      if (ended < BATCH) break;
    }
    return { acted, note: `${acted} planned terminations took effect` };
  },
};

export const terminationJobs: readonly JobDefinition[] = [plannedTerminationsJob];
