/**
 * What an issued product is (lifecycle 2.6, 2.11, 3): location and specification, plates, valid
 * days, valid from and until (with HH:mm when DISPLAY_PERMIT_START_TIME / _END_TIME say so; a planned
 * termination's day as the last valid day), price, card number and, in history, the refund. Shared by the product details, the termination summary, the
 * history details and the prolongations (a prolongation has no planned end or card).
 */
import {
  amsterdamDay,
  formatDisplayDate,
  formatValidity,
  type IssuedProduct,
  permitPhase,
  residentRefundState,
} from '@parkeerloket/contract';
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
  Partial<
    Pick<
      IssuedProduct,
      'PLANNED_END_DATE' | 'CARDNUMBER' | 'REFUND_AMOUNT' | 'REFUND_STATUS' | 'VALID_FROM_TIME' | 'VALID_TO_TIME'
    >
  >;

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Where the resident reads the validity (issue 24, decision 023), by the contract's permitPhase as the
 * server's STATUS: with a planned termination "valid until" is the planned last day (and, when
 * `original`, the end it had before); a permit ended before its first day shows when it would have
 * started and when it was withdrawn, never an end before its start.
 */
export function validityRows(
  product: Pick<ProductFactsItem, 'VALID_FROM' | 'VALID_TO' | 'PLANNED_END_DATE' | 'VALID_FROM_TIME' | 'VALID_TO_TIME'>,
  options: { ended: boolean; planned: boolean; original?: boolean; fromTime?: boolean; toTime?: boolean },
  t: Translate,
): [string, string][] {
  const from = formatValidity(product.VALID_FROM, product.VALID_FROM_TIME, options.fromTime ?? false);
  const to = formatValidity(product.VALID_TO, product.VALID_TO_TIME, options.toTime ?? false);
  const phase = permitPhase({
    ended: options.ended,
    validFrom: product.VALID_FROM ?? '',
    validTo: product.VALID_TO,
    plannedEnd: options.planned ? product.PLANNED_END_DATE : null,
    today: amsterdamDay(new Date()),
  });
  if (phase === 'ENDED_BEFORE_START') {
    return [
      [t('products.facts.start_date'), from],
      [t('products.facts.withdrawn_on'), to],
    ];
  }
  if (phase === 'PLANNED') {
    const rows: [string, string][] = [
      [t('products.facts.valid_from'), from],
      [t('products.facts.valid_to'), formatDisplayDate(product.PLANNED_END_DATE)],
    ];
    if (options.original && to) rows.push([t('products.facts.original_valid_to'), to]);
    return rows;
  }
  return [
    [t('products.facts.valid_from'), from],
    [t('products.facts.valid_to'), to],
  ].filter(([, value]) => value !== '') as [string, string][];
}

/** The refund an ended permit's termination produced, with where it stands; null when it produced none. */
export function refundFact(product: Pick<ProductFactsItem, 'REFUND_AMOUNT' | 'REFUND_STATUS'>, t: Translate) {
  const state = residentRefundState(product.REFUND_STATUS);
  if (!product.REFUND_AMOUNT || !state) return null;
  return t('history.refund.value', {
    amount: formatMoney(Math.round(product.REFUND_AMOUNT * 100)),
    state: t(`refund_state.${state}`),
  });
}

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

/**
 * `planned`: a planned termination shows as the last valid day (the product's own screens; not the
 * termination summary, which shows the new day beside it); `ended`: the product is in history.
 */
export function ProductFacts({
  product,
  planned = true,
  ended = false,
}: {
  product: ProductFactsItem;
  planned?: boolean;
  ended?: boolean;
}) {
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
  for (const [label, value] of validityRows(
    product,
    {
      ended,
      planned,
      original: true,
      fromTime: settingFlag(settings, 'DISPLAY_PERMIT_START_TIME'),
      toTime: settingFlag(settings, 'DISPLAY_PERMIT_END_TIME'),
    },
    t,
  ))
    addDate(label, value);
  add(
    t('products.facts.price'),
    product.PRICE === null || product.PRICE === undefined ? null : formatMoney(Math.round(product.PRICE * 100)),
  );
  add(t('products.facts.card'), product.CARDNUMBER);
  if (ended) add(t('history.refund'), refundFact(product, t));
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
