import { isStaffRole, type StaffRouteOf } from '@parkeerloket/contract';
import { readStaffSettings } from '../../staff-settings/index.js';
import type { StaffHandler } from '../api/staff-call-context.js';

export const getStaffSettings: StaffHandler<StaffRouteOf<'getStaffSettings'>> = async (ctx) => {
  const settings = await readStaffSettings(ctx.db, ctx.tenant.id);
  return {
    signIn: { mode: settings.mode, issuer: settings.issuer, groupClaim: settings.groupClaim },
    roleMapping: Object.entries(settings.roleMapping)
      .map(([group, roles]) => ({ group, roles: roles.filter(isStaffRole) }))
      .sort((a, b) => a.group.localeCompare(b.group)),
    auditRetentionDays: settings.auditRetentionDays,
  };
};
