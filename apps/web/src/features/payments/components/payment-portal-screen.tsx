/**
 * The public payment portal (lifecycle 2.20): reached from an e-mailed link without logging in, with
 * ?payment= or ?invoice=. It asks the server about the link (which asks the provider), shows the
 * message, what the link pays for (each product's title, period and price: nothing personal), and when the
 * link can be paid (CAN_CONTINUE Y) a button that goes to the checkout by the hidden form. Without either
 * parameter: 'payment not found'.
 */
import type { PaymentHandleKind, PaymentHandleResult } from '@parkeerloket/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { InvoiceFacts } from '../../../components/invoice-facts';
import { productTitle } from '../../../components/product-facts';
import { ScreenTitle } from '../../../components/screen-title';
import { ServiceError } from '../../../lib/api-client';
import { forwardForm, submitForward } from '../../../lib/forward';
import { handlePaymentLink } from '../api/payments-api';
import '../../../styles/screens.css';
import '../../../styles/cart.css';

function target(params: URLSearchParams): { kind: PaymentHandleKind; value: string } | null {
  const payment = params.get('payment');
  if (payment) return { kind: 'payment', value: payment };
  const invoice = params.get('invoice');
  return invoice ? { kind: 'invoice', value: invoice } : null;
}

export function PaymentPortalScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const wanted = target(params);
  const handle = useQuery({
    queryKey: ['paymentlink/handle', wanted?.kind, wanted?.value, i18n.language],
    queryFn: async (): Promise<PaymentHandleResult | null> => {
      if (!wanted) return null;
      const answer = await handlePaymentLink(wanted.kind, wanted.value);
      return answer.result[0] ?? null;
    },
    enabled: wanted !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { public: true },
  });
  const result = handle.data;
  const form = result?.CAN_CONTINUE === 'Y' ? forwardForm(result, window.location.href) : null;
  const failure =
    handle.error instanceof ServiceError
      ? handle.error.envelope?.statusmessage || t('payments.error')
      : handle.isError
        ? t('payments.error')
        : null;

  return (
    <>
      <ScreenTitle title={t('payments.portal.title')} />
      {!wanted ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('payments.not_found')}</p>
        </Alert>
      ) : null}
      {wanted && handle.isPending ? (
        <p className="utrecht-paragraph" role="status">
          {t('payments.portal.checking')}
        </p>
      ) : null}
      {failure ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{failure}</p>
        </Alert>
      ) : null}
      {result?.statusmessage ? <p className="utrecht-paragraph">{result.statusmessage}</p> : null}
      {result?.PAYMENT_FOR?.length ? (
        <>
          <h2 className="utrecht-heading-2">{t('payments.portal.paid_for')}</h2>
          <ul className="pl-cart">
            {result.PAYMENT_FOR.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is the server's, fixed for the page
              <li key={index} className="pl-cart-item">
                <h3 className="utrecht-heading-4 pl-cart-item__title">{productTitle(item, t)}</h3>
                <InvoiceFacts item={item} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {form ? (
        <div className="pl-form__actions">
          <button
            type="button"
            className="utrecht-button utrecht-button--primary-action"
            onClick={() => submitForward(form)}
          >
            {t('payments.portal.continue')}
          </button>
        </div>
      ) : null}
    </>
  );
}
