/**
 * Builds the HTTP application from its parts. Used by main.ts and by the tests (with
 * `app.inject`), so both run exactly the same server.
 */
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readAddressEnv } from './addresses/index.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { HANDLERS } from './handlers.js';
import { healthPlugin } from './health/index.js';
import type { HandlerRegistration } from './http/handler.js';
import { servicesPlugin } from './http/services-plugin.js';
import { identityRoutesPlugin, readIdentityEnv } from './login/index.js';
import { outboxPagePlugin } from './mail/index.js';
import { parkingAppPagePlugin } from './products/index.js';
import { createTenantResolver } from './tenants/index.js';
import { APP_VERSION } from './version.js';
import { webAppPlugin } from './web-app/index.js';

export interface AppDependencies {
  config: Config;
  db: Database;
  handlers?: readonly HandlerRegistration[];
  logger?: FastifyServerOptions['logger'];
}

/** Logs carry no secrets and no personal data: no cookies, no bodies, no query strings (a plate can be in one). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Paths from the spec are case-sensitive tenant codes; trailing slashes are tolerated (/waiting-list/).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // The document viewer shows a fetched PDF in an <object> of a blob: URL it made itself (lifecycle
        // 2.8), which the browser's PDF viewer renders as a frame; nothing else may be embedded or framed.
        objectSrc: ['blob:'],
        frameSrc: ['blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Logins and payments leave the portal by a form post to the identity broker or payment provider.
        formAction: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        // Development and test run on plain http, where an upgrade would break every request.
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Development and test run on plain http; an upgrade directive would break them.
    ...(config.NODE_ENV === 'production' ? {} : { strictTransportSecurity: false }),
  });
  await app.register(cookie);

  // Settings read outside config.ts are checked here too, so a bad value stops the start.
  readAddressEnv(config.NODE_ENV);
  const resolveTenant = createTenantResolver(db);
  await app.register(healthPlugin, { db, version: APP_VERSION });
  await app.register(servicesPlugin, { config, db, resolveTenant, handlers: deps.handlers ?? HANDLERS });
  await app.register(identityRoutesPlugin, { config, db, resolveTenant });
  await app.register(outboxPagePlugin, {
    db,
    resolveTenant,
    enabled: readIdentityEnv(config.NODE_ENV).simulatorsAllowed,
  });
  await app.register(parkingAppPagePlugin, {
    db,
    resolveTenant,
    enabled: readIdentityEnv(config.NODE_ENV).simulatorsAllowed,
  });
  await app.register(webAppPlugin, {
    db,
    resolveTenant,
    webDistDir: config.WEB_DIST_DIR,
    defaultTenant: config.DEFAULT_TENANT,
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>404</title><h1>Page not found</h1>'),
  );
  return app;
}
