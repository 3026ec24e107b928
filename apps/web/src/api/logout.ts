/** login/logout (core 2.10, 4.1, 7.2): ends the session, then leaves for the start with the deep-link plate. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../lib/api-client';
import { setAuthorized } from '../lib/authorization';
import { logoutDestination, readDeepLinkPlateCookie } from '../lib/deep-link-plate';
import { endpoints } from '../lib/endpoints';
import { clearLoginSession } from '../lib/login-session';
import { navigateTo } from '../lib/navigation';
import { forgetSessionData } from '../lib/query-client';

export async function logout(): Promise<void> {
  try {
    await callService(endpoints.logout, {}, { quiet: true });
  } finally {
    // Locally the user is logged out even when the server could not be told.
    setAuthorized(false);
    clearLoginSession();
    forgetSessionData();
    navigateTo(logoutDestination(readDeepLinkPlateCookie()));
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
