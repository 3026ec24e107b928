/**
 * The waiting lists as the back office works them (issue 28): every queue with people on it, in order, with the
 * location's capacity and places taken; a place offered now to the first in line; an offer passed on to the next;
 * an entry removed with a reason. Each change runs in one transaction with the caller's audit row (`within`), and
 * the resident is e-mailed through `queueMessage` (the offer as the offer job sends it; a passed-on offer and a
 * removal with the staff member's reason). Those behind an entry that left hear their new position as when a
 * resident withdraws.
 */
import { amsterdamDay, type Locale, relationName } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import { catalogueNames, countHoldings, findLocation, findPermitType } from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { notifyOutbox, queueMessage } from '../mail/index.js';
import { relationSummaries } from '../relations/index.js';
import { messagePositionsMoved, type OfferContext, offerPlace, passPlaceOn } from './waiting-list-offers.js';
import { discontinueEntry, findOfferTenant } from './waiting-list-repository.js';
import {
  closeLiveEntry,
  firstWaitingId,
  type LockedEntry,
  lockEntryOfTenant,
  pageOfQueues,
  rankedEntriesOf,
} from './waiting-list-staff-repository.js';

export interface StaffQueueEntry {
  id: number;
  relationId: number;
  name: string;
  position: number;
  joinedAt: Date;
  status: 'WAITING' | 'AWAIT_CONTINUE_WAITING';
  offerExpiresAt: Date | null;
}

export interface StaffQueue {
  permitTypeId: number;
  areaId: number;
  locationId: number | null;
  product: string;
  location: string;
  capacity: number | null;
  taken: number;
  entries: StaffQueueEntry[];
}

/** One page of the tenant's waiting lists with people on them, each in order, with capacity and places taken. */
export async function listStaffWaitingQueues(
  db: Database,
  tenantId: number,
  locale: Locale,
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ queues: StaffQueue[]; total: number }> {
  const { queues, total } = await pageOfQueues(db, tenantId, page);
  if (queues.length === 0) return { queues: [], total };
  const entries = await rankedEntriesOf(db, tenantId, queues);
  const names = await catalogueNames(db, tenantId);
  const people = new Map(
    (await relationSummaries(db, tenantId, [...new Set(entries.map((e) => e.relation_id))])).map((r) => [
      r.id,
      relationName({ NAME: r.name, FIRSTNAME: r.firstname, LASTNAME: r.lastname }),
    ]),
  );
  const locationIds = queues.flatMap((q) => (q.locationId === null ? [] : [q.locationId]));
  const { taken } = await countHoldings(db, tenantId, {
    relationId: 0,
    postcode: null,
    address: null,
    permitTypeIds: [],
    locationIds,
    today: amsterdamDay(now),
  });
  return {
    total,
    queues: queues.map((queue) => {
      const location = queue.locationId === null ? undefined : names.location(queue.locationId);
      return {
        ...queue,
        product: localized(names.permitType(queue.permitTypeId)?.description, locale),
        location: localized(location?.description, locale),
        capacity: location?.capacity ?? null,
        taken: queue.locationId === null ? 0 : (taken.get(queue.locationId) ?? 0),
        entries: entries
          .filter(
            (e) =>
              e.permit_type_id === queue.permitTypeId &&
              e.area_id === queue.areaId &&
              (e.location_id ?? 0) === (queue.locationId ?? 0),
          )
          .map((e) => ({
            id: e.id,
            relationId: e.relation_id,
            name: people.get(e.relation_id) ?? '',
            position: e.position,
            joinedAt: new Date(e.created_at),
            status: e.status,
            offerExpiresAt: e.offer_expires_at === null ? null : new Date(e.offer_expires_at),
          })),
      };
    }),
  };
}

/** Why a change was refused: no such entry of the tenant, it has left the list, or it is not in the state asked. */
export type WaitingListStaffProblem = 'not_found' | 'ended' | 'not_first' | 'not_waiting' | 'not_offered';

export class WaitingListStaffError extends Error {
  constructor(readonly problem: WaitingListStaffProblem) {
    super(problem);
    this.name = 'WaitingListStaffError';
  }
}

/** What a change did: the entry before and after, and to whom an offered place went on (if anyone). */
export interface WaitingListStaffChange {
  entryId: number;
  relationId: number;
  before: { status: string };
  after: { status: string };
  /** The entry the place was offered to: the entry itself for an offer, the next in line when passed on. */
  offeredTo: number | null;
}

export interface WaitingListStaffOptions {
  now: Date;
  config?: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  /** Runs in the change's transaction after it, before commit: the caller's audit row. */
  within: (trx: Database, change: WaitingListStaffChange) => Promise<void>;
}

const LIVE = new Set(['WAITING', 'AWAIT_CONTINUE_WAITING']);

