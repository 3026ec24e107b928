import { describe, expect, it } from 'vitest';
import { chooseLocale, isLocale } from './locale';

describe('chooseLocale', () => {
  it('uses an English browser language', () => {
    expect(chooseLocale(['en-US'])).toBe('en_EN');
    expect(chooseLocale(['en'])).toBe('en_EN');
    expect(chooseLocale(['EN-gb'])).toBe('en_EN');
  });

  it('uses a Dutch browser language, Belgian Dutch included', () => {
    expect(chooseLocale(['nl-NL'])).toBe('nl_NL');
    expect(chooseLocale(['nl-BE'])).toBe('nl_NL');
  });

  it('takes the first language that matches, in the browser order', () => {
    expect(chooseLocale(['de-DE', 'en-GB', 'nl'])).toBe('en_EN');
    expect(chooseLocale(['fr', 'nl', 'en'])).toBe('nl_NL');
  });

  it('falls back to nl_NL', () => {
    expect(chooseLocale([])).toBe('nl_NL');
    expect(chooseLocale(['de-DE', 'fr'])).toBe('nl_NL');
    expect(chooseLocale(['english'])).toBe('nl_NL');
  });
});

describe('isLocale', () => {
  it('knows the two locales only', () => {
    expect(isLocale('nl_NL')).toBe(true);
    expect(isLocale('en_EN')).toBe(true);
    expect(isLocale('en_US')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
