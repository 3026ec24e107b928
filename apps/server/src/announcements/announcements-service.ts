/**
 * Announcements (issue 28): published and withdrawn by staff, each change in one transaction with the caller's
 * audit row (`within`); and the live ones that reach a resident, for home. Which resident an announcement reaches is
 * the pure rule of announcement-rules.ts; this file gathers what it asks (the permits held, the zones).
 */
import { amsterdamDay, formatDisplayDate, type Locale } from '@parkeerloket/contract';
import { localized } from '@parkeerloket/translations';
import {
  catalogueNames,
  countHoldings,
  listAreas,
  listPermitTypes,
  postcodesOfAreasQuery,
} from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { notifyOutbox, queueMessageToMany } from '../mail/index.js';
import { permitsOfRelation, relationsHoldingActiveQuery } from '../permits/index.js';
import { findRelation, mailContactsQuery, relationsWithPostcodeQuery } from '../relations/index.js';
import type { Tenant } from '../tenants/index.js';
import {
  type AnnouncementAudience,
  type AnnouncementRule,
  announcementMatches,
  announcementText,
} from './announcement-rules.js';
import {
  type AnnouncementInput,
  type AnnouncementRow,
  insertAnnouncement,
  liveAnnouncements,
  lockAnnouncement,
  markWithdrawn,
  pageOfAnnouncements,
} from './announcements-repository.js';

export type { AnnouncementRow } from './announcements-repository.js';

/** Why a change was refused: no such announcement of the tenant, withdrawn already, or a product or zone not the tenant's. */
export type AnnouncementProblem = 'not_found' | 'withdrawn' | 'unknown_product' | 'unknown_zone';

export class AnnouncementError extends Error {
  constructor(readonly problem: AnnouncementProblem) {
    super(problem);
    this.name = 'AnnouncementError';
  }
}

export interface AnnouncementChangeOptions {
  by: string;
  now: Date;
  /** Runs in the change's transaction after it, before commit: the caller's audit row. */
  within: (trx: Database, change: { before: AnnouncementRow | null; after: AnnouncementRow }) => Promise<void>;
}

export function ruleOf(row: AnnouncementRow): AnnouncementRule {
  return {
    permitTypeIds: row.permit_type_ids,
    areaIds: row.area_ids,
    fromDate: row.from_date,
    untilDate: row.until_date,
    withdrawn: row.withdrawn_at !== null,
  };
}

export function listAnnouncementPage(db: Database, tenantId: number, page: { offset: number; limit: number }) {
  return pageOfAnnouncements(db, tenantId, page);
}

/** The tenant's products (permit types) and zones (areas), named in the caller's language. */
export async function announcementTargets(db: Database, tenantId: number, locale: Locale) {
  const [types, areas] = await Promise.all([listPermitTypes(db, tenantId), listAreas(db, tenantId)]);
  return {
    products: types.map((t) => ({ id: t.id, name: localized(t.description, locale) })),
    zones: areas.map((a) => ({ id: a.id, name: localized(a.description, locale) })),
  };
}

/**
 * Publishes the announcement; with `sendEmail`, also e-mails it (kind `announcement`, which the resident may turn
 * off) once to every resident it reaches on home (`audienceOf`, announcement-rules.ts): holding an active permit of
 * its products or in its zones, or living in one of its zones by their address's postcode; in their language, in
 * the same transaction, as one statement however many residents (decision 048).
 */
export async function publishAnnouncement(
  db: Database,
  tenant: Tenant,
  input: AnnouncementInput,
  options: AnnouncementChangeOptions & { config?: Pick<Config, 'PUBLIC_URL' | 'PORT'> },
): Promise<{ row: AnnouncementRow; mailed: number }> {
  const names = await catalogueNames(db, tenant.id);
  if (input.permitTypeIds.some((id) => names.permitType(id) === undefined)) {
    throw new AnnouncementError('unknown_product');
  }
  if (input.areaIds.some((id) => names.area(id) === undefined)) throw new AnnouncementError('unknown_zone');
  const published = await db.transaction().execute(async (trx) => {
    const after = await insertAnnouncement(trx, tenant.id, input, options.by);
    const audience = audienceQuery(trx, tenant.id, input);
    const mailed =
      input.sendEmail && audience
        ? await queueMessageToMany(trx, {
            tenant,
            config: options.config,
            recipients: mailContactsQuery(trx, tenant.id, audience),
            kind: 'announcement',
            eventKey: `announcement:${after.id}`,
            values: (locale) => ({ ...announcementTexts(after, locale), until: formatDisplayDate(after.until_date) }),
            linkPath: '/home',
          })
        : 0;
    await options.within(trx, { before: null, after });
    return { row: after, mailed };
  });
  if (published.mailed > 0) notifyOutbox();
  return published;
}

