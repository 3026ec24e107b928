/** Invoices inside a payment (lifecycle 3, 4.7): product, validity, price and outcome in words. */
import type { InvoiceItem } from '@parkeerloket/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceFacts } from '../../../components/invoice-facts';

/** 4.7: PROCESSING_FAILED red; PROCESSED, ALREADY_PAID, RUNNING green; CANCELLED orange; an expired product red (4.6). */
export function invoiceTone(code: string): 'success' | 'warning' | 'danger' {
  if (code === 'PROCESSING_FAILED' || code === 'PRODUCT_EXPIRED') return 'danger';
  if (['PROCESSED', 'INVOICE_ALREADY_PAID', 'PAYMENT_RUNNING'].includes(code)) return 'success';
  return 'warning';
}

export function invoiceTitle(item: InvoiceItem, t: (key: string, values?: Record<string, unknown>) => string) {
  return item.DESCRIPTION || t('payments.invoice', { id: item.INVOICEID ?? '' });
}

export function InvoiceList({
  items,
  action,
}: {
  items: readonly InvoiceItem[];
  /** What can be done about one invoice (send the link that holds it again). */
  action?: (item: InvoiceItem) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ul className="pl-cart">
      {items.map((item, index) => (
        <li key={item.INVOICEID ?? `x${index}`} className="pl-cart-item">
          <h3 className="utrecht-heading-4 pl-cart-item__title">{invoiceTitle(item, t)}</h3>
          <InvoiceFacts item={item} />
          {item.STATUS ? (
            <p className="pl-cart-item__labels">
              <span className={`pl-label pl-label--${invoiceTone(item.STATUSCODE)}`}>{item.STATUS}</span>
            </p>
          ) : null}
          {action?.(item)}
        </li>
      ))}
    </ul>
  );
}
