/**
 * /set-email (core 2.9, 4.3, 5, 8): the e-mail gate on one screen (issue 24, decision 025). The new address typed
 * (or pasted: WCAG 2.2 3.3.8, the spec's paste block is not kept) twice; input is lower-cased and keeps only letters,
 * digits and @ _ . -. Save is never greyed out: pressed with a field empty or wrong, it says what is missing at the
 * field, with the error summary above the form. After set_email the user record is polled every second until the
 * code is on its way (SEND); then the code field appears below on the same screen and takes the focus. A user whose
 * code is already on its way (SEND at login) sees the code field at once. /send-verifications-email and
 * /email-verification-code lead here (SendVerificationRedirect).
 *
 * The code: upper-cased, paste allowed, autocomplete one-time-code; Confirm with the field empty says so at the
 * field. OK verifies the address and goes home; RETRY and NOVALIDATE say why here; NORETRIESLEFT says so and goes to
 * the profile. REL-00069 / REL-00070 open the attention dialog.
 */
import {
  EMAIL_POLL_INTERVAL_MS,
  normalizeEmail,
  normalizeVerificationCode,
  validateEmail,
  validateEmailRepeat,
} from '@parkeerloket/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { nawQueryOptions, useNaw } from '../../../api/get-naw';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { ErrorSummary, type SummaryError } from '../../../components/error-summary';
import { ScreenTitle } from '../../../components/screen-title';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { ServiceError } from '../../../lib/api-client';
import { fteInstructionDue, storeLoginEmail, storeValidateEmailFlag } from '../../../lib/login-session';
import { showMessage } from '../../../lib/messages';
import { showPageNotice } from '../../../lib/page-notice';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import { afterPointer } from '../after-pointer';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useSetEmail } from '../api/set-email';
import { useVerifyEmail } from '../api/verify-email';
import {
  codeAwaitedFor,
  emailPollOutcome,
  filterEmailField,
  filterVerificationCode,
  setEmailPrefill,
  setEmailVariant,
  verificationOutcome,
} from '../email-gate-rules';
import { reportEmailFailure } from '../email-report-failure';

type Field = 'email' | 'repeat';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The spec's two code screens are part of /set-email now: their paths (bookmarks, the browser's history) lead there. */
export function SendVerificationRedirect() {
  return <Navigate to={paths.setEmail} replace />;
}

export function SetEmailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const naw = useNaw();
  const variant = setEmailVariant(naw.data);
  const currentEmail = naw.data?.EMAIL?.trim() ?? '';
  const [email, setEmailValue] = useState(() => setEmailPrefill(naw.data));
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  // The address the code was just sent to from this screen; before that, the one the record says waits for its code.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isTouched, touch } = useTouched<Field>();
  const save = useSetEmail();
  const active = useRef(true);
  const emailId = useId();
  const repeatId = useId();

  useEffect(() => {
    active.current = true;
    return () => {
      active.current = false;
    };
  }, []);

  const emailCode = validateEmail(normalizeEmail(email));
  const repeatCode = repeat === '' ? 'required' : validateEmailRepeat(email, repeat);
  const emailError = (isTouched('email') || submitted) && emailCode ? t(`validation.${emailCode}`) : null;
  const repeatError = (isTouched('repeat') || submitted) && repeatCode ? t(`validation.${repeatCode}`) : null;
  // The summary holds what Save found (it takes the focus when it changes, so it does not follow each keystroke) and
  // goes once both fields are right; the fields themselves say what is wrong as it is typed.
  const [summaryErrors, setSummaryErrors] = useState<SummaryError[]>([]);
  const summary = emailCode === null && repeatCode === null ? [] : summaryErrors;
  const codeFor = sentTo ?? codeAwaitedFor(naw.data);

  async function pollUntilSent(address: string) {
    for (let polls = 1; active.current; polls++) {
      let outcome: ReturnType<typeof emailPollOutcome> = 'waiting';
      try {
        const record = await queryClient.fetchQuery({ ...nawQueryOptions(), staleTime: 0 });
        outcome = emailPollOutcome(record, address, polls);
      } catch (error) {
        if (error instanceof ServiceError && error.kind === 'session-timeout') return;
        outcome = emailPollOutcome(undefined, address, polls);
      }
      if (!active.current) return;
      if (outcome === 'sent') {
        setWaiting(false);
        setSentTo(address);
        return;
      }
      if (outcome === 'validated') {
        navigate(paths.home, { replace: true });
        return;
      }
      if (outcome === 'timeout') {
        setWaiting(false);
        setTimedOut(true);
        return;
      }
      await wait(EMAIL_POLL_INTERVAL_MS);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touch('email', 'repeat');
    setSubmitted(true);
    setSummaryErrors([
      ...(emailCode ? [{ fieldId: emailId, text: t(`validation.${emailCode}`) }] : []),
      ...(repeatCode ? [{ fieldId: repeatId, text: t(`validation.${repeatCode}`) }] : []),
    ]);
    // Save stays enabled: a press while the address is wrong shows why (above), one while it is on its way waits.
    if (emailCode !== null || repeatCode !== null || save.isPending || waiting) return;
    const address = normalizeEmail(email);
    try {
      await save.mutateAsync(address);
    } catch {
      // The message dialog shows why.
      return;
    }
    setSentTo(null);
    setTimedOut(false);
    setWaiting(true);
    await pollUntilSent(address);
  }

  const fieldProps = {
    type: 'email',
    inputMode: 'email' as const,
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
    required: true,
    maxLength: 254,
  };

  return (
    <>
      <ScreenTitle title={t(`email.set.title.${variant}`)} />
      <p className="utrecht-paragraph">{t(`email.set.intro.${variant}`)}</p>
      {currentEmail !== '' ? (
        <dl className="pl-facts">
          <dt>{t('email.set.current')}</dt>
          <dd className="pl-email">{currentEmail}</dd>
        </dl>
      ) : null}
      <form className="pl-form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary errors={summary} />
        <TextField
          {...fieldProps}
          id={emailId}
          label={t('email.set.email')}
          value={email}
          onChange={(value) => setEmailValue(filterEmailField(value))}
          onBlur={() => afterPointer(() => touch('email'))}
          error={emailError}
          name="email"
        />
        <TextField
          {...fieldProps}
          id={repeatId}
          label={t('email.set.repeat')}
          value={repeat}
          onChange={(value) => setRepeat(filterEmailField(value))}
          onBlur={() => afterPointer(() => touch('repeat'))}
          error={repeatError}
          name="email-repeat"
        />
        <div className="pl-form__actions">
          <button type="submit" className="utrecht-button utrecht-button--primary-action" aria-busy={waiting}>
            {t('email.set.submit')}
          </button>
        </div>
      </form>
      <div role="status">
        {waiting ? <p className="utrecht-paragraph pl-after-form">{t('email.set.waiting')}</p> : null}
      </div>
      {timedOut ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('email.set.timeout')}</p>
        </Alert>
      ) : null}
      {codeFor && !waiting ? <VerificationCode key={codeFor} email={codeFor} focusOnShow={sentTo !== null} /> : null}
      {variant === 'change' ? <BackLink to={paths.user} /> : null}
    </>
  );
}

