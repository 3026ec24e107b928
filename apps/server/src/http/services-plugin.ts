/**
 * The wire contract on the server: /{tenant}/services/{area}/{endpoint}.
 *
 * A call reads top to bottom: find the tenant, find the endpoint in the contract, check the
 * method and the body's form, load the session and check access, validate the parameters
 * against the contract, run the one handler, present the envelope. Every failure becomes an
 * envelope with a stable code and a message in the caller's language; the text of an
 * unexpected error stays in the log.
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  type Endpoint,
  type Envelope,
  ERRORS,
  type ErrorCode,
  type FieldProblem,
  findEndpoint,
  type Locale,
  VALIDATION_CODES,
  type ValidationCode,
} from '@parkeerloket/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import {
  isSecureRequest,
  liveSessionLocale,
  SESSION_COOKIE,
  type Session,
  sessionScopeFor,
  touchSession,
} from '../sessions/index.js';
import { isStableResult, type Tenant, type TenantResolver } from '../tenants/index.js';
import { BusinessFailure, failureEnvelope } from './business-failure.js';
import { isFileAnswer, sendFile } from './file-answer.js';
import type { CookieOptions, HandlerRegistration, ServiceContext } from './handler.js';
import { refusedCallLocale, resolveLocale } from './locale.js';
import { errorMessage } from './messages.js';
import { MalformedMultipart, readMultipartBody } from './multipart-body.js';
import { isCrossSite } from './security-headers.js';
import { ServiceError } from './service-error.js';

export const LANGUAGE_COOKIE = 'pl_lang';

export interface ServicesOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
  handlers: readonly HandlerRegistration[];
}

interface CallState {
  tenant?: Tenant;
  session?: Session | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    call: CallState;
  }
}

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

function localeOf(request: FastifyRequest): Locale {
  return resolveLocale({
    sessionLocale: request.call?.session?.locale,
    cookieLocale: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
    tenantDefault: request.call?.tenant?.defaultLocale,
  });
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  problems: FieldProblem[] = [],
  locale: Locale = localeOf(request),
) {
  const body: Envelope<FieldProblem> = {
    statuscode: code,
    statusmessage: errorMessage(locale, code, problems),
    messagetype: 'E',
    result: problems,
  };
  return reply.code(ERRORS[code].http).type('application/json; charset=utf-8').send(body);
}

function toProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const code = (VALIDATION_CODES as readonly string[]).includes(issue.message)
      ? (issue.message as ValidationCode)
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'required'
        : 'invalid';
    return { FIELD: field, CODE: code };
  });
}

/**
 * The endpoint a service path names. The payment link handle carries its parameters in the path
 * (lifecycle 7: paymentlink/handle/{payment|invoice}/{value}); they become p_kind and p_value, checked
 * by the endpoint's schema like any parameter.
 */
function endpointOfPath(name: string): { endpoint: Endpoint | undefined; pathParams: Record<string, string> } {
  const handle = /^paymentlink\/handle\/([^/]+)\/([^/]+)$/.exec(name);
  if (handle) {
    return {
      endpoint: findEndpoint('paymentlink/handle'),
      pathParams: { p_kind: handle[1] ?? '', p_value: handle[2] ?? '' },
    };
  }
  return { endpoint: findEndpoint(name), pathParams: {} };
}

/**
 * Only `p_` parameters exist on the wire, and the names the specification gives without the prefix
 * (the endpoint's aliases, taken as the `p_` name unless that came too); anything else is ignored.
 * Repeated names are refused by the schemas.
 */
function pickParams(source: unknown, aliases: Endpoint['aliases'] = {}): Record<string, unknown> {
  if (!source || typeof source !== 'object') return {};
  const params = Object.fromEntries(Object.entries(source).filter(([key]) => key.startsWith('p_')));
  for (const [alias, name] of Object.entries(aliases)) {
    const value = (source as Record<string, unknown>)[alias];
    if (value !== undefined && params[name] === undefined) params[name] = value;
  }
  return params;
}

/**
 * The multipart body (multipart-body.ts): its p_ fields, the one file cut off at `maxFileBytes` and marked
 * `truncated` for the handler to refuse with the tenant's limit. Any malformed body is MALFORMED_BODY, never an
 * unexpected error.
 */
async function readMultipart(request: FastifyRequest, maxFileBytes: number): Promise<Record<string, unknown>> {
  try {
    return await readMultipartBody(request, { maxFileBytes, keep: (name) => name.startsWith('p_') });
  } catch (error) {
    if (error instanceof MalformedMultipart) throw new ServiceError('MALFORMED_BODY', [], error.message);
    throw error;
  }
}

