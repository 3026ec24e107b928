import type { StaffRouteOf } from '@parkeerloket/contract';
import type { StaffHandler } from '../api/staff-call-context.js';
import { type StaffCountSource, startCounts } from './start-counts.js';

export function createStartHandlers(sources: readonly StaffCountSource[]) {
  const getStartCounts: StaffHandler<StaffRouteOf<'getStartCounts'>> = async (ctx) => ({
    counts: await startCounts(sources, { db: ctx.db, tenantId: ctx.tenant.id, now: ctx.now }, ctx.staff.roles),
  });
  return { getStartCounts };
}
