/**
 * The prolongations' screens (lifecycle 2.13, 4.4; decision 010):
 * - /prolongations: the offered prolongations, each with its period, price, status and a link;
 * - /prolongation-item-details/{requestId}: plates, valid days, valid from/until and price, with
 *   Continue (AWAIT_CONFIRMATION and CAN_VREX), To shopping cart (AWAIT_PAYMENT and CAN_VREX),
 *   Withdraw (CAN_CVRX; asks first, then back to /prolongations) and View documents (DOCUMENTS);
 * - /confirmation-for-prolongation/{requestId}: the summary and a Yes/No question; Confirm (only with
 *   Yes) prolongs a free one at once, or puts a paid one in the cart;
 * - /view-documents-for-prolongation/{requestId}: the product's documents as one list.
 * Every flag is the server's; the screens only show and follow them.
 */
import type { ProductDocument, Prolongation } from '@parkeerloket/contract';
import { formatDisplayDate } from '@parkeerloket/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { finalizeRequest } from '../../../api/finalize-request';
import { overviewCountsQueryOptions } from '../../../api/get-overview-counts';
import { BackLink } from '../../../components/back-link';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProductDocumentList } from '../../../components/product-documents-view';
import { ProductFacts, productTitle } from '../../../components/product-facts';
import { ProductsLoadFailure } from '../../../components/products-load-failure';
import { ScreenTitle } from '../../../components/screen-title';
import { YesNoField } from '../../../components/yes-no-field';
import { endpoints } from '../../../lib/endpoints';
import { showMessage } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import { DocumentViewerDialog } from '../../documents';
import { refreshProlongations, useProlongations, withdrawProlongation } from '../api/prolongation-calls';
import { ProlongationGate } from './prolongation-gate';
import '../../../styles/products.css';

const BUTTON = 'utrecht-button utrecht-button--secondary-action';

function StatusFact({ prolongation }: { prolongation: Prolongation }) {
  const { t } = useTranslation();
  return (
    <dl className="pl-facts">
      <div>
        <dt>{t('prolongations.facts.status')}</dt>
        <dd>{prolongation.STATUS}</dd>
      </div>
    </dl>
  );
}

