import { DEFAULT_LOCALE, LOCALES, type Locale } from '@parkeerloket/contract';

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
