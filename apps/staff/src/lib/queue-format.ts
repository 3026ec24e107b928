/** How the work queues show moments and amounts: Europe/Amsterdam, in the staff member's language. */
import { formatEuro, type Locale } from '@parkeerloket/contract';

export function formatMoment(iso: string | null, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'nl-NL', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function formatAmount(cents: number, language: string): string {
  return formatEuro(cents, (language.startsWith('en') ? 'en_EN' : 'nl_NL') as Locale);
}
