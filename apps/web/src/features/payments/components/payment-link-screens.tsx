/**
 * Payment links (lifecycle 2.18, 2.19): /confirm-payment-link makes the link for the chosen invoices
 * (the server e-mails it) and can send it again; /payments lists open payments (withdraw only for
 * links, after a yes); /payment-details/{uniqeId} shows one, with its invoices and the way to pay it.
 */
import { centsFromEuro, formatDisplayDate, type OpenPayment } from '@parkeerloket/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContactLink } from '../../../components/contact-link';
import { ScreenTitle } from '../../../components/screen-title';
import { endpoints } from '../../../lib/endpoints';
import { forwardForm, submitForward } from '../../../lib/forward';
import { formatMoney } from '../../../lib/money';
import { readSessionItem, writeSessionItem } from '../../../lib/storage';
import {
  createPaymentLink,
  fetchOpenPayments,
  fetchPaymentDetails,
  resendPaymentLink,
  withdrawPaymentLink,
} from '../api/payments-api';
import { InvoiceList } from './invoice-list';
import { PaymentFailed, SendLinkAgain } from './payment-actions';
import { PaymentsMade } from './payments-made';
import '../../../styles/screens.css';
import '../../../styles/cart.css';
import { paths } from '../../../lib/paths';

const LINK_KEY = 'pl_payment_link';

function invoicesOf(state: unknown): number[] {
  const list = (state as { invoices?: unknown } | null)?.invoices;
  return Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : [];
}

export function ConfirmPaymentLinkScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const invoices = invoicesOf(location.state);
  // After a reload the link made before is shown again (navigation state, else this tab's last link), not made twice.
  const [reference, setReference] = useState<string | null>(
    () =>
      (location.state as { reference?: string } | null)?.reference ??
      (invoices.length ? null : readSessionItem(LINK_KEY)),
  );
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || reference || invoices.length === 0) return;
    started.current = true;
    createPaymentLink(invoices)
      .then((link) => {
        if (!link) return setFailed(true);
        writeSessionItem(LINK_KEY, link.INTERNAL_REFERENCE);
        setReference(link.INTERNAL_REFERENCE);
        navigate('.', { replace: true, state: { reference: link.INTERNAL_REFERENCE } });
      })
      .catch(() => setFailed(true));
  }, [invoices, reference, navigate]);

  return (
    <>
      <ScreenTitle title={t('payments.link.title')} />
      {failed || (!reference && invoices.length === 0) ? <PaymentFailed message={t('payments.link.failed')} /> : null}
      {!reference && !failed && invoices.length > 0 ? (
        <p className="utrecht-paragraph" role="status">
          {t('payments.loading')}
        </p>
      ) : null}
      {reference ? (
        <>
          <Alert type="ok">
            <p className="utrecht-paragraph">{t('payments.link.sent')}</p>
          </Alert>
          <SendLinkAgain send={() => resendPaymentLink(reference)}>
            <button
              type="button"
              className="utrecht-button utrecht-button--primary-action"
              onClick={() => navigate(paths.home)}
            >
              {t('payments.next')}
            </button>
          </SendLinkAgain>
        </>
      ) : null}
    </>
  );
}

