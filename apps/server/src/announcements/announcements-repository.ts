/** All SQL of the announcements (issue 28). Every query filters on the tenant. */
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.js';
import type { AnnouncementsTable } from '../db/schema.js';

export type AnnouncementRow = Selectable<AnnouncementsTable>;

export interface AnnouncementInput {
  titleNl: string;
  titleEn: string;
  bodyNl: string;
  bodyEn: string;
  permitTypeIds: readonly number[];
  areaIds: readonly number[];
  fromDate: string;
  untilDate: string;
  sendEmail: boolean;
}

export async function insertAnnouncement(
  db: Database,
  tenantId: number,
  input: AnnouncementInput,
  by: string,
): Promise<AnnouncementRow> {
  return db
    .insertInto('announcements')
    .values({
      tenant_id: tenantId,
      title_nl: input.titleNl,
      title_en: input.titleEn,
      body_nl: input.bodyNl,
      body_en: input.bodyEn,
      permit_type_ids: JSON.stringify(input.permitTypeIds),
      area_ids: JSON.stringify(input.areaIds),
      from_date: input.fromDate,
      until_date: input.untilDate,
      send_email: input.sendEmail,
      created_by: by,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One page of the tenant's announcements, newest first, and how many there are. */
export async function pageOfAnnouncements(
  db: Database,
  tenantId: number,
  page: { offset: number; limit: number },
): Promise<{ items: AnnouncementRow[]; total: number }> {
  const [items, count] = await Promise.all([
    db
      .selectFrom('announcements')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** The announcement, locked, if the tenant has it. */
export async function lockAnnouncement(
  trx: Database,
  tenantId: number,
  id: number,
): Promise<AnnouncementRow | undefined> {
  return trx
    .selectFrom('announcements')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markWithdrawn(
  trx: Database,
  tenantId: number,
  id: number,
  by: string,
  at: Date,
): Promise<AnnouncementRow> {
  return trx
    .updateTable('announcements')
    .set({ withdrawn_by: by, withdrawn_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The tenant's announcements not withdrawn whose window holds `today`: what home may show, newest first. */
export async function liveAnnouncements(db: Database, tenantId: number, today: string): Promise<AnnouncementRow[]> {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('withdrawn_at', 'is', null)
    .where('from_date', '<=', today)
    .where('until_date', '>=', today)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}
