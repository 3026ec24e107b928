/**
 * Permits past their end date move to history (DECISIONS 2, Issued permits): every quarter of an
 * hour, in batches that each lock their rows (`for update skip locked`), so two instances end each
 * permit once. Each permit found goes through the termination machine's EXPIRE (endDuePermits): a
 * permit with a planned termination is left to that plan. The place a permit held is recorded for
 * the waiting list in the same transaction, and its open prolongation, if any, is withdrawn.
 */
import { amsterdamDay } from '@parkeerloket/contract';
import type { JobDefinition } from '../jobs/index.js';
import { markPermitEnded } from '../permits/index.js';
import { cancelOpenRequestsOfPermit } from '../requests/index.js';
import { endDuePermits, leftAloneNote, type TerminationMachine, terminationTransition } from '../termination/index.js';

const BATCH = 200;

export interface PermitJobOptions {
  /** The termination machine the job asks; the real one unless a test replaces it. */
  machine?: TerminationMachine;
  batch?: number;
}

export function createExpirePermitsJob(options: PermitJobOptions = {}): JobDefinition {
  return {
    name: 'permits-to-history',
    everySeconds: 15 * 60,
    async run({ db, now }) {
      const today = amsterdamDay(now);
      const outcome = await endDuePermits(db, {
        day: 'valid_to',
        event: 'EXPIRE',
        today,
        batch: options.batch ?? BATCH,
        machine: options.machine ?? terminationTransition,
        async end(trx, permit) {
          await markPermitEnded(trx, permit, { endDate: permit.end_date, reason: 'EXPIRED', freedOn: today });
          // A next period still waiting for confirmation or payment lapses with the permit (decision 010).
          await cancelOpenRequestsOfPermit(trx, permit.tenant_id, permit.id, ['PROLONGATION']);
        },
      });
      return {
        acted: outcome.ended,
        note: `${outcome.ended} permits past their end date moved to history${leftAloneNote(outcome)}`,
      };
    },
  };
}

export const expirePermitsJob: JobDefinition = createExpirePermitsJob();

export const permitJobs: readonly JobDefinition[] = [expirePermitsJob];
