/**
 * The back office's JSON API: /{tenant}/beheer/api/v1 (decision 033). Every route of the contract's
 * STAFF_ROUTES is registered here from its description; a call reads top to bottom:
 *
 * 1. the municipality from the first path segment: unknown, 404;
 * 2. a change from another site (Origin, Sec-Fetch-Site): 403;
 * 3. the staff session from the `pl_staff` cookie (never the residents' `pl_session`): none, 401;
 * 4. the route's roles against the session's: none in common, 403;
 * 5. params, query and body through the route's schemas: 400 naming each field. A multipart route's params and
 *    query come first, then its content type (no multipart form: 400 naming the body), then its handler's
 *    `beforeBody` (a StaffUploadHandler: the counter's upload asks the resident's identification there), and only
 *    then is its body read from its parts, its file cut off at the municipality's upload limit; a malformed form
 *    is a 400 too. A call refused so far never has its file read;
 * 6. the handler, with the StaffCallContext; the audit rule of the route is enforced after it
 *    (a 'write' exactly one row, a 'read-personal' at least one): a handler that broke it is a bug;
 * 7. the answer through the route's response schema (outside production a mismatch is a 500; in
 *    production it is logged and what the schema keeps is sent where it can be).
 *
 * Every failure is application/problem+json in the caller's language; an unexpected error is
 * logged and answered 500 without detail.
 */

import multipart from '@fastify/multipart';
import {
  type Locale,
  mayCall,
  STAFF_ROUTES,
  type StaffFileAnswer,
  type StaffOperationId,
  type StaffRoute,
  type StaffRouteOf,
  type StaffStreamAnswer,
  staffFileAnswer,
  staffStreamAnswer,
} from '@parkeerloket/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { isLocale, refusedCallLocale, resolveLocale } from '../../http/locale.js';
import { translate } from '../../http/messages.js';
import { MalformedMultipart, readMultipartBody } from '../../http/multipart-body.js';
import { isCrossSite } from '../../http/security-headers.js';
import { LANGUAGE_COOKIE } from '../../http/services-plugin.js';
import type { Tenant, TenantResolver } from '../../tenants/index.js';
import { insertStaffAudit } from '../audit/staff-audit-repository.js';
import { clearStaffCookie, STAFF_COOKIE } from '../sessions/staff-cookie.js';
import { liveStaffSessionLocale, type StaffSession, touchStaffSession } from '../sessions/staff-session-repository.js';
import { sendStaffFile, sendStaffStream } from './file-answer.js';
import { staffOpenApiDocument } from './openapi.js';
import { invalidParamsOf, sendProblem } from './problem.js';
import { staffProblemOf } from './service-problem.js';
import {
  type StaffCallContext,
  type StaffHandler,
  StaffProblem,
  type StaffUploadHandler,
} from './staff-call-context.js';

export type StaffHandlers = {
  [Id in StaffOperationId]?: StaffHandler<StaffRouteOf<Id>> | StaffUploadHandler<StaffRouteOf<Id>, unknown>;
};

type AnyInput = { params: unknown; query: unknown; body: unknown };

export interface StaffApiOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
  handlers: StaffHandlers;
  /**
   * Where a multipart route's file is cut off (and marked truncated, for its handler to refuse with the limit):
   * the municipality's upload limit. Without it, the server's BODY_LIMIT_BYTES.
   */
  fileLimitBytes?: (db: Database, tenantId: number) => Promise<number>;
}

export const STAFF_API_PREFIX = '/:tenant/beheer/api/v1';

/** '/taken/{name}' -> '/taken/:name' */
export function fastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

interface StaffCallState {
  tenant?: Tenant;
  session?: StaffSession;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffCall?: StaffCallState;
  }
}

/** 8388608 as '8 MB', 262144 as '256 KB'. */
function byteSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

function localeOf(request: FastifyRequest): Locale {
  return resolveLocale({
    sessionLocale: request.staffCall?.session?.locale,
    cookieLocale: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
    tenantDefault: request.staffCall?.tenant?.defaultLocale,
  });
}

