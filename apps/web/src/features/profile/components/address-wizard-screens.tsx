/**
 * The six steps of the address wizard (core 2.16): thin screens over address-wizard.ts. Each
 * renders the stored wizard state and dispatches events; when the state is on another step the
 * screen redirects there, and without a state (a reload after the tab's storage was cleared,
 * a bookmarked step) it goes back to /user.
 *
 * Steps replace one another in the history: the wizard is one history entry, so the browser's
 * Back leaves it for /user, as the back button at the top does (which also clears the state).
 * Every step is titled 'add address' with the add or edit description; the focus moves to the
 * title (h1) after each step (ScreenTitle).
 */
import { COUNTRY_REFOCUS_DELAY_MS, isAddressFieldFailure } from '@parkeerloket/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { ScreenTitle } from '../../../components/screen-title';
import { StepIndicator } from '../../../components/step-indicator';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { YesNoField } from '../../../components/yes-no-field';
import { ServiceError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-message';
import { useStore } from '../../../lib/use-store';
import {
  type AddressTextField,
  addressParams,
  canNext,
  isTypeLocked,
  nextAction,
  prevButton,
  stepNumber,
  WIZARD_PATHS,
  type WizardState,
  type WizardStep,
} from '../address-wizard';
import { afterPointer } from '../after-pointer';
import { checkAddress } from '../api/check-address';
import { useCountries } from '../api/get-countries';
import { setAddress } from '../api/set-address';
import { foreignCountries } from '../country-filter';
import { addressLines } from '../profile-blocks';
import { profileNotice } from '../profile-notice';
import { clearWizard, dispatchWizard, wizardStore } from '../wizard-store';
import { CountryCombobox } from './country-combobox';
import '../../../styles/screens.css';
import '../profile.css';
import { paths } from '../../../lib/paths';

/** The wizard's state when it is on `step`; otherwise where to go instead. */
function useWizardStep(step: WizardStep): { state: WizardState | null; redirect: string } {
  const stored = useStore(wizardStore());
  if (stored === null) return { state: null, redirect: paths.user };
  return { state: stored.step === step ? stored : null, redirect: WIZARD_PATHS[stored.step] };
}

function emptyText(t: (key: string) => string, value: string, touched: boolean): string | null {
  return touched && value.trim() === '' ? t('user.address.empty_field.text') : null;
}

interface FrameProps {
  state: WizardState;
  children: ReactNode;
  onNext: () => void;
  /** Next (or Confirm) is enabled. */
  ready: boolean;
  busy?: boolean;
  /** Said next to a disabled Prev. */
  prevNote?: string;
}

/**
 * What every step has: the back button that leaves the wizard (core 2.16's header back button),
 * the title 'add address', the step's place, the add or edit description, and Next/Prev.
 */
function WizardFrame({ state, children, onNext, ready, busy = false, prevNote }: FrameProps) {
  const { t } = useTranslation();
  const { number, total } = stepNumber(state.step);
  const prev = prevButton(state);
  const last = nextAction(state) === 'save';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !busy) onNext();
  }

  return (
    <>
      <p className="pl-leave">
        <button type="button" className="pl-link-button" onClick={clearWizard}>
          <span aria-hidden="true">←</span>
          {t('user.wizard.leave')}
        </button>
      </p>
      <ScreenTitle title={t('user.wizard.title')} />
      <StepIndicator number={number} total={total} name={t(`user.wizard.step.${state.step}`)} />
      <p className="utrecht-paragraph">{t(`user.wizard.description.${state.mode}.${state.addressType}`)}</p>
      <form className="pl-form" noValidate onSubmit={submit}>
        {children}
        {prev === 'disabled' && prevNote ? <p className="utrecht-paragraph">{prevNote}</p> : null}
        {/* Prev before Next, as on every multi-step screen (issue 16); Enter in the form still presses Next. */}
        <div className="pl-step-actions">
          {prev === 'none' ? null : (
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              disabled={prev === 'disabled' || busy}
              onClick={() => dispatchWizard({ type: 'prev' })}
            >
              {t('user.wizard.prev')}
            </button>
          )}
          {/* Not disabled while busy: the focus stays on it, and a second press is ignored (submit). */}
          <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={!ready}>
            {t(last ? 'user.wizard.confirm' : 'user.wizard.next')}
          </button>
        </div>
      </form>
    </>
  );
}

