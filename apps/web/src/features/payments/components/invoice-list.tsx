/** Invoices inside a payment (lifecycle 3, 4.7): product, validity, price and outcome in words. */
import { centsFromEuro, formatDisplayDate, formatEuro, type InvoiceItem } from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';

/** 4.7: PROCESSING_FAILED red; PROCESSED, ALREADY_PAID, RUNNING green; CANCELLED orange. */
export function invoiceTone(code: string): 'success' | 'warning' | 'danger' {
  if (code === 'PROCESSING_FAILED') return 'danger';
  if (['PROCESSED', 'INVOICE_ALREADY_PAID', 'PAYMENT_RUNNING'].includes(code)) return 'success';
  return 'warning';
}

export function InvoiceList({ items }: { items: readonly InvoiceItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="pl-cart">
      {items.map((item, index) => (
        <li key={item.INVOICEID ?? `x${index}`} className="pl-cart-item">
          <h3 className="utrecht-heading-4 pl-cart-item__title">
            {item.DESCRIPTION || t('payments.invoice', { id: item.INVOICEID ?? '' })}
          </h3>
          <dl className="pl-facts pl-cart-item__facts">
            {item.VALID_FROM ? (
              <>
                <dt>{t('cart.validity')}</dt>
                <dd>
                  {[formatDisplayDate(item.VALID_FROM), formatDisplayDate(item.VALID_TO)].filter(Boolean).join(' – ')}
                </dd>
              </>
            ) : null}
            {item.LICENSE_PLATES?.length ? (
              <>
                <dt>{t('cart.plates')}</dt>
                <dd>{item.LICENSE_PLATES.map((plate) => plate.LICENSE_PLATE.toUpperCase()).join(', ')}</dd>
              </>
            ) : null}
            {item.PRICE !== null && item.PRICE !== undefined ? (
              <>
                <dt>{t('cart.price')}</dt>
                <dd className="pl-cart-item__price">{formatEuro(centsFromEuro(item.PRICE))}</dd>
              </>
            ) : null}
          </dl>
          {item.STATUS ? (
            <p className="pl-cart-item__labels">
              <span className={`pl-label pl-label--${invoiceTone(item.STATUSCODE)}`}>{item.STATUS}</span>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
