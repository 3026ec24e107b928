/**
 * Joining the waiting list (lifecycle 2.2, 2.3, 4.1; DECISIONS 2, Waiting list): directly for a
 * full location of a product that has a waiting list (add_on_waitinglist), or with a request whose
 * maximum check failed on such a product (add_to_waitinglist). Positions are first come, first
 * served per product and location: the entry's creation time is its place in the queue.
 */
import type { Locale, WaitingListEntry } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import {
  catalogueNames,
  eligibilityFor,
  findLocation,
  findPermitType,
  loadProduct,
  type RelationRecord,
} from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { productDocumentsByRequest } from '../documents/index.js';
import { BusinessFailure } from '../http/business-failure.js';
import { notFound } from '../http/service-error.js';
import { notifyOutbox, queueMessage } from '../mail/index.js';
import { applyRequestEvent, findOwnRequest, statusLabel, todayInAmsterdam } from '../requests/index.js';
import { readWaitingOfferDays, type Tenant } from '../tenants/index.js';
import { messagePositionsMoved, passPlaceOn } from './waiting-list-offers.js';
import {
  entryOfRequest,
  findLiveEntry,
  findOfferTenant,
  insertEntry,
  listLiveEntries,
  markWaitingListEntryRequested,
  type NewEntry,
  ownEntryExists,
  withdrawLiveEntry,
} from './waiting-list-repository.js';
import { entryStatuscode, type LiveEntryStatus } from './waiting-list-rules.js';

/** The request status from which a request may join the waiting list. */
export const JOINABLE_REQUEST_STATUS = 'MAX_CHECK_FAILED_WL';
/** request_transitions.event of a request placed on the waiting list; its status stays as it was. */
export const ADDED_TO_WAITING_LIST_EVENT = 'ADDED_TO_WAITING_LIST' as const;

function isLiveEntryConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && (e.constraint === undefined || e.constraint === 'waiting_list_one_live_entry');
}

/**
 * Runs work that inserts an entry; a live entry made meanwhile by a simultaneous call (refused by
 * the unique index waiting_list_one_live_entry) becomes WAITING_LIST_EXISTS.
 */
export async function insertOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isLiveEntryConflict(error)) throw new BusinessFailure('WAITING_LIST_EXISTS', 'unique live entry');
    throw error;
  }
}

/**
 * eloket/add_on_waitinglist: a WAITING entry for the product at the location, when the product
 * has a waiting list, the location is the product's and it is full; otherwise NO_WAITING_LIST.
 * A product another tenant offers (or nobody) is NOT_FOUND; one the relation may not have at all
 * (companies only, outside the area, maximum reached) is NOT_REQUESTABLE.
 */
export async function joinWaitingList(
  db: Database,
  tenantId: number,
  relation: RelationRecord,
  target: { permitTypeId: number; areaId: number; locationId: number },
): Promise<number> {
  const product = await loadProduct(db, tenantId, target.permitTypeId, target.areaId);
  if (!product) throw notFound(`no product ${target.permitTypeId}/${target.areaId}`);
  if (product.permitType.waiting_list_yn !== 'Y') throw new BusinessFailure('NO_WAITING_LIST', 'product has none');
  if (!product.locations.some((l) => l.id === target.locationId)) {
    throw new BusinessFailure('NO_WAITING_LIST', 'location not of the product');
  }
  const entry: NewEntry = { relationId: relation.id, ...target, requestId: null };
  if (await findLiveEntry(db, tenantId, entry)) throw new BusinessFailure('WAITING_LIST_EXISTS');

  const eligibility = await eligibilityFor(db, tenantId, relation, product);
  // A maximum reached on a product with a waiting list is a reason to wait, not a refusal.
  if (eligibility.reason !== null && eligibility.reason !== 'full' && eligibility.maxCheck === null) {
    throw new BusinessFailure('NOT_REQUESTABLE', eligibility.reason);
  }
  const location = eligibility.locations.find((l) => l.id === target.locationId);
  if (location?.available !== 'WL') throw new BusinessFailure('NO_WAITING_LIST', 'places left');
  return insertOnce(() => insertEntry(db, tenantId, entry));
}