function useFieldInput(field: AddressTextField) {
  return (value: string) => dispatchWizard({ type: 'input', field, value });
}

/** /address-type-step: domestic Yes/No, locked in edit mode. */
export function AddressTypeStepScreen() {
  const { t } = useTranslation();
  const { state, redirect } = useWizardStep('type');
  if (!state) return <Navigate to={redirect} replace />;
  const locked = isTypeLocked(state);
  return (
    <WizardFrame state={state} ready={canNext(state)} onNext={() => dispatchWizard({ type: 'next' })}>
      <YesNoField
        legend={t('user.wizard.type.legend')}
        name="address-in-netherlands"
        value={state.form.addrInDutch}
        onChange={(value) => dispatchWizard({ type: 'choose-domestic', domestic: value === 'Y' })}
        disabled={locked}
        description={locked ? t('user.wizard.type.locked') : null}
      />
    </WizardFrame>
  );
}

/** /zipcode-step: 4 digits and 2 letters; Prev clears both (add mode) or is disabled (edit mode). */
export function ZipcodeStepScreen() {
  const { t } = useTranslation();
  const { state, redirect } = useWizardStep('zipcode');
  const { isTouched, touch } = useTouched<'code' | 'letters'>();
  const onCode = useFieldInput('postalCode');
  const onLetters = useFieldInput('postalLetters');
  if (!state) return <Navigate to={redirect} replace />;
  const { postalCode, postalLetters } = state.form;
  const codeError =
    emptyText(t, postalCode, isTouched('code')) ??
    (isTouched('code') && postalCode.length < 4 ? t('validation.postal_code_invalid') : null);
  const lettersError =
    emptyText(t, postalLetters, isTouched('letters')) ??
    (isTouched('letters') && postalLetters.length < 2 ? t('validation.postal_letters_invalid') : null);
  return (
    <WizardFrame
      state={state}
      ready={canNext(state)}
      onNext={() => dispatchWizard({ type: 'next' })}
      prevNote={t('user.wizard.zipcode.prev_locked')}
    >
      <div className="pl-field--short">
        <TextField
          label={t('user.wizard.zipcode.code')}
          description={t('user.wizard.zipcode.code_hint')}
          value={postalCode}
          onChange={onCode}
          onBlur={() => afterPointer(() => touch('code'))}
          error={codeError}
          inputMode="numeric"
          autoComplete="off"
          name="postal-code"
          required
        />
        <TextField
          label={t('user.wizard.zipcode.letters')}
          description={t('user.wizard.zipcode.letters_hint')}
          value={postalLetters}
          onChange={onLetters}
          onBlur={() => afterPointer(() => touch('letters'))}
          error={lettersError}
          autoComplete="off"
          autoCapitalize="characters"
          name="postal-letters"
          required
        />
      </div>
    </WizardFrame>
  );
}

/**
 * /dutch-address-step: house number (required), letter, addition, indication. Next asks
 * eloket/check_address; its refusal is shown here. After confirm's Prev in edit mode the
 * address is checked again on arrival.
 */
