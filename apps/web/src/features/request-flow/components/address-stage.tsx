/**
 * 2. Address (lifecycle 2.3; issue 24, DECISIONS 3 "Where a permit is requested"): a product located by address is
 * requested only for an address the relation is registered at, so the stage offers those addresses as a radio list
 * instead of asking to type one, and says why no other can be chosen. A relation with exactly one address never sees
 * the stage (the machine asks the locations at that address from the start date's Next). Without any registered
 * address the stage says so and Next stays off. Next looks up the locations; none, or one that is not available, is
 * said here (`AddressNotices`).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { type FlowSetup, registeredAddressText } from '../request-flow-machine';
import { StageFrame, type StageProps } from './stage-frame';

export function AddressStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const { addresses } = state.setup as FlowSetup;

  return (
    <StageFrame state={state} dispatch={dispatch} title={t('request_flow.address.title')}>
      {addresses.length === 0 ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{t('request_flow.address.none')}</p>
        </Alert>
      ) : (
        <fieldset
          className="utrecht-form-fieldset utrecht-form-fieldset--html-fieldset pl-fieldset"
          aria-describedby={`${baseId}-why`}
        >
          <legend className="utrecht-form-fieldset__legend utrecht-form-fieldset__legend--html-legend">
            {t('request_flow.address.legend')}
          </legend>
          <p id={`${baseId}-why`} className="utrecht-paragraph">
            {t('request_flow.address.registered_only')}
          </p>
          {addresses.map((address, index) => {
            const id = `${baseId}-${index}`;
            return (
              <div
                key={`${address.ZIPCODE}-${address.NR}-${address.ADDITION}`}
                className="utrecht-form-field utrecht-form-field--radio pl-radio pl-flow__option"
              >
                <input
                  id={id}
                  type="radio"
                  name="address"
                  value={index}
                  checked={state.form.addressIndex === index}
                  onChange={() => dispatch({ type: 'choose-address', index })}
                  className="utrecht-radio-button utrecht-radio-button--html-input utrecht-form-field__input"
                />
                <label htmlFor={id} className="utrecht-form-label utrecht-form-label--radio utrecht-form-field__label">
                  {registeredAddressText(address)}
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
      <AddressNotices state={state} />
    </StageFrame>
  );
}

/**
 * What the lookup at the chosen address answered when it gave nothing to request at: on the address stage, or on the
 * start date stage when the address stage is left out.
 */
export function AddressNotices({ state }: Pick<StageProps, 'state'>) {
  const { t } = useTranslation();
  const { addressNotice } = state;
  return (
    <>
      {addressNotice?.kind === 'refused' ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{addressNotice.text}</p>
        </Alert>
      ) : null}
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
      {state.stage === 'SELECT_ADDRESS' && state.noPriceLines ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('request_flow.no_price_lines')}</p>
        </Alert>
      ) : null}
    </>
  );
}