/**
 * The serialized envelopes of results made from cached answers (tenants/tenant-answers-cache.ts,
 * stableResult), kept as long as the result: such a call is not serialized anew on every request.
 */
const serializedEnvelopes = new WeakMap<object, string>();

function serializedEnvelope(result: unknown[]): string {
  let body = serializedEnvelopes.get(result);
  if (body === undefined) {
    const envelope: Envelope = { statuscode: 'OK', statusmessage: '', messagetype: '', result };
    body = JSON.stringify(envelope);
    serializedEnvelopes.set(result, body);
  }
  return body;
}

function isResultValid(endpoint: Endpoint, items: unknown[]): boolean {
  return items.every((item) => endpoint.result.safeParse(item).success);
}

export async function servicesPlugin(app: FastifyInstance, options: ServicesOptions): Promise<void> {
  const { config, db, resolveTenant } = options;
  const handlers = new Map(options.handlers.map((h) => [h.endpoint.name, h]));

  // The services speak form-urlencoded and multipart only; a JSON or text body is refused with 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: config.BODY_LIMIT_BYTES }, (_req, body, done) => {
    try {
      done(null, Object.fromEntries(groupSearchParams(new URLSearchParams(body as string))));
    } catch {
      done(new ServiceError('MALFORMED_BODY'), undefined);
    }
  });
  // A file above its limit is cut off and marked truncated (readMultipart), not an error thrown mid-stream.
  await app.register(multipart, { limits: { fileSize: config.BODY_LIMIT_BYTES, files: 1 }, throwFileSizeLimit: false });

  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    // Counted in memory per instance, not in the database: a database write on every call would cost
    // more than most calls themselves. With N instances a client gets at most N times the limit;
    // logins and codes keep their own limits in the database (http/limits.ts), which hold across
    // instances exactly (docs/decisions/006-public-answers-and-rate-limits.md).
    cache: 10_000,
    // Per client and municipality: a busy client of one municipality does not slow down another.
    keyGenerator: (request) => `${request.ip}|${(request.params as { tenant?: string }).tenant ?? ''}`,
    errorResponseBuilder: () => new ServiceError('RATE_LIMITED'),
  });

  // Set by the route's handler; null before it (a refusal by a hook or the body parser).
  app.decorateRequest('call', null as unknown as CallState);

  app.setErrorHandler(async (error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) {
      if (error.code === 'RATE_LIMITED') request.log.warn({ code: error.code }, 'rate limited');
      return sendError(request, reply, error.code, error.problems);
    }
    const code = mapFastifyError(error);
    if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'service call failed');
    else request.log.info({ code, fastifyCode: error.code }, 'service call refused');
    // Before the handler (the body parser's refusals) the municipality and session are looked up for the language.
    const locale = request.call
      ? localeOf(request)
      : await refusedCallLocale(request, {
          languageCookie: LANGUAGE_COOKIE,
          sessionCookie: SESSION_COOKIE,
          resolveTenant,
          sessionLocale: (tenantId, token) => liveSessionLocale(db, tenantId, token),
        });
    return sendError(request, reply, code, [], locale);
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/:tenant/services/*',
    handler: async (request, reply) => {
      const { tenant: tenantCode, '*': name } = request.params as { tenant: string; '*': string };
      request.call = {};
      const tenant = await resolveTenant(tenantCode);
      if (!tenant) return sendError(request, reply, 'UNKNOWN_TENANT');
      request.call.tenant = tenant;

      const { endpoint, pathParams } = endpointOfPath(name);
      if (!endpoint) return sendError(request, reply, 'UNKNOWN_ENDPOINT');
      if (!(endpoint.methods as readonly string[]).includes(request.method)) {
        reply.header('allow', endpoint.methods.join(', '));
        return sendError(request, reply, 'METHOD_NOT_ALLOWED');
      }
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (request.method === 'POST' && contentType !== '') {
        const expected = endpoint.body === 'multipart' ? MULTIPART : FORM;
        if (contentType !== expected && !(endpoint.body === 'multipart' && contentType === FORM)) {
          return sendError(request, reply, 'UNSUPPORTED_MEDIA_TYPE');
        }
      }

      if (request.method !== 'GET' && isCrossSite(request, config)) return sendError(request, reply, 'FORBIDDEN');

      const token = request.cookies[SESSION_COOKIE];
      const session = token ? ((await touchSession(db, tenant.id, token, config.SESSION_IDLE_MINUTES)) ?? null) : null;
      request.call.session = session;

      const registration = handlers.get(endpoint.name);
      if (!registration) return sendError(request, reply, 'NOT_IMPLEMENTED');

      if (endpoint.access === 'session' && session?.state !== 'authorized') {
        return sendError(request, reply, 'SESSION_TIMEOUT');
      }
      if (endpoint.access === 'login' && !session) return sendError(request, reply, 'SESSION_TIMEOUT');

      const raw = {
        ...(request.method === 'GET'
          ? pickParams(request.query, endpoint.aliases)
          : request.isMultipart()
            ? await readMultipart(
                request,
                registration.fileLimitBytes
                  ? await registration.fileLimitBytes(db, tenant.id)
                  : config.BODY_LIMIT_BYTES,
              )
            : pickParams(request.body, endpoint.aliases)),
        ...pathParams,
      };
      const parsed = endpoint.params.safeParse(raw);
      if (!parsed.success) return sendError(request, reply, 'INVALID_PARAMETERS', toProblems(parsed.error));

      const locale = localeOf(request);
      const cookiePath = `/${tenant.code}`;
      const secure = isSecureRequest(reply, config);
      const sessions = sessionScopeFor(reply, db, config, tenant);
      const ctx: ServiceContext = {
        sessions,
        tenant,
        params: parsed.data,
        session,
        locale,
        db,
        config,
        log: request.log,
        http: {
          ip: request.ip,
          setCookie: (cookieName: string, value: string, cookieOptions: CookieOptions = {}) => {
            reply.setCookie(cookieName, value, {
              path: cookiePath,
              httpOnly: cookieOptions.httpOnly ?? true,
              sameSite: 'lax',
              secure,
              ...(cookieOptions.maxAgeSeconds !== undefined ? { maxAge: cookieOptions.maxAgeSeconds } : {}),
            });
          },
          clearCookie: (cookieName: string) => {
            reply.clearCookie(cookieName, { path: cookiePath });
          },
        },
      };
      let answer: Awaited<ReturnType<typeof registration.handle>>;
      try {
        answer = await registration.handle(ctx);
      } catch (error) {
        if (!(error instanceof BusinessFailure)) throw error;
        request.log.info({ code: error.code }, 'business failure');
        return reply.header('cache-control', 'no-store').send(failureEnvelope(locale, error.code, error.message_));
      }
      if (isFileAnswer(answer)) {
        // Only an endpoint the contract marks `file: true` answers with the file itself.
        if (!endpoint.file) throw new Error(`${endpoint.name} answered a file; its contract says it answers JSON`);
        return sendFile(reply, answer.file);
      }
      if (isStableResult(answer)) {
        if (config.NODE_ENV !== 'production' && !isResultValid(endpoint, answer)) {
          throw new Error(`Result of ${endpoint.name} does not match the contract`);
        }
        reply.header('cache-control', 'no-store');
        return reply.type('application/json; charset=utf-8').send(serializedEnvelope(answer));
      }
      const envelope: Envelope = Array.isArray(answer)
        ? { statuscode: 'OK', statusmessage: '', messagetype: '', result: answer }
        : {
            statuscode: answer.statuscode ?? 'OK',
            statusmessage: answer.statusmessage ?? '',
            messagetype: answer.messagetype ?? '',
            result: answer.result,
          };
      if (config.NODE_ENV !== 'production' && !isResultValid(endpoint, envelope.result)) {
        // Outside production an answer that breaks the contract is a bug to see at once.
        throw new Error(`Result of ${endpoint.name} does not match the contract`);
      }
      reply.header('cache-control', 'no-store');
      return reply.type('application/json; charset=utf-8').send(envelope);
    },
  });
}

/** Repeated names become arrays, which every parameter schema refuses: one value per name. */
function groupSearchParams(params: URLSearchParams): Map<string, string | string[]> {
  const grouped = new Map<string, string | string[]>();
  for (const [key, value] of params) {
    const existing = grouped.get(key);
    if (existing === undefined) grouped.set(key, value);
    else grouped.set(key, Array.isArray(existing) ? [...existing, value] : [existing, value]);
  }
  return grouped;
}

function mapFastifyError(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'BODY_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_PROTO_VIOLATION':
      return 'MALFORMED_BODY';
    default:
      if (error.statusCode === 413) return 'BODY_TOO_LARGE';
      if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
      if (error.statusCode === 429) return 'RATE_LIMITED';
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'MALFORMED_BODY';
      return 'INTERNAL_ERROR';
  }
}