export function DutchAddressStepScreen() {
  const { t } = useTranslation();
  const { state, redirect } = useWizardStep('dutch');
  const [checkError, setCheckError] = useState<{ text: string; atField: boolean } | null>(null);
  const numberId = useId();
  const [checking, setChecking] = useState(false);
  const { isTouched, touch } = useTouched<'number'>();
  const onNumber = useFieldInput('houseNumber');
  const onLetter = useFieldInput('houseLetter');
  const onAddition = useFieldInput('addition');
  const onIndication = useFieldInput('indication');
  const recheck = state?.recheck === true;
  const asked = useRef(false);

  async function check(): Promise<{ street: string; city: string } | null> {
    const current = wizardStore().get();
    if (!current) return null;
    setChecking(true);
    setCheckError(null);
    try {
      return await checkAddress(current.form);
    } catch (error) {
      if (error instanceof ServiceError && error.kind !== 'session-timeout') {
        // An address the user can correct is said at the house number, with the error summary (issue 16).
        const atField = error.kind === 'failure' && isAddressFieldFailure(error.envelope?.statuscode);
        setCheckError({ text: failureText(error), atField });
      }
      return null;
    } finally {
      setChecking(false);
    }
  }

  useEffect(() => {
    if (!recheck || asked.current) return;
    asked.current = true;
    void check().then((found) => dispatchWizard({ type: 'address-rechecked', found }));
  });

  if (!state) return <Navigate to={redirect} replace />;
  const { form } = state;
  const fieldError = checkError?.atField ? checkError.text : null;

  function typed(update: (value: string) => void) {
    return (value: string) => {
      setCheckError(null);
      update(value);
    };
  }

  async function next() {
    const found = await check();
    if (found) dispatchWizard({ type: 'address-checked', ...found });
  }

  return (
    <WizardFrame state={state} ready={canNext(state)} busy={checking} onNext={() => void next()}>
      <ErrorSummary errors={fieldError ? [{ fieldId: numberId, text: fieldError }] : []} />
      <dl className="pl-facts">
        <dt>{t('user.wizard.dutch.postal_code')}</dt>
        <dd>{`${form.postalCode} ${form.postalLetters}`}</dd>
      </dl>
      <div className="pl-field--short">
        <TextField
          id={numberId}
          label={t('user.wizard.dutch.house_number')}
          description={t('user.wizard.dutch.house_number_hint')}
          value={form.houseNumber}
          onChange={typed(onNumber)}
          onBlur={() => afterPointer(() => touch('number'))}
          error={emptyText(t, form.houseNumber, isTouched('number')) ?? fieldError}
          inputMode="numeric"
          autoComplete="off"
          name="house-number"
          required
        />
        <TextField
          label={t('user.wizard.dutch.house_letter')}
          description={t('user.wizard.dutch.house_letter_hint')}
          value={form.houseLetter}
          onChange={typed(onLetter)}
          autoComplete="off"
          autoCapitalize="characters"
          name="house-letter"
        />
        <TextField
          label={t('user.wizard.dutch.addition')}
          description={t('user.wizard.dutch.addition_hint')}
          value={form.addition}
          onChange={typed(onAddition)}
          autoComplete="off"
          name="addition"
        />
      </div>
      <TextField
        label={t('user.wizard.dutch.indication')}
        description={t('user.wizard.dutch.indication_hint')}
        value={form.indication}
        onChange={onIndication}
        autoComplete="off"
        name="indication"
      />
      {checkError && !checkError.atField ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{checkError.text}</p>
        </Alert>
      ) : null}
    </WizardFrame>
  );
}

/** /select-country-step: the country combobox; Prev clears the country. */
export function SelectCountryStepScreen() {
  const { t, i18n } = useTranslation();
  const { state, redirect } = useWizardStep('country');
  const countries = useCountries(i18n.language);
  const [touched, setTouched] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const refocus = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (refocus.current) clearTimeout(refocus.current);
    },
    [],
  );

  if (!state) return <Navigate to={redirect} replace />;

  let body: ReactNode;
  if (countries.isError) {
    body = (
      <Alert type="error">
        <p className="utrecht-paragraph">{t('user.wizard.country.load_error')}</p>
        <div className="pl-form__actions">
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={() => void countries.refetch()}
          >
            {t('user.wizard.retry')}
          </button>
        </div>
      </Alert>
    );
  } else if (countries.data) {
    body = (
      <CountryCombobox
        countries={foreignCountries(countries.data)}
        selected={state.form.country}
        inputRef={input}
        clearRef={clearButton}
        error={touched && state.form.country === null ? t('user.wizard.country.required') : null}
        onBlur={() => afterPointer(() => setTouched(true))}
        onSelect={(country) => {
          dispatchWizard({ type: 'select-country', country });
          // The field is disabled now: the focus goes to the button that undoes the choice.
          setTimeout(() => clearButton.current?.focus(), 0);
        }}
        onClear={() => {
          dispatchWizard({ type: 'clear-country' });
          setTouched(false);
          if (refocus.current) clearTimeout(refocus.current);
          refocus.current = setTimeout(() => input.current?.focus(), COUNTRY_REFOCUS_DELAY_MS);
        }}
      />
    );
  } else {
    body = null;
  }

  return (
    <WizardFrame state={state} ready={canNext(state)} onNext={() => dispatchWizard({ type: 'next' })}>
      {body}
    </WizardFrame>
  );
}

