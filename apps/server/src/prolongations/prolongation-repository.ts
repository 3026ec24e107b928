/**
 * All SQL of the prolongations area: the permits whose next period is due. The relation's
 * prolongations and their count are the requests area's queries (`openProlongationsQuery`,
 * `openProlongationsCountQuery`). `claimDuePermit` is the job's and serves every tenant (it reads the
 * tenant with the row).
 */
import { DAYS, type Day } from '@parkeerloket/contract';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { hasProlongationFrom } from '../requests/index.js';

/** A permit whose prolongation is due, with what the offer and its e-mail need. */
export interface DuePermit {
  tenantId: number;
  tenantCode: string;
  tenantName: string;
  tenantLocale: string;
  permitId: number;
  relationId: number;
  platesRequestId: number;
  permitTypeId: number;
  areaId: number;
  locationId: number | null;
  addressId: number | null;
  validTo: string;
  staffel: number;
  validDays: Day[];
  validDaysText: string;
  specificLocation: string;
  branchNumber: string | null;
  priceLineId: number;
  periodType: 'M' | 'W' | 'D' | 'Y';
  periodCount: number;
  unitCents: number;
  daySelection: boolean;
  email: string | null;
  language: string | null;
}

/** The permit's period that starts the day after it ends already has its prolongation (any status: a withdrawn offer is not made again). */
function prolongationOfPeriod(permitAlias: 'p') {
  return sql<boolean>`exists (
    select 1 from requests x
    where x.tenant_id = ${sql.ref(`${permitAlias}.tenant_id`)} and x.kind = 'PROLONGATION'
      and x.permit_id = ${sql.ref(`${permitAlias}.id`)} and x.valid_from = ${sql.ref(`${permitAlias}.valid_to`)} + 1)`;
}

/**
 * Takes one ACTIVE permit of any tenant whose end lies within its type's offer days of `today` and
 * whose next period has no prolongation yet, locked (`for update skip locked`, so another instance
 * takes another). Not for permits with a planned termination, nor for a price line with a fixed end.
 * The "none yet" is asked again after the lock, in a statement of its own, so a permit another
 * instance just prolonged is seen.
 */
export async function claimDuePermit(trx: Database, today: string): Promise<DuePermit | undefined> {
  const row = await trx
    .selectFrom('permits as p')
    .innerJoin('permit_types as t', (j) =>
      j.onRef('t.tenant_id', '=', 'p.tenant_id').onRef('t.id', '=', 'p.permit_type_id'),
    )
    .innerJoin('requests as r', (j) => j.onRef('r.tenant_id', '=', 'p.tenant_id').onRef('r.id', '=', 'p.request_id'))
    .innerJoin('price_lines as l', (j) =>
      j.onRef('l.tenant_id', '=', 'r.tenant_id').onRef('l.id', '=', 'r.price_line_id'),
    )
    .innerJoin('tenants as tn', 'tn.id', 'p.tenant_id')
    .innerJoin('relations as rel', (j) =>
      j.onRef('rel.tenant_id', '=', 'p.tenant_id').onRef('rel.id', '=', 'p.relation_id'),
    )
    .select([
      'p.tenant_id',
      'p.id',
      'p.relation_id',
      'p.request_id',
      'p.plates_request_id',
      'p.permit_type_id',
      'p.area_id',
      'p.location_id',
      'p.address_id',
      'p.valid_to',
      'r.staffel',
      'r.valid_days',
      'r.specific_location',
      'r.branch_number',
      'l.id as price_line_id',
      'l.period_type',
      'l.period_count',
      'l.price_cents',
      'l.day_selection_yn',
      'tn.code',
      'tn.name',
      'tn.default_locale',
      'rel.email',
      'rel.language',
    ])
    .where('p.status', '=', 'ACTIVE')
    .where('p.planned_end_date', 'is', null)
    .where('p.valid_to', '>=', today)
    .where('t.prolongation_offer_days', 'is not', null)
    .where(sql<boolean>`p.valid_to - t.prolongation_offer_days <= ${today}::date`)
    .where('l.permit_enddate', 'is', null)
    .where(sql<boolean>`not ${prolongationOfPeriod('p')}`)
    .orderBy('p.tenant_id')
    .orderBy('p.id')
    .limit(1)
    .forUpdate('p')
    .skipLocked()
    .executeTakeFirst();
  if (!row || row.valid_to === null) return undefined;
  if (await hasProlongationFrom(trx, row.tenant_id, row.id, row.valid_to)) return undefined;
  const named = row.valid_days.split(',').map((day) => day.trim());
  return {
    tenantId: row.tenant_id,
    tenantCode: row.code,
    tenantName: row.name,
    tenantLocale: row.default_locale,
    permitId: row.id,
    relationId: row.relation_id,
    platesRequestId: row.plates_request_id ?? row.request_id,
    permitTypeId: row.permit_type_id,
    areaId: row.area_id,
    locationId: row.location_id,
    addressId: row.address_id,
    validTo: row.valid_to,
    staffel: row.staffel,
    validDays: DAYS.filter((day) => named.includes(day)),
    validDaysText: row.valid_days,
    specificLocation: row.specific_location,
    branchNumber: row.branch_number,
    priceLineId: row.price_line_id,
    periodType: row.period_type,
    periodCount: row.period_count,
    unitCents: row.price_cents,
    daySelection: row.day_selection_yn === 'Y',
    email: row.email,
    language: row.language,
  };
}

