/** /view-cards/{rootRqtId} and /view-documents/{rootRqtId} (lifecycle 2.8) of a current product. */
import { useTranslation } from 'react-i18next';
import { CardNumbersView } from '../../../components/card-numbers-view';
import { ProductDocumentsView } from '../../../components/product-documents-view';
import { ProductPartScreen } from '../../../components/product-gate';
import { paths } from '../../../lib/paths';
import { DocumentViewerDialog } from '../../documents';
import { useRootRqtId } from './product-details-screen';

export function ViewCardsScreen() {
  const { t } = useTranslation();
  const root = useRootRqtId();
  return (
    <ProductPartScreen
      list="current"
      rootRqtId={root}
      title={t('products.cards.title')}
      back={paths.productDetails(root)}
    >
      {(product) => <CardNumbersView product={product} />}
    </ProductPartScreen>
  );
}

export function ViewDocumentsScreen() {
  const { t } = useTranslation();
  const root = useRootRqtId();
  return (
    <ProductPartScreen
      list="current"
      rootRqtId={root}
      title={t('products.documents.title')}
      back={paths.productDetails(root)}
    >
      {(product) => <ProductDocumentsView product={product} Viewer={DocumentViewerDialog} />}
    </ProductPartScreen>
  );
}