/** The code sent to `email`, entered below the address on the same screen. */
function VerificationCode({ email, focusOnShow }: { email: string; focusOnShow: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useSendVerificationEmail();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const headingId = useId();
  const codeId = useId();
  const busy = verify.isPending || resend.isPending;

  useEffect(() => {
    // Just sent from this screen: the field the user goes on with. Shown at the screen's start, the title has the focus.
    if (focusOnShow) document.getElementById(codeId)?.focus();
  }, [focusOnShow, codeId]);

  function verified() {
    storeLoginEmail(email);
    storeValidateEmailFlag('validate');
    // The gate lets the user through at once; the record is fetched again behind it.
    queryClient.setQueryData(nawQueryOptions().queryKey, (record) =>
      record ? { ...record, EMAIL_VALIDATION_STATUS: 'VALIDATED' as const } : record,
    );
    void queryClient.invalidateQueries({ queryKey: nawQueryOptions().queryKey });
    fteInstructionDue.set(true);
    // A notice on home, not a dialog to click away (issue 16): a company's FTE instruction is then the only dialog.
    showPageNotice({ textKey: 'email.code.validated', path: paths.home });
    navigate(paths.home, { replace: true });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = normalizeVerificationCode(code);
    if (busy) return;
    setNotice(null);
    if (value === '') {
      // Confirm is not greyed out: pressed without a code, it says so at the field.
      setFieldError(t('email.code.empty'));
      document.getElementById(codeId)?.focus();
      return;
    }
    setFieldError(null);
    let result: Awaited<ReturnType<typeof verify.mutateAsync>>;
    try {
      result = await verify.mutateAsync(value);
    } catch (error) {
      reportEmailFailure(error);
      return;
    }
    const outcome = verificationOutcome(result);
    switch (outcome.kind) {
      case 'validated':
        verified();
        break;
      case 'field-error':
        setFieldError(t(outcome.textKey));
        break;
      case 'notice':
        setNotice(t(outcome.textKey));
        break;
      case 'no-retries':
        showMessage({ type: 'E', text: t(outcome.textKey) });
        navigate(outcome.to, { replace: true });
        break;
    }
  }

  async function sendAgain() {
    if (busy) return;
    setResent(false);
    try {
      await resend.mutateAsync();
      setCode('');
      setFieldError(null);
      setNotice(null);
      setResent(true);
    } catch (error) {
      reportEmailFailure(error);
    }
  }

  return (
    <section className="pl-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="utrecht-heading-2">
        {t('email.code.title')}
      </h2>
      <p className="utrecht-paragraph pl-email">{t('email.send.text', { email })}</p>
      <div role="status">
        {resent ? (
          <Alert type="ok">
            <p className="utrecht-paragraph">{t('email.send.sent')}</p>
          </Alert>
        ) : null}
      </div>
      {notice ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{notice}</p>
        </Alert>
      ) : null}
      <form className="pl-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={codeId}
          label={t('email.code.code')}
          value={code}
          onChange={(value) => {
            setCode(filterVerificationCode(value));
            setFieldError(null);
          }}
          error={fieldError}
          name="verification-code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={32}
        />
        <div className="pl-form__actions">
          <button type="submit" className="utrecht-button utrecht-button--primary-action" aria-busy={verify.isPending}>
            {t('email.code.submit')}
          </button>
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            aria-busy={resend.isPending}
            onClick={() => void sendAgain()}
          >
            {t('email.code.resend')}
          </button>
        </div>
      </form>
    </section>
  );
}
