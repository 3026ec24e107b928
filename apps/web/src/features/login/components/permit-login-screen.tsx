/**
 * /login-permit (core 2.4, 5): username (or e-mail) and password. Each empty field says so
 * once the user has left it; Log in stays disabled while either is empty. What the user
 * typed is kept as the login e-mail (core 3.9); on success the login process runs.
 */
import { validateRequired } from '@parkeerloket/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { plateQuery } from '../../../lib/deep-link-plate';
import { storeLoginEmail } from '../../../lib/login-session';
import { paths } from '../../../lib/paths';
import { usePermitLogin } from '../api/permit-login';

export function PermitLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = usePermitLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { isTouched, touch } = useTouched<'username' | 'password'>();

  const usernameCode = validateRequired(username);
  const passwordCode = validateRequired(password);
  const filled = usernameCode === null && passwordCode === null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touch('username', 'password');
    if (!filled || login.isPending) return;
    try {
      await login.mutateAsync({ username: username.trim(), password });
    } catch {
      // The message dialog shows the server's reason (LOGIN_FAILED, RATE_LIMITED, ...).
      return;
    }
    storeLoginEmail(username);
    navigate(paths.processLogin, { replace: true });
  }

  return (
    <>
      <ScreenTitle title={t('login.permit.title')} />
      <p className="utrecht-paragraph">{t('login.permit.intro')}</p>
      <form className="pl-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('login.permit.username')}
          value={username}
          onChange={setUsername}
          onBlur={() => touch('username')}
          error={isTouched('username') && usernameCode ? t('validation.required') : null}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField
          label={t('login.permit.password')}
          type="password"
          value={password}
          onChange={setPassword}
          onBlur={() => touch('password')}
          error={isTouched('password') && passwordCode ? t('validation.required') : null}
          name="password"
          autoComplete="current-password"
          required
        />
        <div className="pl-form__actions">
          <button
            type="submit"
            className="utrecht-button utrecht-button--primary-action"
            disabled={!filled || login.isPending}
          >
            {t('login.permit.submit')}
          </button>
        </div>
      </form>
      <p className="utrecht-paragraph pl-after-form">
        <Link to={paths.requestNewPassword} className="utrecht-link utrecht-link--html-a">
          {t('login.permit.forgotten')}
        </Link>
      </p>
      <BackLink to={`/login-companies${plateQuery(location.search)}`} />
    </>
  );
}
