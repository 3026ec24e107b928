/**
 * /request-new-password (core 2.8): a username, required. The server's answer is the same
 * whether or not the user exists; its statusmessage is shown as it is.
 */
import { validateRequired } from '@parkeerloket/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { paths } from '../../../lib/paths';
import { plainText } from '../../../lib/plain-text';
import { useResetPassword } from '../api/reset-password';

export function RequestNewPasswordScreen() {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [username, setUsername] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const { isTouched, touch } = useTouched<'username'>();
  const problem = validateRequired(username);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touch('username');
    if (problem || reset.isPending) return;
    try {
      const message = await reset.mutateAsync(username.trim());
      setAnswer(plainText(message) || t('login.request_password.done'));
    } catch {
      // The message dialog shows the reason (for example RATE_LIMITED).
    }
  }

  return (
    <>
      <ScreenTitle title={t('login.request_password.title')} />
      {answer ? (
        <Alert type="info">
          <p className="utrecht-paragraph pl-pre-line">{answer}</p>
        </Alert>
      ) : (
        <>
          <p className="utrecht-paragraph">{t('login.request_password.intro')}</p>
          <form className="pl-form" noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('login.request_password.username')}
              value={username}
              onChange={setUsername}
              onBlur={() => touch('username')}
              error={isTouched('username') && problem ? t('validation.required') : null}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <div className="pl-form__actions">
              <button
                type="submit"
                className="utrecht-button utrecht-button--primary-action"
                disabled={reset.isPending}
              >
                {t('login.request_password.submit')}
              </button>
            </div>
          </form>
        </>
      )}
      <BackLink to={paths.loginPermit} label={t('login.request_password.back')} />
    </>
  );
}
