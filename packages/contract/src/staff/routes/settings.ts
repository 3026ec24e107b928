/** The municipality's back-office settings: how staff sign in, which group gives which roles, the audit's retention. */
import { z } from 'zod';
import { STAFF_ROLES } from '../roles.js';
import { defineStaffRoute } from '../staff-route.js';

export const staffSettingsSchema = z.object({
  signIn: z.object({
    mode: z.enum(['simulator', 'oidc']),
    /** The provider's issuer (public); never its secret. */
    issuer: z.string().nullable(),
    groupClaim: z.string(),
  }),
  roleMapping: z.array(z.object({ group: z.string(), roles: z.array(z.enum(STAFF_ROLES)) })),
  auditRetentionDays: z.number().int().min(365),
});

export const getStaffSettings = defineStaffRoute({
  operationId: 'getStaffSettings',
  method: 'GET',
  path: '/instellingen',
  roles: ['beheerder', 'auditor'],
  summary: "The municipality's staff sign-in, its roles mapping and the audit's retention period",
  response: staffSettingsSchema,
  audit: 'none',
});

export const SETTINGS_ROUTES = [getStaffSettings] as const;
