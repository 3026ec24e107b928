/**
 * Builds the HTTP application from its parts. Used by main.ts and by the tests (with
 * `app.inject`), so both run exactly the same server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { ERRORS, maxUploadBytes } from '@parkeerloket/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { readAddressEnv } from './addresses/index.js';
import { STAFF_COUNT_SOURCES, serverJobs } from './composition.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { readMaxUploadMb } from './documents/index.js';
import { HANDLERS } from './handlers.js';
import { healthPlugin } from './health/index.js';
import type { HandlerRegistration } from './http/handler.js';
import { resolveLocale } from './http/locale.js';
import { errorMessage } from './http/messages.js';
import { contentSecurityPolicy, PERMISSIONS_POLICY, styleHashes } from './http/security-headers.js';
import { servicesPlugin } from './http/services-plugin.js';
import { identityRoutesPlugin, readIdentityEnv } from './login/index.js';
import { outboxPagePlugin, setMessageLinkBase } from './mail/index.js';
import { readParkingRegisterEnv, scanPagePlugin } from './parking-rights/index.js';
import { paymentRoutesPlugin } from './payments/index.js';
import { permitProofRoutesPlugin } from './permit-proof/index.js';
import { parkingAppPagePlugin } from './products/index.js';
import { receiptRoutesPlugin } from './receipts/index.js';
import { helpPagesRoutesPlugin } from './settings/index.js';
import {
  createStaffHandlers,
  STAFF_API_PREFIX,
  staffApiPlugin,
  staffAppPlugin,
  staffOidcRoutes,
  staffSignInRoutes,
} from './staff/index.js';
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

/**
 * One access-log line per request, written when the answer is complete: method, path without the
 * query, status and response time (the serializers above). Fastify's default writes two, an
 * "incoming request" line before and a "request completed" line after, which doubled what every
 * call paid for logging. Errors and warnings are logged as before.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Helmet's headers for our options, computed once: its middleware run against a recorder. They do
 * not depend on the request; @fastify/helmet rebuilt the middleware from the options on every
 * request, which cost a small call as much as its own work.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  // Links in messages written deep inside a change (a permit issued by a payment) start at PUBLIC_URL.
  setMessageLinkBase(config);
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    logController: new AccessLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Paths from the spec are case-sensitive tenant codes; trailing slashes are tolerated (/waiting-list/).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A path whose percent-encoding cannot be decoded (`%zz`, a lone surrogate) never reaches a route:
    // it is answered like any other bad parameter, in the envelope and the caller's language, instead of
    // Fastify's own JSON (which echoed the path back).
    frameworkErrors: (error, request, reply) => {
      const locale = resolveLocale({ acceptLanguage: request.headers['accept-language'] });
      request.log.info({ fastifyCode: error.code }, 'request refused before routing');
      (reply as unknown as FastifyReply)
        .code(ERRORS.INVALID_PARAMETERS.http)
        .type('application/json; charset=utf-8')
        .send({
          statuscode: 'INVALID_PARAMETERS',
          statusmessage: errorMessage(locale, 'INVALID_PARAMETERS'),
          messagetype: 'E',
          result: [],
        });
    },
  });

  const securityHeaders = helmetHeaders({
    // Set below, per response: the web app's pages carry the tenant's form-action origins.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Not 'no-referrer': under it a browser sends `Origin: null` on the portal's own form posts and
    // fetches, and the cross-site check (Origin decides) would refuse them. 'same-origin' still
    // never tells another site where the user came from.
    referrerPolicy: { policy: 'same-origin' },
    // Development and test run on plain http; an upgrade directive would break them.
    ...(config.NODE_ENV === 'production' ? {} : { strictTransportSecurity: false }),
  });
  // Callback hooks, not async ones: an async hook costs every request a promise and a tick.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // The policy of every answer that is not a page is the same: made once, not per request.
  const plainPolicy = contentSecurityPolicy(config);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('content-security-policy')) {
      const html = typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header(
        'content-security-policy',
        html ? contentSecurityPolicy(config, { styleHashes: styleHashes(payload as string) }) : plainPolicy,
      );
    }
    done(null, payload);
  });
  await app.register(cookie);
  // On the fly for what is made per request (index.html, translations, large answers). The web
  // app's assets are compressed once at build time and sent as they are (web-app-plugin.ts).
  // Below 4 KiB the bytes saved fit in a packet or two and cost more CPU than they save time: a
  // settings answer (1.5 KiB) was served at half the rate when compressed.
  // Up to 64 KiB (every service answer but the translations) an answer is compressed in one call
  // on the request's own turn, instead of through a zlib stream and its pipeline per response: the
  // stream's setup and plumbing cost the requestable listing (12 KiB) a quarter of its CPU. A 64 KiB
  // answer takes well under a millisecond at these settings. Brotli's window is 256 KiB (lgwin 18,
  // not 4 MiB): the answers are smaller than that, and the encoder's tables shrink with it. Quality 3:
  // on the requestable listing (11.9 KB) 74 µs for 1,713 bytes, against 116 µs for 1,662 at quality 4.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 4096,
    syncThreshold: 64 * 1024,
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 },
    },
  });

  // Settings read outside config.ts are checked here too, so a bad value stops the start.
  readAddressEnv(config.NODE_ENV);
  const resolveTenant = createTenantResolver(db);
  await app.register(healthPlugin, { db, version: APP_VERSION });
  await app.register(servicesPlugin, { config, db, resolveTenant, handlers: deps.handlers ?? HANDLERS });
  await app.register(identityRoutesPlugin, { config, db, resolveTenant });
  await app.register(paymentRoutesPlugin, { config, db, resolveTenant });
  await app.register(outboxPagePlugin, {
    db,
    resolveTenant,
    enabled: readIdentityEnv(config.NODE_ENV).simulatorsAllowed,
    production: config.NODE_ENV === 'production',
    token: config.OUTBOX_PAGE_TOKEN,
  });
  await app.register(permitProofRoutesPlugin, { config, db, resolveTenant });
  await app.register(receiptRoutesPlugin, { config, db, resolveTenant });
  await app.register(helpPagesRoutesPlugin, { db, resolveTenant });
  await app.register(parkingAppPagePlugin, {
    db,
    resolveTenant,
    enabled: readIdentityEnv(config.NODE_ENV).simulatorsAllowed,
  });
  await app.register(scanPagePlugin, {
    db,
    resolveTenant,
    enabled: readParkingRegisterEnv(config.NODE_ENV).simulatorAllowed,
  });
  // The back office (issue 27): its API, and its own app under /{tenant}/beheer/ (never in the residents' app).
  await app.register(staffApiPlugin, {
    prefix: STAFF_API_PREFIX,
    config,
    db,
    resolveTenant,
    handlers: createStaffHandlers({ countSources: STAFF_COUNT_SOURCES, jobs: serverJobs }),
    // A scan uploaded at the counter is cut off at the municipality's limit, as a resident's upload is.
    fileLimitBytes: async (database, tenantId) => maxUploadBytes(await readMaxUploadMb(database, tenantId)),
  });
  await app.register(staffSignInRoutes, { config, db, resolveTenant });
  await app.register(staffOidcRoutes, { config, db, resolveTenant });
  await app.register(staffAppPlugin, { config, db, resolveTenant, staffDistDir: config.STAFF_DIST_DIR });
  await app.register(webAppPlugin, {
    config,
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