export async function staffApiPlugin(app: FastifyInstance, options: StaffApiOptions): Promise<void> {
  const { config, db, resolveTenant, handlers } = options;

  // multipart/form-data is read only by the routes that take it (`bodyType: 'multipart'`), as a stream; a file
  // above the limit is cut off and marked truncated, not an error thrown mid-stream.
  await app.register(multipart, { limits: { fileSize: config.BODY_LIMIT_BYTES, files: 1 }, throwFileSizeLimit: false });

  app.setErrorHandler(async (thrown: FastifyError | StaffProblem, request, reply) => {
    // Before the handler (the body parser's refusals) the municipality and session are looked up for the language.
    const locale = request.staffCall
      ? localeOf(request)
      : await refusedCallLocale(request, {
          languageCookie: LANGUAGE_COOKIE,
          sessionCookie: STAFF_COOKIE,
          resolveTenant,
          sessionLocale: (tenantId, token) => liveStaffSessionLocale(db, tenantId, token),
        });
    // A resident service's refusal (BusinessFailure, ServiceError) is the caller's 422, 400 or 404, never a 500.
    const error = staffProblemOf(thrown, locale) as FastifyError | StaffProblem;
    if (error instanceof StaffProblem) {
      // A title that is a text key (staff.…) is said in the caller's language; any other is sent as given.
      const title = error.title.startsWith('staff.') ? translate(locale, error.title) : error.title;
      return sendProblem(reply, locale, error.status, {
        title,
        ...(error.detail ? { detail: error.detail } : {}),
        ...(error.invalidParams ? { invalidParams: error.invalidParams } : {}),
      });
    }
    // Fastify's own refusals (malformed JSON, a body too large, an unsupported media type) are the caller's fault.
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'staff call failed');
    else request.log.info({ fastifyCode: error.code }, 'staff call refused');
    // A body too large says how large it may be here (the catalogue's import takes more than other routes).
    const limit = request.routeOptions.bodyLimit;
    if (status === 413 && limit) {
      return sendProblem(reply, locale, status, {
        detail: translate(locale, 'staff.problem.413_limit', { size: byteSize(limit) }),
      });
    }
    return sendProblem(reply, locale, status);
  });

  const NOT_MULTIPART = Symbol('not multipart');
  const notMultipart = (reply: FastifyReply, locale: Locale) =>
    sendProblem(reply, locale, 400, {
      invalidParams: [{ name: 'body', reason: translate(locale, 'staff.problem.multipart_expected') }],
    });
  /** A multipart route's body: its fields and its one file; anything but a well-formed multipart body is NOT_MULTIPART. */
  async function multipartBody(request: FastifyRequest, tenant: Tenant): Promise<unknown> {
    if (!request.isMultipart()) return NOT_MULTIPART;
    const maxFileBytes = options.fileLimitBytes ? await options.fileLimitBytes(db, tenant.id) : config.BODY_LIMIT_BYTES;
    try {
      return await readMultipartBody(request, { maxFileBytes, keep: () => true });
    } catch (error) {
      if (!(error instanceof MalformedMultipart)) throw error;
      request.log.info({ detail: error.message }, 'staff call: malformed multipart body');
      return NOT_MULTIPART;
    }
  }

  for (const route of STAFF_ROUTES as readonly StaffRoute[]) {
    const entry = handlers[route.operationId as StaffOperationId] as
      | ((ctx: StaffCallContext, input: AnyInput) => Promise<unknown>)
      | {
          beforeBody: (ctx: StaffCallContext, input: Omit<AnyInput, 'body'>) => Promise<unknown>;
          handle: (ctx: StaffCallContext, input: AnyInput, checked: unknown) => Promise<unknown>;
        }
      | undefined;
    app.route({
      method: route.method,
      url: fastifyPath(route.path),
      ...(route.bodyLimitBytes ? { bodyLimit: route.bodyLimitBytes } : {}),
      handler: async (request, reply) => {
        request.staffCall = {};
        const code = (request.params as { tenant: string }).tenant;
        const tenant = await resolveTenant(code);
        if (!tenant) return sendProblem(reply, localeOf(request), 404);
        request.staffCall.tenant = tenant;
        if (route.method !== 'GET' && isCrossSite(request, config)) return sendProblem(reply, localeOf(request), 403);

        const token = request.cookies?.[STAFF_COOKIE];
        const session = token
          ? await touchStaffSession(db, tenant.id, token, config.STAFF_SESSION_IDLE_MINUTES)
          : undefined;
        if (!session) return sendProblem(reply, localeOf(request), 401);
        request.staffCall.session = session;
        const locale = localeOf(request);
        if (!mayCall(session.roles, route.roles)) return sendProblem(reply, locale, 403);

        const { tenant: _tenant, ...pathParams } = request.params as Record<string, string>;
        const input: AnyInput = { params: undefined, query: undefined, body: undefined };
        const invalid: ReturnType<typeof invalidParamsOf> = [];
        const check = (part: 'params' | 'query' | 'body', raw: unknown) => {
          const schema = route[part];
          if (!schema) return;
          const parsed = schema.safeParse(raw);
          if (parsed.success) input[part] = parsed.data;
          else invalid.push(...invalidParamsOf(part, parsed.error, locale, raw));
        };
        check('params', pathParams);
        check('query', request.query ?? {});

        let audits = 0;
        const ctx: StaffCallContext = {
          db,
          tenant,
          staff: {
            id: session.staffId,
            name: session.name,
            roles: session.roles,
            sessionId: session.id,
            expiresAt: session.expiresAt,
            language: isLocale(session.locale) ? session.locale : null,
          },
          locale,
          now: new Date(),
          config,
          log: request.log,
          clientIp: request.ip,
          audit: async (entry, tx) => {
            await insertStaffAudit(tx ?? db, tenant.id, {
              staffId: session.staffId,
              staffName: session.name,
              roles: session.roles,
              action: entry.action,
              objectType: entry.objectType,
              objectId: entry.objectId,
              relationId: entry.relationId ?? null,
              before: entry.before,
              after: entry.after,
              reason: entry.reason ?? null,
              clientIp: request.ip,
            });
            audits += 1;
          },
        };

        let body: unknown = request.body;
        let checked: unknown;
        if (route.bodyType === 'multipart') {
          // Whatever can refuse the call without its file does so before the file is read.
          if (invalid.length > 0) return sendProblem(reply, locale, 400, { invalidParams: invalid });
          if (!entry) return sendProblem(reply, locale, 501);
          // A body that is no form at all (its content type says so) is a 400 naming the body, before any look-up.
          if (!request.isMultipart()) return notMultipart(reply, locale);
          if (typeof entry !== 'function') {
            checked = await entry.beforeBody(ctx, { params: input.params, query: input.query });
          }
          body = await multipartBody(request, tenant);
          if (body === NOT_MULTIPART) return notMultipart(reply, locale);
        }
        check('body', body);
        if (invalid.length > 0) return sendProblem(reply, locale, 400, { invalidParams: invalid });
        if (!entry) return sendProblem(reply, locale, 501);

        const result = typeof entry === 'function' ? await entry(ctx, input) : await entry.handle(ctx, input, checked);
        checkAudit(route, audits);
        // Signing out: the session row is gone; the browser's cookie goes with it.
        if (route.operationId === 'endStaffSession') clearStaffCookie(reply, tenant.code);
        return sendResult(request, reply, route, result, config);
      },
    });
  }

  // The API's description, for the municipality's developers and the suite: public, as the API's shape is no secret.
  app.get('/openapi.json', async (request, reply) => {
    const tenant = await resolveTenant((request.params as { tenant: string }).tenant);
    if (!tenant) return sendProblem(reply, localeOf(request), 404);
    return reply.header('cache-control', 'no-cache').send(staffOpenApiDocument(tenant.code));
  });

  // Anything else below the API's prefix: a problem, not the web app's page.
  app.all('/*', async (request, reply) => sendProblem(reply, localeOf(request), 404));
}