export function ProlongationsScreen() {
  const { t, i18n } = useTranslation();
  const query = useProlongations(i18n.language);
  const idBase = useId();
  const items = query.data;
  return (
    <>
      <ScreenTitle title={t('prolongations.title')} count={items?.length} />
      <ProductsLoadFailure error={query.error} onRetry={() => void query.refetch()} />
      {items && items.length === 0 ? <p className="utrecht-paragraph">{t('prolongations.empty')}</p> : null}
      {items && items.length > 0 ? (
        <>
          <p className="utrecht-paragraph">{t('prolongations.intro')}</p>
          <ul className="pl-product-list">
            {items.map((item) => {
              const title = productTitle(item, t);
              const headingId = `${idBase}-${item.REQUESTID}`;
              return (
                <li key={item.REQUESTID} className="pl-product-card" aria-labelledby={headingId}>
                  <h2 id={headingId} className="utrecht-heading-2">
                    {title}
                  </h2>
                  <StatusFact prolongation={item} />
                  <ProductFacts product={item} planned={false} />
                  <Link
                    to={paths.prolongationItemDetails(item.REQUESTID)}
                    className="utrecht-link utrecht-link--html-a"
                  >
                    {t('prolongations.open', { title })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </>
  );
}

function Details({ prolongation }: { prolongation: Prolongation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const id = prolongation.REQUESTID;
  const canContinue = prolongation.CAN_VREX === 'Y';
  const withdraw = async () => {
    setAsking(false);
    try {
      await withdrawProlongation(prolongation);
      navigate(paths.prolongations);
      showMessage({ text: t('prolongations.withdraw.done'), type: 'I' });
    } catch {
      // The API client has shown the failure.
    }
  };
  return (
    <>
      <ScreenTitle title={`${t('prolongations.details.title')}: ${productTitle(prolongation, t)}`} />
      <StatusFact prolongation={prolongation} />
      <ProductFacts product={prolongation} planned={false} />
      <div className="pl-product-actions">
        {prolongation.STATUSCODE === 'AWAIT_CONFIRMATION' && canContinue ? (
          <button
            type="button"
            className="utrecht-button utrecht-button--primary-action"
            onClick={() => navigate(paths.confirmationForProlongation(id))}
          >
            {t('prolongations.action.continue')}
          </button>
        ) : null}
        {prolongation.STATUSCODE === 'AWAIT_PAYMENT' && canContinue ? (
          <button
            type="button"
            className="utrecht-button utrecht-button--primary-action"
            onClick={() => navigate(paths.shoppingCart)}
          >
            {t('prolongations.action.cart')}
          </button>
        ) : null}
        {prolongation.CAN_CVRX === 'Y' ? (
          <button type="button" className={BUTTON} onClick={() => setAsking(true)}>
            {t('prolongations.action.withdraw')}
          </button>
        ) : null}
        {prolongation.DOCUMENTS ? (
          <button type="button" className={BUTTON} onClick={() => navigate(paths.viewDocumentsForProlongation(id))}>
            {t('prolongations.action.documents')}
          </button>
        ) : null}
      </div>
      <BackLink to={paths.prolongations} />
      <ConfirmDialog
        open={asking}
        title={t('prolongations.action.withdraw')}
        text={t('prolongations.withdraw.question')}
        confirmLabel={t('prolongations.action.withdraw')}
        onConfirm={() => void withdraw()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function ProlongationDetailsScreen() {
  const { t } = useTranslation();
  return (
    <ProlongationGate title={t('prolongations.details.title')}>
      {(prolongation) => <Details prolongation={prolongation} />}
    </ProlongationGate>
  );
}

function Confirmation({ prolongation }: { prolongation: Prolongation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<'Y' | 'N' | null>(null);
  const [sending, setSending] = useState(false);
  const id = prolongation.REQUESTID;

  async function confirm() {
    setSending(true);
    try {
      const result = await finalizeRequest(id);
      await Promise.all([
        refreshProlongations(),
        queryClient.invalidateQueries({ queryKey: [endpoints.getShoppingCart.name] }),
        queryClient.invalidateQueries({ queryKey: overviewCountsQueryOptions().queryKey }),
      ]);
      if (result.STATUSCODE === 'AWAIT_PAYMENT') {
        navigate(paths.shoppingCart);
        showMessage({ text: t('prolongations.confirm.done_pay'), type: 'I' });
      } else {
        navigate(paths.currentProducts);
        showMessage({
          text: t('prolongations.confirm.done_free', { until: formatDisplayDate(prolongation.VALID_TO) }),
          type: 'I',
        });
      }
    } catch {
      // The API client has shown the failure.
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <ScreenTitle title={`${t('prolongations.confirm.title')}: ${productTitle(prolongation, t)}`} />
      <ProductFacts product={prolongation} planned={false} />
      <YesNoField
        name="confirm-prolongation"
        legend={t('prolongations.confirm.question')}
        value={answer}
        onChange={setAnswer}
        description={answer === 'N' ? t('prolongations.confirm.yes_required') : null}
      />
      <div className="pl-form__actions">
        <button type="button" className={BUTTON} onClick={() => navigate(paths.prolongationItemDetails(id))}>
          {t('prolongations.confirm.previous')}
        </button>
        <button
          type="button"
          className="utrecht-button utrecht-button--primary-action"
          disabled={answer !== 'Y' || sending || prolongation.CAN_VREX !== 'Y'}
          onClick={() => void confirm()}
        >
          {t('prolongations.confirm.submit')}
        </button>
      </div>
    </>
  );
}

export function ConfirmationForProlongationScreen() {
  const { t } = useTranslation();
  return (
    <ProlongationGate title={t('prolongations.confirm.title')}>
      {(prolongation) => <Confirmation prolongation={prolongation} />}
    </ProlongationGate>
  );
}

function Documents({ prolongation }: { prolongation: Prolongation }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ProductDocument | null>(null);
  return (
    <>
      <ScreenTitle title={`${t('prolongations.documents.title')}: ${productTitle(prolongation, t)}`} />
      <ProductDocumentList documents={prolongation.DOCUMENTS ?? []} onOpen={setOpen} />
      <BackLink to={paths.prolongationItemDetails(prolongation.REQUESTID)} />
      <DocumentViewerDialog
        open={open !== null}
        documentId={open?.ID}
        fileName={open?.FILENAME ?? undefined}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

export function ViewDocumentsForProlongationScreen() {
  const { t } = useTranslation();
  return (
    <ProlongationGate title={t('prolongations.documents.title')}>
      {(prolongation) => <Documents prolongation={prolongation} />}
    </ProlongationGate>
  );
}
