/** /view-cards/{rootRqtId} and /view-documents/{rootRqtId} (lifecycle 2.8) of a current product. */
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { CardNumbersView } from '../../../components/card-numbers-view';
import { ProductDocumentsView } from '../../../components/product-documents-view';
import { productTitle } from '../../../components/product-facts';
import { ProductGate } from '../../../components/product-gate';
import { ScreenTitle } from '../../../components/screen-title';
import { DocumentViewerDialog } from '../../documents';
import { useRootRqtId } from './product-details-screen';

export function ViewCardsScreen() {
  const { t } = useTranslation();
  const root = useRootRqtId();
  return (
    <ProductGate list="current" rootRqtId={root} title={t('products.cards.title')} back={`/product-details/${root}`}>
      {(product) => (
        <>
          <ScreenTitle title={`${t('products.cards.title')}: ${productTitle(product, t)}`} />
          <CardNumbersView product={product} />
          <BackLink to={`/product-details/${root}`} />
        </>
      )}
    </ProductGate>
  );
}

export function ViewDocumentsScreen() {
  const { t } = useTranslation();
  const root = useRootRqtId();
  return (
    <ProductGate
      list="current"
      rootRqtId={root}
      title={t('products.documents.title')}
      back={`/product-details/${root}`}
    >
      {(product) => (
        <>
          <ScreenTitle title={`${t('products.documents.title')}: ${productTitle(product, t)}`} />
          <ProductDocumentsView product={product} Viewer={DocumentViewerDialog} />
          <BackLink to={`/product-details/${root}`} />
        </>
      )}
    </ProductGate>
  );
}
