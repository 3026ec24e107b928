/**
 * The end of every login kind (core 2.5–2.7, 4.1): the user is authorized, the server is
 * told the language in use (DECISIONS 1), and the user goes on through the e-mail gate
 * (core 2.9) to START_SCREEN_AFTER_LOGIN.
 */
import type { UserRecord } from '@parkeerloket/contract';
import { eloketSettingsQueryOptions } from '../../api/get-eloket-settings';
import { nawQueryOptions } from '../../api/get-naw';
import { setLanguage } from '../../api/set-language';
import { ServiceError } from '../../lib/api-client';
import { setAuthorized } from '../../lib/authorization';
import { currentLocale } from '../../lib/i18n';
import { fteInstructionDue } from '../../lib/login-session';
import { forgetSessionData, queryClient } from '../../lib/query-client';
import type { SettingsMap } from '../../lib/settings-map';
import { firstScreenAfterLogin } from './login-process';

type Navigate = (path: string, options: { replace: boolean }) => void;

export async function completeLogin(navigate: Navigate): Promise<void> {
  // Nothing of an earlier session (its counts, its user record) may show in this one.
  forgetSessionData();
  setAuthorized(true);
  fteInstructionDue.set(true);
  // The language only shapes the server's later messages and e-mail: no reason to wait or to bother the user.
  setLanguage(currentLocale.get(), { quiet: true }).catch(() => undefined);

  const settings: SettingsMap = await queryClient.fetchQuery(eloketSettingsQueryOptions()).catch(() => ({}));
  let naw: UserRecord | null | undefined;
  try {
    naw = await queryClient.fetchQuery(nawQueryOptions());
  } catch (error) {
    // A session that ended already has been handled by the API client (back to /welcome).
    if (error instanceof ServiceError && error.kind === 'session-timeout') return;
    naw = undefined;
  }
  navigate(firstScreenAfterLogin(naw, settings), { replace: true });
}
