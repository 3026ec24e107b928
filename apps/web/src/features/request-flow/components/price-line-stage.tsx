/**
 * 5. Price line (lifecycle 2.3, 9): a radio list 'pay per PERIODCOUNT period' with the price (per day
 * for a line with day selection) and the permit end date when the line has one.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { priceLineOption } from '../request-summary';
import { StageFrame, type StageProps } from './stage-frame';

export function PriceLineStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const baseId = useId();

  return (
    <StageFrame state={state} dispatch={dispatch} title={t('request_flow.price_line.title')}>
      <fieldset className="utrecht-form-fieldset utrecht-form-fieldset--html-fieldset pl-fieldset">
        <legend className="utrecht-form-fieldset__legend utrecht-form-fieldset__legend--html-legend">
          {t('request_flow.price_line.legend')}
        </legend>
        {state.priceLines.map((line) => {
          const option = priceLineOption(line);
          const id = `${baseId}-${option.id}`;
          return (
            <div key={option.id} className="utrecht-form-field utrecht-form-field--radio pl-radio pl-flow__option">
              <input
                id={id}
                type="radio"
                name="price-line"
                value={option.id}
                checked={state.form.priceLineId === option.id}
                onChange={() => dispatch({ type: 'choose-price-line', priceLineId: option.id })}
                aria-describedby={`${id}-note`}
                className="utrecht-radio-button utrecht-radio-button--html-input utrecht-form-field__input"
              />
              <label htmlFor={id} className="utrecht-form-label utrecht-form-label--radio utrecht-form-field__label">
                {t('request_flow.price_line.pay_per', { count: option.count, period: t(option.periodKey) })}
              </label>
              <p
                id={`${id}-note`}
                className="utrecht-form-field__description utrecht-form-field-description pl-flow__option-note"
              >
                {t(option.perDay ? 'request_flow.price_line.price_per_day' : 'request_flow.price_line.price', {
                  price: option.price,
                })}
                {option.endDate ? (
                  <>
                    <br />
                    {t('request_flow.price_line.until', { date: option.endDate })}
                  </>
                ) : null}
              </p>
            </div>
          );
        })}
      </fieldset>
      <p className="utrecht-paragraph pl-flow__hint">
        {state.form.priceLineId === null ? t('request_flow.price_line.required') : ''}
      </p>
    </StageFrame>
  );
}
