/**
 * The check stage (issue 16, beyond the specification): before the request is submitted, what will be
 * requested — product, area and location, address, dates, price and plates — each answer with a change link to
 * the stage it was given on (checkAnswerLinks); Next there comes back here as soon as the answers allow. Its
 * Next submits the request. The summary card is not shown above it: this list says the same and more.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAnswerLinks, chosenAddress, type EditStage, registeredAddressText } from '../request-flow-machine';
import { requestSummary } from '../request-summary';
import { StageFrame, type StageProps } from './stage-frame';

interface Row {
  key: string;
  label: string;
  value: ReactNode;
  change: EditStage | null;
}

export function CheckAnswersStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const summary = requestSummary(state);
  const links = checkAnswerLinks(state);
  if (!summary) return null;
  const { form } = state;

  const rows: Row[] = [
    {
      key: 'product',
      label: t('request_flow.summary.product'),
      value:
        summary.quantity === null
          ? summary.description
          : t('request_flow.summary.product_quantity', {
              quantity: summary.quantity,
              description: summary.description,
            }),
      change: null,
    },
  ];
  const add = (row: Row | null) => {
    if (row) rows.push(row);
  };
  if (summary.area) add({ key: 'area', label: t('request_flow.summary.area'), value: summary.area, change: null });
  if (summary.location) {
    const value = summary.specificLocation ? `${summary.location}, ${summary.specificLocation}` : summary.location;
    add({ key: 'location', label: t('request_flow.summary.location'), value, change: links.location });
  }
  // The registered address the request is for (issue 24): changeable only where there were several to choose from.
  const address = chosenAddress(state);
  if (address) {
    add({
      key: 'address',
      label: t('request_flow.check.address'),
      value: links.address ? (
        registeredAddressText(address)
      ) : (
        <>
          {registeredAddressText(address)}
          <span className="pl-flow-check__note">{t('request_flow.address.registered_only')}</span>
        </>
      ),
      change: links.address,
    });
  }
  add({
    key: 'from',
    label: t('request_flow.summary.valid_from'),
    value: summary.validFrom,
    change: links.startDate,
  });
  if (summary.validUntil) {
    add({
      key: 'until',
      label: t('request_flow.summary.valid_until'),
      value: summary.validUntil,
      change: links.priceLine,
    });
  }
  if (summary.validDays) {
    add({
      key: 'days',
      label: t('request_flow.summary.valid_days'),
      value: summary.validDays.map((day) => t(`request_flow.day.${day}`)).join(', '),
      change: links.days,
    });
  }
  if (summary.price) {
    const { price } = summary;
    add({
      key: 'price',
      label: t('request_flow.summary.price'),
      value:
        price.dayCount === null
          ? price.total
          : t('request_flow.summary.price_days', { count: price.dayCount, price: price.unit, total: price.total }),
      change: links.priceLine,
    });
  }
  if (links.plates) {
    add({
      key: 'plates',
      label: t('request_flow.check.plates'),
      value:
        form.plates.length === 0 ? (
          t('request_flow.check.no_plates')
        ) : (
          <ul className="pl-flow-check__plates">
            {form.plates.map((plate) => (
              <li key={plate.LICENSE_PLATE}>{plate.LICENSE_PLATE}</li>
            ))}
          </ul>
        ),
      change: links.plates,
    });
  }

  return (
    <StageFrame
      state={state}
      dispatch={dispatch}
      title={t('request_flow.check.title')}
      nextLabel={t('request_flow.check.send')}
    >
      <p className="utrecht-paragraph">{t('request_flow.check.intro')}</p>
      <dl className="pl-flow-check">
        {rows.map((row) => (
          <div key={row.key} className="pl-flow-check__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            {row.change ? (
              <dd className="pl-flow-check__change">
                <button
                  type="button"
                  className="pl-link-button"
                  onClick={() => dispatch({ type: 'change', stage: row.change as EditStage })}
                >
                  {t('request_flow.check.change')}
                  <span className="pl-visually-hidden"> {row.label.toLowerCase()}</span>
                </button>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </StageFrame>
  );
}
