/**
 * Sessions: the cookie, the session row and its life through login. `callerRelation` is the one
 * way a handler or service finds the calling relation (or answers SESSION_TIMEOUT).
 */

export { callerRelation, callerRelationId } from './caller-relation.js';
export {
  deleteExpiredSessions,
  hashToken,
  insertSession,
  liveSessionLocale,
  type PendingStep,
  type Session,
  type SessionState,
  touchSession,
  updateSession,
  updateSessionLocale,
} from './session-repository.js';
export { isSecureRequest, sessionScopeFor } from './session-scope.js';
export {
  authorize,
  beginLogin,
  endSession,
  ensureSession,
  SESSION_COOKIE,
  type SessionScope,
} from './session-service.js';
