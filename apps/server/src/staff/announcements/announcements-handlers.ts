/**
 * The announcements' handlers (issue 28): thin; publishing and withdrawing are the announcements area's, each
 * with its one audit row in the change's transaction.
 */
import type { AnnouncementItem, StaffRouteOf } from '@parkeerloket/contract';
import {
  AnnouncementError,
  type AnnouncementRow,
  announcementTargets,
  listAnnouncementPage,
  publishAnnouncement as publish,
  withdrawAnnouncement as withdraw,
} from '../../announcements/index.js';
import { translate } from '../../http/messages.js';
import type { StaffCallContext, StaffHandler } from '../api/staff-call-context.js';
import { StaffProblem } from '../api/staff-call-context.js';

function announcementJson(row: AnnouncementRow): AnnouncementItem {
  return {
    id: row.id,
    titleNl: row.title_nl,
    titleEn: row.title_en,
    bodyNl: row.body_nl,
    bodyEn: row.body_en,
    permitTypeIds: row.permit_type_ids,
    areaIds: row.area_ids,
    fromDate: row.from_date,
    untilDate: row.until_date,
    sendEmail: row.send_email,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    withdrawnAt: row.withdrawn_at === null ? null : new Date(row.withdrawn_at).toISOString(),
  };
}

function problemOf(ctx: StaffCallContext, error: unknown): never {
  if (error instanceof AnnouncementError) {
    if (error.problem === 'not_found') throw new StaffProblem(404, 'staff.problem.404');
    // A product or zone the municipality does not have is an object not found, named in the title.
    const text = translate(ctx.locale, `staff.announcements.problem.${error.problem}`);
    throw new StaffProblem(error.problem === 'withdrawn' ? 409 : 404, text);
  }
  throw error;
}

/** The audit's picture of an announcement: what residents read and who it is for. */
function audited(row: AnnouncementRow) {
  return {
    titleNl: row.title_nl,
    titleEn: row.title_en,
    permitTypeIds: row.permit_type_ids,
    areaIds: row.area_ids,
    fromDate: row.from_date,
    untilDate: row.until_date,
    sendEmail: row.send_email,
    withdrawn: row.withdrawn_at !== null,
  };
}

export const listAnnouncements: StaffHandler<StaffRouteOf<'listAnnouncements'>> = async (ctx, { query }) => {
  const { items, total } = await listAnnouncementPage(ctx.db, ctx.tenant.id, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: items.map(announcementJson), page: query.page, pageSize: query.pageSize, total };
};

export const getAnnouncementTargets: StaffHandler<StaffRouteOf<'getAnnouncementTargets'>> = (ctx) =>
  announcementTargets(ctx.db, ctx.tenant.id, ctx.locale);

export const publishAnnouncement: StaffHandler<StaffRouteOf<'publishAnnouncement'>> = async (ctx, { body }) => {
  const { row, mailed } = await publish(ctx.db, ctx.tenant, body, {
    by: ctx.staff.name,
    now: ctx.now,
    config: ctx.config,
    within: (trx, change) =>
      ctx.audit(
        {
          action: 'publish-announcement',
          objectType: 'announcement',
          objectId: String(change.after.id),
          after: audited(change.after),
        },
        trx,
      ),
  }).catch((error) => problemOf(ctx, error));
  return { announcement: { ...announcementJson(row), mailed } };
};

export const withdrawAnnouncement: StaffHandler<StaffRouteOf<'withdrawAnnouncement'>> = async (ctx, { params }) => {
  const row = await withdraw(ctx.db, ctx.tenant.id, params.announcementId, {
    by: ctx.staff.name,
    now: ctx.now,
    within: (trx, change) =>
      ctx.audit(
        {
          action: 'withdraw-announcement',
          objectType: 'announcement',
          objectId: String(change.after.id),
          before: change.before ? audited(change.before) : null,
          after: audited(change.after),
        },
        trx,
      ),
  }).catch((error) => problemOf(ctx, error));
  return { announcement: announcementJson(row) };
};
