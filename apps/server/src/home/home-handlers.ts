import {
  getAnnouncements,
  getOverviewCounts,
  type HomeAnnouncement,
  type Locale,
  OVERVIEW_COUNT_NAMES,
  type OverviewCountName,
} from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import { handle } from '../http/handler.js';
import { callerRelation } from '../sessions/index.js';
import { type CountSource, computeOverviewCounts, presentCount } from './overview-counts.js';

/**
 * The municipality's announcements that reach the resident (issue 28), from the announcements area, which sits
 * above home: the composition root hands it in, so this area imports none of it.
 */
export type AnnouncementSource = (scope: {
  db: Database;
  tenantId: number;
  relationId: number;
  locale: Locale;
  now: Date;
}) => Promise<HomeAnnouncement[]>;

/**
 * The home area's handler, given each count's source. The sources belong to the areas that own the
 * counted rows and are listed in the composition root (composition.ts), so this area imports none of them.
 */
export function createHomeHandlers(
  sources: Partial<Record<OverviewCountName, CountSource>>,
  announcements: AnnouncementSource = async () => [],
) {
  return [
    handle(getAnnouncements, async ({ db, tenant, session, locale }) => {
      const relationId = session?.relationId;
      if (relationId === null || relationId === undefined) return [];
      return announcements({ db, tenantId: tenant.id, relationId, locale, now: new Date() });
    }),
    handle(getOverviewCounts, async ({ db, tenant, session }) => {
      if (session?.relationId === null || session?.relationId === undefined) {
        return OVERVIEW_COUNT_NAMES.map((name) => presentCount(name, 0));
      }
      return computeOverviewCounts(
        {
          db,
          tenantId: tenant.id,
          relationId: session.relationId,
          branchNumber: session.branchNumber,
          relation: await callerRelation(db, tenant.id, session),
        },
        sources,
      );
    }),
  ];
}
