/**
 * The portal's security headers (issue 18) and its check that a call comes from its own pages.
 *
 * - Content-Security-Policy: scripts, styles, fonts and connections from the portal only; no
 *   'unsafe-inline' for styles (React sets style properties through the DOM, which CSP allows; the
 *   few server-rendered pages keep their one <style> by its hash, see styleHashes); form posts (and
 *   the redirects that follow them) only to the portal and, on the web app's pages, to the origins
 *   of the identity brokers and payment providers the tenant configured.
 * - Permissions-Policy: the camera for the portal itself (the document upload's camera button),
 *   every other powerful feature off.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

export const PERMISSIONS_POLICY = [
  'camera=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * Where a payment service's checkout lives, for form-action: the browser is sent there after a
 * form post. The simulator's checkout is on the portal itself ('self').
 */
export const PAYMENT_SERVICE_ORIGINS: Readonly<Record<string, readonly string[]>> = {
  directpayment: ['https://www.mollie.com'],
};

export interface PolicyOptions {
  /** Origins besides 'self' that forms may post to. */
  formAction?: readonly string[];
  /** 'sha256-…' sources of inline <style> elements the page itself carries. */
  styleHashes?: readonly string[];
}

export function contentSecurityPolicy(config: Pick<Config, 'NODE_ENV'>, options: PolicyOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['font-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['media-src', "'self'", 'blob:'],
    // The document viewer shows a fetched PDF in an <object> of a blob: URL it made itself (lifecycle
    // 2.8), which the browser's PDF viewer renders as a frame; nothing else may be embedded or framed.
    ['object-src', 'blob:'],
    ['frame-src', 'blob:'],
    ['script-src', "'self'"],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", ...(options.styleHashes ?? []).map((hash) => `'${hash}'`)],
    ['form-action', "'self'", ...new Set(options.formAction ?? [])],
    ['frame-ancestors', "'none'"],
    // Development and test run on plain http, where an upgrade would break every request.
    ...(config.NODE_ENV === 'production' ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The hashes of the inline <style> elements of a server-rendered page. */
export function styleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    (m) =>
      `sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}`,
  );
}

/** https://host[:port] of a URL, or undefined for anything that is not an http(s) URL. */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The form-action origins of a tenant: its OpenID Connect brokers' issuers and its payment services' checkouts. */
export function formActionOrigins(issuers: readonly (string | null)[], paymentServices: readonly string[]): string[] {
  const origins = issuers.map(originOf).filter((o): o is string => o !== undefined);
  for (const service of paymentServices) origins.push(...(PAYMENT_SERVICE_ORIGINS[service] ?? []));
  return [...new Set(origins)];
}

/**
 * The portal's own origin: PUBLIC_URL in production (never the request's Host, which a client
 * chooses), else the scheme and host the request came in on (development, tests, e2e on a free port).
 */
export function portalOrigin(request: FastifyRequest, config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>): string {
  if (config.NODE_ENV === 'production' && config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return originOf(`${request.protocol}://${request.headers.host ?? ''}`) ?? 'null';
}

/**
 * A form or script on another site must not be able to call a service with the user's cookies.
 * When the browser sends Origin it decides, compared by scheme, host and port with the portal's
 * origin; only without it does Sec-Fetch-Site count (same-origin, or none for a typed address).
 * Calls with neither (curl, servers) pass: they carry no browser's cookies by accident.
 */
export function isCrossSite(request: FastifyRequest, config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return originOf(origin) !== portalOrigin(request, config);
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
