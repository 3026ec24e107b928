/**
 * Termination in two steps (lifecycle 2.10, 4.8, 5; DECISIONS 1, Termination date).
 * Step 1 /terminate-with-restriction/{rootRqtId}: 'now' when CAN_FUTURE_TERMINATE is N, else an end
 * date (today up to VALID_TO minus 1 day) with a 'scheduled' notice for later days; with a refund
 * (RESTITUTION_AMOUNT above 0) IBAN and owner, the IBAN checked by the server before going on.
 * Step 2 /confirmation-terminate/{rootRqtId}: the summary with Previous and Confirm, the one
 * confirmation the termination asks (issue 24: no question before step 1, no Yes/No beside Confirm);
 * success goes to /current-products with the server's message in the result dialog. Both
 * steps show the one step indicator of every multi-step screen (issue 16).
 */
import {
  amsterdamDay,
  formatDisplayDate,
  type IssuedProduct,
  terminationDateRange,
  terminationMoment,
} from '@parkeerloket/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { checkIban } from '../../../api/check-iban';
import { refreshIssuedProducts } from '../../../api/get-issued-products';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { ProductFacts, productTitle } from '../../../components/product-facts';
import { ProductGate } from '../../../components/product-gate';
import { ScreenTitle } from '../../../components/screen-title';
import { StepIndicator } from '../../../components/step-indicator';
import { TextField } from '../../../components/text-field';
import { ServiceError } from '../../../lib/api-client';
import { showMessage } from '../../../lib/messages';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { terminatePermit } from '../api/terminate';
import { clearDraft, readDraft, writeDraft } from '../termination-draft';

function useRoot(): number {
  return Number(useParams().rootRqtId);
}

function momentOf(product: IssuedProduct, chosen: string | null, today: string) {
  return terminationMoment(
    {
      today,
      validFrom: product.VALID_FROM ?? today,
      validTo: product.VALID_TO ?? null,
      canFutureTerminate: product.CAN_FUTURE_TERMINATE === 'Y',
    },
    chosen,
  );
}

function refundText(
  t: (key: string, values?: Record<string, unknown>) => string,
  product: IssuedProduct,
  scheduled: boolean,
) {
  const refund = product.RESTITUTION_AMOUNT ?? 0;
  if (refund <= 0) return t('termination.step1.no_refund');
  if (scheduled) return t('termination.step1.refund_later');
  return t('termination.step1.refund', { amount: formatMoney(Math.round(refund * 100)) });
}

function StepOne({ product }: { product: IssuedProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = product.ROOT_RQT_ID;
  const today = amsterdamDay(new Date());
  const saved = readDraft(root);
  const future = product.CAN_FUTURE_TERMINATE === 'Y';
  // Changing a planned termination starts from its planned day, not today (issue 24).
  const [date, setDate] = useState(saved ? (saved.endDate ?? today) : (product.PLANNED_END_DATE ?? today));
  const [iban, setIban] = useState(saved?.iban ?? '');
  const [owner, setOwner] = useState(saved?.owner ?? '');
  const [ibanError, setIbanError] = useState<string | null>(null);
  const ibanId = useId();
  const [checking, setChecking] = useState(false);
  const range = terminationDateRange({ today, validTo: product.VALID_TO ?? null });
  const moment = momentOf(product, future ? date : null, today);
  const refund = (product.RESTITUTION_AMOUNT ?? 0) > 0;
  const maxText = range.max ? formatDisplayDate(range.max) : '';
  const canGoOn = moment.ok && (!refund || (iban.trim() !== '' && owner.trim() !== ''));

  async function next() {
    if (!moment.ok) return;
    // As typed (upper-cased): the api files normalise on sending with the contract's normalizeIban.
    const draft = { endDate: moment.kind === 'scheduled' ? moment.endDate : null, iban, owner };
    if (refund) {
      setChecking(true);
      try {
        const check = await checkIban(draft.iban);
        if (!check.ok) {
          setIbanError(check.message);
          return;
        }
      } catch (error) {
        if (!(error instanceof ServiceError && error.kind === 'session-timeout'))
          setIbanError(t('error.INTERNAL_ERROR'));
        return;
      } finally {
        setChecking(false);
      }
    }
    writeDraft(root, draft);
    navigate(paths.confirmationTerminate(root));
  }

  return (
    <>
      <ScreenTitle title={`${t('termination.step1.title')}: ${productTitle(product, t)}`} />
      <StepIndicator number={1} total={2} />
      <ErrorSummary errors={ibanError ? [{ fieldId: ibanId, text: ibanError }] : []} />
      <form
        className="pl-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        {future ? (
          <TextField
            label={t('termination.step1.date')}
            type="date"
            value={date}
            min={range.min}
            max={range.max ?? undefined}
            onChange={setDate}
            description={t('termination.step1.date_hint', { max: maxText })}
            error={moment.ok ? null : t('termination.step1.date_invalid', { max: maxText })}
          />
        ) : null}
        <div role="status">
          {moment.ok ? (
            <p className="utrecht-paragraph">
              {moment.kind === 'now'
                ? t('termination.step1.now')
                : t('termination.step1.scheduled', { date: formatDisplayDate(moment.endDate) })}
            </p>
          ) : null}
          <p className="utrecht-paragraph">{refundText(t, product, moment.ok && moment.kind === 'scheduled')}</p>
        </div>
        {refund ? (
          <>
            <TextField
              id={ibanId}
              label={t('termination.step1.iban')}
              value={iban}
              onChange={(value) => {
                setIban(value.toUpperCase());
                setIbanError(null);
              }}
              autoComplete="off"
              required
              error={ibanError}
            />
            <TextField
              label={t('termination.step1.owner')}
              value={owner}
              onChange={(value) => setOwner(value.toUpperCase())}
              autoComplete="name"
              required
            />
          </>
        ) : null}
        <div className="pl-form__actions">
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={() => {
              clearDraft(root);
              navigate(paths.productDetails(root));
            }}
          >
            {t('screen.back')}
          </button>
          <button
            type="submit"
            className="utrecht-button utrecht-button--primary-action"
            disabled={!canGoOn || checking}
          >
            {t('termination.step1.next')}
          </button>
        </div>
      </form>
    </>
  );
}