/**
 * Every resident an announcement for these products and zones reaches, as one query (`relation_id`, each once): the
 * holders of an active permit of its products or in its zones, and the residents whose Dutch address's postcode
 * lies in one of its zones. The same residents `audienceOf` and `announcementMatches` find one at a time for home.
 */
function audienceQuery(db: Database, tenantId: number, target: Pick<AnnouncementInput, 'permitTypeIds' | 'areaIds'>) {
  const holders = relationsHoldingActiveQuery(db, tenantId, target);
  const residents =
    target.areaIds.length > 0
      ? relationsWithPostcodeQuery(db, tenantId, postcodesOfAreasQuery(db, tenantId, target.areaIds))
      : null;
  // Without products or zones there is nobody (and there are holders to ask about whenever there are zones).
  if (!holders) return null;
  return residents ? holders.union(residents) : holders;
}

function announcementTexts(row: AnnouncementRow, locale: Locale): { title: string; text: string } {
  const { title, body } = announcementText(
    { titleNl: row.title_nl, titleEn: row.title_en, bodyNl: row.body_nl, bodyEn: row.body_en },
    locale,
  );
  return { title, text: body };
}

export async function withdrawAnnouncement(
  db: Database,
  tenantId: number,
  id: number,
  options: AnnouncementChangeOptions,
): Promise<AnnouncementRow> {
  return db.transaction().execute(async (trx) => {
    const before = await lockAnnouncement(trx, tenantId, id);
    if (!before) throw new AnnouncementError('not_found');
    if (before.withdrawn_at !== null) throw new AnnouncementError('withdrawn');
    const after = await markWithdrawn(trx, tenantId, id, options.by, options.now);
    await options.within(trx, { before, after });
    return after;
  });
}

/** What the rule asks of the resident: the permit types they hold now, and the zones of their address and permits. */
async function audienceOf(db: Database, tenantId: number, relationId: number, today: string) {
  const [permits, relation] = await Promise.all([
    permitsOfRelation(db, tenantId, relationId, 200),
    findRelation(db, tenantId, relationId),
  ]);
  const active = permits.filter((p) => p.status === 'ACTIVE');
  const zip = relation?.foreign_yn === 'Y' ? '' : (relation?.zipcode ?? '');
  const postcode = /^\d{4}/.test(zip) ? zip.slice(0, 4) : null;
  const { areasOfAddress } = await countHoldings(db, tenantId, {
    relationId,
    postcode,
    address: null,
    permitTypeIds: [],
    locationIds: [],
    today,
  });
  const audience: AnnouncementAudience = {
    permitTypeIds: new Set(active.map((p) => p.permit_type_id)),
    areaIds: new Set([...active.map((p) => p.area_id), ...(areasOfAddress ?? [])]),
  };
  return audience;
}

export interface ResidentAnnouncement {
  id: number;
  title: string;
  body: string;
  fromDate: string;
  untilDate: string;
}

/** The announcements live today that reach the resident, newest first, in the resident's language. */
export async function announcementsForResident(scope: {
  db: Database;
  tenantId: number;
  relationId: number;
  locale: Locale;
  now: Date;
}): Promise<ResidentAnnouncement[]> {
  const today = amsterdamDay(scope.now);
  const live = await liveAnnouncements(scope.db, scope.tenantId, today);
  if (live.length === 0) return [];
  const audience = await audienceOf(scope.db, scope.tenantId, scope.relationId, today);
  return live
    .filter((row) => announcementMatches(ruleOf(row), audience, today))
    .map((row) => ({
      id: row.id,
      title: announcementTexts(row, scope.locale).title,
      body: announcementTexts(row, scope.locale).text,
      fromDate: row.from_date,
      untilDate: row.until_date,
    }));
}
