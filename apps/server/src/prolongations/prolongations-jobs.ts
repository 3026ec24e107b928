/**
 * Prolongations offered ahead of a permit's end (DECISIONS 2, Issued permits; decision 010): every
 * hour, each ACTIVE permit whose end is within its type's offer days and whose next period has no
 * prolongation yet gets one (AWAIT_CONFIRMATION), and the resident an e-mail in their language with a
 * link to /prolongations. One permit per short transaction, taken with `for update skip locked`; a
 * unique index on the period backs it up, so two instances offer each period once and a second run
 * finds nothing to do.
 */
import { amsterdamDay, formatDisplayDate } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import { findPermitType } from '../catalogue/index.js';
import type { JobDefinition } from '../jobs/index.js';
import { mailLocale, notifyOutbox, portalLink, queueMail } from '../mail/index.js';
import { claimDuePermit } from './prolongation-repository.js';
import { offerProlongation } from './prolongations-service.js';

export const PROLONGATION_OFFER_JOB = 'prolongation-offers';

export const offerProlongationsJob: JobDefinition = {
  name: PROLONGATION_OFFER_JOB,
  everySeconds: 60 * 60,
  async run({ db, config, now }) {
    const today = amsterdamDay(now);
    let offered = 0;
    let mailed = 0;
    for (;;) {
      const done = await db.transaction().execute(async (trx) => {
        const permit = await claimDuePermit(trx, today);
        if (!permit) return false;
        const offer = await offerProlongation(trx, permit);
        // claimDuePermit leaves out price lines with a fixed end, the only ones without a next period.
        if (!offer) throw new Error(`permit ${permit.permitId} has no next period`);
        offered += 1;
        if (!permit.email) return true;
        const locale = mailLocale(permit.language, mailLocale(permit.tenantLocale, 'nl_NL'));
        const permitType = await findPermitType(trx, permit.tenantId, permit.permitTypeId);
        await queueMail(trx, {
          tenant: {
            id: permit.tenantId,
            code: permit.tenantCode,
            name: permit.tenantName,
            defaultLocale: permit.tenantLocale,
          },
          relationId: permit.relationId,
          to: permit.email,
          locale,
          template: 'prolongation_offer',
          values: {
            product: localized(permitType?.description, locale),
            end: formatDisplayDate(permit.validTo),
            until: formatDisplayDate(offer.validTo),
            link: portalLink(config, permit.tenantCode, '/prolongations'),
          },
        });
        mailed += 1;
        return true;
      });
      if (!done) break;
    }
    if (mailed > 0) notifyOutbox();
    return { acted: offered, note: `${offered} prolongations offered, ${mailed} e-mailed` };
  },
};

/** The area's jobs, for the composition root's list. */
export function createProlongationJobs(): readonly JobDefinition[] {
  return [offerProlongationsJob];
}
