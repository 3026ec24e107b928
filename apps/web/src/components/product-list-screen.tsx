/**
 * A list of issued products (lifecycle 2.6 /current-products, 2.11 /permits-history): newest first,
 * each with its status, facts and validity (a planned termination's day as the last valid day; in
 * history the refund) and a link to its details; an empty state; a failure with a retry.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIssuedProducts } from '../api/get-issued-products';
import { paths } from '../lib/paths';
import { useHyphenate } from '../lib/use-hyphenate';
import { productTitle, refundFact, validityRows } from './product-facts';
import { ProductsLoadFailure } from './products-load-failure';
import { ScreenTitle } from './screen-title';
import { Unbroken } from './unbroken';
import '../styles/products.css';

export function ProductListScreen({ list }: { list: 'current' | 'history' }) {
  const { t, i18n } = useTranslation();
  const query = useIssuedProducts(list, i18n.language);
  const idBase = useId();
  const hyphenate = useHyphenate();
  const products = query.data;
  const detail = list === 'current' ? paths.productDetails : paths.permitHistoryDetails;
  return (
    <>
      <ScreenTitle title={t(list === 'current' ? 'products.title' : 'history.title')} count={products?.length} />
      <ProductsLoadFailure error={query.error} onRetry={() => void query.refetch()} />
      {products && products.length === 0 ? (
        <p className="utrecht-paragraph">{t(list === 'current' ? 'products.empty' : 'history.empty')}</p>
      ) : null}
      {products && products.length > 0 ? (
        <ul className="pl-product-list">
          {products.map((product) => {
            const title = productTitle(product, t);
            const headingId = `${idBase}-${product.ROOT_RQT_ID}`;
            return (
              <li key={product.ROOT_RQT_ID} className="pl-product-card" aria-labelledby={headingId}>
                <h2 id={headingId} className="utrecht-heading-2">
                  {hyphenate(title)}
                </h2>
                <dl className="pl-facts">
                  <div>
                    <dt>{t('products.facts.status')}</dt>
                    <dd>{product.STATUS}</dd>
                  </div>
                  {product.LOCATIONDESCRIPTION ? (
                    <div>
                      <dt>{t('products.facts.location')}</dt>
                      <dd>{hyphenate(product.LOCATIONDESCRIPTION)}</dd>
                    </div>
                  ) : null}
                  {(product.LICENSE_PLATES ?? []).length > 0 ? (
                    <div>
                      <dt>{t('products.facts.plates')}</dt>
                      <dd>{(product.LICENSE_PLATES ?? []).map((p) => p.LICENSE_PLATE).join(', ')}</dd>
                    </div>
                  ) : null}
                  {validityRows(product, { ended: list === 'history', planned: list === 'current' }, t).map(
                    ([label, value]) => (
                      <div key={label}>
                        <dt>{label}</dt>
                        <dd>
                          <Unbroken>{value}</Unbroken>
                        </dd>
                      </div>
                    ),
                  )}
                  {list === 'history' && refundFact(product, t) ? (
                    <div>
                      <dt>{t('history.refund')}</dt>
                      <dd>{refundFact(product, t)}</dd>
                    </div>
                  ) : null}
                </dl>
                <Link to={detail(product.ROOT_RQT_ID)} className="utrecht-link utrecht-link--html-a">
                  {t('products.open', { title })}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
