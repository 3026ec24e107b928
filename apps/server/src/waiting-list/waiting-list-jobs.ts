/**
 * A freed place goes to the first in line (DECISIONS 2, Waiting list): every minute, each place an
 * ended permit gave back is offered to the first WAITING entry of its queue, which becomes
 * AWAIT_CONTINUE_WAITING and is e-mailed. One place per short transaction, taken with `for update
 * skip locked`, so two instances never offer one place twice and a second run finds nothing to do.
 */
import { localized } from '@parkeerloket/translations';
import { findLocation, findPermitType } from '../catalogue/index.js';
import type { JobDefinition } from '../jobs/index.js';
import { mailLocale, notifyOutbox, portalLink, queueMail } from '../mail/index.js';
import { claimFreedPlace, markOffered } from './waiting-list-repository.js';

export const WAITING_LIST_OFFER_JOB = 'waiting-list-offers';

export const offerFreedPlacesJob: JobDefinition = {
  name: WAITING_LIST_OFFER_JOB,
  everySeconds: 60,
  async run({ db, config, now }) {
    let offered = 0;
    let unclaimed = 0;
    for (;;) {
      const done = await db.transaction().execute(async (trx) => {
        const place = await claimFreedPlace(trx);
        if (!place) return false;
        await markOffered(trx, place, now);
        if (!place.entry) {
          unclaimed += 1;
          return true;
        }
        offered += 1;
        if (place.entry.email) {
          const locale = mailLocale(place.entry.language, mailLocale(place.tenantLocale, 'nl_NL'));
          const [permitType, location] = await Promise.all([
            findPermitType(trx, place.tenantId, place.permitTypeId),
            place.locationId === null ? undefined : findLocation(trx, place.tenantId, place.locationId),
          ]);
          await queueMail(trx, {
            tenant: {
              id: place.tenantId,
              code: place.tenantCode,
              name: place.tenantName,
              defaultLocale: place.tenantLocale,
            },
            relationId: place.entry.relationId,
            to: place.entry.email,
            locale,
            template: 'waiting_list_offer',
            values: {
              product: localized(permitType?.description, locale),
              location: localized(location?.description, locale),
              days: place.offerDays,
              link: portalLink(config, place.tenantCode, `/waiting-item-details/${place.entry.id}`),
            },
          });
        }
        return true;
      });
      if (!done) break;
    }
    if (offered > 0) notifyOutbox();
    return { acted: offered + unclaimed, note: `${offered} places offered, ${unclaimed} with nobody waiting` };
  },
};

export const waitingListJobs: readonly JobDefinition[] = [offerFreedPlacesJob];
