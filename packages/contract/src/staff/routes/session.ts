/** The signed-in staff member: who am I, the session's language, and signing out. */
import { z } from 'zod';
import { LOCALES } from '../../constants.js';
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
  /**
   * The session's language: what the server says to this session (problem titles, field reasons) is said in it,
   * whatever the browser's Accept-Language. Set at sign-in and by setStaffSessionLanguage; null when the session
   * has none (then each call's cookie or Accept-Language decides).
   */
  language: z.enum(LOCALES).nullable(),
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

/**
 * The staff app's language switch: the session speaks the chosen language from the next call on. Not audited,
 * as signing in and out are not: it changes how the server speaks to this session, no one's data.
 */
export const setStaffSessionLanguage = defineStaffRoute({
  operationId: 'setStaffSessionLanguage',
  method: 'PUT',
  path: '/sessie/taal',
  roles: everyone,
  summary: "Sets the session's language: the server's texts to this session (problems, field reasons) are said in it",
  body: z.object({ language: z.enum(LOCALES) }),
  response: staffMemberSchema,
  audit: 'none',
  example: { body: { language: 'nl_NL' } },
});

export const SESSION_ROUTES = [getStaffSession, setStaffSessionLanguage, endStaffSession] as const;
