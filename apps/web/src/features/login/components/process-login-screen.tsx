/**
 * /process-login (core 2.5, 4.2): reached after every login. First the deep-link plate goes
 * to the server (and is forgotten here once it is taken), then the login process decides:
 * authorized, a one-time code, or a branch to choose. A failure returns to /login after the
 * message dialog has said why.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { ServiceError } from '../../../lib/api-client';
import { clearDeepLinkPlate, readDeepLinkPlate } from '../../../lib/deep-link-plate';
import { paths } from '../../../lib/paths';
import { runLoginProcess } from '../api/login-process';
import { setDeepLinkPlate } from '../api/set-deep-link-plate';
import { completeLogin } from '../complete-login';
import { loginProcessOutcome } from '../login-process';

type Navigate = (path: string, options: { replace: boolean }) => void;

const sessionEnded = (error: unknown) => error instanceof ServiceError && error.kind === 'session-timeout';

async function processLogin(navigate: Navigate): Promise<void> {
  const plate = readDeepLinkPlate();
  if (plate) {
    try {
      await setDeepLinkPlate(plate);
      clearDeepLinkPlate();
    } catch (error) {
      if (sessionEnded(error)) return;
      // Refused or unreachable: the login goes on without it, and the plate stays for a later login.
    }
  }
  let result: Awaited<ReturnType<typeof runLoginProcess>>;
  try {
    result = await runLoginProcess();
  } catch (error) {
    if (!sessionEnded(error)) navigate(paths.login, { replace: true });
    return;
  }
  const outcome = loginProcessOutcome(result);
  if (outcome.kind === 'authorized') await completeLogin(navigate);
  else navigate(outcome.to, { replace: true });
}

export function ProcessLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Runs once per visit: the login process must not be started twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void processLogin(navigate);
  }, [navigate]);

  return (
    <>
      <ScreenTitle title={t('login.process.title')} />
      <p className="utrecht-paragraph" role="status">
        {t('login.process.text')}
      </p>
    </>
  );
}
