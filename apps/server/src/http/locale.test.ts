import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, resolveLocale } from './locale.js';

describe('the caller’s language', () => {
  it('reads the Accept-Language header by quality', () => {
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,nl;q=0.8')).toBe('en_EN');
    expect(localeFromAcceptLanguage('de-DE,nl;q=0.5,en;q=0.4')).toBe('nl_NL');
    expect(localeFromAcceptLanguage('fr;q=1, en;q=0.2')).toBe('en_EN');
    expect(localeFromAcceptLanguage('de')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('prefers session, then cookie, then header, then the tenant default, then Dutch', () => {
    expect(resolveLocale({ sessionLocale: 'en_EN', cookieLocale: 'nl_NL', acceptLanguage: 'nl' })).toBe('en_EN');
    expect(resolveLocale({ cookieLocale: 'en_EN', acceptLanguage: 'nl' })).toBe('en_EN');
    expect(resolveLocale({ cookieLocale: 'xx', acceptLanguage: 'en' })).toBe('en_EN');
    expect(resolveLocale({ tenantDefault: 'en_EN' })).toBe('en_EN');
    expect(resolveLocale({})).toBe('nl_NL');
  });
});
