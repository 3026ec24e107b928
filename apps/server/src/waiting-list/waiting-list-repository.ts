/**
 * All SQL of the waiting list: joining, the listing with positions, withdrawing, offers and their
 * deadlines. Every query filters on the tenant, except the jobs' claims of a freed place or a lapsed
 * offer, which serve every tenant and say so.
 */

import { type Expression, sql } from 'kysely';
import { LIVE_WAITING_LIST_STATUSES } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { findRelation } from '../relations/index.js';
import { requestPlatesJson, requestStaffel } from '../requests/index.js';
import { findTenantById, readWaitingOfferDays } from '../tenants/index.js';

export interface NewEntry {
  relationId: number;
  permitTypeId: number;
  areaId: number;
  locationId: number | null;
  requestId: number | null;
}

/** The relation's live entry (waiting, or offered a place) for a product at a location, if any. */
export async function findLiveEntry(
  db: Database,
  tenantId: number,
  entry: Omit<NewEntry, 'requestId'>,
): Promise<number | undefined> {
  let query = db
    .selectFrom('waiting_list_entries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', entry.relationId)
    .where('permit_type_id', '=', entry.permitTypeId)
    .where('area_id', '=', entry.areaId)
    .where('status', 'in', LIVE_WAITING_LIST_STATUSES);
  query =
    entry.locationId === null
      ? query.where('location_id', 'is', null)
      : query.where('location_id', '=', entry.locationId);
  return (await query.executeTakeFirst())?.id;
}