function PaymentCard({ payment, onWithdraw }: { payment: OpenPayment; onWithdraw: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const method = t(`payments.method.${payment.METHOD}`);
  return (
    <li className="pl-cart-item">
      <h3 className="utrecht-heading-3 pl-cart-item__title">
        {payment.AMOUNT === null ? method : formatMoney(centsFromEuro(payment.AMOUNT))}
      </h3>
      <dl className="pl-facts pl-cart-item__facts">
        <dt>{t('payments.created')}</dt>
        <dd>{formatDisplayDate(payment.CREATION_DATE)}</dd>
        <dt>{t('payments.status')}</dt>
        <dd>
          {payment.EXPIRY_DATE
            ? t('payments.method_until', { method, date: formatDisplayDate(payment.EXPIRY_DATE) })
            : method}
        </dd>
      </dl>
      {payment.STATUS === 'PROBLEM_PAYMENT' ? (
        <p className="pl-cart-item__labels">
          <span className="pl-label pl-label--danger">{t('payments.problem')}</span> <ContactLink />
        </p>
      ) : null}
      <div className="pl-form__actions">
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          onClick={() => navigate(paths.paymentDetails(payment.UNIQUE_ID))}
        >
          {t('payments.details')}
        </button>
        {payment.METHOD === 'paymentlink' && payment.STATUS === 'OPEN' ? (
          <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={onWithdraw}>
            {t('payments.withdraw')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

export function PaymentsScreen() {
  const { t } = useTranslation();
  const [withdrawing, setWithdrawing] = useState<OpenPayment | null>(null);
  const payments = useQuery({ queryKey: [endpoints.getOpenPayments.name], queryFn: fetchOpenPayments, staleTime: 0 });

  async function withdraw() {
    const payment = withdrawing;
    setWithdrawing(null);
    if (payment) await withdrawPaymentLink(payment.UNIQUE_ID);
    await payments.refetch();
  }

  return (
    <>
      <ScreenTitle title={t('payments.title')} count={payments.data?.length} />
      <section aria-labelledby="pl-open-payments">
        <h2 id="pl-open-payments" className="utrecht-heading-2">
          {t('receipts.open.heading')}
        </h2>
        {payments.isError ? (
          <Alert type="error">
            <p className="utrecht-paragraph">{t('payments.error')}</p>
          </Alert>
        ) : null}
        {payments.isSuccess && payments.data.length === 0 ? (
          <p className="utrecht-paragraph">{t('payments.empty')}</p>
        ) : null}
        {payments.data?.length ? (
          <ul className="pl-cart">
            {payments.data.map((payment) => (
              <PaymentCard key={payment.UNIQUE_ID} payment={payment} onWithdraw={() => setWithdrawing(payment)} />
            ))}
          </ul>
        ) : null}
      </section>
      <PaymentsMade />
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('payments.withdraw.title')}
        text={t('payments.withdraw.text')}
        confirmLabel={t('payments.withdraw.yes')}
        onConfirm={() => void withdraw()}
        onClose={() => setWithdrawing(null)}
      />
    </>
  );
}

export function PaymentDetailsScreen() {
  const { t } = useTranslation();
  const { uniqeId = '' } = useParams();
  const details = useQuery({
    queryKey: [endpoints.getPaymentDetails.name, uniqeId],
    queryFn: () => fetchPaymentDetails(uniqeId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const payment = details.data;
  const problems = payment?.PROBLEM_INVOICES ?? [];
  const form = payment ? forwardForm(payment, window.location.href) : null;
  const amount = formatMoney(centsFromEuro(payment?.AMOUNT ?? 0));

  return (
    <>
      <ScreenTitle title={t('payments.details.title')} />
      {details.isError || (details.isSuccess && !payment) ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('payments.not_found')}</p>
        </Alert>
      ) : null}
      {payment ? (
        <>
          {payment.statuscode && payment.statuscode !== 'OK' ? (
            <Alert type="error">
              <p className="utrecht-paragraph">{payment.statusmessage}</p>
            </Alert>
          ) : null}
          <p className="utrecht-paragraph">
            {t('payments.details.text', { reference: payment.reference || payment.transactionid, amount })}
          </p>
          {problems.length ? (
            <>
              <h2 className="utrecht-heading-2">{t('payments.details.problems')}</h2>
              <InvoiceList items={problems} />
            </>
          ) : null}
          <h2 className="utrecht-heading-2">{t('payments.details.invoices')}</h2>
          <InvoiceList items={payment.PAYMENT_INVOICES ?? []} />
          {problems.length === 0 && form ? (
            <div className="pl-form__actions">
              <button
                type="button"
                className="utrecht-button utrecht-button--primary-action"
                onClick={() => submitForward(form)}
              >
                {t('payments.pay', { amount })}
              </button>
            </div>
          ) : null}
          {problems.length === 0 && !form ? <SendLinkAgain send={() => resendPaymentLink(uniqeId)} /> : null}
        </>
      ) : null}
    </>
  );
}
