/**
 * /register-password?key= (core 2.8, 5): the first password of a permit account, reached by
 * the link in an e-mail. The username of the key is shown; the new password must follow the
 * rule of core 5 and be typed twice alike before Confirm is enabled. Success goes to /login.
 *
 * With `&change=1` it is the page login/change_password leads to from /user (core 2.13): the
 * current password is asked too, and success goes back to /user while still logged in.
 */
import { validatePassword, validatePasswordRepeat } from '@parkeerloket/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { ScreenTitle } from '../../../components/screen-title';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { ServiceError } from '../../../lib/api-client';
import { isAuthorized } from '../../../lib/authorization';
import { failureText } from '../../../lib/failure-message';
import { showMessage } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { plainText } from '../../../lib/plain-text';
import { useUsername } from '../api/get-username';
import { useRegisterPassword } from '../api/register-password';

function RequestNewLink() {
  const { t } = useTranslation();
  return (
    <p className="utrecht-paragraph">
      <Link to={paths.requestNewPassword} className="utrecht-link utrecht-link--html-a">
        {t('login.request_password.title')}
      </Link>
    </p>
  );
}

export function RegisterPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const key = new URLSearchParams(location.search).get('key')?.trim() ?? '';
  const change = new URLSearchParams(location.search).get('change') === '1';
  const [current, setCurrent] = useState('');
  const username = useUsername(key);
  const register = useRegisterPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { isTouched, touch } = useTouched<'password' | 'repeat' | 'current'>();

  const passwordCode = validatePassword(password);
  const repeatCode = repeat === '' ? 'required' : validatePasswordRepeat(password, repeat);
  const valid = passwordCode === null && repeatCode === null && (!change || current !== '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touch('password', 'repeat', 'current');
    if (!valid || register.isPending) return;
    let message: string;
    try {
      message = await register.mutateAsync({ key, password, currentPassword: change ? current : undefined });
    } catch {
      // The message dialog shows why (for example a key that was used meanwhile).
      return;
    }
    const done = change ? 'login.change_password.done' : 'login.register_password.done';
    showMessage({ type: 'I', text: plainText(message) || t(done) });
    navigate(change && isAuthorized() ? paths.user : paths.login, { replace: true });
  }

  let body: ReactNode;
  if (key === '') {
    body = (
      <Alert type="error">
        <p className="utrecht-paragraph">{t('login.register_password.no_key')}</p>
        <RequestNewLink />
      </Alert>
    );
  } else if (username.isError) {
    const error = username.error;
    body = (
      <Alert type="error">
        <p className="utrecht-paragraph">
          {error instanceof ServiceError ? failureText(error) : t('login.register_password.no_key')}
        </p>
        <RequestNewLink />
      </Alert>
    );
  } else if (username.isPending) {
    body = null;
  } else {
    body = (
      <>
        <p className="utrecht-paragraph">
          {t(change ? 'login.change_password.intro' : 'login.register_password.intro')}
        </p>
        <dl className="pl-facts">
          <dt>{t('login.register_password.username')}</dt>
          <dd>{username.data}</dd>
        </dl>
        <form className="pl-form" noValidate onSubmit={(event) => void submit(event)}>
          {change ? (
            <TextField
              label={t('login.change_password.current')}
              type="password"
              value={current}
              onChange={setCurrent}
              onBlur={() => touch('current')}
              error={isTouched('current') && current === '' ? t('validation.required') : null}
              name="current-password"
              autoComplete="current-password"
              required
            />
          ) : null}
          <TextField
            label={t('login.register_password.password')}
            type="password"
            value={password}
            onChange={setPassword}
            onBlur={() => touch('password')}
            description={t('login.register_password.rule')}
            error={isTouched('password') && passwordCode ? t(`validation.${passwordCode}`) : null}
            name="new-password"
            autoComplete="new-password"
            required
          />
          <TextField
            label={t('login.register_password.repeat')}
            type="password"
            value={repeat}
            onChange={setRepeat}
            onBlur={() => touch('repeat')}
            error={isTouched('repeat') && repeatCode ? t(`validation.${repeatCode}`) : null}
            name="repeat-password"
            autoComplete="new-password"
            required
          />
          <div className="pl-form__actions">
            <button
              type="submit"
              className="utrecht-button utrecht-button--primary-action"
              disabled={!valid || register.isPending}
            >
              {t('login.register_password.submit')}
            </button>
          </div>
        </form>
      </>
    );
  }

  return (
    <>
      <ScreenTitle title={t(change ? 'login.change_password.title' : 'login.register_password.title')} />
      {body}
    </>
  );
}