/**
 * eloket/add_to_waitinglist: the relation's own request in MAX_CHECK_FAILED_WL becomes a WAITING
 * entry linked to it, and the request ends (WITHDRAWN) through the request state machine.
 */
export async function addRequestToWaitingList(
  db: Database,
  tenantId: number,
  relation: RelationRecord,
  requestId: number,
): Promise<number> {
  return insertOnce(() =>
    db.transaction().execute(async (trx) => {
      const request = await findOwnRequest(trx, tenantId, relation.id, requestId, { forUpdate: true });
      if (!request) throw notFound(`no request ${requestId} of this relation`);
      // Asked twice: the first answer put it on the list (and ended the request), so say that.
      if (await entryOfRequest(trx, tenantId, request.id)) throw new BusinessFailure('WAITING_LIST_EXISTS');
      if (request.status !== JOINABLE_REQUEST_STATUS) throw new BusinessFailure('REQUEST_STATE', request.status);
      const product = await loadProduct(trx, tenantId, request.permit_type_id, request.area_id);
      if (product?.permitType.waiting_list_yn !== 'Y') {
        throw new BusinessFailure('NO_WAITING_LIST', 'product has none');
      }
      const entry: NewEntry = {
        relationId: relation.id,
        permitTypeId: request.permit_type_id,
        areaId: request.area_id,
        locationId: request.location_id,
        requestId: request.id,
      };
      if (await findLiveEntry(trx, tenantId, entry)) {
        throw new BusinessFailure('WAITING_LIST_EXISTS');
      }
      const id = await insertEntry(trx, tenantId, entry);
      // The request ends (WITHDRAWN) through the request state machine; the wish lives on as the entry.
      const applied = await applyRequestEvent(
        trx,
        tenantId,
        request.id,
        { type: ADDED_TO_WAITING_LIST_EVENT },
        { relationId: relation.id },
      );
      if (!applied.ok) throw new BusinessFailure('REQUEST_STATE', applied.refusal);
      return id;
    }),
  );
}

/** What a resident who has just joined is told comes next (issue 24): their position, and how long an offered place is held. */
export interface JoinedNotice {
  position: number;
  offerDays: number;
}

/** The new entry's position in its queue and the tenant's offer days, for the answer to joining. */
export async function joinedNotice(
  db: Database,
  tenantId: number,
  relationId: number,
  entryId: number,
): Promise<JoinedNotice> {
  const entry = (await listLiveEntries(db, tenantId, relationId)).find((row) => row.id === entryId);
  return { position: entry?.position ?? 1, offerDays: await readWaitingOfferDays(db, tenantId) };
}

/**
 * The resident's message that their place on the waiting list is taken (issue 26, kind waiting_list_joined): their
 * position, through `queueMessage`, once per entry (asked again, nothing more is written). Called after the entry is
 * stored, by both ways of joining.
 */
export async function messageJoined(
  db: Database,
  tenant: Tenant,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  relationId: number,
  entryId: number,
): Promise<void> {
  const entry = (await listLiveEntries(db, tenant.id, relationId)).find((row) => row.id === entryId);
  if (!entry) return;
  const [permitType, location] = await Promise.all([
    findPermitType(db, tenant.id, entry.permit_type_id),
    entry.location_id === null ? undefined : findLocation(db, tenant.id, entry.location_id),
  ]);
  const result = await queueMessage(db, {
    tenant,
    config,
    relationId,
    kind: 'waiting_list_joined',
    eventKey: `entry:${entryId}`,
    values: (locale) => ({
      product: localized(permitType?.description, locale),
      location: localized(location?.description, locale),
      position: entry.position,
    }),
    linkPath: '/waiting-list',
  });
  if (result.queued) notifyOutbox();
}

// ---- The listing and withdrawing (lifecycle 2.14, 4.5, 7).

/**
 * eloket/get_waitinglist: the relation's live entries (waiting or offered a place), each with its
 * position in its queue, the from-date and the product's average waiting time in whole days from the
 * tenant's own history (rounded down; absent without history). The overview count counts the same
 * entries (`liveEntriesCountQuery`).
 */
