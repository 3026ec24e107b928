/** 1. Start date (lifecycle 2.3, 5): a native date picker from MIN_STARTDATE (or today) to MAX_STARTDATE. */
import { formatDisplayDate } from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { type FlowSetup, hasNoLocation, minStartDate, startDateError } from '../request-flow-machine';
import { AddressNotices } from './address-stage';
import { StageFrame, type StageProps } from './stage-frame';

export function StartDateStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const setup = state.setup as FlowSetup;
  const min = minStartDate(setup);
  const max = setup.maxStartDate;
  const range = max
    ? t('request_flow.start_date.range', { min: formatDisplayDate(min), max: formatDisplayDate(max) })
    : t('request_flow.start_date.range_open', { min: formatDisplayDate(min) });
  const code = startDateError(state);
  const error =
    code === null
      ? null
      : code === 'required'
        ? t('request_flow.start_date.required')
        : `${t('request_flow.start_date.invalid')} ${range}`;

  return (
    <StageFrame state={state} dispatch={dispatch} title={t('request_flow.start_date.title')}>
      <div className="pl-field--date">
        <TextField
          type="date"
          label={t('request_flow.start_date.label')}
          description={range}
          value={state.form.startDate}
          onChange={(value) => dispatch({ type: 'set-start-date', value })}
          min={min}
          max={max ?? undefined}
          error={error}
          name="start-date"
          required
        />
      </div>
      {/* The locations at the one registered address are asked from here when the address stage is left out. */}
      <AddressNotices state={state} />
      {hasNoLocation(state) ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('request_flow.start_date.no_location')}</p>
        </Alert>
      ) : null}
      {state.noPriceLines ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('request_flow.no_price_lines')}</p>
        </Alert>
      ) : null}
    </StageFrame>
  );
}