/** /foreign-address-step: two required lines. */
export function ForeignAddressStepScreen() {
  const { t } = useTranslation();
  const { state, redirect } = useWizardStep('foreign');
  const { isTouched, touch } = useTouched<'line1' | 'line2'>();
  const onLine1 = useFieldInput('addrLine1');
  const onLine2 = useFieldInput('addrLine2');
  if (!state) return <Navigate to={redirect} replace />;
  const { form } = state;
  return (
    <WizardFrame state={state} ready={canNext(state)} onNext={() => dispatchWizard({ type: 'next' })}>
      {form.country ? (
        <dl className="pl-facts">
          <dt>{t('user.wizard.confirm.country')}</dt>
          <dd>{form.country.description}</dd>
        </dl>
      ) : null}
      <TextField
        label={t('user.wizard.foreign.line1')}
        description={t('user.wizard.foreign.line1_hint')}
        value={form.addrLine1}
        onChange={onLine1}
        onBlur={() => afterPointer(() => touch('line1'))}
        error={emptyText(t, form.addrLine1, isTouched('line1'))}
        autoComplete="address-line1"
        name="address-line-1"
        required
      />
      <TextField
        label={t('user.wizard.foreign.line2')}
        description={t('user.wizard.foreign.line2_hint')}
        value={form.addrLine2}
        onChange={onLine2}
        onBlur={() => afterPointer(() => touch('line2'))}
        error={emptyText(t, form.addrLine2, isTouched('line2'))}
        autoComplete="address-line2"
        name="address-line-2"
        required
      />
    </WizardFrame>
  );
}

/** /confirm-address-step: the summary; Confirm saves with eloket/set_address. */
export function ConfirmAddressStepScreen() {
  const { t } = useTranslation();
  const { state, redirect } = useWizardStep('confirm');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!state) return <Navigate to={redirect} replace />;
  const { form } = state;
  const params = addressParams(state);

  async function save() {
    if (!params) return;
    setSaving(true);
    setFailure(null);
    try {
      await setAddress(params);
    } catch (error) {
      if (error instanceof ServiceError && error.kind !== 'session-timeout') setFailure(failureText(error));
      setSaving(false);
      return;
    }
    profileNotice.set('user.address.saved');
    // Without a state the step goes back to /user (core 2.16: cleared, then /user).
    clearWizard();
  }

  const domestic = form.addrInDutch === 'Y';
  const lines = domestic
    ? addressLines({
        STREET: state.checked?.street,
        NR: form.houseNumber,
        HOUSE_LETTER: form.houseLetter,
        ADDITION: form.addition,
        INDICATION: form.indication,
        ZIPCODE: form.postalCode,
        ZIPCODE_LETTERS: form.postalLetters,
        CITY: state.checked?.city,
      })
    : [form.addrLine1, form.addrLine2];

  return (
    <WizardFrame state={state} ready={params !== null} busy={saving} onNext={() => void save()}>
      <p className="utrecht-paragraph">{t('user.wizard.confirm.intro')}</p>
      <dl className="pl-facts">
        <dt>{t('user.wizard.confirm.kind')}</dt>
        <dd>{t(`user.address.${state.addressType}.heading`)}</dd>
        <dt>{t('user.wizard.confirm.address')}</dt>
        <dd>
          <address className="pl-profile-lines">
            {lines[0]}
            <br />
            {lines[1]}
          </address>
        </dd>
        <dt>{t('user.wizard.confirm.country')}</dt>
        <dd>{domestic ? t('user.wizard.confirm.netherlands') : form.country?.description}</dd>
      </dl>
      {failure ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{failure}</p>
        </Alert>
      ) : null}
    </WizardFrame>
  );
}
