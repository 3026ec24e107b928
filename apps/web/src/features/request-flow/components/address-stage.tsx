/**
 * 2. Address (lifecycle 2.3, 5, 8): postcode (upper-cased, A–Z and 0–9), house number (digits) and
 * addition (trimmed when sent). Next looks up the locations; 0 of them, or one that is not available,
 * is said here. An address the server refuses and the user can correct (not found, outside the area) is said at
 * the postcode, with the error summary above the fields (GOV.UK pattern).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { addressErrors } from '../request-flow-machine';
import { StageFrame, type StageProps } from './stage-frame';

export function AddressStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const { isTouched, touch } = useTouched<'postcode' | 'houseNumber'>();
  const { form, addressNotice } = state;
  const errors = addressErrors(form);
  const postcodeId = useId();
  const refused = addressNotice?.kind === 'refused' ? addressNotice.text : null;
  const postcodeError =
    isTouched('postcode') && errors.postcode ? t('request_flow.address.postcode_invalid') : (refused ?? null);
  const numberError =
    isTouched('houseNumber') && errors.houseNumber ? t('request_flow.address.house_number_required') : null;

  return (
    <StageFrame state={state} dispatch={dispatch} title={t('request_flow.address.title')}>
      <ErrorSummary errors={refused ? [{ fieldId: postcodeId, text: refused }] : []} />
      <p className="utrecht-paragraph">{t('request_flow.address.intro')}</p>
      <div className="pl-field--short">
        <TextField
          id={postcodeId}
          label={t('request_flow.address.postcode')}
          description={t('request_flow.address.postcode_hint')}
          value={form.postcode}
          onChange={(value) => dispatch({ type: 'input', field: 'postcode', value })}
          onBlur={() => touch('postcode')}
          error={postcodeError}
          autoComplete="postal-code"
          autoCapitalize="characters"
          name="postcode"
          required
        />
        <TextField
          label={t('request_flow.address.house_number')}
          description={t('request_flow.address.house_number_hint')}
          value={form.houseNumber}
          onChange={(value) => dispatch({ type: 'input', field: 'houseNumber', value })}
          onBlur={() => touch('houseNumber')}
          error={numberError}
          inputMode="numeric"
          autoComplete="off"
          name="house-number"
          required
        />
        <TextField
          label={t('request_flow.address.addition')}
          description={t('request_flow.address.addition_hint')}
          value={form.addition}
          onChange={(value) => dispatch({ type: 'input', field: 'addition', value })}
          autoComplete="off"
          name="addition"
        />
      </div>
      {addressNotice?.kind === 'no-locations' ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('request_flow.address.no_locations')}</p>
        </Alert>
      ) : null}
      {addressNotice?.kind === 'unavailable' ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('request_flow.address.unavailable')}</p>
          {addressNotice.reason ? <p className="utrecht-paragraph">{addressNotice.reason}</p> : null}
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