/** Locks the tenant's entry and checks it is on the list; then runs the change and the caller's `within`. */
async function changeEntry(
  db: Database,
  tenantId: number,
  entryId: number,
  options: WaitingListStaffOptions,
  change: (ctx: OfferContext, entry: LockedEntry) => Promise<{ status: string; offeredTo: number | null }>,
): Promise<WaitingListStaffChange> {
  const done = await db.transaction().execute(async (trx) => {
    const entry = await lockEntryOfTenant(trx, tenantId, entryId);
    if (!entry) throw new WaitingListStaffError('not_found');
    if (!LIVE.has(entry.status)) throw new WaitingListStaffError('ended');
    const tenant = await findOfferTenant(trx, tenantId);
    const ctx: OfferContext = { trx, config: options.config, tenant, queue: entry.queue, now: options.now };
    const after = await change(ctx, entry);
    const result: WaitingListStaffChange = {
      entryId: entry.id,
      relationId: entry.relationId,
      before: { status: entry.status },
      after: { status: after.status },
      offeredTo: after.offeredTo,
    };
    await options.within(trx, result);
    return result;
  });
  notifyOutbox();
  return done;
}

function mailedOf(entry: LockedEntry) {
  return { id: entry.id, relationId: entry.relationId, email: null, language: null };
}

/** The staff member's reason, told to the resident whose offer passed on or whose entry was removed. */
async function queueReasonMessage(
  ctx: OfferContext,
  entry: LockedEntry,
  kind: 'waiting_list_offer_passed_on' | 'waiting_list_removed',
  reason: string,
): Promise<void> {
  const { trx, tenant, queue } = ctx;
  const [permitType, location] = await Promise.all([
    findPermitType(trx, tenant.id, queue.permitTypeId),
    queue.locationId === null ? undefined : findLocation(trx, tenant.id, queue.locationId),
  ]);
  const request = {
    tenant: { id: tenant.id, code: tenant.code, name: tenant.name, defaultLocale: tenant.defaultLocale },
    config: ctx.config,
    relationId: entry.relationId,
    eventKey: `entry:${entry.id}`,
    values: (locale: Locale) => ({
      product: localized(permitType?.description, locale),
      location: localized(location?.description, locale),
      reason,
    }),
    linkPath: '/waiting-list',
  };
  await (kind === 'waiting_list_removed'
    ? queueMessage(trx, { ...request, kind: 'waiting_list_removed' })
    : queueMessage(trx, { ...request, kind: 'waiting_list_offer_passed_on' }));
}

/**
 * Offers a place now to the entry, which must be the first WAITING one of its queue: as the offer job does when a
 * permit ends (AWAIT_CONTINUE_WAITING until the tenant's offer days, with the e-mail), so the pass-on job and the
 * reminder treat it like any other offer.
 */
export function offerWaitingListPlaceNow(
  db: Database,
  tenantId: number,
  entryId: number,
  options: WaitingListStaffOptions,
): Promise<WaitingListStaffChange> {
  return changeEntry(db, tenantId, entryId, options, async (ctx, entry) => {
    if (entry.status !== 'WAITING') throw new WaitingListStaffError('not_waiting');
    if ((await firstWaitingId(ctx.trx, tenantId, entry.queue)) !== entry.id) {
      throw new WaitingListStaffError('not_first');
    }
    await offerPlace(ctx, mailedOf(entry));
    return { status: 'AWAIT_CONTINUE_WAITING', offeredTo: entry.id };
  });
}

/**
 * An offered place passes on to the next in line (offered and e-mailed), as when the offer lapses; the entry
 * leaves the list (DISCONTINUED) and its resident is told why. Those behind move up.
 */
export function passWaitingListOfferOn(
  db: Database,
  tenantId: number,
  entryId: number,
  reason: string,
  options: WaitingListStaffOptions,
): Promise<WaitingListStaffChange> {
  return changeEntry(db, tenantId, entryId, options, async (ctx, entry) => {
    if (entry.status !== 'AWAIT_CONTINUE_WAITING') throw new WaitingListStaffError('not_offered');
    await discontinueEntry(ctx.trx, tenantId, entry.id, ctx.now);
    await queueReasonMessage(ctx, entry, 'waiting_list_offer_passed_on', reason);
    const next = await passPlaceOn(ctx, entry.id);
    await messagePositionsMoved(ctx, entry.id);
    return { status: 'DISCONTINUED', offeredTo: next?.id ?? null };
  });
}

/** The entry leaves its list (its resident told why); an offered place passes on to the next in line. */
export function removeWaitingListEntryByStaff(
  db: Database,
  tenantId: number,
  entryId: number,
  reason: string,
  options: WaitingListStaffOptions,
): Promise<WaitingListStaffChange> {
  return changeEntry(db, tenantId, entryId, options, async (ctx, entry) => {
    await closeLiveEntry(ctx.trx, tenantId, entry.id, ctx.now);
    await queueReasonMessage(ctx, entry, 'waiting_list_removed', reason);
    const next = entry.status === 'AWAIT_CONTINUE_WAITING' ? await passPlaceOn(ctx, entry.id) : null;
    await messagePositionsMoved(ctx, entry.id);
    return { status: 'WITHDRAWN', offeredTo: next?.id ?? null };
  });
}
