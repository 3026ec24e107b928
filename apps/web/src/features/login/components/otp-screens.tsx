/**
 * The one-time code of the permit login (core 2.6): /send-email-verification-permit tells
 * that a code was sent; /email-verification-code-permit takes it. A wrong code shows the
 * server's message by the field; a code that expired or has no tries left needs a new
 * login, which the screen offers.
 */
import { validateCode } from '@parkeerloket/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { ScreenTitle } from '../../../components/screen-title';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { ServiceError } from '../../../lib/api-client';
import { failureText, showFailure } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';
import { useRegisterOtpCode } from '../api/register-otp-code';
import { completeLogin } from '../complete-login';

/** Refusals after which only a new login brings a new code (contract BUSINESS_FAILURE_CODES). */
const NEEDS_NEW_LOGIN = new Set(['OTP_EXPIRED', 'OTP_BLOCKED', 'OTP_NO_TRIES_LEFT']);

export function SendEmailVerificationPermitScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('login.otp_sent.title')} />
      <p className="utrecht-paragraph">{t('login.otp_sent.text')}</p>
      <div className="pl-form__actions">
        <Link to={paths.otpCode} className="utrecht-button utrecht-button--primary-action pl-button-link">
          {t('login.otp_sent.next')}
        </Link>
      </div>
    </>
  );
}

export function EmailVerificationCodePermitScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterOtpCode();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [newLoginNeeded, setNewLoginNeeded] = useState<string | null>(null);
  const { isTouched, touch } = useTouched<'code'>();
  const codeProblem = validateCode(code.trim());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touch('code');
    if (codeProblem || register.isPending) return;
    setRefusal(null);
    try {
      await register.mutateAsync(code.trim());
    } catch (error) {
      if (!(error instanceof ServiceError) || error.kind === 'session-timeout') return;
      if (error.kind === 'network') {
        showFailure(error);
        return;
      }
      if (NEEDS_NEW_LOGIN.has(error.envelope?.statuscode ?? '')) setNewLoginNeeded(failureText(error));
      else setRefusal(failureText(error));
      return;
    }
    await completeLogin(navigate);
  }

  const fieldError = refusal ?? (isTouched('code') && codeProblem ? t(`validation.${codeProblem}`) : null);

  return (
    <>
      <ScreenTitle title={t('login.otp.title')} />
      <p className="utrecht-paragraph">{t('login.otp.intro')}</p>
      {newLoginNeeded ? (
        <Alert type="warning" title={t('login.otp.new_login.title')}>
          <p className="utrecht-paragraph">{newLoginNeeded}</p>
          <p className="utrecht-paragraph">
            <Link to={paths.loginPermit} className="utrecht-link utrecht-link--html-a">
              {t('login.otp.new_login.link')}
            </Link>
          </p>
        </Alert>
      ) : (
        <form className="pl-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('login.otp.code')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setRefusal(null);
            }}
            onBlur={() => touch('code')}
            error={fieldError}
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <div className="pl-form__actions">
            <button
              type="submit"
              className="utrecht-button utrecht-button--primary-action"
              disabled={register.isPending}
            >
              {t('login.otp.submit')}
            </button>
          </div>
        </form>
      )}
      {newLoginNeeded ? null : (
        <p className="utrecht-paragraph pl-after-form">
          {t('login.otp.no_code')}{' '}
          <Link to={paths.loginPermit} className="utrecht-link utrecht-link--html-a">
            {t('login.otp.new_login.link')}
          </Link>
        </p>
      )}
    </>
  );
}
