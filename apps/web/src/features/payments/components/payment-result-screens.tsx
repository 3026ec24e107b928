/**
 * After the provider (lifecycle 2.17): /payment-process reads the payment's state, which the server
 * asks of the provider (never taken from this return); INIT or UNKNOWN offer "check again" and
 * cancel, CANCELLED goes back to the cart, PAID to the paid products. /process-result lists them.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { ScreenTitle } from '../../../components/screen-title';
import { endpoints } from '../../../lib/endpoints';
import { fetchPaidPermits, fetchPaymentStatus, refreshOwed } from '../api/payments-api';
import { InvoiceList } from './invoice-list';
import { CancelPaymentButton } from './payment-actions';
import '../../../styles/screens.css';
import '../../../styles/cart.css';
import { paths } from '../../../lib/paths';

export function PaymentProcessScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useQuery({
    queryKey: [endpoints.getPaymentStatus.name],
    queryFn: async () => {
      const answer = await fetchPaymentStatus();
      refreshOwed();
      return answer;
    },
    staleTime: 0,
    gcTime: 0,
  });
  const state = status.data?.payment_status;

  return (
    <>
      <ScreenTitle title={t('payments.process.title')} />
      {status.isPending ? (
        <p className="utrecht-paragraph" role="status">
          {t('payments.loading')}
        </p>
      ) : null}
      {status.isError ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('payments.error')}</p>
        </Alert>
      ) : null}
      {status.isSuccess && !status.data ? (
        <>
          <p className="utrecht-paragraph">{t('payments.process.none')}</p>
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={() => navigate(paths.shoppingCart)}
          >
            {t('payments.to_cart')}
          </button>
        </>
      ) : null}
      {state === 'INIT' || state === 'UNKNOWN' ? (
        <>
          <Alert type="warning" title={t('payments.status.UNKNOWN')}>
            <p className="utrecht-paragraph">{t('payments.process.unknown')}</p>
          </Alert>
          <div className="pl-form__actions">
            <CancelPaymentButton transactionId={status.data?.transactionid} onCancelled={() => status.refetch()} />
            <button
              type="button"
              className="utrecht-button utrecht-button--primary-action"
              disabled={status.isFetching}
              onClick={() => void status.refetch()}
            >
              {t('payments.process.check_again')}
            </button>
          </div>
        </>
      ) : null}
      {state === 'CANCELLED' ? (
        <>
          <Alert type="info" title={t('payments.status.CANCELLED')}>
            <p className="utrecht-paragraph">{t('payments.process.cancelled')}</p>
          </Alert>
          <button
            type="button"
            className="utrecht-button utrecht-button--primary-action"
            onClick={() => navigate(paths.shoppingCart)}
          >
            {t('payments.continue')}
          </button>
        </>
      ) : null}
      {state === 'PAID' ? (
        <>
          <Alert type="ok" title={t('payments.status.PAID')}>
            <p className="utrecht-paragraph">{t('payments.process.paid')}</p>
          </Alert>
          <button
            type="button"
            className="utrecht-button utrecht-button--primary-action"
            onClick={() => navigate(paths.processResult)}
          >
            {t('payments.continue')}
          </button>
        </>
      ) : null}
    </>
  );
}

export function ProcessResultScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paid = useQuery({
    queryKey: [endpoints.getPaidPermits.name],
    queryFn: fetchPaidPermits,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <>
      <ScreenTitle title={t('payments.result.title')} count={paid.data?.length} />
      {paid.isError ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('payments.error')}</p>
        </Alert>
      ) : null}
      {paid.isSuccess && paid.data.length === 0 ? (
        <p className="utrecht-paragraph">{t('payments.result.none')}</p>
      ) : null}
      {paid.data?.length ? <InvoiceList items={paid.data} /> : null}
      <div className="pl-form__actions">
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          disabled={paid.isFetching}
          onClick={() => void paid.refetch()}
        >
          {t('payments.refresh')}
        </button>
        <button
          type="button"
          className="utrecht-button utrecht-button--primary-action"
          onClick={() => navigate(paths.currentProducts)}
        >
          {t('payments.continue')}
        </button>
      </div>
    </>
  );
}
