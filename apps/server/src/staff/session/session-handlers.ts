/** Who am I, and signing out. */
import type { StaffRouteOf } from '@parkeerloket/contract';
import type { StaffHandler } from '../api/staff-call-context.js';
import { deleteStaffSession } from '../sessions/staff-session-repository.js';

export const getStaffSession: StaffHandler<StaffRouteOf<'getStaffSession'>> = async (ctx) => ({
  id: ctx.staff.id,
  name: ctx.staff.name,
  roles: ctx.staff.roles,
  municipality: { code: ctx.tenant.code, name: ctx.tenant.name },
  expiresAt: ctx.staff.expiresAt.toISOString(),
});

export const endStaffSession: StaffHandler<StaffRouteOf<'endStaffSession'>> = async (ctx) => {
  await deleteStaffSession(ctx.db, ctx.tenant.id, ctx.staff.sessionId);
  return { signedOut: true as const };
};
