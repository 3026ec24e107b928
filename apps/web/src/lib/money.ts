/**
 * The one way the web shows an amount (issue 24): the language's format from the contract (Dutch '€ 9,50',
 * English '€9.50'), with a no-break space after the € so an amount never splits over two lines ('€' at the end
 * of one and '10,00' on the next). In the language chosen now, unless one is given.
 */
import { formatEuro, type Locale } from '@parkeerloket/contract';
import { currentLocale } from './i18n';

const NO_BREAK_SPACE = '\u00a0';

export function formatMoney(cents: number, locale: Locale = currentLocale.get()): string {
  return formatEuro(cents, locale).replace(' ', NO_BREAK_SPACE);
}
