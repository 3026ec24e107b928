/**
 * Permits past their end date move to history (DECISIONS 2, Issued permits): every quarter of an
 * hour, in batches that each lock their rows (`for update skip locked`), so two instances end each
 * permit once. The place a permit held is recorded for the waiting list in the same transaction, and its
 * open prolongation, if any, is withdrawn.
 */
import { amsterdamDay } from '@parkeerloket/contract';
import type { JobDefinition } from '../jobs/index.js';
import { endExpiredPermits } from '../permits/index.js';
import { cancelOpenRequestsOfPermit } from '../requests/index.js';

const BATCH = 200;

export const expirePermitsJob: JobDefinition = {
  name: 'permits-to-history',
  everySeconds: 15 * 60,
  async run({ db, now }) {
    const today = amsterdamDay(now);
    let acted = 0;
    for (;;) {
      // A next period still waiting for confirmation or payment lapses with the permit (decision 010).
      const ended = await endExpiredPermits(db, today, BATCH, (trx, tenantId, permitId) =>
        cancelOpenRequestsOfPermit(trx, tenantId, permitId, ['PROLONGATION']),
      );
      acted += ended;
      if (ended < BATCH) break;
    }
    return { acted, note: `${acted} permits past their end date moved to history` };
  },
};

export const permitJobs: readonly JobDefinition[] = [expirePermitsJob];
