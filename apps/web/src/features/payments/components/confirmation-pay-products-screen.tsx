/**
 * Before paying directly (lifecycle 2.16): the server takes the chosen invoices into a payment and
 * answers what it accepted (with the reference and the amount it computed) and what it did not, and
 * why. Continue goes to the provider by the hidden form; Cancel cancels the payment after asking.
 * An invoice left out because a payment link holds it offers to send that link again.
 * Leaving before Continue (browser Back included) cancels the payment quietly: nothing went to the provider
 * yet, so there is nothing to warn about and the products are payable again in the cart. Only once the
 * checkout was opened (Continue, then back here) does leaving warn that a late confirmation needs the
 * municipality.
 */
import { centsFromEuro, type InvoiceItem, type PayInvoicesResult } from '@parkeerloket/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';
import { startDirectPayment } from '../../../api/start-direct-payment';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContactLink } from '../../../components/contact-link';
import { ScreenTitle } from '../../../components/screen-title';
import { forwardForm, submitForward } from '../../../lib/forward';
import { formatMoney } from '../../../lib/money';
import { readSessionItem, writeSessionItem } from '../../../lib/storage';
import { cancelDirectPayment, sendPaymentLinkAgain } from '../api/payments-api';
import { InvoiceList, invoiceTitle } from './invoice-list';
import { CancelPaymentButton, PaymentFailed, SendLinkAgain } from './payment-actions';
import '../../../styles/screens.css';
import '../../../styles/cart.css';
import { paths } from '../../../lib/paths';

function invoicesOf(state: unknown): number[] {
  const list = (state as { invoices?: unknown } | null)?.invoices;
  return Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : [];
}

/** Set when Continue sends the resident to the checkout of this payment (session storage, this tab). */
const checkoutKey = (transactionId: string) => `pl.checkout_opened.${transactionId}`;

export function ConfirmationPayProductsScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // A reload keeps the navigation state: the payment made before is shown again, not made twice.
  const [result, setResult] = useState<PayInvoicesResult | null>(
    () => (location.state as { result?: PayInvoicesResult } | null)?.result ?? null,
  );
  const [failed, setFailed] = useState(false);
  const settled = useRef(false);
  const started = useRef(false);
  const invoices = invoicesOf(location.state);
  const running = result?.statuscode === 'OK' && Boolean(result.transactionid);

  useEffect(() => {
    if (started.current || result || invoices.length === 0) return;
    started.current = true;
    startDirectPayment(invoices)
      .then((answer) => {
        setResult(answer);
        navigate('.', { replace: true, state: { invoices, result: answer } });
      })
      .catch(() => setFailed(true));
  }, [invoices, result, navigate]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && running && !settled.current,
  );
  const transactionId = result?.transactionid ?? null;
  const checkoutOpened = transactionId !== null && readSessionItem(checkoutKey(transactionId)) !== null;

  // Leaving before the checkout was opened: cancel quietly and go where the resident wanted to.
  useEffect(() => {
    if (blocker.state !== 'blocked' || checkoutOpened) return;
    settled.current = true;
    const cancel = transactionId ? cancelDirectPayment(transactionId).catch(() => undefined) : Promise.resolve();
    void cancel.then(() => blocker.proceed?.());
  }, [blocker, checkoutOpened, transactionId]);

  function cancelled() {
    settled.current = true;
    navigate(paths.shoppingCart);
  }

  function pay() {
    const form = forwardForm(result, window.location.href);
    if (!form) return;
    settled.current = true;
    if (transactionId) writeSessionItem(checkoutKey(transactionId), '1');
    submitForward(form);
  }

  const amount = (result?.accepted ?? []).reduce((sum, item) => sum + centsFromEuro(item.PRICE ?? 0), 0);

  return (
    <>
      <ScreenTitle title={t('payments.confirm.title')} />
      {invoices.length === 0 || failed || (result && result.statuscode !== 'OK') ? (
        <PaymentFailed message={result?.statusmessage || t('payments.confirm.nothing')}>
          {result?.rejected?.length ? <RejectedInvoices items={result.rejected} /> : null}
        </PaymentFailed>
      ) : null}
      {!result && !failed && invoices.length > 0 ? (
        <p className="utrecht-paragraph" role="status">
          {t('payments.loading')}
        </p>
      ) : null}
      {running && result ? (
        <>
          <p className="utrecht-paragraph">
            {t('payments.confirm.text', {
              reference: result.reference || result.transactionid,
              amount: formatMoney(amount),
            })}
          </p>
          <h2 className="utrecht-heading-2">{t('payments.confirm.accepted')}</h2>
          <InvoiceList items={result.accepted ?? []} />
          {result.rejected?.length ? <RejectedInvoices items={result.rejected} /> : null}
          <div className="pl-form__actions">
            <CancelPaymentButton transactionId={result.transactionid} onCancelled={cancelled} />
            <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={pay}>
              {t('payments.continue')}
            </button>
          </div>
        </>
      ) : null}
      <ConfirmDialog
        open={blocker.state === 'blocked' && checkoutOpened}
        title={t('payments.leave.title')}
        text={t('payments.leave.text')}
        confirmLabel={t('payments.leave.yes')}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        <p className="utrecht-paragraph">
          <ContactLink newTab />
        </p>
      </ConfirmDialog>
    </>
  );
}

/**
 * Invoices the payment left out, with why. One that another open payment holds names it: a payment
 * link can be sent again, a direct payment opened in its details (to pay it there).
 */
function RejectedInvoices({ items }: { items: readonly InvoiceItem[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="utrecht-heading-2">{t('payments.confirm.rejected')}</h2>
      <InvoiceList
        items={items}
        action={(item) => {
          const reference = item.PAYMENTREFERENCE;
          if (!reference) return null;
          const title = invoiceTitle(item, t);
          return item.PAYMENTSERVICE === 'paymentlink' ? (
            <SendLinkAgain
              send={() => sendPaymentLinkAgain(reference)}
              label={t('payments.link.send_again.named', { title })}
            />
          ) : (
            <p className="utrecht-paragraph">
              <Link to={paths.paymentDetails(reference)} className="utrecht-link utrecht-link--html-a">
                {t('payments.rejected.see_payment', { title })}
              </Link>
            </p>
          );
        }}
      />
    </>
  );
}