export async function listWaitingList(
  db: Database,
  tenantId: number,
  relationId: number,
  locale: Locale,
): Promise<WaitingListEntry[]> {
  // The entries with their plates and average wait, then the documents of all of them (issue 23).
  const rows = await listLiveEntries(db, tenantId, relationId);
  const names = await catalogueNames(db, tenantId);
  const requestIds = rows.flatMap((row) => (row.request_id === null ? [] : [row.request_id]));
  const documents = await productDocumentsByRequest(db, tenantId, requestIds, locale);
  return rows.map((row) => {
    const permitType = names.permitType(row.permit_type_id);
    const location = row.location_id === null ? undefined : names.location(row.location_id);
    const code = entryStatuscode(row.status as LiveEntryStatus);
    return {
      WAITINGLISTID: row.id,
      PERMITTYPEID: row.permit_type_id,
      AREAID: row.area_id,
      LOCATIONID: row.location_id,
      CREATION_DATE: todayInAmsterdam(new Date(row.created_at)),
      OFFER_END_DATE:
        row.status === 'AWAIT_CONTINUE_WAITING' && row.offer_expires_at !== null
          ? todayInAmsterdam(new Date(row.offer_expires_at))
          : null,
      LICENSE_PLATES: row.plates.map((plate) => ({ LICENSE_PLATE: plate })),
      AVERAGE_WAIT_DAYS: row.average_days === null ? null : Number(row.average_days),
      WAIT_POSITION: row.position,
      CAN_CWL: 'Y' as const,
      // The documents uploaded for the request the entry was made from (add_to_waitinglist), if any.
      DOCUMENTS: row.request_id === null ? [] : (documents.get(row.request_id) ?? []),
      STATUSCODE: code,
      STATUS: statusLabel(locale, code),
      DESCRIPTION: localized(permitType?.description, locale),
      // The quantity asked for (lifecycle 6): the request's, else the product's as the catalogue offers it.
      STAFFEL: row.staffel ?? permitType?.staffel ?? 1,
      LOCATIONDESCRIPTION: localized(location?.description, locale),
    };
  });
}

/**
 * eloket/cancel_waitinglist_position: the relation's own live entry is withdrawn and everyone behind
 * it moves up (positions are ranks). An entry that had been offered a place passes it on to the next in
 * line at once, with the e-mail, so the place is never free for anyone while people wait. Another
 * relation's or tenant's entry is NOT_FOUND; one that has ended already is WAITING_LIST_ENDED.
 */
export async function withdrawEntry(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  tenantId: number,
  relation: RelationRecord,
  entryId: number,
  now: Date = new Date(),
): Promise<void> {
  const passedOn = await db.transaction().execute(async (trx) => {
    const withdrawn = await withdrawLiveEntry(trx, tenantId, relation.id, entryId, now);
    if (!withdrawn) return undefined;
    const ctx = { trx, config, tenant: await findOfferTenant(trx, tenantId), queue: withdrawn.queue, now };
    // Those behind moved up a place (issue 26: told at every step); an offered place passes on to the next in line.
    const told = await messagePositionsMoved(ctx, entryId);
    if (withdrawn.status !== 'AWAIT_CONTINUE_WAITING') return told > 0;
    return (await passPlaceOn(ctx, entryId)) !== null || told > 0;
  });
  if (passedOn) notifyOutbox();
  if (passedOn !== undefined) return;
  if (await ownEntryExists(db, tenantId, relation.id, entryId)) {
    throw new BusinessFailure('WAITING_LIST_ENDED', `entry ${entryId} has ended`);
  }
  throw notFound(`waiting-list entry ${entryId}`);
}

/**
 * The resident requested the place they were offered (the request flow, in its transaction): the entry leaves
 * the list for the request, and those behind it who moved up to a told position hear it (issue 26). Answers how
 * many were told; call `notifyOutbox` after the transaction when any were.
 */
export async function takeOfferedPlace(
  trx: Database,
  tenantId: number,
  entry: { id: number; permit_type_id: number; area_id: number; location_id: number | null },
  requestId: number,
  now: Date = new Date(),
): Promise<number> {
  await markWaitingListEntryRequested(trx, tenantId, entry.id, requestId);
  const queue = { permitTypeId: entry.permit_type_id, areaId: entry.area_id, locationId: entry.location_id };
  return messagePositionsMoved({ trx, tenant: await findOfferTenant(trx, tenantId), queue, now }, entry.id);
}
