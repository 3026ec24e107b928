/**
 * All SQL on issued permits, their plates, cards and permit-plus link. Every function takes the
 * tenant, except the jobs' sweep over permits due to end (lockDuePermits), which serves every tenant.
 */
import { CompiledQuery, type Expression, type RawBuilder, type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { permitTypeDescriptionOf } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import type { LocalizedText, RequestPlatesTable } from '../db/schema.js';
import { applyPermitChanged, applyPermitEnded, type EndingPermit } from './permit-effects.js';

/** A permit a sweep has locked: what ending it needs, and what the termination machine reads of it. */
export interface DuePermit extends EndingPermit {
  status: 'ACTIVE' | 'ENDED';
  planned_end_date: string | null;
  /** The day the sweep compared (valid_to or planned_end_date): the last valid day if the permit ends. */
  end_date: string;
  terminable_yn: 'Y' | 'N';
}

/** Where a sweep continues: after the last permit its previous batch locked. */
export interface SweepCursor {
  tenant_id: number;
  id: number;
}

/**
 * Locks up to `limit` candidates to end: ACTIVE permits whose `day` (the last valid day, or the
 * planned termination's) lies before `today`, in (tenant, id) order after `after`, skipping rows
 * another sweep holds. Only candidates: whether one ends is the termination machine's to say, and
 * the jobs ask it per permit. `status = 'ACTIVE'` narrows for speed (the machine refuses an ENDED
 * permit anyway, and history grows without end; the partial indexes cover ACTIVE only). Unscoped:
 * the jobs serve every tenant.
 */
export async function lockDuePermits(
  trx: Database,
  day: 'valid_to' | 'planned_end_date',
  today: string,
  limit: number,
  after: SweepCursor | null = null,
): Promise<DuePermit[]> {
  let query = trx
    .selectFrom('permits as p')
    .select([
      'p.tenant_id',
      'p.id',
      'p.permit_type_id',
      'p.area_id',
      'p.location_id',
      'p.status',
      'p.planned_end_date',
      `p.${day} as end_date`,
    ])
    // A subselect, not a join: `for update` then locks the permit rows only, not their type.
    .select((eb) =>
      eb
        .selectFrom('permit_types as t')
        .select('t.terminable_yn')
        .whereRef('t.tenant_id', '=', 'p.tenant_id')
        .whereRef('t.id', '=', 'p.permit_type_id')
        .as('terminable_yn'),
    )
    .where('p.status', '=', 'ACTIVE')
    .where(`p.${day}`, '<', today);
  if (after)
    query = query.where((eb) => eb(eb.refTuple('p.tenant_id', 'p.id'), '>', eb.tuple(after.tenant_id, after.id)));
  const rows = await query.orderBy('p.tenant_id').orderBy('p.id').limit(limit).forUpdate().skipLocked().execute();
  return rows.map((row) => ({
    ...row,
    end_date: row.end_date as string,
    // The type's row exists (a foreign key); the subselect only reads as nullable.
    terminable_yn: row.terminable_yn as 'Y' | 'N',
  }));
}

/** Ends a locked permit on `endDate` (its last valid day) for `reason`; what that brings (its place freed on `freedOn`) runs with it. */
export async function markPermitEnded(
  trx: Database,
  permit: EndingPermit,
  end: { endDate: string; reason: 'EXPIRED' | 'TERMINATED'; freedOn: string },
): Promise<void> {
  await trx
    .updateTable('permits')
    .set({
      status: 'ENDED',
      valid_to: end.endDate,
      ended_on: end.endDate,
      end_reason: end.reason,
      planned_end_date: null,
    })
    .where('tenant_id', '=', permit.tenant_id)
    .where('id', '=', permit.id)
    .execute();
  await applyPermitEnded(trx, permit, end.freedOn);
  await applyPermitChanged(trx, permit.tenant_id, permit.id);
}

/** An issued permit with what its screens and rules need from its type, price line, request and location. */
export interface PermitRow {
  tenant_id: number;
  id: number;
  relation_id: number;
  request_id: number;
  plates_request_id: number | null;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  address_id: number | null;
  valid_from: string;
  valid_to: string | null;
  status: 'ACTIVE' | 'ENDED';
  planned_end_date: string | null;
  ended_on: string | null;
  end_reason: 'EXPIRED' | 'TERMINATED' | null;
  price_cents: number;
  permit_number: string;
  proof_code: string;
  staffel: number;
  valid_days: string;
  specific_location: string;
  type_description: LocalizedText;
  type_staffel: number;
  min_plates: number;
  max_plates: number;
  register_brand_yn: 'Y' | 'N';
  register_colour_yn: 'Y' | 'N';
  lease_allowed_yn: 'Y' | 'N';
  permitplus_yn: 'Y' | 'N';
  refund_rule: 'NONE' | 'UNUSED_MONTHS' | 'UNUSED_DAYS';
  terminable_yn: 'Y' | 'N';
  future_termination_yn: 'Y' | 'N';
  plate_change_cost_cents: number;
  /** The permit type's start and end time of day ('HH:mm'), or null for whole days (migration 0025). */
  valid_from_time: string | null;
  valid_to_time: string | null;
  period_type: 'M' | 'W' | 'D' | 'Y' | null;
  period_count: number | null;
  permit_enddate: string | null;
  location_description: LocalizedText | null;
  area_description: LocalizedText;
}

/** The columns of an issued permit as permitQuery selects them; the listing sends the same, in this order, as arrays (LISTED_COLUMNS). */
const PERMIT_COLUMNS = [
  'p.tenant_id',
  'p.id',
  'p.relation_id',
  'p.request_id',
  'p.plates_request_id',
  'p.permit_type_id',
  'p.area_id',
  'p.location_id',
  'p.address_id',
  'p.valid_from',
  'p.valid_to',
  'p.status',
  'p.planned_end_date',
  'p.ended_on',
  'p.end_reason',
  'p.price_cents',
  'p.permit_number',
  'p.proof_code',
  'r.staffel',
  'r.valid_days',
  'r.specific_location',
  't.description as type_description',
  't.staffel as type_staffel',
  't.min_plates',
  't.max_plates',
  't.register_brand_yn',
  't.register_colour_yn',
  't.lease_allowed_yn',
  't.permitplus_yn',
  't.refund_rule',
  't.terminable_yn',
  't.future_termination_yn',
  't.plate_change_cost_cents',
  't.valid_from_time',
  't.valid_to_time',
  'l.period_type',
  'l.period_count',
  'l.permit_enddate',
  'c.description as location_description',
  'a.description as area_description',
] as const;

function permitQuery(db: Database, tenantId: number) {
  return db
    .selectFrom('permits as p')
    .innerJoin('requests as r', (join) =>
      join.onRef('r.tenant_id', '=', 'p.tenant_id').onRef('r.id', '=', 'p.request_id'),
    )
    .innerJoin('permit_types as t', (join) =>
      join.onRef('t.tenant_id', '=', 'p.tenant_id').onRef('t.id', '=', 'p.permit_type_id'),
    )
    .innerJoin('areas as a', (join) => join.onRef('a.tenant_id', '=', 'p.tenant_id').onRef('a.id', '=', 'p.area_id'))
    .leftJoin('price_lines as l', (join) =>
      join.onRef('l.tenant_id', '=', 'r.tenant_id').onRef('l.id', '=', 'r.price_line_id'),
    )
    .leftJoin('locations as c', (join) =>
      join.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.location_id'),
    )
    .select(PERMIT_COLUMNS)
    .where('p.tenant_id', '=', tenantId);
}

/** A plate change request of a permit, as the permit's facts carry it. */
export interface PlateChangeRow {
  id: number;
  permit_id: number;
  status: string;
}

/** What a product's screens show of a permit besides the permit itself. */
export interface PermitFacts {
  /** The plates it carries now (those of its last plate change, else of its request), in order. */
  plates: PlateRow[];
  /** Its card numbers, oldest first. */
  cards: string[];
  /** Its plate change requests (any status), oldest first. */
  changes: PlateChangeRow[];
  /** A prolongation of it waits for the resident's confirmation or payment (EXSISTING_VREX_YN). */
  prolonged: boolean;
}

/**
 * A value per permit that an area above adds to the listing's one statement (the termination area's
 * refund of an ended permit, the parking rights' registration of a current one): given the tenant and a
 * subquery of the listed permits' ids, it answers a scalar subselect on its own tables whose JSON is an
 * array of [permit id, value] pairs, one for each permit that has a value (null or no pair: none). Read
 * once for all the permits rather than as a subselect per permit (issue 29, decision 051).
 */
export type PermitJsonPart<T> = (
  tenantId: Expression<number>,
  permitIds: Expression<number>,
) => RawBuilder<[number, T][] | null>;

/**
 * The columns of a listed permit (permitQuery's, without their aliases), in the order of the JSON array each
 * permit is sent as (permitsWithFactsSql); listedPermitOf reads them back by the same positions.
 */
const LISTED_COLUMNS = PERMIT_COLUMNS.map((column) => column.split(' as ')[0]);

/** A permit as listPermitsWithFacts answers it, from its JSON array (the positions of LISTED_COLUMNS) and its facts. */
function listedPermitOf<T>(
  a: unknown[],
  facts: PermitFacts | undefined,
  extra: T | undefined,
): PermitRow & PermitFacts & { extra: T | null } {
  return {
    tenant_id: a[0] as number,
    id: a[1] as number,
    relation_id: a[2] as number,
    request_id: a[3] as number,
    plates_request_id: a[4] as number | null,
    permit_type_id: a[5] as number,
    area_id: a[6] as number,
    location_id: a[7] as number | null,
    address_id: a[8] as number | null,
    valid_from: a[9] as string,
    valid_to: a[10] as string | null,
    status: a[11] as PermitRow['status'],
    planned_end_date: a[12] as string | null,
    ended_on: a[13] as string | null,
    end_reason: a[14] as PermitRow['end_reason'],
    price_cents: a[15] as number,
    permit_number: a[16] as string,
    proof_code: a[17] as string,
    staffel: a[18] as number,
    valid_days: a[19] as string,
    specific_location: a[20] as string,
    type_description: a[21] as LocalizedText,
    type_staffel: a[22] as number,
    min_plates: a[23] as number,
    max_plates: a[24] as number,
    register_brand_yn: a[25] as 'Y' | 'N',
    register_colour_yn: a[26] as 'Y' | 'N',
    lease_allowed_yn: a[27] as 'Y' | 'N',
    permitplus_yn: a[28] as 'Y' | 'N',
    refund_rule: a[29] as PermitRow['refund_rule'],
    terminable_yn: a[30] as 'Y' | 'N',
    future_termination_yn: a[31] as 'Y' | 'N',
    plate_change_cost_cents: a[32] as number,
    valid_from_time: a[33] as string | null,
    valid_to_time: a[34] as string | null,
    period_type: a[35] as PermitRow['period_type'],
    period_count: a[36] as number | null,
    permit_enddate: a[37] as string | null,
    location_description: a[38] as LocalizedText | null,
    area_description: a[39] as LocalizedText,
    extra: extra ?? null,
    plates: facts?.plates ?? [],
    cards: facts?.cards ?? [],
    changes: facts?.changes ?? [],
    prolonged: facts?.prolonged ?? false,
  };
}

/** A permit's facts, made when the first of them is read. */
function factsOf(byPermit: Map<number, PermitFacts>, permitId: number): PermitFacts {
  let facts = byPermit.get(permitId);
  if (!facts) {
    facts = { plates: [], cards: [], changes: [], prolonged: false };
    byPermit.set(permitId, facts);
  }
  return facts;
}

/**
 * What permitsWithFactsSql answers: the permits, then their plates, cards and requests, and the extra
 * part's values, each as arrays led by the permit's id.
 */
type PermitsWithFactsJson<T> = [
  unknown[][],
  [number, string, 'Y' | 'N', 'Y' | 'N', string, string, string][] | null,
  [number, string][] | null,
  [number, number, 'LICENSE_CHANGE' | 'PROLONGATION', string][] | null,
  [number, T][] | null,
];

/** The permits with their facts from permitsWithFactsSql's answer. */
function permitsWithFactsOf<T>(json: PermitsWithFactsJson<T>): (PermitRow & PermitFacts & { extra: T | null })[] {
  const [permits, plates, cards, requests, extras] = json;
  const byPermit = new Map<number, PermitFacts>();
  for (const [permitId, license_plate, lease_yn, rdw_checked_yn, brand, colour, country] of plates ?? []) {
    factsOf(byPermit, permitId).plates.push({ license_plate, lease_yn, rdw_checked_yn, brand, colour, country });
  }
  for (const [permitId, card] of cards ?? []) factsOf(byPermit, permitId).cards.push(card);
  for (const [permitId, id, kind, status] of requests ?? []) {
    const facts = factsOf(byPermit, permitId);
    if (kind === 'LICENSE_CHANGE') facts.changes.push({ id, permit_id: permitId, status });
    else if (PROLONGATION_WAITING.has(status)) facts.prolonged = true;
  }
  const extraOf = new Map<number, T>(extras ?? []);
  return permits.map((a) => listedPermitOf<T>(a, byPermit.get(a[1] as number), extraOf.get(a[1] as number)));
}

/** A prolongation in one of these statuses waits for the resident (EXSISTING_VREX_YN). */
const PROLONGATION_WAITING: ReadonlySet<string> = new Set(['AWAIT_CONFIRMATION', 'AWAIT_PAYMENT']);

/**
 * The statement of listPermitsWithFacts: one JSON text of four arrays, each from a subselect run once.
 * The relation's permits with this status (each an array of LISTED_COLUMNS and the extra part, in the
 * listing's order); then the plates, cards and plate change and prolongation requests of all those
 * permits, each table read in one pass, each row led by its permit's id (in the order a permit lists
 * them), which listPermitsWithFacts sorts to their permits. Before, each permit ran four subselects of
 * its own, and the answer came as rows of some forty columns that the driver (and the embedded
 * database's thread, in a message) took apart and copied field by field (issue 29, decision 051). The
 * facts are not joined to the permits in SQL: with a generic plan the planner expects about one permit
 * per relation and would join them by nested loops, once per permit and fact. The extra part (another
 * area's, PermitJsonPart) is the fifth array, read the same way. $1 is the tenant and $2 the relation.
 */
function permitsWithFactsSql(db: Database, status: 'ACTIVE' | 'ENDED', extra: PermitJsonPart<unknown> | undefined) {
  const order = status === 'ENDED' ? 'p.ended_on desc nulls last, p.id desc' : 'p.valid_from desc, p.id desc';
  const mine = `(select m.id, m.tenant_id, coalesce(m.plates_request_id, m.request_id) as plates_of from permits m
      where m.tenant_id = $1 and m.relation_id = $2 and m.status = '${status}')`;
  const ids = sql.raw<number>(
    `select m.id from permits m where m.tenant_id = $1 and m.relation_id = $2 and m.status = '${status}'`,
  );
  const extraSql = extra ? extra(sql.raw<number>('$1'), ids).compile(db) : { sql: 'null', parameters: [] };
  if (extraSql.parameters.length > 0) throw new Error('listPermitsWithFacts: an extra part takes no parameters');
  return `select json_build_array(
  (select coalesce(json_agg(json_build_array(${LISTED_COLUMNS.join(', ')}) order by ${order}), '[]')
    from permits p
      join requests r on r.tenant_id = p.tenant_id and r.id = p.request_id
      join permit_types t on t.tenant_id = p.tenant_id and t.id = p.permit_type_id
      join areas a on a.tenant_id = p.tenant_id and a.id = p.area_id
      left join price_lines l on l.tenant_id = r.tenant_id and l.id = r.price_line_id
      left join locations c on c.tenant_id = p.tenant_id and c.id = p.location_id
    where p.tenant_id = $1 and p.relation_id = $2 and p.status = '${status}'),
  (select json_agg(json_build_array(m.id, rp.license_plate, rp.lease_yn, rp.rdw_checked_yn, rp.brand, rp.colour, rp.country)
      order by m.id, rp.position)
    from ${mine} m join request_plates rp on rp.tenant_id = m.tenant_id and rp.request_id = m.plates_of),
  (select json_agg(json_build_array(pc.permit_id, pc.card_number) order by pc.permit_id, pc.created_at, pc.card_number)
    from permit_cards pc where pc.tenant_id = $1 and pc.permit_id in (select m.id from ${mine} m)),
  (select json_agg(json_build_array(q.permit_id, q.id, q.kind, q.status) order by q.id)
    from requests q where q.tenant_id = $1 and q.permit_id in (select m.id from ${mine} m)
      and q.kind in ('LICENSE_CHANGE', 'PROLONGATION')),
  ${extraSql.sql}
)::text as permits`;
}

/** The SQL per status and extra part (a function of a module above, so a handful of them in all). */
const permitsWithFactsTexts = new Map<PermitJsonPart<unknown> | undefined, Map<'ACTIVE' | 'ENDED', string>>();

function permitsWithFactsText(db: Database, status: 'ACTIVE' | 'ENDED', extra: PermitJsonPart<unknown> | undefined) {
  let byStatus = permitsWithFactsTexts.get(extra);
  if (!byStatus) {
    byStatus = new Map();
    permitsWithFactsTexts.set(extra, byStatus);
  }
  let text = byStatus.get(status);
  if (text === undefined) {
    text = permitsWithFactsSql(db, status, extra);
    byStatus.set(status, text);
  }
  return text;
}

/**
 * The relation's permits with this status, newest first: current products (ACTIVE) by their first
 * valid day, history (ENDED) by the day they ended (issue 24), each with its plates, cards and plate
 * changes, and `extra` when given: one statement however many permits the relation holds (issue 15).
 */
export async function listPermitsWithFacts<T = null>(
  db: Database,
  tenantId: number,
  relationId: number,
  status: 'ACTIVE' | 'ENDED',
  extra?: PermitJsonPart<T>,
): Promise<(PermitRow & PermitFacts & { extra: T | null })[]> {
  const text = permitsWithFactsText(db, status, extra as PermitJsonPart<unknown> | undefined);
  const { rows } = await db.executeQuery<{ permits: string }>(CompiledQuery.raw(text, [tenantId, relationId]));
  return permitsWithFactsOf<T>(JSON.parse(rows[0]?.permits as string) as PermitsWithFactsJson<T>);
}

/** The relation's ACTIVE permits counted (what /current-products lists), as a query the home counts embed. */
export function activePermitsCountQuery(db: Database, tenantId: number, relationId: number) {
  return db
    .selectFrom('permits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('status', '=', 'ACTIVE');
}

/**
 * The caller's own permit by ROOT_RQT_ID (the request it was issued for). Another relation's or
 * tenant's permit is not found. With forUpdate the permit row is locked (termination, plate change).
 */
export async function findOwnPermit(
  db: Database,
  tenantId: number,
  relationId: number,
  rootRequestId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PermitRow | null> {
  if (options.forUpdate) {
    const locked = await db
      .selectFrom('permits')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('relation_id', '=', relationId)
      .where('request_id', '=', rootRequestId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return null;
  }
  const row = await permitQuery(db, tenantId)
    .where('p.relation_id', '=', relationId)
    .where('p.request_id', '=', rootRequestId)
    .executeTakeFirst();
  return (row as PermitRow | undefined) ?? null;
}

/** What the public verification page may know of a permit: its state, validity and plates, nothing of its holder. */
export interface VerifiedPermit {
  status: 'ACTIVE' | 'ENDED';
  valid_from: string;
  valid_to: string | null;
  planned_end_date: string | null;
  /** The chosen weekdays (requests.valid_days, e.g. MONDAY,FRIDAY); '' for every day. */
  valid_days: string;
  plates: string[];
}

/** The permit with this proof code in this municipality (any holder: the page is public), or null. */
export async function findPermitByProofCode(
  db: Database,
  tenantId: number,
  proofCode: string,
): Promise<VerifiedPermit | null> {
  const row = await db
    .selectFrom('permits as p')
    .innerJoin('requests as r', (join) =>
      join.onRef('r.tenant_id', '=', 'p.tenant_id').onRef('r.id', '=', 'p.request_id'),
    )
    .select([
      'p.status',
      'p.valid_from',
      'p.valid_to',
      'p.planned_end_date',
      'r.valid_days',
      currentPlateNumbers(db).as('plates'),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.proof_code', '=', proofCode)
    .executeTakeFirst();
  if (!row) return null;
  return {
    status: row.status,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    planned_end_date: row.planned_end_date,
    valid_days: row.valid_days,
    plates: row.plates.map((plate) => plate.license_plate),
  };
}

/** A plate as a product shows it. */
export type PlateRow = Pick<
  Selectable<RequestPlatesTable>,
  'license_plate' | 'lease_yn' | 'rdw_checked_yn' | 'brand' | 'colour' | 'country'
>;

export type PermitplusLinkRow = Awaited<ReturnType<typeof readPermitplusLink>>;

export async function readPermitplusLink(db: Database, tenantId: number, permitId: number) {
  return (
    (await db
      .selectFrom('permitplus_links')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('permit_id', '=', permitId)
      .executeTakeFirst()) ?? null
  );
}

/** A new link e-mail replaces the previous link; an account already linked stays linked. */
export async function savePermitplusLinkSent(
  db: Database,
  tenantId: number,
  permitId: number,
  link: { tokenHash: string; emailAddress: string; sentAt: Date; validUntil: Date },
): Promise<void> {
  await db
    .insertInto('permitplus_links')
    .values({
      tenant_id: tenantId,
      permit_id: permitId,
      token_hash: link.tokenHash,
      email_address: link.emailAddress,
      email_sent_at: link.sentAt,
      link_valid_until: link.validUntil,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'permit_id']).doUpdateSet({
        token_hash: link.tokenHash,
        email_address: link.emailAddress,
        email_sent_at: link.sentAt,
        link_valid_until: link.validUntil,
      }),
    )
    .execute();
}

/** The link a token opens, while it is valid; with the permit's description for the app's page. */
export async function findPermitplusLinkByToken(db: Database, tenantId: number, tokenHash: string, now: Date) {
  return (
    (await db
      .selectFrom('permitplus_links as k')
      .innerJoin('permits as p', (join) =>
        join.onRef('p.tenant_id', '=', 'k.tenant_id').onRef('p.id', '=', 'k.permit_id'),
      )
      .select(permitTypeDescriptionOf(db, 'p.tenant_id', 'p.permit_type_id').as('description'))
      .select(['k.permit_id', 'k.email_address', 'k.linked_email', 'p.valid_to'])
      .where('k.tenant_id', '=', tenantId)
      .where('k.token_hash', '=', tokenHash)
      .where('k.link_valid_until', '>', now)
      .executeTakeFirst()) ?? null
  );
}

export async function markPermitplusLinked(
  db: Database,
  tenantId: number,
  permitId: number,
  email: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('permitplus_links')
    .set({ linked_email: email, linked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('permit_id', '=', permitId)
    .execute();
}

/** The request a permit is made, changed or extended from: the columns these writes read. */
export interface PermitSource {
  id: number;
  relation_id: number;
  permit_type_id: number;
  area_id: number;
  location_id: number | null;
  address_id: number | null;
  permit_id: number | null;
  valid_from: string;
  valid_to: string | null;
  price_cents: number;
}

/** The ACTIVE permit a paid or free request becomes, with the request's validity; at most one per request. */
export async function createPermit(trx: Database, tenantId: number, request: PermitSource): Promise<number> {
  const existing = await trx
    .selectFrom('permits')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', request.id)
    .executeTakeFirst();
  if (existing) return existing.id;
  const { id } = await trx
    .insertInto('permits')
    .values({
      tenant_id: tenantId,
      relation_id: request.relation_id,
      request_id: request.id,
      permit_type_id: request.permit_type_id,
      area_id: request.area_id,
      location_id: request.location_id,
      address_id: request.address_id,
      valid_from: request.valid_from,
      valid_to: request.valid_to,
      plates_request_id: request.id,
      price_cents: request.price_cents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await applyPermitChanged(trx, tenantId, id);
  return id;
}

/** A plate change that went through: the permit carries the change request's plates from now on. */
export async function applyPlateChange(trx: Database, tenantId: number, request: PermitSource): Promise<void> {
  if (request.permit_id === null) throw new Error(`plate change ${request.id} names no permit`);
  const result = await trx
    .updateTable('permits')
    .set({ plates_request_id: request.id })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', request.permit_id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) await applyPermitChanged(trx, tenantId, request.permit_id);
}

/**
 * A prolongation paid or free and confirmed: the permit runs until the prolongation's end. Only when
 * the permit still ends the day before the prolongation starts, so the same period is never added
 * twice, and only while it is ACTIVE. Answers whether the permit moved.
 */
export async function extendPermit(trx: Database, tenantId: number, request: PermitSource): Promise<boolean> {
  if (request.permit_id === null || request.valid_to === null)
    throw new Error(`prolongation ${request.id} names no permit or end`);
  const result = await trx
    .updateTable('permits')
    .set({ valid_to: request.valid_to })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', request.permit_id)
    .where('status', '=', 'ACTIVE')
    .where(sql<boolean>`valid_to + 1 = ${request.valid_from}::date`)
    .executeTakeFirst();
  const moved = Number(result.numUpdatedRows) === 1;
  if (moved) await applyPermitChanged(trx, tenantId, request.permit_id);
  return moved;
}

/** Plans the permit's termination on `endDate` (its last valid day), or clears the plan with null. */
export async function setPlannedEnd(
  trx: Database,
  tenantId: number,
  permitId: number,
  endDate: string | null,
): Promise<void> {
  await trx
    .updateTable('permits')
    .set({ planned_end_date: endDate })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', permitId)
    .where('status', '=', 'ACTIVE')
    .execute();
  await applyPermitChanged(trx, tenantId, permitId);
}

/**
 * The request a permit was issued from (its ROOT_RQT_ID), as a scalar subselect for a listing of
 * another area that must stay one statement (decision 015): `tenantRef` and `permitRef` name the
 * listing's columns.
 */
export function permitRequestIdOf(db: Database, tenantRef: string, permitRef: string) {
  return db
    .selectFrom('permits as pr')
    .select('pr.request_id')
    .where('pr.tenant_id', '=', sql.ref<number>(tenantRef))
    .where('pr.id', '=', sql.ref<number>(permitRef));
}

/**
 * The request whose plates a permit carries now (its last plate change's, else the one it was issued
 * from), as a scalar subselect like `permitRequestIdOf`.
 */
export function permitPlatesRequestIdOf(db: Database, tenantRef: string, permitRef: string) {
  return db
    .selectFrom('permits as pp')
    .select(sql<number>`coalesce(pp.plates_request_id, pp.request_id)`.as('plates_request_id'))
    .where('pp.tenant_id', '=', sql.ref<number>(tenantRef))
    .where('pp.id', '=', sql.ref<number>(permitRef));
}

/**
 * The plates a permit `p` of the outer query carries now (its last plate change's, else its request's), in order,
 * as a JSON array of `{license_plate}`: what the proof and the parking rights read of it.
 */
export function currentPlateNumbers(db: Database) {
  return jsonArrayFrom(
    db
      .selectFrom('request_plates as rp')
      .select('rp.license_plate')
      .where('rp.tenant_id', '=', sql.ref<number>('p.tenant_id'))
      .where('rp.request_id', '=', sql<number>`coalesce(p.plates_request_id, p.request_id)`)
      .orderBy('rp.position'),
  );
}

/** What the parking rights area registers of a permit: its validity, days and the plates it carries now. */
export interface PermitForRights {
  id: number;
  status: 'ACTIVE' | 'ENDED';
  area_id: number;
  location_id: number | null;
  valid_from: string;
  valid_to: string | null;
  planned_end_date: string | null;
  ended_on: string | null;
  valid_days: string;
  plates: string[];
}

/** The permit with its current plates, locked (rights are recomputed one permit at a time). */
export async function readPermitForRights(
  trx: Database,
  tenantId: number,
  permitId: number,
): Promise<PermitForRights | null> {
  const locked = await trx
    .selectFrom('permits')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', permitId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) return null;
  const row = await trx
    .selectFrom('permits as p')
    .innerJoin('requests as r', (join) =>
      join.onRef('r.tenant_id', '=', 'p.tenant_id').onRef('r.id', '=', 'p.request_id'),
    )
    .select([
      'p.id',
      'p.status',
      'p.area_id',
      'p.location_id',
      'p.valid_from',
      'p.valid_to',
      'p.planned_end_date',
      'p.ended_on',
      'r.valid_days',
    ])
    .select(currentPlateNumbers(trx).as('plates'))
    .where('p.tenant_id', '=', tenantId)
    .where('p.id', '=', permitId)
    .executeTakeFirstOrThrow();
  return { ...(row as Omit<PermitForRights, 'plates'>), plates: row.plates.map((p) => p.license_plate) };
}

/** The ACTIVE permits of a tenant, after `afterId`, in id order (the rights' daily reconciliation). */
export async function listActivePermitIds(db: Database, tenantId: number, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('permits')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'ACTIVE')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** One permit by its id with its facts, whoever holds it: for the messages that report its changes (issue 26). */
export async function findPermitById(db: Database, tenantId: number, permitId: number): Promise<PermitRow | null> {
  const row = await permitQuery(db, tenantId).where('p.id', '=', permitId).executeTakeFirst();
  return (row as PermitRow | undefined) ?? null;
}

/**
 * Active permits requested on a price line that still run on `fromDate` (so their renewal falls after it),
 * and their units: one per permit, or per chosen day where the line prices days of the week. What a price
 * change from that date reaches (the back office's preview, issue 28).
 */
export async function countPermitsOnPriceLine(
  db: Database,
  tenantId: number,
  priceLineId: number,
  fromDate: string,
): Promise<{ permits: number; units: number }> {
  const row = await db
    .selectFrom('permits as p')
    .innerJoin('requests as r', (join) =>
      join.onRef('r.tenant_id', '=', 'p.tenant_id').onRef('r.id', '=', 'p.request_id'),
    )
    .select([
      sql<number>`count(*)`.as('permits'),
      sql<number>`coalesce(sum(case when r.valid_days = '' then 1 else cardinality(string_to_array(r.valid_days, ',')) end), 0)`.as(
        'units',
      ),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('r.price_line_id', '=', priceLineId)
    .where('p.status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('p.valid_to', 'is', null), eb('p.valid_to', '>=', fromDate)]))
    .where((eb) => eb.or([eb('p.planned_end_date', 'is', null), eb('p.planned_end_date', '>=', fromDate)]))
    .executeTakeFirst();
  return { permits: Number(row?.permits ?? 0), units: Number(row?.units ?? 0) };
}
