/**
 * The second and third lists of /payments (issue 26, decision 030): the payments made, newest first, each
 * with its date, short reference, amount, what it paid for and a link to its receipt (a PDF the server
 * makes, downloaded like the permit's proof); and the refunds, with where each stands in the words of the
 * contract's residentRefundState (the server sends STATE), the account masked and the dates.
 */
import { centsFromEuro, formatDisplayDate, type PaidPayment, type RefundItem } from '@parkeerloket/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { productTitle } from '../../../components/product-facts';
import { endpoints } from '../../../lib/endpoints';
import { formatMoney } from '../../../lib/money';
import { currentTenant, tenantBase } from '../../../lib/tenant';
import { fetchPaidPayments, fetchRefunds } from '../api/payments-api';

const money = (euro: number) => formatMoney(centsFromEuro(euro));

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PaidPaymentCard({ payment }: { payment: PaidPayment }) {
  const { t } = useTranslation();
  const reference = payment.REFERENCE ?? '';
  return (
    <li className="pl-cart-item">
      <h3 className="utrecht-heading-3 pl-cart-item__title">{money(payment.AMOUNT)}</h3>
      <dl className="pl-facts pl-cart-item__facts">
        <Fact label={t('receipts.paid.date')}>{formatDisplayDate(payment.PAID_DATE)}</Fact>
        <Fact label={t('receipts.paid.reference')}>{reference}</Fact>
        <Fact label={t('payments.status')}>{t(`payments.method.${payment.METHOD}`)}</Fact>
        <Fact label={t('receipts.paid.for')}>
          <ul className="pl-plain-list">
            {payment.ITEMS.map((item, index) => (
              // Items have no id of their own on the wire; their order is the server's and fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
              <li key={index}>
                {item.VALID_FROM && item.VALID_TO
                  ? t('receipts.paid.item', {
                      product: productTitle(item, t),
                      period: t('receipts.pdf.period', {
                        from: formatDisplayDate(item.VALID_FROM),
                        to: formatDisplayDate(item.VALID_TO),
                      }),
                    })
                  : productTitle(item, t)}
                {item.PRICE !== null && item.PRICE !== undefined ? `: ${money(item.PRICE)}` : ''}
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
      <div className="pl-form__actions">
        <a
          href={`${tenantBase(currentTenant())}/payment-receipt/${encodeURIComponent(payment.UNIQUE_ID)}`}
          download
          className="utrecht-button utrecht-button--secondary-action pl-button-link"
        >
          {t('receipts.paid.download', { reference })}
        </a>
      </div>
    </li>
  );
}

function RefundCard({ refund }: { refund: RefundItem }) {
  const { t } = useTranslation();
  return (
    <li className="pl-cart-item">
      <h3 className="utrecht-heading-3 pl-cart-item__title">
        {t('receipts.refund.title', { amount: money(refund.AMOUNT) })}
      </h3>
      <dl className="pl-facts pl-cart-item__facts">
        <Fact label={t('receipts.refund.state')}>{t(`refund_state.${refund.STATE}`)}</Fact>
        <Fact label={t('receipts.refund.account')}>{refund.IBAN ?? t('receipts.refund.no_account')}</Fact>
        <Fact label={t('receipts.refund.ordered_on')}>{formatDisplayDate(refund.ORDER_DATE)}</Fact>
        {refund.END_DATE ? (
          <Fact label={t('receipts.refund.end_date')}>{formatDisplayDate(refund.END_DATE)}</Fact>
        ) : null}
        {refund.SENT_DATE ? (
          <Fact label={t('receipts.refund.sent_on')}>{formatDisplayDate(refund.SENT_DATE)}</Fact>
        ) : null}
        {refund.SETTLED_DATE && (refund.STATE === 'paid' || refund.STATE === 'failed') ? (
          <Fact label={t(refund.STATE === 'paid' ? 'receipts.refund.paid_on' : 'receipts.refund.returned_on')}>
            {formatDisplayDate(refund.SETTLED_DATE)}
          </Fact>
        ) : null}
        {refund.REFERENCE ? <Fact label={t('receipts.refund.for_payment')}>{refund.REFERENCE}</Fact> : null}
      </dl>
    </li>
  );
}

export function PaymentsMade() {
  const { t } = useTranslation();
  const paid = useQuery({ queryKey: [endpoints.getPaidPayments.name], queryFn: fetchPaidPayments, staleTime: 0 });
  const refunds = useQuery({ queryKey: [endpoints.getRefunds.name], queryFn: fetchRefunds, staleTime: 0 });
  return (
    <>
      <section aria-labelledby="pl-payments-made">
        <h2 id="pl-payments-made" className="utrecht-heading-2">
          {t('receipts.paid.heading')}
        </h2>
        {paid.isError ? (
          <Alert type="error">
            <p className="utrecht-paragraph">{t('payments.error')}</p>
          </Alert>
        ) : null}
        {paid.isSuccess && paid.data.length === 0 ? (
          <p className="utrecht-paragraph">{t('receipts.paid.empty')}</p>
        ) : null}
        {paid.data?.length ? (
          <ul className="pl-cart">
            {paid.data.map((payment) => (
              <PaidPaymentCard key={payment.UNIQUE_ID} payment={payment} />
            ))}
          </ul>
        ) : null}
      </section>
      {refunds.data?.length ? (
        <section aria-labelledby="pl-refunds">
          <h2 id="pl-refunds" className="utrecht-heading-2">
            {t('receipts.refunds.heading')}
          </h2>
          <ul className="pl-cart">
            {refunds.data.map((refund, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's order, newest first, never reordered here.
              <RefundCard key={index} refund={refund} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
