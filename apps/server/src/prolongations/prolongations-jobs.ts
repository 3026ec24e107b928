/**
 * Prolongations offered ahead of a permit's end (DECISIONS 2, Issued permits; decision 010): every
 * hour, each ACTIVE permit whose end is within its type's offer days and whose next period has no
 * prolongation yet gets one (AWAIT_CONFIRMATION), and the resident an e-mail in their language with a
 * link to /prolongations. One permit per short transaction, taken with `for update skip locked`; a
 * unique index on the period backs it up, so two instances offer each period once and a second run
 * finds nothing to do.
 */
import { addDays, amsterdamDay, formatDisplayDate } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import { findPermitType } from '../catalogue/index.js';
import type { JobDefinition } from '../jobs/index.js';
import { notifyOutbox, queueMessage } from '../mail/index.js';
import { listTenants, readSettings } from '../tenants/index.js';
import { claimDuePermit, listEndingPermits } from './prolongation-repository.js';
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
        // Through queueMessage (issue 26): once per offered period, the municipality's switch, the resident's opt-out.
        const permitType = await findPermitType(trx, permit.tenantId, permit.permitTypeId);
        const result = await queueMessage(trx, {
          tenant: {
            id: permit.tenantId,
            code: permit.tenantCode,
            name: permit.tenantName,
            defaultLocale: permit.tenantLocale,
          },
          config,
          relationId: permit.relationId,
          kind: 'prolongation_offer',
          eventKey: `permit:${permit.permitId}:${offer.validTo}`,
          values: (locale) => ({
            product: localized(permitType?.description, locale),
            end: formatDisplayDate(permit.validTo),
            until: formatDisplayDate(offer.validTo),
          }),
          linkPath: '/prolongations',
        });
        if (!result.queued) return true;
        mailed += 1;
        return true;
      });
      if (!done) break;
    }
    if (mailed > 0) notifyOutbox();
    return { acted: offered, note: `${offered} prolongations offered, ${mailed} e-mailed` };
  },
};

export const PERMIT_ENDING_JOB = 'permit-ending-reminders';
/** The tenant setting: how many days before its end a permit that cannot be renewed online is announced. */
export const PERMIT_ENDING_DAYS_SETTING = 'PERMIT_ENDING_NOTICE_DAYS';
export const DEFAULT_PERMIT_ENDING_DAYS = 14;

/** The tenant's notice days (1 to 366), or the default for anything else. */
export function permitEndingDays(settings: Readonly<Record<string, string>>): number {
  const value = Number(settings[PERMIT_ENDING_DAYS_SETTING]);
  return Number.isInteger(value) && value >= 1 && value <= 366 ? value : DEFAULT_PERMIT_ENDING_DAYS;
}

/**
 * permit-ending-reminders (issue 26, `permit_ending`, mandatory): each ACTIVE permit that cannot be renewed
 * online (its type offers no prolongation, or its price line has a fixed end) and ends within the tenant's
 * PERMIT_ENDING_NOTICE_DAYS gets one reminder, with its last day as a calendar event, leading to the product's
 * screen. The outbox's event index (tenant, kind, permit and its end) keeps a repeated run or a second instance
 * from writing it again; a permit whose end moves gets a reminder of its new end.
 */
export const remindEndingPermitsJob: JobDefinition = {
  name: PERMIT_ENDING_JOB,
  everySeconds: 60 * 60,
  async run({ db, config, now }) {
    const today = amsterdamDay(now);
    let reminded = 0;
    for (const tenant of await listTenants(db)) {
      const lastDay = addDays(today, permitEndingDays(await readSettings(db, tenant.id)));
      for (const permit of await listEndingPermits(db, tenant.id, today, lastDay)) {
        const result = await db.transaction().execute(async (trx) => {
          const permitType = await findPermitType(trx, tenant.id, permit.permitTypeId);
          return queueMessage(trx, {
            tenant,
            config,
            relationId: permit.relationId,
            kind: 'permit_ending',
            eventKey: `permit:${permit.permitId}:${permit.validTo}`,
            values: (locale) => ({
              product: localized(permitType?.description, locale),
              end: formatDisplayDate(permit.validTo),
            }),
            linkPath: `/product-details/${permit.rootRequestId}`,
            ics: { date: permit.validTo },
          });
        });
        if (result.queued) reminded += 1;
      }
    }
    if (reminded > 0) notifyOutbox();
    return { acted: reminded, note: `${reminded} residents reminded of a permit ending` };
  },
};

/** The area's jobs, for the composition root's list. */
export function createProlongationJobs(): readonly JobDefinition[] {
  return [offerProlongationsJob, remindEndingPermitsJob];
}
