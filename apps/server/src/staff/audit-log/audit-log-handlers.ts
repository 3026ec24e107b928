/**
 * The audit log (issue 27, decision 035), for the beheerder and the auditor. The log holds residents'
 * personal data (search terms, reasons, who was looked at), so reading it is audited too.
 */
import type { StaffRouteOf } from '@parkeerloket/contract';
import type { StaffHandler } from '../api/staff-call-context.js';
import { searchAudit } from '../audit/staff-audit-search.js';

export const listAuditEntries: StaffHandler<StaffRouteOf<'listAuditEntries'>> = async (ctx, { query }) => {
  const page = await searchAudit(ctx.db, ctx.tenant.id, query);
  const { page: pageNumber, pageSize, ...filters } = query;
  await ctx.audit({ action: 'search-audit', objectType: 'audit-log', objectId: ctx.tenant.code, after: filters });
  return { ...page, page: pageNumber, pageSize };
};
