import { DEFAULT_LOCALE, LOCALES, type Locale } from '@parkeerloket/contract';
import type { FastifyRequest } from 'fastify';

const BY_LANGUAGE: Record<string, Locale> = { nl: 'nl_NL', en: 'en_EN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first language of an Accept-Language header that the portal speaks. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { language } of ranked) {
    const locale = BY_LANGUAGE[language];
    if (locale) return locale;
  }
  return undefined;
}

/** Session choice first, then the language cookie, then the browser's header, then the tenant's default. */
export function resolveLocale(options: {
  sessionLocale?: string | null | undefined;
  cookieLocale?: string | undefined;
  acceptLanguage?: string | undefined;
  tenantDefault?: string | undefined;
}): Locale {
  if (isLocale(options.sessionLocale)) return options.sessionLocale;
  if (isLocale(options.cookieLocale)) return options.cookieLocale;
  const fromHeader = localeFromAcceptLanguage(options.acceptLanguage);
  if (fromHeader) return fromHeader;
  if (isLocale(options.tenantDefault)) return options.tenantDefault;
  return DEFAULT_LOCALE;
}

/**
 * The caller's language for a call refused before its route's handler looked up the municipality and the session
 * (the body parser's 413, 415 or malformed body): both are looked up here, the session without renewing it, so the
 * refusal is said in the language the handler's own refusals are. A failed look-up leaves the cookie and header.
 */
export async function refusedCallLocale(
  request: FastifyRequest,
  options: {
    languageCookie: string;
    sessionCookie: string;
    resolveTenant: (code: string) => Promise<{ id: number; defaultLocale: string } | undefined>;
    sessionLocale: (tenantId: number, token: string) => Promise<string | null>;
  },
): Promise<Locale> {
  const caller = {
    cookieLocale: request.cookies?.[options.languageCookie],
    acceptLanguage: request.headers['accept-language'],
  };
  try {
    const code = (request.params as { tenant?: string } | undefined)?.tenant;
    const tenant = code ? await options.resolveTenant(code) : undefined;
    const token = request.cookies?.[options.sessionCookie];
    const sessionLocale = tenant && token ? await options.sessionLocale(tenant.id, token) : null;
    return resolveLocale({ ...caller, sessionLocale, tenantDefault: tenant?.defaultLocale });
  } catch (error) {
    request.log.warn({ err: error }, 'the language of a refused call was not looked up');
    return resolveLocale(caller);
  }
}
