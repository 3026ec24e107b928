/**
 * The user's choices of language and contrast theme (core 2.12, 3.9). They are the
 * user's, not the municipality's, so they are kept once per browser rather than per
 * tenant. The contrast theme is a `data-contrast` attribute on <html> (styles/themes.css).
 */
import { CONTRAST_THEMES, type ContrastTheme, type Locale } from '@parkeerloket/contract';
import { isLocale } from './locale';
import { globalKey, readItem, writeItem } from './storage';
import { createStore } from './store';

const LANGUAGE_KEY = globalKey('language');
const CONTRAST_KEY = globalKey('contrast');

export function isContrastTheme(value: unknown): value is ContrastTheme {
  return typeof value === 'string' && (CONTRAST_THEMES as readonly string[]).includes(value);
}

export function storedLocale(): Locale | null {
  const value = readItem(LANGUAGE_KEY);
  return isLocale(value) ? value : null;
}

export function saveLocale(locale: Locale): void {
  writeItem(LANGUAGE_KEY, locale);
}

function storedContrast(): ContrastTheme {
  const value = readItem(CONTRAST_KEY);
  return isContrastTheme(value) ? value : 'default';
}

export const contrastTheme = createStore<ContrastTheme>('default');

export function applyContrast(theme: ContrastTheme): void {
  contrastTheme.set(theme);
  document.documentElement.dataset.contrast = theme;
}

export function loadContrast(): void {
  applyContrast(storedContrast());
}

export function saveContrast(theme: ContrastTheme): void {
  writeItem(CONTRAST_KEY, theme);
  applyContrast(theme);
}
