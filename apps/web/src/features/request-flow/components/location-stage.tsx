/**
 * 3. Location choice (lifecycle 2.3): a radio list of LOCATIONDESCRIPTION, with NOT_AVAILABLE_REASON
 * where a location is not available. Next is disabled with nothing chosen or AVAILABLE N; for WL the
 * machine asks whether to join the waiting list.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { chosenLocation } from '../request-flow-machine';
import { StageFrame, type StageProps } from './stage-frame';

export function LocationStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const chosen = chosenLocation(state);

  return (
    <StageFrame state={state} dispatch={dispatch} title={t('request_flow.location.title')}>
      {state.locations.length === 0 ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('request_flow.location.none')}</p>
        </Alert>
      ) : (
        <fieldset className="utrecht-form-fieldset utrecht-form-fieldset--html-fieldset pl-fieldset">
          <legend className="utrecht-form-fieldset__legend utrecht-form-fieldset__legend--html-legend">
            {t('request_flow.location.legend')}
          </legend>
          {state.locations.map((location) => {
            const id = `${baseId}-${location.LOCATIONID}`;
            const reason = location.NOT_AVAILABLE_REASON?.trim();
            const note =
              location.AVAILABLE === 'WL'
                ? t('request_flow.location.waiting_list')
                : location.AVAILABLE === 'N'
                  ? reason
                    ? t('request_flow.location.not_available_reason', { reason })
                    : t('request_flow.location.not_available')
                  : null;
            return (
              <div
                key={location.LOCATIONID}
                className="utrecht-form-field utrecht-form-field--radio pl-radio pl-flow__option"
              >
                <input
                  id={id}
                  type="radio"
                  name="location"
                  value={location.LOCATIONID}
                  checked={state.form.locationId === location.LOCATIONID}
                  onChange={() => dispatch({ type: 'choose-location', locationId: location.LOCATIONID })}
                  aria-describedby={note ? `${id}-note` : undefined}
                  className="utrecht-radio-button utrecht-radio-button--html-input utrecht-form-field__input"
                />
                <label htmlFor={id} className="utrecht-form-label utrecht-form-label--radio utrecht-form-field__label">
                  {location.LOCATIONDESCRIPTION}
                </label>
                {note ? (
                  <p
                    id={`${id}-note`}
                    className="utrecht-form-field__description utrecht-form-field-description pl-flow__option-note"
                  >
                    {note}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      )}
      <p className="utrecht-paragraph pl-flow__hint" aria-live="polite">
        {chosen?.AVAILABLE === 'N' ? t('request_flow.location.choose_other') : ''}
      </p>
      {state.noPriceLines ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('request_flow.no_price_lines')}</p>
        </Alert>
      ) : null}
    </StageFrame>
  );
}
