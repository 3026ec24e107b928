/**
 * Start-up: tenant, look, authorization, API client, language; then the first render.
 * The page carries the settings map and login options; the bundled texts paint at once and the
 * server's texts replace them when they differ.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { eloketSettingsQueryOptions } from '../api/get-eloket-settings';
import { loginOptionsQueryOptions, toLoginOptions } from '../api/get-login-options';
import { configureApiClient } from '../lib/api-client';
import { loadAuthorization, setAuthorized } from '../lib/authorization';
import { readBootData } from '../lib/boot-data';
import { showFailure } from '../lib/failure-message';
import { currentLocale, i18n, startI18n } from '../lib/i18n';
import { trackInputModality } from '../lib/input-modality';
import { browserLanguages, chooseLocale, LANGUAGE_OF } from '../lib/locale';
import { clearLoginSession } from '../lib/login-session';
import { showMessage } from '../lib/messages';
import { navigateTo } from '../lib/navigation';
import { paths } from '../lib/paths';
import { loadContrast, storedLocale } from '../lib/preferences';
import { forgetSessionData, queryClient } from '../lib/query-client';
import { storageAvailable } from '../lib/storage';
import { setStorageAvailable } from '../lib/storage-status';
import { currentTenant, setCurrentTenant, tenantFromPath } from '../lib/tenant';
import { ensureTenantStylesheet } from '../lib/theme';
import { App } from './app';
import { NoTenantPage } from './no-tenant-page';
import { createRouter } from './router';

export async function bootstrap(container: HTMLElement): Promise<void> {
  loadContrast();
  trackInputModality();
  const locale = storedLocale() ?? chooseLocale(browserLanguages());
  const tenant = tenantFromPath(window.location.pathname);
  const root = createRoot(container);

  if (tenant === null) {
    await startI18n(null, locale);
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <NoTenantPage />
        </I18nextProvider>
      </StrictMode>,
    );
    return;
  }

  setCurrentTenant(tenant);
  ensureTenantStylesheet(tenant);
  setStorageAvailable(storageAvailable());
  loadAuthorization(tenant);
  configureApiClient({
    tenant: currentTenant,
    language: () => LANGUAGE_OF[currentLocale.get()],
    onFailure: showFailure,
    onSessionTimeout(envelope) {
      setAuthorized(false);
      clearLoginSession();
      forgetSessionData();
      navigateTo(paths.welcome, { replace: true });
      if (envelope.statusmessage) showMessage({ type: 'W', text: envelope.statusmessage });
    },
  });

  // The page carries the settings and login options (lib/boot-data.ts); without them they are asked
  // for while the texts load, in the user's language.
  currentLocale.set(locale);
  const boot = readBootData();
  if (boot.settings) queryClient.setQueryData(eloketSettingsQueryOptions().queryKey, boot.settings);
  else void queryClient.prefetchQuery(eloketSettingsQueryOptions());
  if (boot.loginOptions)
    queryClient.setQueryData(loginOptionsQueryOptions().queryKey, toLoginOptions(boot.loginOptions));
  await startI18n(tenant, locale, boot.texts);
  const router = createRouter(tenant);
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
