/**
 * What an invoice is for, as the cart and the payment screens list it (lifecycle 2.15, 3 cart item
 * and invoice item): location, validity and plates, then what the caller adds (the cart's price
 * components), then the price. Shared by the cart and payments features.
 */
import { centsFromEuro, formatDisplayDate, type InvoiceItem } from '@parkeerloket/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money';
import { useHyphenate } from '../lib/use-hyphenate';
import { DateRange } from './unbroken';
import '../styles/cart.css';

/** The product fields a cart item and an invoice item share (lifecycle 3). */
export type InvoiceFactsItem = Pick<
  InvoiceItem,
  'LOCATIONDESCRIPTION' | 'LOCATION_SPECIFICATION' | 'VALID_FROM' | 'VALID_TO' | 'LICENSE_PLATES' | 'PRICE'
>;

export function InvoiceFacts({ item, children }: { item: InvoiceFactsItem; children?: ReactNode }) {
  const { t } = useTranslation();
  const hyphenate = useHyphenate();
  return (
    <dl className="pl-facts pl-cart-item__facts">
      {item.LOCATIONDESCRIPTION ? (
        <>
          <dt>{t('cart.location')}</dt>
          <dd>{hyphenate([item.LOCATIONDESCRIPTION, item.LOCATION_SPECIFICATION].filter(Boolean).join(', '))}</dd>
        </>
      ) : null}
      {item.VALID_FROM ? (
        <>
          <dt>{t('cart.validity')}</dt>
          <dd>
            <DateRange from={formatDisplayDate(item.VALID_FROM)} to={formatDisplayDate(item.VALID_TO)} />
          </dd>
        </>
      ) : null}
      {item.LICENSE_PLATES?.length ? (
        <>
          <dt>{t('cart.plates')}</dt>
          <dd>{item.LICENSE_PLATES.map((plate) => plate.LICENSE_PLATE.toUpperCase()).join(', ')}</dd>
        </>
      ) : null}
      {children}
      {item.PRICE !== null && item.PRICE !== undefined ? (
        <>
          <dt>{t('cart.price')}</dt>
          <dd className="pl-cart-item__price">{formatMoney(centsFromEuro(item.PRICE))}</dd>
        </>
      ) : null}
    </dl>
  );
}
