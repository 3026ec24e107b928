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
import {
  mailOfferLapsed,
  messagePositionsMoved,
  offerPlace,
  passPlaceOn,
  remindOfferLapsing,
} from './waiting-list-offers.js';
import {
  claimFreedPlace,
  claimLapsedOffer,
  discontinueEntry,
  findOfferTenant,
  listLapsingOffers,
  lockOpenOffer,
  markPlaceOffered,
} from './waiting-list-repository.js';

export const WAITING_LIST_OFFER_JOB = 'waiting-list-offers';
export const WAITING_LIST_PASS_ON_JOB = 'waiting-list-pass-on';
export const WAITING_LIST_LAPSING_JOB = 'waiting-list-offer-lapsing';

/** How long before an offer's deadline the resident is reminded (issue 26: "an offer lapsing in 2 days"). */
export const OFFER_LAPSING_NOTICE_MS = 2 * 24 * 60 * 60 * 1000;

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
      await messagePositionsMoved(ctx, offer.entry.id);
      return true;
    });
    if (lapsed > 0) notifyOutbox();
    return { acted: lapsed, note: `${lapsed} offers lapsed, ${passed} passed to the next in line` };
  },
};

/**
 * waiting-list-offer-lapsing: each offer still open whose deadline is at most two days away gets one reminder
 * (`waiting_list_offer_lapsing`, with the last day as a calendar event). Each entry in a transaction of its own,
 * locked while still offered; the outbox's event index (tenant, kind, entry and deadline) keeps a repeated run
 * or a second instance from writing it again.
 */
export const remindLapsingOffersJob: JobDefinition = {
  name: WAITING_LIST_LAPSING_JOB,
  everySeconds: 15 * 60,
  async run({ db, config, now }) {
    let reminded = 0;
    for (const offer of await listLapsingOffers(db, now, new Date(now.getTime() + OFFER_LAPSING_NOTICE_MS))) {
      const written = await db.transaction().execute(async (trx) => {
        if (!(await lockOpenOffer(trx, offer.tenantId, offer.entryId))) return false;
        const tenant = await findOfferTenant(trx, offer.tenantId);
        const entry = { id: offer.entryId, relationId: offer.relationId, email: null, language: null };
        return remindOfferLapsing({ trx, config, tenant, queue: offer.queue, now }, entry, offer.deadline);
      });
      if (written) reminded += 1;
    }
    if (reminded > 0) notifyOutbox();
    return { acted: reminded, note: `${reminded} residents reminded of an offer lapsing` };
  },
};

export const waitingListJobs: readonly JobDefinition[] = [
  offerFreedPlacesJob,
  passOnLapsedOffersJob,
  remindLapsingOffersJob,
];
