/**
 * A logged-in resident's own file at a plain GET address beside the services (the permit's proof,
 * decision 028; a payment's receipt, decision 030): a link the browser saves like any file. One way for
 * all of them to check the tenant, the session (this municipality's cookie, authorized) and the
 * language, and to answer a refusal as a small page: 404 for an unknown municipality, a malformed id or
 * something that is not the caller's (NOT_FOUND from the use case), 401 without a session. Whether the
 * thing is the caller's own is the use case's check. The session's functions are given by the area that
 * registers the route, since infrastructure imports no area.
 */
import type { Locale } from '@parkeerloket/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Session } from '../sessions/index.js';
import type { Tenant, TenantResolver } from '../tenants/index.js';
import { type FileAnswer, sendFile } from './file-answer.js';
import { resolveLocale } from './locale.js';
import { notFoundPage, simplePage } from './pages.js';
import { portalOrigin } from './security-headers.js';
import { ServiceError } from './service-error.js';
import { LANGUAGE_COOKIE } from './services-plugin.js';

export interface DownloadCaller {
  db: Database;
  tenant: Tenant;
  session: Session;
  locale: Locale;
  now: Date;
  /** The portal's origin (PUBLIC_URL in production), for addresses printed in the file. */
  origin: string;
}

export interface OwnDownloadOptions<Id> {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
  /** The session cookie's name and the session of a token at a tenant (renewed on use). */
  sessionCookie: string;
  touchSession: (db: Database, tenantId: number, token: string, idleMinutes: number) => Promise<Session | undefined>;
  /** The address, with `:tenant` and `:id`. */
  path: string;
  /** The id from the address; null when it cannot be one (answered 404 without looking). */
  parseId: (raw: string) => Id | null;
  /** What the 401 page tells a resident whose session ended. */
  loggedOut: { nl: string; en: string };
  produce: (caller: DownloadCaller, id: Id) => Promise<FileAnswer['file']>;
}

const page = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

export function addOwnDownload<Id>(app: FastifyInstance, options: OwnDownloadOptions<Id>): void {
  const { config, db, resolveTenant } = options;
  const loggedOutPage = () => simplePage('Niet ingelogd', 'Not logged in', options.loggedOut.nl, options.loggedOut.en);
  app.get(options.path, async (request, reply) => {
    const params = request.params as { tenant: string; id: string };
    const tenant = await resolveTenant(params.tenant);
    const id = options.parseId(params.id);
    if (!tenant || id === null) return page(reply, 404, notFoundPage());
    const token = request.cookies[options.sessionCookie];
    const session = token ? await options.touchSession(db, tenant.id, token, config.SESSION_IDLE_MINUTES) : undefined;
    if (session?.state !== 'authorized') return page(reply, 401, loggedOutPage());
    try {
      const locale = resolveLocale({
        sessionLocale: session.locale,
        cookieLocale: request.cookies[LANGUAGE_COOKIE],
        acceptLanguage: request.headers['accept-language'],
        tenantDefault: tenant.defaultLocale,
      });
      const file = await options.produce(
        { db, tenant, session, locale, now: new Date(), origin: portalOrigin(request, config) },
        id,
      );
      return sendFile(reply, file);
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'NOT_FOUND') return page(reply, 404, notFoundPage());
      if (error instanceof ServiceError && error.code === 'SESSION_TIMEOUT') return page(reply, 401, loggedOutPage());
      throw error;
    }
  });
}
