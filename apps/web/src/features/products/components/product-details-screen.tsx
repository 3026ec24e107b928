/**
 * /product-details/{rootRqtId} (lifecycle 2.6, 2.7, 2.10): the product's facts and every action with
 * its enabling rule, all decided by the server's flags: manage plates (CAN_ALTER_LICENSEPLATES; a cost
 * warning first when ALTER_LICENSEPLATE_COST is above 0; blocked with a message while a change waits,
 * EXISTING_PAUSED_CHLI_YN, or waits for payment, EXISTING_TOBEPAID_CHLI_YN), prolong (EXSISTING_VREX_YN; to
 * /prolongations, decision 010),
 * terminate (straight to its steps, confirmed once on the summary; a parking-app balance warned about
 * here) or change the planned termination (CAN_TERMINATE), documents, card numbers, and the
 * permit-plus block (HAS_PERMITPLUS_ACCOUNT_YN, DYNAMIC_STATUS AVAILABLE).
 */
import { formatDisplayDate, type IssuedProduct } from '@parkeerloket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cancelPlannedTermination } from '../../../api/cancel-planned-termination';
import { refreshIssuedProducts } from '../../../api/get-issued-products';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ModalDialog } from '../../../components/modal-dialog';
import { ProductFacts, productTitle } from '../../../components/product-facts';
import { ProductGate } from '../../../components/product-gate';
import { ScreenTitle } from '../../../components/screen-title';
import { showMessage } from '../../../lib/messages';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { currentTenant, tenantBase } from '../../../lib/tenant';
import { sendPermitplusLink, usePermitplusInfo } from '../api/product-calls';

const BUTTON = 'utrecht-button utrecht-button--secondary-action';

