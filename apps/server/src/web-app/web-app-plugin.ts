/**
 * Serves the built web app: hashed assets with a long cache lifetime, and index.html for
 * every client route under /{tenant}/ (the app's router takes over in the browser). Also the
 * tenant's images under the paths the specification names, and its design tokens.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LOCALES, type Locale, matchesRoute } from '@parkeerloket/contract';
import { languageOf } from '@parkeerloket/translations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { resolveLocale } from '../http/locale.js';
import { appNotBuiltPage, chooseMunicipalityPage, notFoundPage } from '../http/pages.js';
import { contentSecurityPolicy, formActionOrigins, styleHashes } from '../http/security-headers.js';
import { LANGUAGE_COOKIE } from '../http/services-plugin.js';
import { listProviders } from '../login/index.js';
import { SESSION_COOKIE } from '../sessions/index.js';
import { tenantCatalogue, tenantLoginOptions, tenantSettings } from '../settings/index.js';
import {
  cachedTenantAnswer,
  type ImageKind,
  readImage,
  readPaymentServices,
  readThemeTokens,
  renderThemeCss,
  type Tenant,
  type TenantResolver,
} from '../tenants/index.js';

export interface WebAppOptions {
  config: Config;
  db: Database;
  resolveTenant: TenantResolver;
  webDistDir: string;
  defaultTenant?: string | undefined;
}

const TENANT_HEAD = '<!-- tenant-head -->';
/** The paths (after /{tenant}/) of the welcome screen, which carries its own texts. */
const WELCOME_PATHS = new Set(['', 'welcome', 'login']);

/**
 * The built chunks of the later screens' texts, one per language (apps/web/vite.config.ts: laterTexts),
 * from Vite's manifest; none when there is no manifest.
 */
function laterTextsChunks(webDistDir: string): Partial<Record<Locale, string>> {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return {};
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file?: string }>;
    const chunks: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const file = manifest[`virtual:parkeerloket/texts-${languageOf(locale)}`]?.file;
      if (file) chunks[locale] = file;
    }
    return chunks;
  } catch {
    return {};
  }
}

/**
 * The language the web app will choose for this page (apps/web/src/app/bootstrap.tsx): the user's
 * own choice, which the app keeps and also tells the server (the language cookie of eloket/set_language),
 * else the first of the browser's languages that the portal speaks, else Dutch.
 */
