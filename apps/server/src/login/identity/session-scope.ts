/**
 * The session scope of a request outside the services plugin (the callback route), built the
 * same way: cookie on the tenant's path, HttpOnly, SameSite=Lax (so it comes along when the
 * broker sends the browser back), Secure in production.
 */
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { SESSION_COOKIE, type SessionScope } from '../../sessions/session-service.js';
import type { Tenant } from '../../tenants/tenant-repository.js';

export function sessionScopeFor(reply: FastifyReply, db: Database, config: Config, tenant: Tenant): SessionScope {
  const path = `/${tenant.code}`;
  const secure = config.NODE_ENV === 'production';
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