function PermitplusBlock({ product }: { product: IssuedProduct }) {
  const { t, i18n } = useTranslation();
  const info = usePermitplusInfo(product.ROOT_RQT_ID, product.HAS_PERMITPLUS_ACCOUNT_YN === 'Y', i18n.language);
  const [sending, setSending] = useState(false);
  const data = info.data;
  if (data?.DYNAMIC_STATUS !== 'AVAILABLE') return null;
  const link = data.LINK_INFO;
  const linked = link?.linked_to ?? [];
  return (
    <section aria-labelledby="pl-permitplus" className="pl-product-card">
      <h2 id="pl-permitplus" className="utrecht-heading-2">
        {t('products.permitplus.heading')}
      </h2>
      {(product.LICENSE_PLATES ?? []).length > 1 ? (
        <p className="utrecht-paragraph">{t('products.permitplus.two_plates')}</p>
      ) : null}
      {linked.length > 0 ? (
        <dl className="pl-facts">
          <div>
            <dt>{t('products.permitplus.linked_to')}</dt>
            <dd>{linked.map((l) => l.email_address).join(', ')}</dd>
          </div>
        </dl>
      ) : (
        <p className="utrecht-paragraph">{t('products.permitplus.not_linked')}</p>
      )}
      {link?.EMAIL_DATE ? (
        <p className="utrecht-paragraph">
          {t('products.permitplus.email_sent', {
            date: formatDisplayDate(link.EMAIL_DATE, true),
            address: link.EMAIL_ADDRESS ?? '',
            until: formatDisplayDate(link.LINK_VALID_UNTIL, true),
          })}
        </p>
      ) : null}
      <div className="pl-product-actions">
        {link?.SHOW_EMAIL_BUTTON === 'Y' ? (
          <button
            type="button"
            className={BUTTON}
            disabled={sending}
            onClick={async () => {
              setSending(true);
              try {
                const message = await sendPermitplusLink(product.ROOT_RQT_ID);
                if (message) showMessage({ text: message, type: 'I' });
                await info.refetch();
              } catch {
                // The API client has shown the failure.
              } finally {
                setSending(false);
              }
            }}
          >
            {t('products.permitplus.send')}
          </button>
        ) : null}
        {link?.SHOW_LINK === 'Y' && link.LINK_URL ? (
          <a href={link.LINK_URL} className="utrecht-button utrecht-button--secondary-action pl-button-link">
            {t('products.permitplus.go_to_app')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

type Dialog = 'cost' | 'planned' | null;

function Details({ product }: { product: IssuedProduct }) {
  const { t, i18n } = useTranslation();
  // The same query as the permit-plus block's (cached): a balance product is warned about on termination.
  const permitplus = usePermitplusInfo(product.ROOT_RQT_ID, product.HAS_PERMITPLUS_ACCOUNT_YN === 'Y', i18n.language);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const root = product.ROOT_RQT_ID;
  const cost = product.ALTER_LICENSEPLATE_COST ?? 0;
  const paused = product.EXISTING_PAUSED_CHLI_YN === 'Y';
  const toBePaid = product.EXISTING_TOBEPAID_CHLI_YN === 'Y';
  const planned = product.PLANNED_END_DATE ?? null;
  const balance = permitplus.data?.isPPSBalanceProduct === true;

  const managePlates = () => {
    if (cost > 0) setDialog('cost');
    else navigate(paths.manageLicensePlates(root));
  };
  const dontTerminate = async () => {
    setDialog(null);
    try {
      const message = await cancelPlannedTermination(root);
      await refreshIssuedProducts();
      if (message) showMessage({ text: message, type: 'I' });
      navigate(paths.currentProducts);
    } catch {
      // The API client has shown the failure.
    }
  };

  return (
    <>
      <ScreenTitle title={productTitle(product, t)} />
      <dl className="pl-facts">
        <div>
          <dt>{t('products.facts.status')}</dt>
          <dd>{product.STATUS}</dd>
        </div>
      </dl>
      <ProductFacts product={product} />
      {product.ENFORCEMENT_REGISTRATION ? (
        <p className="utrecht-paragraph">{t(`products.enforcement.${product.ENFORCEMENT_REGISTRATION}`)}</p>
      ) : null}
      <h2 className="utrecht-heading-2">{t('products.details.actions')}</h2>
      {balance && product.CAN_TERMINATE === 'Y' ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('termination.confirm.balance')}</p>
        </Alert>
      ) : null}
      {paused ? (
        <Alert type="info">
          <p className="utrecht-paragraph">{t('products.plates.blocked.paused')}</p>
        </Alert>
      ) : null}
      {toBePaid ? (
        <Alert type="info">
          <p className="utrecht-paragraph">{t('products.plates.blocked.to_be_paid')}</p>
        </Alert>
      ) : null}
      <div className="pl-product-actions">
        {product.CAN_ALTER_LICENSEPLATES === 'Y' ? (
          <button type="button" className={BUTTON} disabled={paused || toBePaid} onClick={managePlates}>
            {t('products.action.manage_plates')}
          </button>
        ) : null}
        {product.EXSISTING_VREX_YN === 'Y' || product.EXISTING_VREX_YN === 'Y' ? (
          // To the prolongations, not the cart (decision 010): a prolongation is confirmed before it is invoiced.
          <button type="button" className={BUTTON} onClick={() => navigate(paths.prolongations)}>
            {t('products.action.prolong')}
          </button>
        ) : null}
        {product.CAN_TERMINATE === 'Y' ? (
          // Straight to the termination's steps: it is confirmed once, on its summary (issue 24).
          <button
            type="button"
            className={BUTTON}
            onClick={() => (planned ? setDialog('planned') : navigate(paths.terminateWithRestriction(root)))}
          >
            {t(planned ? 'products.action.change_termination' : 'products.action.terminate')}
          </button>
        ) : null}
        {product.DOCUMENTS ? (
          <button type="button" className={BUTTON} onClick={() => navigate(paths.viewDocuments(root))}>
            {t('products.action.documents')}
          </button>
        ) : null}
        {(product.CARDNUMBERS ?? []).length > 0 ? (
          <button type="button" className={BUTTON} onClick={() => navigate(paths.viewCards(root))}>
            {t('products.action.cards')}
          </button>
        ) : null}
        {/* The proof of the permit (issue 26): a PDF the server makes for the caller's own permit, downloaded as a file. */}
        <a href={`${tenantBase(currentTenant())}/permit-proof/${root}`} download className={`${BUTTON} pl-button-link`}>
          {t('permit_proof.download')}
        </a>
      </div>
      {product.HAS_PERMITPLUS_ACCOUNT_YN === 'Y' ? <PermitplusBlock product={product} /> : null}
      <BackLink to="/current-products" />
      <ConfirmDialog
        open={dialog === 'cost'}
        title={t('products.plates.cost.title')}
        text={t('products.plates.cost.text', { amount: formatMoney(Math.round(cost * 100)) })}
        confirmLabel={t('products.plates.cost.continue')}
        onConfirm={() => navigate(paths.manageLicensePlates(root))}
        onClose={() => setDialog(null)}
      />
      <ModalDialog
        open={dialog === 'planned'}
        title={t('termination.planned.title')}
        onClose={() => setDialog(null)}
        actions={
          <>
            <button type="button" className={BUTTON} onClick={() => setDialog(null)}>
              {t('termination.planned.back')}
            </button>
            <button type="button" className={BUTTON} onClick={() => void dontTerminate()}>
              {t('termination.planned.dont')}
            </button>
            <button
              type="button"
              className="utrecht-button utrecht-button--primary-action"
              onClick={() => navigate(paths.terminateWithRestriction(root))}
            >
              {t('termination.planned.change')}
            </button>
          </>
        }
      >
        <p className="utrecht-paragraph">{t('termination.planned.text', { date: formatDisplayDate(planned) })}</p>
      </ModalDialog>
    </>
  );
}

export function useRootRqtId(): number {
  const { rootRqtId } = useParams();
  return Number(rootRqtId);
}

export function ProductDetailsScreen() {
  const { t } = useTranslation();
  return (
    <ProductGate list="current" rootRqtId={useRootRqtId()} title={t('products.details.title')} back="/current-products">
      {(product) => <Details product={product} />}
    </ProductGate>
  );
}
