/**
 * The back office (issue 27; decisions 032 and 033): the staff API under /{tenant}/beheer/api/v1,
 * staff sign-in and sessions, the append-only staff audit, and the staff app served under
 * /{tenant}/beheer/. The top layer: it calls the other areas' services through their index.
 */
export {
  checkAudit,
  fastifyPath,
  STAFF_API_PREFIX,
  type StaffApiOptions,
  type StaffHandlers,
  staffApiPlugin,
} from './api/staff-api-plugin.js';
export {
  type StaffAuditEntry,
  type StaffCallContext,
  type StaffHandler,
  type StaffInput,
  StaffProblem,
} from './api/staff-call-context.js';
export { staffAuditRetentionJob } from './audit/staff-audit-jobs.js';
export { clearStaffCookie, STAFF_COOKIE, setStaffCookie, staffCookiePath } from './sessions/staff-cookie.js';
export { staffSessionCleanupJob } from './sessions/staff-session-jobs.js';
export {
  deleteExpiredStaffSessions,
  insertStaffSession,
  type StaffSession,
  touchStaffSession,
} from './sessions/staff-session-repository.js';
export { STAFF_LOGIN_COOKIE, staffCallbackUrl, staffOidcRoutes } from './sign-in/oidc-sign-in.js';
export { staffSignInRoutes } from './sign-in/sign-in-routes.js';
export { createStaffHandlers, type StaffHandlerDeps } from './staff-handlers.js';
export type { StaffCountSource } from './start/start-counts.js';
export { staffAppPlugin } from './web/staff-app-plugin.js';
