/** The signed-in staff member: who am I, and signing out. */
import { z } from 'zod';
import { STAFF_ROLES } from '../roles.js';
import { defineStaffRoute } from '../staff-route.js';

const everyone = STAFF_ROLES;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  municipality: z.object({ code: z.string(), name: z.string() }),
  /** When the session ends if unused (ISO 8601). */
  expiresAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const getStaffSession = defineStaffRoute({
  operationId: 'getStaffSession',
  method: 'GET',
  path: '/sessie',
  roles: everyone,
  summary: 'The signed-in staff member, their roles and municipality',
  response: staffMemberSchema,
  audit: 'none',
});

export const endStaffSession = defineStaffRoute({
  operationId: 'endStaffSession',
  method: 'DELETE',
  path: '/sessie',
  roles: everyone,
  summary: 'Sign out: the staff session ends',
  response: z.object({ signedOut: z.literal(true) }),
  audit: 'none',
});

export const SESSION_ROUTES = [getStaffSession, endStaffSession] as const;
