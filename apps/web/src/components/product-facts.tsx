/**
 * What an issued product is (lifecycle 2.6, 2.11, 3): location and specification, plates, valid
 * days, valid from and until (with HH:mm when DISPLAY_PERMIT_START_TIME / _END_TIME say so), price,
 * planned end date and card number. Shared by the product details, the termination summary, the
 * history details and the prolongations (a prolongation has no planned end or card).
 */
import { formatDisplayDate, type IssuedProduct } from '@parkeerloket/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEloketSettings } from '../api/get-eloket-settings';
import { formatMoney } from '../lib/money';
import { settingFlag } from '../lib/settings-map';
import { useHyphenate } from '../lib/use-hyphenate';
import { Unbroken } from './unbroken';
import '../styles/products.css';

/** What a product-like item (an issued product, a prolongation) shows in its facts. */
export type ProductFactsItem = Pick<
  IssuedProduct,
  | 'LOCATIONDESCRIPTION'
  | 'LOCATION_SPECIFICATION'
  | 'LICENSE_PLATES'
  | 'VALID_DAYS'
  | 'VALID_FROM'
  | 'VALID_TO'
  | 'PRICE'
> &
  Partial<Pick<IssuedProduct, 'PLANNED_END_DATE' | 'CARDNUMBER'>>;

/** The title of anything product-like (an issued product, a pending request): the quantity before it when staffelled. */
export function productTitle(
  product: Pick<IssuedProduct, 'DESCRIPTION' | 'HAS_STAFFEL_YN' | 'STAFFEL'>,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  const description = product.DESCRIPTION ?? '';
  return product.HAS_STAFFEL_YN === 'Y' && (product.STAFFEL ?? 1) > 1
    ? t('products.title_quantity', { quantity: product.STAFFEL, description })
    : description;
}

export function ProductFacts({ product, planned = true }: { product: ProductFactsItem; planned?: boolean }) {
  const { t } = useTranslation();
  const { settings } = useEloketSettings();
  const hyphenate = useHyphenate();
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) rows.push([label, value]);
  };
  /** A date (with its time) is never broken inside (issue 24). */
  const addDate = (label: string, value: string) => {
    if (value) rows.push([label, <Unbroken key={label}>{value}</Unbroken>]);
  };
  add(t('products.facts.location'), hyphenate(product.LOCATIONDESCRIPTION ?? ''));
  add(t('products.facts.specific_location'), product.LOCATION_SPECIFICATION);
  add(
    t('products.facts.plates'),
    (product.LICENSE_PLATES ?? []).map((plate) => plate.LICENSE_PLATE).join(', ') || null,
  );
  add(
    t('products.facts.days'),
    (product.VALID_DAYS ?? [])
      .filter((day) => day.VALID === 'Y')
      .map((day) => t(`request_flow.day.${day.DAY}`))
      .join(', ') || null,
  );
  addDate(
    t('products.facts.valid_from'),
    formatDisplayDate(product.VALID_FROM, settingFlag(settings, 'DISPLAY_PERMIT_START_TIME')),
  );
  addDate(
    t('products.facts.valid_to'),
    formatDisplayDate(product.VALID_TO, settingFlag(settings, 'DISPLAY_PERMIT_END_TIME')),
  );
  add(
    t('products.facts.price'),
    product.PRICE === null || product.PRICE === undefined ? null : formatMoney(Math.round(product.PRICE * 100)),
  );
  if (planned) addDate(t('products.facts.planned_end'), formatDisplayDate(product.PLANNED_END_DATE));
  add(t('products.facts.card'), product.CARDNUMBER);
  return (
    <dl className="pl-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