/** An ACTIVE permit of the tenant that cannot be renewed online, ending soon: what its reminder needs. */
export interface EndingPermit {
  permitId: number;
  /** The permit's first request (ROOT_RQT_ID): the product's screen in the portal. */
  rootRequestId: number;
  relationId: number;
  permitTypeId: number;
  validTo: string;
}

/**
 * The tenant's ACTIVE permits ending from `today` up to and including `lastDay` that cannot be renewed online:
 * their type offers no prolongation (no offer days) or their price line has a fixed end. Not those with a planned
 * termination (their own messages tell of that end). Not locked: the outbox's event index writes each reminder once.
 */
export async function listEndingPermits(
  db: Database,
  tenantId: number,
  today: string,
  lastDay: string,
): Promise<EndingPermit[]> {
  const rows = await db
    .selectFrom('permits as p')
    .innerJoin('permit_types as t', (j) =>
      j.onRef('t.tenant_id', '=', 'p.tenant_id').onRef('t.id', '=', 'p.permit_type_id'),
    )
    .innerJoin('requests as r', (j) => j.onRef('r.tenant_id', '=', 'p.tenant_id').onRef('r.id', '=', 'p.request_id'))
    .leftJoin('price_lines as l', (j) =>
      j.onRef('l.tenant_id', '=', 'r.tenant_id').onRef('l.id', '=', 'r.price_line_id'),
    )
    .select(['p.id', 'p.request_id', 'p.relation_id', 'p.permit_type_id', 'p.valid_to'])
    .where('p.tenant_id', '=', tenantId)
    .where('p.status', '=', 'ACTIVE')
    .where('p.planned_end_date', 'is', null)
    .where('p.valid_to', '>=', today)
    .where('p.valid_to', '<=', lastDay)
    .where((eb) => eb.or([eb('t.prolongation_offer_days', 'is', null), eb('l.permit_enddate', 'is not', null)]))
    .orderBy('p.valid_to')
    .orderBy('p.id')
    .execute();
  return rows.flatMap((r) =>
    r.valid_to === null
      ? []
      : [
          {
            permitId: r.id,
            rootRequestId: r.request_id,
            relationId: r.relation_id,
            permitTypeId: r.permit_type_id,
            validTo: r.valid_to,
          },
        ],
  );
}
