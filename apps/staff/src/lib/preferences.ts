/**
 * The staff member's choices of language and contrast theme, kept in this browser (the language also in the
 * staff session, for the server's texts: app/session.ts). The five contrast themes are the residents' app's
 * (core 2.12), as a `data-contrast` attribute on <html>.
 */
import { CONTRAST_THEMES, type ContrastTheme, type Locale } from '@parkeerloket/contract';

// The residents' app's key: one contrast choice per browser, for both apps (a user who needs it needs it in both).
const CONTRAST_KEY = 'parkeerloket.contrast';
const LANGUAGE_KEY = 'pl-staff-language';

export type StaffLanguage = 'nl' | 'en';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // A browser that keeps nothing: the choice holds for this page only.
  }
}

export function storedContrast(): ContrastTheme {
  const value = read(CONTRAST_KEY);
  return (CONTRAST_THEMES as readonly string[]).includes(value ?? '') ? (value as ContrastTheme) : 'default';
}

export function applyContrast(theme: ContrastTheme, save = true): void {
  document.documentElement.dataset.contrast = theme;
  if (save) write(CONTRAST_KEY, theme);
}

export function storedLanguage(): StaffLanguage {
  const value = read(LANGUAGE_KEY);
  if (value === 'nl' || value === 'en') return value;
  return navigator.language?.toLowerCase().startsWith('en') ? 'en' : 'nl';
}

/** The server's name of the language (the staff session's `language`). */
export function localeOf(language: string): Locale {
  return language === 'en' ? 'en_EN' : 'nl_NL';
}

export function saveLanguage(language: StaffLanguage): void {
  write(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
}
