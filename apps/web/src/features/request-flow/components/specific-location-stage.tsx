/** 4. Specific location (lifecycle 2.3, 5): required; letters, digits and spaces; at most 32. */
import { SPECIFIC_LOCATION_MAX_LENGTH } from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { specificLocationError } from '../request-flow-machine';
import { StageFrame, type StageProps } from './stage-frame';

export function SpecificLocationStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const { isTouched, touch } = useTouched<'location'>();
  const code = specificLocationError(state);
  const value = state.form.specificLocation;
  // An invalid character or length is said at once; an empty field once it has been left.
  const error =
    code === 'required'
      ? isTouched('location')
        ? t('request_flow.specific_location.empty')
        : null
      : code
        ? t('request_flow.specific_location.invalid')
        : null;

  return (
    <StageFrame state={state} dispatch={dispatch} title={t('request_flow.specific_location.title')}>
      <TextField
        label={t('request_flow.specific_location.label')}
        description={t('request_flow.specific_location.hint')}
        value={value}
        onChange={(next) => dispatch({ type: 'input', field: 'specificLocation', value: next })}
        onBlur={() => touch('location')}
        error={error}
        autoComplete="off"
        name="specific-location"
        maxLength={SPECIFIC_LOCATION_MAX_LENGTH + 8}
        required
      />
      {state.noPriceLines ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('request_flow.no_price_lines')}</p>
        </Alert>
      ) : null}
    </StageFrame>
  );
}