/** A missing or doubled audit row is a bug in the handler, in every environment. */
export function checkAudit(route: Pick<StaffRoute, 'operationId' | 'audit'>, audits: number): void {
  if (route.audit === 'write' && audits !== 1) {
    throw new Error(`staff route ${route.operationId} is a write: it wrote ${audits} audit rows, not exactly one`);
  }
  if (route.audit === 'read-personal' && audits < 1) {
    throw new Error(`staff route ${route.operationId} reads personal data: it wrote no audit row`);
  }
}

function sendResult(request: FastifyRequest, reply: FastifyReply, route: StaffRoute, result: unknown, config: Config) {
  const status = route.status ?? 200;
  if (status === 204) return reply.code(204).header('cache-control', 'no-store').send();
  const parsed = route.response.safeParse(result);
  if (parsed.success && route.response === staffFileAnswer) return sendStaffFile(reply, parsed.data as StaffFileAnswer);
  if (parsed.success && route.response === staffStreamAnswer)
    return sendStaffStream(reply, parsed.data as StaffStreamAnswer);
  if (!parsed.success) {
    if (config.NODE_ENV !== 'production') {
      throw new Error(`staff route ${route.operationId}: answer does not match its schema: ${parsed.error.message}`);
    }
    request.log.error({ operationId: route.operationId }, 'staff answer does not match its schema');
    return reply.code(status).header('cache-control', 'no-store').send(result);
  }
  return reply.code(status).header('cache-control', 'no-store').send(parsed.data);
}
