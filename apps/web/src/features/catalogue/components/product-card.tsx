/**
 * One requestable product (lifecycle 2.2): its title (with the quantity), area, status
 * messages, the two-parking notice, 'About this product' (product-about.tsx: the description and the
 * additional information behind one disclosure button, reachable by keyboard, touch and screen reader,
 * not on hover only), and its actions. Every action's name ends with the product's title (visually hidden),
 * so a list of links or buttons read out of context still says which product it is for.
 */
import type { FromPrice } from '@parkeerloket/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { useHyphenate } from '../../../lib/use-hyphenate';
import type { ProductStatus, ProductView } from '../catalogue-view';
import { ProductAbout } from './product-about';

export interface WaitingListJoin {
  pteId: number;
  araId: number;
  locationId: number;
  /** The card's heading, for the focus when the join button is gone after the list reloads. */
  headingId: string;
}

export interface ProductCardProps {
  product: ProductView;
  /** 2 in the flat list, 3 inside a category card, 4 under a reason it cannot be requested. */
  headingLevel: 2 | 3 | 4;
  /** Under the heading of why it cannot be requested: no price (the card keeps its own statuses, so it stands alone). */
  reasonInHeading?: boolean;
  onJoinWaitingList: (join: WaitingListJoin) => void;
}

const PRIMARY = 'utrecht-button utrecht-button--primary-action';

export function useProductTitle(product: ProductView): string {
  const { t } = useTranslation();
  return product.quantity === null
    ? product.description
    : t('catalogue.product.title_quantity', { quantity: product.quantity, title: product.description });
}

function statusText(t: (key: string) => string, status: ProductStatus): string {
  switch (status.kind) {
    case 'not-requestable':
      return status.reason ?? t('catalogue.status.not_requestable');
    case 'waiting-list-unavailable':
      return t('catalogue.status.waiting_list_unavailable');
    case 'existing-waiting-list':
      return t('catalogue.status.existing_waiting_list');
    case 'existing-prolongation':
      return t('catalogue.status.existing_prolongation');
    case 'unpaid':
      return t(`catalogue.status.unpaid.${status.service}`);
  }
}

/** "vanaf € 8,00 per maand": the lowest price and what it is for; free when it is 0. */
export function fromPriceText(t: (key: string, options?: Record<string, unknown>) => string, price: FromPrice): string {
  if (price.cents === 0) return t('catalogue.price.free');
  const per = t(`catalogue.price.per.${price.unit}${price.count > 1 ? '_n' : ''}`, { count: price.count });
  return t('catalogue.price.from', { price: formatMoney(price.cents), per });
}

export function ProductCard({ product, headingLevel, reasonInHeading = false, onJoinWaitingList }: ProductCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = useProductTitle(product);
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const { statuses } = product;
  const hyphenate = useHyphenate();
  const price = !reasonInHeading && product.price ? fromPriceText(t, product.price) : null;
  const forProduct = <span className="pl-visually-hidden">{` ${title}`}</span>;
  const { action } = product;

  return (
    <li className="pl-product">
      <Heading
        id={headingId}
        tabIndex={-1}
        className={`utrecht-heading-${Math.min(headingLevel, 3)} pl-product__title`}
      >
        {hyphenate(title)}
      </Heading>
      {product.area ? (
        <p className="utrecht-paragraph pl-product__area">
          <span className="pl-product__label">{t('catalogue.product.area')}:</span> {hyphenate(product.area)}
        </p>
      ) : null}
      {price ? <p className="utrecht-paragraph pl-product__price">{price}</p> : null}
      {statuses.length > 0 ? (
        <ul className="pl-product__statuses">
          {statuses.map((status) => (
            <li key={status.kind}>{statusText(t, status)}</li>
          ))}
        </ul>
      ) : null}
      {product.twoParkingNotice ? (
        // Not role=alert: it is part of the page, not news; every card would interrupt at once.
        <div className="utrecht-alert utrecht-alert--warning pl-alert pl-product__notice">
          <div className="utrecht-alert__content">
            <div className="utrecht-alert__message">
              <p className="utrecht-paragraph pl-alert__title">{t('catalogue.two_parking.title')}</p>
              <p className="utrecht-paragraph">{t('catalogue.two_parking.text')}</p>
            </div>
          </div>
        </div>
      ) : null}
      <ProductAbout product={product} title={title} />
      {action.kind !== 'none' ? (
        <div className="pl-form__actions pl-product__actions">
          {action.kind === 'request' ? (
            <Link to={action.path} className={`${PRIMARY} pl-button-link`}>
              {t('catalogue.product.request')}
              {forProduct}
            </Link>
          ) : null}
          {action.kind === 'waiting-list-page' ? (
            <Link to={action.path} className={`${PRIMARY} pl-button-link`}>
              {t('catalogue.product.waiting_list')}
              {forProduct}
            </Link>
          ) : null}
          {action.kind === 'join-waiting-list' ? (
            <button
              type="button"
              className={PRIMARY}
              onClick={() =>
                onJoinWaitingList({
                  pteId: action.pteId,
                  araId: action.araId,
                  locationId: action.locationId,
                  headingId,
                })
              }
            >
              {t('catalogue.product.waiting_list')}
              {forProduct}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
