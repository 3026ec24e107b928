/**
 * Announcements (issue 28): a municipality's message for residents, shown on home (and optionally e-mailed) to
 * holders of chosen products or residents of chosen zones, in Dutch and English, from one day until another.
 * Beheerders publish and withdraw them; auditors read.
 */
import { z } from 'zod';
import { defineStaffRoute, paginated, paginationQuery } from '../staff-route.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const ids = z.array(z.number().int().min(1).max(2_147_483_647)).max(200);

export const announcementItem = z.object({
  id: z.number().int(),
  titleNl: z.string(),
  titleEn: z.string(),
  bodyNl: z.string(),
  bodyEn: z.string(),
  permitTypeIds: z.array(z.number().int()),
  areaIds: z.array(z.number().int()),
  fromDate: z.string(),
  untilDate: z.string(),
  sendEmail: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  /** How many residents were e-mailed when it was published (0 without e-mail). */
  mailed: z.number().int().min(0).optional(),
});
export type AnnouncementItem = z.infer<typeof announcementItem>;

export const newAnnouncement = z
  .object({
    titleNl: z.string().trim().min(1).max(120),
    titleEn: z.string().trim().min(1).max(120),
    bodyNl: z.string().trim().min(1).max(2000),
    bodyEn: z.string().trim().min(1).max(2000),
    permitTypeIds: ids.default([]),
    areaIds: ids.default([]),
    fromDate: day,
    untilDate: day,
    sendEmail: z.boolean().default(false),
  })
  .refine((a) => a.permitTypeIds.length + a.areaIds.length > 0, {
    path: ['permitTypeIds'],
    message: 'choose at least one product or zone',
  })
  .refine((a) => a.untilDate >= a.fromDate, { path: ['untilDate'], message: 'until must not be before from' });
export type NewAnnouncement = z.infer<typeof newAnnouncement>;

export const listAnnouncements = defineStaffRoute({
  operationId: 'listAnnouncements',
  method: 'GET',
  path: '/mededelingen',
  roles: ['beheerder', 'auditor'],
  summary: 'The announcements, newest first, withdrawn ones too',
  query: paginationQuery,
  response: paginated(announcementItem),
  audit: 'none',
});

export const getAnnouncementTargets = defineStaffRoute({
  operationId: 'getAnnouncementTargets',
  method: 'GET',
  path: '/mededelingen/doelgroepen',
  roles: ['beheerder', 'auditor'],
  summary: 'The products and zones an announcement can be aimed at',
  response: z.object({
    products: z.array(z.object({ id: z.number().int(), name: z.string() })),
    zones: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  audit: 'none',
});

export const publishAnnouncement = defineStaffRoute({
  operationId: 'publishAnnouncement',
  method: 'POST',
  path: '/mededelingen',
  roles: ['beheerder'],
  summary: 'Publish an announcement for holders of chosen products or residents of chosen zones',
  body: newAnnouncement,
  response: z.object({ announcement: announcementItem }),
  audit: 'write',
  status: 201,
  example: {
    body: {
      titleNl: 'Werkzaamheden',
      titleEn: 'Roadworks',
      bodyNl: 'De garage is dicht.',
      bodyEn: 'The car park is closed.',
      permitTypeIds: [1],
      fromDate: '2026-01-01',
      untilDate: '2026-01-31',
    },
  },
});

export const withdrawAnnouncement = defineStaffRoute({
  operationId: 'withdrawAnnouncement',
  method: 'POST',
  path: '/mededelingen/{announcementId}/intrekking',
  roles: ['beheerder'],
  summary: 'Withdraw an announcement: home no longer shows it',
  params: z.object({ announcementId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: z.object({ announcement: announcementItem }),
  audit: 'write',
  example: { params: { announcementId: '1' } },
});

export const ANNOUNCEMENT_ROUTES = [
  listAnnouncements,
  getAnnouncementTargets,
  publishAnnouncement,
  withdrawAnnouncement,
] as const;
