/**
 * The proof's two routes beside the services (decision 028):
 *
 * - `GET /{tenant}/permit-proof/{rootRqtId}`: the logged-in resident's own proof as a PDF attachment
 *   (the session cookie of this municipality, authorized; the permit the caller's own and current).
 *   A plain link, so the browser downloads it as any file; the same file headers as the services'
 *   downloads (http/file-answer.ts). The services pipeline takes form POSTs of the specification's
 *   endpoints only, and the contract lists exactly those.
 * - `GET /{tenant}/verify-permit/{code}`: the public verification page, rate-limited per client and
 *   municipality in the database (so it holds across instances), since a page that answers for codes
 *   is what someone trying codes would hammer.
 */
import { MAX_ID } from '@parkeerloket/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { sendFile } from '../http/file-answer.js';
import { isLocale, resolveLocale } from '../http/locale.js';
import { notFoundPage, simplePage } from '../http/pages.js';
import { countHit } from '../http/rate-limit-store.js';
import { portalOrigin } from '../http/security-headers.js';
import { ServiceError } from '../http/service-error.js';
import { LANGUAGE_COOKIE } from '../http/services-plugin.js';
import { SESSION_COOKIE, touchSession } from '../sessions/index.js';
import type { TenantResolver } from '../tenants/index.js';
import { readOwnPermitProof, verifyPermitCode } from './proof-service.js';
import { contrastThemeOf, renderVerifyPage } from './verify-page.js';

export interface PermitProofRoutesOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
}

/** Answers of the verification page per client and municipality per minute; the next ones get 429. */
export const VERIFY_LIMIT_PER_MINUTE = 20;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const refusedPage = (status: number) =>
  status === 404
    ? notFoundPage()
    : simplePage(
        'Niet ingelogd',
        'Not logged in',
        'Log opnieuw in bij het loket en download het bewijs dan opnieuw.',
        'Log in to the portal again, then download the proof again.',
      );

export async function permitProofRoutesPlugin(app: FastifyInstance, options: PermitProofRoutesOptions): Promise<void> {
  const { config, db, resolveTenant } = options;

  app.get('/:tenant/permit-proof/:rootRqtId', async (request, reply) => {
    const params = request.params as { tenant: string; rootRqtId: string };
    const tenant = await resolveTenant(params.tenant);
    const rootRequestId = /^\d{1,10}$/.test(params.rootRqtId) ? Number(params.rootRqtId) : 0;
    if (!tenant || rootRequestId < 1 || rootRequestId > MAX_ID) return html(reply, 404, refusedPage(404));
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await touchSession(db, tenant.id, token, config.SESSION_IDLE_MINUTES) : undefined;
    if (session?.state !== 'authorized') return html(reply, 401, refusedPage(401));
    try {
      const file = await readOwnPermitProof(
        {
          db,
          tenant,
          session,
          locale: resolveLocale({
            sessionLocale: session.locale,
            cookieLocale: request.cookies[LANGUAGE_COOKIE],
            acceptLanguage: request.headers['accept-language'],
            tenantDefault: tenant.defaultLocale,
          }),
          now: new Date(),
          origin: portalOrigin(request, config),
        },
        rootRequestId,
      );
      return sendFile(reply, file);
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'NOT_FOUND') return html(reply, 404, refusedPage(404));
      if (error instanceof ServiceError && error.code === 'SESSION_TIMEOUT') return html(reply, 401, refusedPage(401));
      throw error;
    }
  });

  app.get('/:tenant/verify-permit/:code', async (request: FastifyRequest, reply) => {
    const params = request.params as { tenant: string; code: string };
    const query = request.query as { lang?: unknown; contrast?: unknown };
    const tenant = await resolveTenant(params.tenant);
    if (!tenant) return html(reply, 404, notFoundPage());
    const asked = query.lang === 'en' ? 'en_EN' : query.lang === 'nl' ? 'nl_NL' : undefined;
    const locale = isLocale(asked)
      ? asked
      : resolveLocale({
          cookieLocale: request.cookies[LANGUAGE_COOKIE],
          acceptLanguage: request.headers['accept-language'],
          tenantDefault: tenant.defaultLocale,
        });
    const now = new Date();
    const { current } = await countHit(db, `verify-permit|${tenant.id}|${request.ip}`, 60_000);
    const limited = current > VERIFY_LIMIT_PER_MINUTE;
    const verification = limited ? ('rate_limited' as const) : await verifyPermitCode({ db, tenant, now }, params.code);
    const page = renderVerifyPage({
      locale,
      contrast: contrastThemeOf(query.contrast),
      tenantCode: tenant.code,
      municipality: tenant.name,
      codeInput: params.code,
      verification,
      now,
    });
    if (limited) reply.header('retry-after', '60');
    return html(
      reply,
      limited ? 429 : verification === 'rate_limited' || verification.kind !== 'unknown' ? 200 : 404,
      page,
    );
  });
}
