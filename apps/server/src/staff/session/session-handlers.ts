/** Who am I, the session's language, and signing out. */
import type { StaffRouteOf } from '@parkeerloket/contract';
import type { StaffCallContext, StaffHandler } from '../api/staff-call-context.js';
import { StaffProblem } from '../api/staff-call-context.js';
import { deleteStaffSession, updateStaffSessionLocale } from '../sessions/staff-session-repository.js';

function staffMember(ctx: StaffCallContext) {
  return {
    id: ctx.staff.id,
    name: ctx.staff.name,
    roles: ctx.staff.roles,
    municipality: { code: ctx.tenant.code, name: ctx.tenant.name },
    expiresAt: ctx.staff.expiresAt.toISOString(),
    language: ctx.staff.language,
  };
}

export const getStaffSession: StaffHandler<StaffRouteOf<'getStaffSession'>> = async (ctx) => staffMember(ctx);

/** The language switch: this session's later calls are answered in the language (it wins over Accept-Language). */
export const setStaffSessionLanguage: StaffHandler<StaffRouteOf<'setStaffSessionLanguage'>> = async (ctx, { body }) => {
  // The session was live a moment ago (the plumbing looked it up); gone since, it was signed out meanwhile.
  if (!(await updateStaffSessionLocale(ctx.db, ctx.tenant.id, ctx.staff.sessionId, body.language))) {
    throw new StaffProblem(401, 'staff.problem.401');
  }
  return { ...staffMember(ctx), language: body.language };
};

export const endStaffSession: StaffHandler<StaffRouteOf<'endStaffSession'>> = async (ctx) => {
  await deleteStaffSession(ctx.db, ctx.tenant.id, ctx.staff.sessionId);
  return { signedOut: true as const };
};
