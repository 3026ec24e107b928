/**
 * The waiting list's jobs (DECISIONS 2, Waiting list), on the shared job runner:
 * - waiting-list-offers: each place an ended permit gave back is offered to the first WAITING entry of
 *   its queue, which becomes AWAIT_CONTINUE_WAITING until the tenant's deadline and is e-mailed;
 * - waiting-list-pass-on: an offer not taken by its deadline ends (DISCONTINUED, with an e-mail) and
 *   the place goes to the next in line (with an e-mail), or becomes free when nobody waits.
 * One place or entry per short transaction, taken with `for update skip locked`, so two instances never
 * act on one row twice and a second run finds nothing to do.
 */
import type { Database } from '../db/database.js';
import type { JobDefinition } from '../jobs/index.js';
import { notifyOutbox } from '../mail/index.js';
import { mailOfferLapsed, offerPlace, passPlaceOn } from './waiting-list-offers.js';
import { claimFreedPlace, claimLapsedOffer, discontinueEntry, markPlaceOffered } from './waiting-list-repository.js';

export const WAITING_LIST_OFFER_JOB = 'waiting-list-offers';
export const WAITING_LIST_PASS_ON_JOB = 'waiting-list-pass-on';

/** Runs `step` in a transaction of its own again and again, until it answers that nothing was left to do. */
async function oneAtATime(db: Database, step: (trx: Database) => Promise<boolean>): Promise<void> {
  while (await db.transaction().execute(step)) {
    // Each round commits its one place or entry before the next is taken.
  }
}

export const offerFreedPlacesJob: JobDefinition = {
  name: WAITING_LIST_OFFER_JOB,
  everySeconds: 60,
  async run({ db, config, now }) {
    let offered = 0;
    let unclaimed = 0;
    let mailed = 0;
    await oneAtATime(db, async (trx) => {
      const place = await claimFreedPlace(trx);
      if (!place) return false;
      await markPlaceOffered(trx, place, now);
      if (!place.entry) {
        unclaimed += 1;
        return true;
      }
      offered += 1;
      if (await offerPlace({ trx, config, tenant: place.tenant, queue: place.queue, now }, place.entry)) mailed += 1;
      return true;
    });
    if (mailed > 0) notifyOutbox();
    return { acted: offered + unclaimed, note: `${offered} places offered, ${unclaimed} with nobody waiting` };
  },
};

export const passOnLapsedOffersJob: JobDefinition = {
  name: WAITING_LIST_PASS_ON_JOB,
  everySeconds: 60,
  async run({ db, config, now }) {
    let lapsed = 0;
    let passed = 0;
    await oneAtATime(db, async (trx) => {
      const offer = await claimLapsedOffer(trx, now);
      if (!offer) return false;
      lapsed += 1;
      const ctx = { trx, config, tenant: offer.tenant, queue: offer.queue, now };
      await discontinueEntry(trx, offer.tenant.id, offer.entry.id, now);
      await mailOfferLapsed(ctx, offer.entry);
      if (await passPlaceOn(ctx, offer.entry.id)) passed += 1;
      return true;
    });
    if (lapsed > 0) notifyOutbox();
    return { acted: lapsed, note: `${lapsed} offers lapsed, ${passed} passed to the next in line` };
  },
};

export const waitingListJobs: readonly JobDefinition[] = [offerFreedPlacesJob, passOnLapsedOffersJob];
