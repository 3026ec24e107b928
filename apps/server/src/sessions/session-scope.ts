/**
 * The session scope of a request: where its cookie lives and how it is set. Cookie on the
 * tenant's path (one municipality never receives another's), HttpOnly, SameSite=Lax (so it comes
 * along when an identity broker sends the browser back), Secure in production and whenever the
 * request came over HTTPS.
 */
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Tenant } from '../tenants/index.js';
import { SESSION_COOKIE, type SessionScope } from './session-service.js';

export function isSecureRequest(reply: FastifyReply, config: Config): boolean {
  return config.NODE_ENV === 'production' || reply.request.protocol === 'https';
}

export function sessionScopeFor(reply: FastifyReply, db: Database, config: Config, tenant: Tenant): SessionScope {
  const path = `/${tenant.code}`;
  const secure = isSecureRequest(reply, config);
  return {
    db,
    tenantId: tenant.id,
    lifetime: { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS },
    cookies: {
      setSessionToken: (value) =>
        reply.setCookie(SESSION_COOKIE, value, { path, httpOnly: true, sameSite: 'lax', secure }),
      clearSessionToken: () => reply.clearCookie(SESSION_COOKIE, { path }),
    },
  };
}
