/**
 * The resident's file (issue 27, decision 035): thin handlers. Each answer shows a resident's personal
 * data, so each writes its audit row (the plumbing refuses a `read-personal` call without one); a missing
 * resident or permit answers 404 before anything is shown or written.
 */
import { normalizeSearchTerm, type StaffRouteOf } from '@parkeerloket/contract';
import { catalogueNames } from '../../catalogue/index.js';
import { findTenantPermit } from '../../permits/index.js';
import { findRelation } from '../../relations/index.js';
import { transitionsOfPermit } from '../../requests/index.js';
import { type StaffHandler, StaffProblem } from '../api/staff-call-context.js';
import { auditOfObject, auditOfRelation } from '../audit/staff-audit-search.js';
import { readResidentFile, searchRelations, staffPermitOf } from './resident-file-service.js';

/** How many audit rows a permit's timeline shows: the newest. */
const PERMIT_AUDIT_ROWS = 100;

const notFound = () => new StaffProblem(404, 'staff.problem.404');

export const searchResidents: StaffHandler<StaffRouteOf<'searchResidents'>> = async (ctx, { body }) => {
  const term = normalizeSearchTerm(body.kind, body.term);
  const found = await searchRelations(ctx.db, ctx.tenant.id, body.kind, term);
  const ids = found.items.map((item) => item.id);
  await ctx.audit({
    action: 'search-residents',
    objectType: 'search',
    objectId: body.kind,
    relationId: ids.length === 1 ? ids[0] : null,
    after: { kind: body.kind, term, found: ids },
    ...(body.reason ? { reason: body.reason.trim() } : {}),
  });
  return found;
};

export const getResident: StaffHandler<StaffRouteOf<'getResident'>> = async (ctx, { params }) => {
  const file = await readResidentFile(ctx.db, ctx.tenant.id, params.id, ctx.staff.roles, ctx.locale);
  if (!file) throw notFound();
  await ctx.audit({
    action: 'view-resident',
    objectType: 'relation',
    objectId: String(file.id),
    relationId: file.id,
    after: { sections: file.sections },
  });
  return file;
};

export const listResidentAudit: StaffHandler<StaffRouteOf<'listResidentAudit'>> = async (ctx, { params, query }) => {
  if (!(await findRelation(ctx.db, ctx.tenant.id, params.id))) throw notFound();
  await ctx.audit({
    action: 'view-resident-audit',
    objectType: 'relation',
    objectId: String(params.id),
    relationId: params.id,
  });
  const page = await auditOfRelation(ctx.db, ctx.tenant.id, params.id, query.page, query.pageSize);
  return { ...page, page: query.page, pageSize: query.pageSize };
};

export const getResidentPermit: StaffHandler<StaffRouteOf<'getResidentPermit'>> = async (ctx, { params }) => {
  const permit = await findTenantPermit(ctx.db, ctx.tenant.id, params.permitId);
  if (!permit || permit.relation_id !== params.id) throw notFound();
  await ctx.audit({
    action: 'view-permit',
    objectType: 'permit',
    objectId: String(permit.id),
    relationId: permit.relation_id,
  });
  const [names, transitions, audit] = await Promise.all([
    catalogueNames(ctx.db, ctx.tenant.id),
    transitionsOfPermit(ctx.db, ctx.tenant.id, permit.id, permit.request_id),
    auditOfObject(ctx.db, ctx.tenant.id, 'permit', String(permit.id), PERMIT_AUDIT_ROWS),
  ]);
  return {
    permit: staffPermitOf(permit, names, ctx.locale),
    transitions: transitions.map((transition) => ({
      requestId: transition.request_id,
      kind: transition.kind,
      event: transition.event,
      from: transition.from_status,
      to: transition.to_status,
      at: new Date(transition.at).toISOString(),
    })),
    audit: audit.items,
  };
};