function StepTwo({ product }: { product: IssuedProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = product.ROOT_RQT_ID;
  const draft = readDraft(root) ?? { endDate: null, iban: '', owner: '' };
  const [sending, setSending] = useState(false);
  const refund = product.RESTITUTION_AMOUNT ?? 0;
  const scheduled = draft.endDate !== null;

  async function confirm() {
    setSending(true);
    try {
      const message = await terminatePermit(root, draft);
      clearDraft(root);
      await refreshIssuedProducts();
      navigate(paths.currentProducts);
      showMessage({ text: message, type: 'I', titleKey: 'termination.result.title' });
    } catch (error) {
      // The API client has shown the failure; after a session timeout the stored choice goes too (lifecycle 8).
      if (error instanceof ServiceError && error.kind === 'session-timeout') clearDraft(root);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <ScreenTitle title={`${t('termination.step2.title')}: ${productTitle(product, t)}`} />
      <StepIndicator number={2} total={2} />
      <ProductFacts product={product} planned={false} />
      <dl className="pl-facts">
        <div>
          <dt>{t('termination.step2.date')}</dt>
          <dd>{scheduled ? formatDisplayDate(draft.endDate) : t('termination.step2.now')}</dd>
        </div>
        <div>
          <dt>{t('termination.step2.refund')}</dt>
          <dd>
            {refund <= 0
              ? t('termination.step1.no_refund')
              : scheduled
                ? t('termination.step1.refund_later')
                : formatMoney(Math.round(refund * 100))}
          </dd>
        </div>
        {refund > 0 ? (
          <>
            <div>
              <dt>{t('termination.step2.iban')}</dt>
              <dd>{draft.iban}</dd>
            </div>
            <div>
              <dt>{t('termination.step2.owner')}</dt>
              <dd>{draft.owner}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {refund > 0 && (draft.iban.trim() === '' || draft.owner.trim() === '') ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('failure.REFUND_ACCOUNT_REQUIRED')}</p>
        </Alert>
      ) : null}
      <div className="pl-form__actions">
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          onClick={() => navigate(paths.terminateWithRestriction(root))}
        >
          {t('termination.step2.previous')}
        </button>
        <button
          type="button"
          className="utrecht-button utrecht-button--primary-action"
          disabled={sending}
          onClick={() => void confirm()}
        >
          {t('termination.step2.confirm')}
        </button>
      </div>
    </>
  );
}

export function TerminateWithRestrictionScreen() {
  const { t } = useTranslation();
  const root = useRoot();
  return (
    <ProductGate list="current" rootRqtId={root} title={t('termination.step1.title')} back={paths.productDetails(root)}>
      {(product) => <StepOne product={product} />}
    </ProductGate>
  );
}

export function ConfirmationTerminateScreen() {
  const { t } = useTranslation();
  const root = useRoot();
  return (
    <ProductGate list="current" rootRqtId={root} title={t('termination.step2.title')} back={paths.productDetails(root)}>
      {(product) => <StepTwo product={product} />}
    </ProductGate>
  );
}
