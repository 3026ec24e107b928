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
import { isLocale, resolveLocale } from '../http/locale.js';
import { addOwnDownload } from '../http/own-download.js';
import { notFoundPage } from '../http/pages.js';
import { countHit } from '../http/rate-limit-store.js';
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

export async function permitProofRoutesPlugin(app: FastifyInstance, options: PermitProofRoutesOptions): Promise<void> {
  const { config, db, resolveTenant } = options;

  addOwnDownload(app, {
    config,
    db,
    resolveTenant,
    sessionCookie: SESSION_COOKIE,
    touchSession,
    path: '/:tenant/permit-proof/:id',
    parseId: (raw) => {
      const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
      return id >= 1 && id <= MAX_ID ? id : null;
    },
    loggedOut: {
      nl: 'Log opnieuw in bij het loket en download het bewijs dan opnieuw.',
      en: 'Log in to the portal again, then download the proof again.',
    },
    produce: readOwnPermitProof,
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
