/**
 * /login-person, /login-eu-citizen and /login-company (core 2.3): one continue button that
 * asks the server for the forward and sends the browser there by a hidden form. After the
 * login the identity service brings the user back to /process-login; a cancelled or failed
 * login comes back to /login?login_error=…, where the welcome screen says so.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLoginOptions } from '../../../api/get-login-options';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { ServiceError } from '../../../lib/api-client';
import { plateQuery } from '../../../lib/deep-link-plate';
import { forwardForm, submitForward } from '../../../lib/forward';
import { plainText } from '../../../lib/plain-text';
import { useLoginForward } from '../api/get-forward-post';
import { EXTERNAL_LOGINS, type ExternalLoginKind } from '../login-choices';
import '../../../styles/screens.css';

/** What core 8 adds to the forward failure: the HTTP status when there is one, else the envelope's code. */
function statusCodeOf(error: unknown): string | null {
  if (!(error instanceof ServiceError)) return null;
  if (error.status !== undefined && (error.status < 200 || error.status > 299)) return String(error.status);
  return error.envelope?.statuscode ?? null;
}

function ExternalLoginScreen({ kind }: { kind: ExternalLoginKind }) {
  const { t } = useTranslation();
  const location = useLocation();
  const login = EXTERNAL_LOGINS[kind];
  const textKey = `login.${kind.replace('-', '_')}`;
  const options = useLoginOptions();
  const forward = useLoginForward();
  const [failure, setFailure] = useState<{ statusCode: string | null } | null>(null);
  const [leaving, setLeaving] = useState(false);

  // Back from the identity service through the browser's history: the page may come from the cache.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const offered = options.data === undefined || options.data[login.group].includes(login.code);

  async function start() {
    setFailure(null);
    try {
      const form = forwardForm(await forward.mutateAsync(login.code), window.location.href);
      if (!form) {
        setFailure({ statusCode: null });
        return;
      }
      setLeaving(true);
      submitForward(form);
    } catch (error) {
      // An ended session has been handled by the API client.
      if (error instanceof ServiceError && error.kind === 'session-timeout') return;
      setFailure({ statusCode: statusCodeOf(error) });
    }
  }

  return (
    <>
      <ScreenTitle title={t(`${textKey}.title`)} />
      {offered ? (
        <>
          <p className="utrecht-paragraph">{t(`${textKey}.text`)}</p>
          {failure ? (
            <Alert type="error">
              <p className="utrecht-paragraph">{plainText(t('login.forward.failed'))}</p>
              {failure.statusCode ? (
                <p className="utrecht-paragraph">
                  {t('login.forward.status_code', { statusCode: failure.statusCode })}
                </p>
              ) : null}
            </Alert>
          ) : null}
          <div className="pl-form__actions">
            <button
              type="button"
              className="utrecht-button utrecht-button--primary-action"
              disabled={options.isPending || forward.isPending || leaving}
              onClick={() => void start()}
            >
              {t(`${textKey}.continue`)}
            </button>
          </div>
        </>
      ) : (
        <p className="utrecht-paragraph">{t('login.external.unavailable')}</p>
      )}
      <BackLink to={`${login.back}${plateQuery(location.search)}`} />
    </>
  );
}

export function LoginPersonScreen() {
  return <ExternalLoginScreen kind="person" />;
}

export function LoginEuCitizenScreen() {
  return <ExternalLoginScreen kind="eu-citizen" />;
}

export function LoginCompanyScreen() {
  return <ExternalLoginScreen kind="company" />;
}
