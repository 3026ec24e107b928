/**
 * Pieces the payment screens share (lifecycle 2.16–2.19): cancelling a direct payment after a yes,
 * sending a payment link again, and the failure that leads back to the cart.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../lib/paths';
import { cancelDirectPayment } from '../api/payments-api';

/** 'Cancel payment', confirmed in a dialog, then eloket/cancel_bulkpayment (2.16, 2.17). */
export function CancelPaymentButton({
  transactionId,
  onCancelled,
}: {
  transactionId: string | null | undefined;
  onCancelled: () => unknown;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);

  async function cancel() {
    setAsking(false);
    if (transactionId) await cancelDirectPayment(transactionId);
    await onCancelled();
  }

  return (
    <>
      <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={() => setAsking(true)}>
        {t('payments.cancel')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('payments.cancel.title')}
        text={t('payments.cancel.text')}
        confirmLabel={t('payments.cancel.yes')}
        onConfirm={() => void cancel()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/**
 * 'Send link again' with the actions beside it, and a status line once it is sent. A refusal is
 * shown by the api client with the server's reason.
 */
export function SendLinkAgain({
  send,
  label,
  children,
}: {
  send: () => Promise<void>;
  /** An accessible name that says which link, where several stand on one screen. */
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <>
      <div className="pl-form__actions">
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          aria-label={label}
          onClick={() =>
            void send()
              .then(() => setSent(true))
              .catch(() => undefined)
          }
        >
          {t('payments.link.send_again')}
        </button>
        {children}
      </div>
      {sent ? (
        <p className="utrecht-paragraph" role="status">
          {t('payments.link.sent_again')}
        </p>
      ) : null}
    </>
  );
}

/** A payment that could not be made or found: why, what else to know, and back to the cart. */
export function PaymentFailed({ message, children }: { message: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Alert type="error">
        <p className="utrecht-paragraph">{message}</p>
      </Alert>
      {children}
      <button
        type="button"
        className="utrecht-button utrecht-button--secondary-action"
        onClick={() => navigate(paths.shoppingCart)}
      >
        {t('payments.return')}
      </button>
    </>
  );
}
