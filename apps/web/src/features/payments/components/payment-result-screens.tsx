/**
 * After the provider (lifecycle 2.17): /payment-process reads the payment's state, which the server
 * asks of the provider (never taken from this return), and is the one screen that says what happened:
 * PAID lists the products just paid with the way to the products; CANCELLED leads back to the cart;
 * INIT or UNKNOWN says the payment is still being processed and looks again by itself every few seconds
 * (announced as a status), with cancel beside it. /process-result lists the paid products on their own.
 */
import type { PaymentStatusItem } from '@parkeerloket/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { ScreenTitle } from '../../../components/screen-title';
import { endpoints } from '../../../lib/endpoints';
import { fetchPaidPermits, fetchPaymentStatus, refreshOwed } from '../api/payments-api';
import { InvoiceList } from './invoice-list';
import { CancelPaymentButton } from './payment-actions';
import '../../../styles/screens.css';
import '../../../styles/cart.css';
import { paths } from '../../../lib/paths';

/** How often a payment still being processed is looked at again. */
export const PROCESSING_RECHECK_MS = 3000;

const stillProcessing = (status: PaymentStatusItem | null | undefined) =>
  status?.payment_status === 'INIT' || status?.payment_status === 'UNKNOWN';

function LinkButton({ to, children, primary }: { to: string; children: string; primary?: boolean }) {
  return (
    <Link
      to={to}
      className={`utrecht-button utrecht-button--${primary ? 'primary' : 'secondary'}-action pl-button-link`}
    >
      {children}
    </Link>
  );
}

function PaidProducts() {
  const { t } = useTranslation();
  const paid = useQuery({
    queryKey: [endpoints.getPaidPermits.name],
    queryFn: fetchPaidPermits,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <>
      {paid.isError ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('payments.error')}</p>
        </Alert>
      ) : null}
      {paid.isSuccess && paid.data.length === 0 ? (
        <p className="utrecht-paragraph">{t('payments.result.none')}</p>
      ) : null}
      {paid.data?.length ? (
        <>
          <h2 className="utrecht-heading-2">{t('payments.result.title')}</h2>
          <InvoiceList items={paid.data} />
        </>
      ) : null}
      <div className="pl-form__actions">
        <LinkButton to={paths.currentProducts} primary>
          {t('payments.to_products')}
        </LinkButton>
      </div>
    </>
  );
}

export function PaymentProcessScreen() {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: [endpoints.getPaymentStatus.name],
    queryFn: async () => {
      const answer = await fetchPaymentStatus();
      refreshOwed({ status: false });
      return answer;
    },
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (stillProcessing(query.state.data) ? PROCESSING_RECHECK_MS : false),
    // Also while the resident looks at another tab (paying there, say): the outcome is here on return.
    refetchIntervalInBackground: true,
  });
  const state = status.data?.payment_status;
  const reference = status.data?.reference || status.data?.transactionid;

  return (
    <>
      <ScreenTitle title={t('payments.process.title')} />
      <div role="status">
        {status.isPending ? <p className="utrecht-paragraph">{t('payments.loading')}</p> : null}
        {stillProcessing(status.data) ? (
          <Alert type="warning" title={t('payments.process.processing_title')}>
            <p className="utrecht-paragraph">{t('payments.process.processing')}</p>
          </Alert>
        ) : null}
        {state === 'CANCELLED' ? (
          <Alert type="info" title={t('payments.status.CANCELLED')}>
            <p className="utrecht-paragraph">{t('payments.process.cancelled')}</p>
          </Alert>
        ) : null}
        {state === 'PAID' ? (
          <Alert type="ok" title={t('payments.status.PAID')}>
            <p className="utrecht-paragraph">
              {reference ? t('payments.process.paid_reference', { reference }) : t('payments.process.paid')}
            </p>
          </Alert>
        ) : null}
      </div>
      {status.isError ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('payments.error')}</p>
        </Alert>
      ) : null}
      {status.isSuccess && !status.data ? (
        <>
          <p className="utrecht-paragraph">{t('payments.process.none')}</p>
          <div className="pl-form__actions">
            <LinkButton to={paths.shoppingCart}>{t('payments.to_cart')}</LinkButton>
          </div>
        </>
      ) : null}
      {stillProcessing(status.data) ? (
        <div className="pl-form__actions">
          <CancelPaymentButton transactionId={status.data?.transactionid} onCancelled={() => status.refetch()} />
        </div>
      ) : null}
      {state === 'CANCELLED' ? (
        <div className="pl-form__actions">
          <LinkButton to={paths.shoppingCart} primary>
            {t('payments.to_cart')}
          </LinkButton>
        </div>
      ) : null}
      {state === 'PAID' ? <PaidProducts /> : null}
    </>
  );
}

/** /process-result: the products the newest payment paid, with the way to the products. */
export function ProcessResultScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('payments.result.title')} />
      <PaidProducts />
    </>
  );
}