export async function insertEntry(db: Database, tenantId: number, entry: NewEntry): Promise<number> {
  const row = await db
    .insertInto('waiting_list_entries')
    .values({
      tenant_id: tenantId,
      relation_id: entry.relationId,
      permit_type_id: entry.permitTypeId,
      area_id: entry.areaId,
      location_id: entry.locationId,
      request_id: entry.requestId,
      status: 'WAITING',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether an entry (in any status) was made from this request already. */
export async function entryOfRequest(db: Database, tenantId: number, requestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('waiting_list_entries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A live entry of the relation with its place in its queue (1 = first), for /waiting-list. */
export interface ListedEntryRow {
  id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  request_id: number | null;
  status: string;
  created_at: Date | string;
  offer_expires_at: Date | string | null;
  position: number;
  /** The licence plates of the request the entry was made from (add_to_waitinglist), in order; none without one. */
  plates: string[];
  /** The staffel of the request the entry was made from; null without one (the product's own then counts). */
  staffel: number | null;
  /** The average wait of the entry's permit type in whole days (numeric text), or null without history. */
  average_days: string | number | null;
}

/**
 * The relation's live entries, each ranked among all live entries of its queue (same product and
 * location) by id: the sequence gives first come, first served, and a rank is unique and without gaps
 * whatever joins or leaves at the same moment.
 */
export async function listLiveEntries(db: Database, tenantId: number, relationId: number): Promise<ListedEntryRow[]> {
  const ranked = await sql<ListedEntryRow>`
    with queue as (
      select id, relation_id, permit_type_id, area_id, location_id, request_id, status, created_at, offer_expires_at,
        row_number() over (partition by permit_type_id, area_id, location_id order by id)::int as position
      from waiting_list_entries
      where tenant_id = ${tenantId} and status in ('WAITING', 'AWAIT_CONTINUE_WAITING')
        and (permit_type_id, area_id, coalesce(location_id, 0)) in (
          select permit_type_id, area_id, coalesce(location_id, 0) from waiting_list_entries
          where tenant_id = ${tenantId} and relation_id = ${relationId}
            and status in ('WAITING', 'AWAIT_CONTINUE_WAITING'))
    )
    select id, permit_type_id, area_id, location_id, request_id, status, created_at, offer_expires_at, position,
      ${requestPlatesJson(sql.val(tenantId), sql.ref('queue.request_id'))} as plates,
      ${requestStaffel(sql.val(tenantId), sql.ref('queue.request_id'))} as staffel,
      (${averageWaitDaysQuery(tenantId, sql.ref('queue.permit_type_id'))}) as average_days
    from queue where relation_id = ${relationId} order by id`.execute(db);
  return ranked.rows;
}

/** The relation's live entries counted (what /waiting-list lists), as a query the home counts embed. */
export function liveEntriesCountQuery(db: Database, tenantId: number, relationId: number) {
  return db
    .selectFrom('waiting_list_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('status', 'in', LIVE_WAITING_LIST_STATUSES);
}

/**
 * The tenant's own history per product: whole days from joining to being offered a place, averaged
 * over every entry ever offered one; null without history. A subselect of the listing's one statement (issue 23).
 */
function averageWaitDaysQuery(tenantId: number, permitTypeId: Expression<number>) {
  return sql`
    select floor(avg(extract(epoch from (offered_at - created_at)) / 86400))
    from waiting_list_entries
    where tenant_id = ${tenantId} and offered_at is not null and permit_type_id = ${permitTypeId}`;
}

/**
 * Withdraws the relation's own live entry, locking it first; answers what it was (an offered entry's
 * place must pass on), or undefined when there is none (another's, ended, unknown).
 */
export async function withdrawLiveEntry(
  trx: Database,
  tenantId: number,
  relationId: number,
  entryId: number,
  at: Date,
): Promise<{ status: string; queue: Queue } | undefined> {
  const row = await trx
    .selectFrom('waiting_list_entries')
    .select(['status', 'permit_type_id', 'area_id', 'location_id'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', '=', entryId)
    .where('status', 'in', LIVE_WAITING_LIST_STATUSES)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  await trx
    .updateTable('waiting_list_entries')
    .set({ status: 'WITHDRAWN', closed_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .execute();
  return {
    status: row.status,
    queue: { permitTypeId: row.permit_type_id, areaId: row.area_id, locationId: row.location_id },
  };
}

export interface WaitingListEntryRow {
  id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  request_id: number | null;
  status: string;
}

/** A waiting-list entry of the relation; undefined when it is not the relation's. */
export async function findOwnWaitingListEntry(
  db: Database,
  tenantId: number,
  relationId: number,
  entryId: number,
  options: { forUpdate?: boolean } = {},
): Promise<WaitingListEntryRow | undefined> {
  let query = db
    .selectFrom('waiting_list_entries')
    .select(['id', 'permit_type_id', 'area_id', 'location_id', 'request_id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', '=', entryId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The offered entry has been requested: it leaves the waiting list and points at the request. */
export async function markWaitingListEntryRequested(
  trx: Database,
  tenantId: number,
  entryId: number,
  requestId: number,
): Promise<void> {
  await trx
    .updateTable('waiting_list_entries')
    .set({ status: 'REQUESTED', request_id: requestId, closed_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .execute();
}

/** Whether the entry is the relation's own (in any status). */
export async function ownEntryExists(db: Database, tenantId: number, relationId: number, entryId: number) {
  return (await findOwnWaitingListEntry(db, tenantId, relationId, entryId)) !== undefined;
}

/** The tenant as the offer e-mails and deadlines need it. */
export interface OfferTenant {
  id: number;
  code: string;
  name: string;
  defaultLocale: string;
  /** How many days an offered place is held (operator: set-waiting-offer-days). */
  offerDays: number;
}

/** A queue: one product at one location (or without a location). */
export interface Queue {
  permitTypeId: number;
  areaId: number;
  locationId: number | null;
}

/** An entry with what its e-mail needs. */
export interface MailedEntry {
  id: number;
  relationId: number;
  email: string | null;
  language: string | null;
}

/** A freed place claimed by this instance, with the first waiting entry of its queue (if any). */
export interface ClaimedPlace {
  freedId: number;
  tenant: OfferTenant;
  queue: Queue;
  entry: MailedEntry | null;
}

/** An entry with its relation's address and language, for the e-mail about it. */
async function mailedEntry(db: Database, tenantId: number, entryId: number, relationId: number): Promise<MailedEntry> {
  const relation = await findRelation(db, tenantId, relationId);
  return { id: entryId, relationId, email: relation?.email ?? null, language: relation?.language ?? null };
}

/**
 * The first WAITING entry of a queue, locked. Rows another transaction holds are skipped: such an
 * entry is being offered another place or is leaving the list, and waiting for its lock would make
 * `limit 1` come back empty once it has moved on, handing the place to nobody.
 */
export async function lockFirstWaiting(trx: Database, tenantId: number, queue: Queue): Promise<MailedEntry | null> {
  let first = trx
    .selectFrom('waiting_list_entries as w')
    .select(['w.id', 'w.relation_id'])
    .where('w.tenant_id', '=', tenantId)
    .where('w.permit_type_id', '=', queue.permitTypeId)
    .where('w.area_id', '=', queue.areaId)
    .where('w.status', '=', 'WAITING')
    .orderBy('w.id')
    .limit(1)
    .forUpdate('w')
    .skipLocked();
  first =
    queue.locationId === null
      ? first.where('w.location_id', 'is', null)
      : first.where('w.location_id', '=', queue.locationId);
  const entry = await first.executeTakeFirst();
  return entry ? mailedEntry(trx, tenantId, entry.id, entry.relation_id) : null;
}

/**
 * Takes the oldest freed place not yet offered (any tenant: the job serves them all) and locks it,
 * skipping places another instance holds; then locks the first waiting entry of that queue. Only
 * inside a transaction.
 */
export async function claimFreedPlace(trx: Database): Promise<ClaimedPlace | undefined> {
  const place = await trx
    .selectFrom('freed_capacity as f')
    .select(['f.id', 'f.tenant_id', 'f.permit_type_id', 'f.area_id', 'f.location_id'])
    .where('f.offered_at', 'is', null)
    .orderBy('f.id')
    .limit(1)
    .forUpdate('f')
    .skipLocked()
    .executeTakeFirst();
  if (!place) return undefined;
  const queue = { permitTypeId: place.permit_type_id, areaId: place.area_id, locationId: place.location_id };
  return {
    freedId: place.id,
    tenant: await findOfferTenant(trx, place.tenant_id),
    queue,
    entry: await lockFirstWaiting(trx, place.tenant_id, queue),
  };
}

/** The entry is offered a place until `expiresAt`: AWAIT_CONTINUE_WAITING. */
export async function markEntryOffered(
  trx: Database,
  tenantId: number,
  entryId: number,
  at: Date,
  expiresAt: Date,
): Promise<void> {
  await trx
    .updateTable('waiting_list_entries')
    .set({ status: 'AWAIT_CONTINUE_WAITING', offered_at: at, offer_expires_at: expiresAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .execute();
}

/** Marks the freed place offered (to the entry, or to nobody). */
export async function markPlaceOffered(trx: Database, place: ClaimedPlace, at: Date): Promise<void> {
  await trx
    .updateTable('freed_capacity')
    .set({ offered_at: at, offered_entry_id: place.entry?.id ?? null })
    .where('tenant_id', '=', place.tenant.id)
    .where('id', '=', place.freedId)
    .execute();
}

/** The freed place held by one entry now goes to another (or, with null, to nobody: it is free). */
export async function handOverPlace(
  trx: Database,
  tenantId: number,
  fromEntryId: number,
  toEntryId: number | null,
): Promise<void> {
  await trx
    .updateTable('freed_capacity')
    .set({ offered_entry_id: toEntryId })
    .where('tenant_id', '=', tenantId)
    .where('offered_entry_id', '=', fromEntryId)
    .execute();
}

/** An offered entry whose time ran out, claimed by this instance, with its queue and tenant. */
export interface LapsedOffer {
  tenant: OfferTenant;
  queue: Queue;
  entry: MailedEntry;
}

/**
 * Takes one offered entry (any tenant) whose deadline has passed at `now` and locks it, skipping
 * entries another instance (or the resident's own request) holds. Only inside a transaction.
 */
export async function claimLapsedOffer(trx: Database, now: Date): Promise<LapsedOffer | undefined> {
  const row = await trx
    .selectFrom('waiting_list_entries as w')
    .select(['w.id', 'w.tenant_id', 'w.relation_id', 'w.permit_type_id', 'w.area_id', 'w.location_id'])
    .where('w.status', '=', 'AWAIT_CONTINUE_WAITING')
    .where('w.offer_expires_at', '<=', now)
    .orderBy('w.offer_expires_at')
    .limit(1)
    .forUpdate('w')
    .skipLocked()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    tenant: await findOfferTenant(trx, row.tenant_id),
    queue: { permitTypeId: row.permit_type_id, areaId: row.area_id, locationId: row.location_id },
    entry: await mailedEntry(trx, row.tenant_id, row.id, row.relation_id),
  };
}

/** An offer still open whose deadline is near: what the reminder (waiting_list_offer_lapsing) needs. */
export interface LapsingOffer {
  tenantId: number;
  entryId: number;
  relationId: number;
  queue: Queue;
  deadline: Date;
}

/**
 * The offers (any tenant) still open at `now` whose deadline falls before `until`. Not locked: the reminder
 * takes each in a transaction of its own with `lockOpenOffer`, and the outbox's event index writes it once.
 */
export async function listLapsingOffers(db: Database, now: Date, until: Date): Promise<LapsingOffer[]> {
  const rows = await db
    .selectFrom('waiting_list_entries as w')
    .select(['w.id', 'w.tenant_id', 'w.relation_id', 'w.permit_type_id', 'w.area_id', 'w.location_id'])
    .select('w.offer_expires_at')
    .where('w.status', '=', 'AWAIT_CONTINUE_WAITING')
    .where('w.offer_expires_at', '>', now)
    .where('w.offer_expires_at', '<=', until)
    .orderBy('w.offer_expires_at')
    .orderBy('w.id')
    .execute();
  return rows.flatMap((r) =>
    r.offer_expires_at === null
      ? []
      : [
          {
            tenantId: r.tenant_id,
            entryId: r.id,
            relationId: r.relation_id,
            queue: { permitTypeId: r.permit_type_id, areaId: r.area_id, locationId: r.location_id },
            deadline: new Date(r.offer_expires_at),
          },
        ],
  );
}

/** Locks the entry if it is still offered (AWAIT_CONTINUE_WAITING); false when it moved on or another holds it. */
export async function lockOpenOffer(trx: Database, tenantId: number, entryId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('waiting_list_entries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .where('status', '=', 'AWAIT_CONTINUE_WAITING')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row !== undefined;
}

/** The offered entry's time ran out: it leaves the list (DISCONTINUED). */
export async function discontinueEntry(trx: Database, tenantId: number, entryId: number, at: Date): Promise<void> {
  await trx
    .updateTable('waiting_list_entries')
    .set({ status: 'DISCONTINUED', closed_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .where('status', '=', 'AWAIT_CONTINUE_WAITING')
    .execute();
}

/** The tenant with its offer setting, for passing a place on outside the job (a withdrawal). */
export async function findOfferTenant(db: Database, tenantId: number): Promise<OfferTenant> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw new Error(`tenant ${tenantId} not found`);
  return { ...tenant, offerDays: await readWaitingOfferDays(db, tenantId) };
}

/**
 * The WAITING entries of a queue behind `behindEntryId`, each with its position (its rank among the queue's live
 * entries, decision 011), as seen by the caller's transaction: those who moved up when that entry left.
 */
export async function rankedBehind(
  db: Database,
  tenantId: number,
  queue: Queue,
  behindEntryId: number,
): Promise<{ id: number; relationId: number; position: number }[]> {
  const ranked = await sql<{ id: number; relation_id: number; position: number }>`
    with queue as (
      select id, relation_id, status, row_number() over (order by id)::int as position
      from waiting_list_entries
      where tenant_id = ${tenantId} and status in ('WAITING', 'AWAIT_CONTINUE_WAITING')
        and permit_type_id = ${queue.permitTypeId} and area_id = ${queue.areaId}
        and coalesce(location_id, 0) = ${queue.locationId ?? 0}
    )
    select id, relation_id, position from queue where status = 'WAITING' and id > ${behindEntryId} order by id`.execute(
    db,
  );
  return ranked.rows.map((r) => ({ id: r.id, relationId: r.relation_id, position: r.position }));
}