function pageLocale(request: FastifyRequest): Locale {
  // Not the tenant's default: the app does not know it before it has chosen.
  return resolveLocale({
    cookieLocale: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/** A route of the web app and the script and style files its screen loads (apps/web/vite.config.ts: routePreloads). */
interface RoutePreload {
  path: string;
  authorized: boolean;
  js: string[];
  css: string[];
}

/** The build's route-preloads.json; none when it is missing or unreadable (no preloads, nothing else changes). */
function routePreloads(webDistDir: string): RoutePreload[] {
  const path = join(webDistDir, '.vite', 'route-preloads.json');
  if (!existsSync(path)) return [];
  try {
    const { routes } = JSON.parse(readFileSync(path, 'utf8')) as { routes?: RoutePreload[] };
    return Array.isArray(routes) ? routes : [];
  } catch {
    return [];
  }
}

const FIRST_SCREEN_TEXT = /^(app|municipality|welcome)\./;

function firstScreenTexts(catalogue: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => FIRST_SCREEN_TEXT.test(key)));
}
const ONE_YEAR = 'public, max-age=31536000, immutable';
/** Images and tokens change only when the operator changes them; revalidate hourly. */
const REVALIDATE = 'public, max-age=3600, must-revalidate';

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function webAppPlugin(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { db, resolveTenant, webDistDir } = options;
  const indexPath = join(webDistDir, 'index.html');
  const assetsDir = join(webDistDir, 'assets');

  // index.html is read again when it changes, so a rebuilt web app is served without a restart
  // (its old hashed assets are gone by then).
  let cached:
    | { mtimeMs: number; html: string; laterTexts: Partial<Record<Locale, string>>; routes: RoutePreload[] }
    | undefined;
  const readBuild = () => {
    if (!existsSync(indexPath)) return undefined;
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = {
        mtimeMs,
        html: readFileSync(indexPath, 'utf8'),
        laterTexts: laterTextsChunks(webDistDir),
        routes: routePreloads(webDistDir),
      };
    }
    return cached;
  };
  const readIndex = () => readBuild()?.html;
  if (readIndex() === undefined)
    app.log.warn({ webDistDir }, 'web app is not built; tenant pages answer 503 until it is');

  // Hashed file names: a file never changes under its name, so browsers may keep it a year.
  // The build writes a Brotli and a gzip copy next to every compressible asset (apps/web/vite.config.ts);
  // they are sent as they are, with Content-Encoding and Vary: Accept-Encoding.
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    index: false,
    preCompressed: true,
    allowedPath: () => existsSync(assetsDir),
    setHeaders: (res) => {
      res.header('cache-control', ONE_YEAR);
    },
  });

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notFoundPage());

  async function sendImage(request: FastifyRequest, reply: FastifyReply, code: string, kind: ImageKind) {
    const tenant = await resolveTenant(code);
    const image = tenant && (await readImage(db, tenant.id, kind));
    if (!image) return notFound(reply);
    reply.header('etag', image.etag).header('cache-control', REVALIDATE);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type(image.contentType).send(Buffer.from(image.data));
  }

  app.get('/', async (_request, reply) => {
    if (options.defaultTenant) return reply.redirect(`/${options.defaultTenant}`);
    return reply.type('text/html; charset=utf-8').send(chooseMunicipalityPage());
  });

  app.get('/:tenant/municipalities/:file', async (request, reply) => {
    const { tenant, file } = request.params as { tenant: string; file: string };
    if (file !== `${tenant}.png`) return notFound(reply);
    return sendImage(request, reply, tenant, 'logo');
  });

  app.get('/municipalities/:file', async (request, reply) => {
    const match = /^([a-z][a-z0-9-]{1,39})-bg\.jpg$/.exec((request.params as { file: string }).file);
    if (!match?.[1]) return notFound(reply);
    return sendImage(request, reply, match[1], 'background');
  });

  app.get('/:tenant/theme.css', async (request, reply) => {
    const tenant = await resolveTenant((request.params as { tenant: string }).tenant);
    if (!tenant) return notFound(reply);
    const css = renderThemeCss(await readThemeTokens(db, tenant.id));
    return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css);
  });

  /**
   * What the first screen needs without asking: the theme (inline), the background image (from 768px
   * wide the largest element on most screens, otherwise found only once the CSS is applied), and the login options
   * and settings as data, and the municipality's own texts of the welcome screen (its name, the
   * site title, the welcome texts), so the welcome screen paints complete and in the
   * municipality's words at once instead of moving when they arrive. All are cached per tenant
   * (tenants/tenant-answers-cache.ts).
   */
  async function tenantHead(tenant: Tenant): Promise<string> {
    const code = escapeAttribute(tenant.code);
    const [theme, loginOptions, settings, ...catalogues] = await Promise.all([
      cachedTenantAnswer(db, tenant.id, 'theme', () => readThemeTokens(db, tenant.id)),
      tenantLoginOptions(db, tenant.id),
      tenantSettings(db, tenant.id),
      ...LOCALES.map((locale) => tenantCatalogue(db, tenant.id, locale)),
    ]);
    const texts = Object.fromEntries(
      LOCALES.map((locale, i) => [locale, firstScreenTexts(catalogues[i]?.catalogue ?? {})]),
    );
    const boot = JSON.stringify({ loginOptions, settings, texts }).replace(/</g, '\\u003c');
    return [
      // Inline, not linked: one render-blocking request less. Token values cannot hold '<' (tenants/theme.ts).
      `<style id="pl-theme">${renderThemeCss(theme)}</style>`,
      // Only where it shows: on a phone the content panel covers it (apps/web/src/styles/layout.css).
      `<link rel="preload" as="image" href="/municipalities/${code}-bg.jpg" media="(min-width: 768px)" fetchpriority="high">`,
      `<script type="application/json" id="pl-boot">${boot}</script>`,
    ].join('');
  }

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const code = (request.params as { tenant: string }).tenant;
    // Reserved and malformed codes are no tenant: the resolver applies the contract's one tenant-code rule.
    const tenant = await resolveTenant(code);
    if (!tenant) return notFound(reply);
    // Logins and payments leave the app by a form post (and its redirect) to the tenant's own brokers and providers.
    const formAction = await cachedTenantAnswer(db, tenant.id, 'form-action', async () => {
      const providers = (await listProviders(db, tenant.id)).filter((p) => p.mode === 'oidc');
      return formActionOrigins(
        providers.map((p) => p.issuer),
        await readPaymentServices(db, tenant.id),
      );
    });
    const indexHtml = readIndex();
    if (indexHtml === undefined) {
      const page = appNotBuiltPage();
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('retry-after', '30')
        .header(
          'content-security-policy',
          contentSecurityPolicy(options.config, { formAction, styleHashes: styleHashes(page) }),
        )
        .send(page);
    }
    const head = await tenantHead(tenant);
    // Every screen but the welcome screen waits for the later screens' texts (apps/web/src/app/routes.tsx)
    // and for its own code: fetched along with the first chunk instead of after it has run, and named
    // after it (at the end of the head), so that the first chunk is asked for first. The screens behind
    // authorization only with a session cookie (whatever its worth), as without one the app goes to
    // the welcome screen.
    let preloads = '';
    const rest = ((request.params as { '*'?: string })['*'] ?? '').replace(/\/+$/, '');
    const build = readBuild();
    // The texts in the language the app will choose: the one the user picked (stored by the app, and
    // told to the server in the language cookie by eloket/set_language), else the browser's. Should the
    // guess be wrong, the app fetches its own language's chunk as it would without the hint.
    const laterTexts = build?.laterTexts[pageLocale(request)];
    if (laterTexts && !WELCOME_PATHS.has(rest)) {
      preloads += `<link rel="modulepreload" crossorigin href="/${escapeAttribute(laterTexts)}">`;
    }
    const route = build?.routes.find((r) => matchesRoute(r.path, rest));
    if (route && (!route.authorized || request.cookies?.[SESSION_COOKIE])) {
      for (const file of route.js)
        preloads += `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`;
      // The screen's styles are applied with the first paint, not preloaded: a preloaded sheet was parsed when Vite's
      // loader asked for it, inside the first chunk's start-up task, and Lighthouse then counted that whole task as
      // waiting on the sheet, after the first paint (decision 056). Vite's loader finds the sheet here and adds no
      // second one. crossorigin as the loader asks for it, so the two never differ in credentials mode.
      for (const file of route.css) preloads += `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`;
    }
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The theme is inlined in the head: allowed by its hash, never by 'unsafe-inline'.
        .header(
          'content-security-policy',
          contentSecurityPolicy(options.config, { formAction, styleHashes: styleHashes(head) }),
        )
        .send(indexHtml.replace(TENANT_HEAD, head).replace('</head>', `${preloads}</head>`))
    );
  };
  app.get('/:tenant', serveApp);
  app.get('/:tenant/*', serveApp);
}
