/** How the file writes amounts and moments: the contract's formats, in the screen's language, Amsterdam time. */
import { amsterdamDateTime, formatDisplayDate, formatEuro, type Locale } from '@parkeerloket/contract';

export function localeOf(language: string): Locale {
  return language.startsWith('en') ? 'en_EN' : 'nl_NL';
}

export function money(cents: number, language: string): string {
  return formatEuro(cents, localeOf(language));
}

/** A moment (ISO) as 'DD-MM-YYYY HH:mm' in Europe/Amsterdam; a day ('YYYY-MM-DD') as 'DD-MM-YYYY'. */
export function when(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDisplayDate(value);
  return formatDisplayDate(amsterdamDateTime(new Date(value)), true);
}
