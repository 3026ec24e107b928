/**
 * /email-verification-code (core 2.9, 4.3, 8): the code from the e-mail, upper-cased, with
 * paste allowed and autocomplete one-time-code. Confirm is disabled while the field is
 * empty. OK verifies the address and goes home; RETRY and NOVALIDATE say why here;
 * NORETRIESLEFT says so and goes to the profile. REL-00069 / REL-00070 open the attention dialog.
 */
import { normalizeVerificationCode } from '@parkeerloket/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nawQueryOptions, useNaw } from '../../../api/get-naw';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { TextField } from '../../../components/text-field';
import { fteInstructionDue, storeLoginEmail, storeValidateEmailFlag } from '../../../lib/login-session';
import { showMessage } from '../../../lib/messages';
import { showPageNotice } from '../../../lib/page-notice';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useVerifyEmail } from '../api/verify-email';
import { filterVerificationCode, verificationOutcome } from '../email-gate-rules';
import { reportEmailFailure } from '../email-report-failure';

export function VerificationCodeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const naw = useNaw();
  const verify = useVerifyEmail();
  const resend = useSendVerificationEmail();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const email = naw.data?.EMAIL?.trim() ?? '';
  const busy = verify.isPending || resend.isPending;

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
    if (value === '' || busy) return;
    setFieldError(null);
    setNotice(null);
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
    <>
      <ScreenTitle title={t('email.code.title')} />
      <p className="utrecht-paragraph">{t('email.code.intro', { email })}</p>
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
          <button
            type="submit"
            className="utrecht-button utrecht-button--primary-action"
            disabled={normalizeVerificationCode(code) === '' || busy}
          >
            {t('email.code.submit')}
          </button>
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            disabled={busy}
            onClick={() => void sendAgain()}
          >
            {t('email.code.resend')}
          </button>
        </div>
      </form>
      <BackLink to={paths.sendVerificationEmail} />
    </>
  );
}
