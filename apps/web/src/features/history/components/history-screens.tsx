/**
 * History (lifecycle 2.11): /permits-history lists expired and terminated products;
 * /permit-history-details/{rootRqtId} shows plates, days, dates, price, card number and the refund its
 * termination produced, with links to
 * its documents and cards (/view-history-documents, /view-history-cards).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { CardNumbersView } from '../../../components/card-numbers-view';
import { ProductDocumentsView } from '../../../components/product-documents-view';
import { ProductFacts, productTitle } from '../../../components/product-facts';
import { ProductGate, ProductPartScreen } from '../../../components/product-gate';
import { ProductListScreen } from '../../../components/product-list-screen';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../lib/paths';
import { DocumentViewerDialog } from '../../documents';

const useRoot = () => Number(useParams().rootRqtId);
const BUTTON = 'utrecht-button utrecht-button--secondary-action';

export function PermitsHistoryScreen() {
  return <ProductListScreen list="history" />;
}

export function PermitHistoryDetailsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = useRoot();
  return (
    <ProductGate list="history" rootRqtId={root} title={t('history.details.title')} back="/permits-history">
      {(product) => (
        <>
          <ScreenTitle title={productTitle(product, t)} />
          <dl className="pl-facts">
            <div>
              <dt>{t('products.facts.status')}</dt>
              <dd>{product.STATUS}</dd>
            </div>
          </dl>
          <ProductFacts product={product} planned={false} ended />
          <div className="pl-product-actions">
            {product.EXSISTING_VREX_YN === 'Y' || product.EXISTING_VREX_YN === 'Y' ? (
              <button type="button" className={BUTTON} onClick={() => navigate(paths.prolongations)}>
                {t('products.action.prolong')}
              </button>
            ) : null}
            {product.DOCUMENTS ? (
              <button type="button" className={BUTTON} onClick={() => navigate(paths.viewHistoryDocuments(root))}>
                {t('products.action.documents')}
              </button>
            ) : null}
            {(product.CARDNUMBERS ?? []).length > 0 ? (
              <button type="button" className={BUTTON} onClick={() => navigate(paths.viewHistoryCards(root))}>
                {t('products.action.cards')}
              </button>
            ) : null}
          </div>
          <BackLink to="/permits-history" />
        </>
      )}
    </ProductGate>
  );
}

export function ViewHistoryCardsScreen() {
  const { t } = useTranslation();
  const root = useRoot();
  return (
    <ProductPartScreen
      list="history"
      rootRqtId={root}
      title={t('products.cards.title')}
      back={paths.permitHistoryDetails(root)}
    >
      {(product) => <CardNumbersView product={product} />}
    </ProductPartScreen>
  );
}

export function ViewHistoryDocumentsScreen() {
  const { t } = useTranslation();
  const root = useRoot();
  return (
    <ProductPartScreen
      list="history"
      rootRqtId={root}
      title={t('products.documents.title')}
      back={paths.permitHistoryDetails(root)}
    >
      {(product) => <ProductDocumentsView product={product} Viewer={DocumentViewerDialog} />}
    </ProductPartScreen>
  );
}
