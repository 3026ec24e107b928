/**
 * The loading, failure and "not found" states of a screen about one issued product (lifecycle 2.6,
 * 2.11): the product comes from the list the screen names; an unknown ROOT_RQT_ID (another user's,
 * or one that moved to history meanwhile) says so with a way back.
 */
import type { IssuedProduct } from '@parkeerloket/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProductList, useIssuedProduct } from '../api/get-issued-products';
import { BackLink } from './back-link';
import { productTitle } from './product-facts';
import { ProductsLoadFailure } from './products-load-failure';
import { ScreenTitle } from './screen-title';
import '../styles/products.css';

/** A screen about one issued product: which list it comes from, its title and where "back" goes. */
interface ProductScreenProps {
  list: ProductList;
  rootRqtId: number;
  title: string;
  back: string;
  children: (product: IssuedProduct) => ReactNode;
}

export function ProductGate({ list, rootRqtId, title, back, children }: ProductScreenProps) {
  const { t, i18n } = useTranslation();
  const query = useIssuedProduct(list, rootRqtId, i18n.language);
  if (query.product) return <>{children(query.product)}</>;
  return (
    <>
      <ScreenTitle title={title} />
      <ProductsLoadFailure error={query.error} onRetry={() => void query.refetch()} />
      {query.product === null ? <p className="utrecht-paragraph">{t('products.not_found')}</p> : null}
      <BackLink to={back} />
    </>
  );
}

/**
 * A screen about one part of an issued product (its cards, its documents; lifecycle 2.8, 2.11): titled
 * "<part>: <product>", with a way back to the product's details.
 */
export function ProductPartScreen({ list, rootRqtId, title, back, children }: ProductScreenProps) {
  const { t } = useTranslation();
  return (
    <ProductGate list={list} rootRqtId={rootRqtId} title={title} back={back}>
      {(product) => (
        <>
          <ScreenTitle title={`${title}: ${productTitle(product, t)}`} />
          {children(product)}
          <BackLink to={back} />
        </>
      )}
    </ProductGate>
  );
}
