/**
 * 6. Days of the week (lifecycle 2.3): a checkbox per allowed day; total = days × the line's PRICE. In a window where
 * each weekday falls once (a visitor permit's week) each day shows its date, in date order (datedDays, issue 24).
 */
import { formatDisplayDate } from '@parkeerloket/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenPriceLine, datedDays, lineAllowedDays, requestSummary } from '../request-summary';
import { StageFrame, type StageProps } from './stage-frame';

export function DaysStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const line = chosenPriceLine(state);
  const days = line ? datedDays(state.form.startDate, line, lineAllowedDays(line)) : [];
  const price = requestSummary(state)?.price ?? null;

  return (
    <StageFrame state={state} dispatch={dispatch} title={t('request_flow.days.title')}>
      <fieldset
        className="utrecht-form-fieldset utrecht-form-fieldset--html-fieldset pl-fieldset"
        aria-describedby={`${baseId}-hint`}
      >
        <legend className="utrecht-form-fieldset__legend utrecht-form-fieldset__legend--html-legend">
          {t('request_flow.days.legend')}
        </legend>
        <p id={`${baseId}-hint`} className="utrecht-paragraph pl-flow__hint">
          {t('request_flow.days.hint')}
        </p>
        {days.map(({ day, date }) => {
          const id = `${baseId}-${day}`;
          return (
            <div key={day} className="pl-flow__checkbox">
              <input
                id={id}
                type="checkbox"
                name="days"
                value={day}
                checked={state.form.days.includes(day)}
                onChange={(event) => dispatch({ type: 'toggle-day', day, selected: event.target.checked })}
                className="utrecht-checkbox utrecht-checkbox--html-input"
              />
              <label htmlFor={id} className="utrecht-form-label utrecht-form-label--checkbox">
                {t(`request_flow.day.${day}`)}
                {date ? <span className="pl-flow__day-date">{` ${formatDisplayDate(date)}`}</span> : null}
              </label>
            </div>
          );
        })}
      </fieldset>
      <p className="utrecht-paragraph pl-flow__total" aria-live="polite">
        {price && price.dayCount !== null
          ? t('request_flow.days.total', { count: price.dayCount, price: price.unit, total: price.total })
          : ''}
      </p>
    </StageFrame>
  );
}
