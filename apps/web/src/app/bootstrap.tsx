/**
 * Start-up: tenant, look, authorization, API client, language; then the first render.
 * The page carries the settings map and login options; the bundled texts paint at once and the
 * server's texts replace them when they differ. A logged-in visitor's first calls (the user record
 * that the e-mail gate waits on, the header's counts) start here, along with the screen's code,
 * and the texts' update waits until the first screen has its data, has been painted and the browser is idle.
 */
import type { Locale } from '@parkeerloket/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { eloketSettingsQueryOptions } from '../api/get-eloket-settings';
import { loginOptionsQueryOptions, toLoginOptions } from '../api/get-login-options';
import { nawQueryOptions } from '../api/get-naw';
import { overviewCountsQueryOptions } from '../api/get-overview-counts';
import { paymentServicesQueryOptions } from '../api/get-payment-services';
import { requestablePermitsQueryOptions } from '../api/get-requestable-permits';
import { cartQueryOptions } from '../features/cart/api/get-cart';
import { announcementsQueryOptions } from '../features/home/api/get-announcements';
import { configureApiClient } from '../lib/api-client';
import { isAuthorized, loadAuthorization, setAuthorized } from '../lib/authorization';
import { readBootData } from '../lib/boot-data';
import { showFailure } from '../lib/failure-message';
import { screenShown } from '../lib/first-screen';
import { currentLocale, i18n, startI18n, syncTexts } from '../lib/i18n';
import { trackInputModality } from '../lib/input-modality';
import { browserLanguages, chooseLocale, LANGUAGE_OF } from '../lib/locale';
import { clearLoginSession } from '../lib/login-session';
import { showMessage } from '../lib/messages';
import { navigateTo } from '../lib/navigation';
import { paths } from '../lib/paths';
import { loadContrast, storedLocale } from '../lib/preferences';
import { endPageStart, forgetSessionData, prefetchWithPage, queryClient } from '../lib/query-client';
import { type SettingsMap, settingFlag } from '../lib/settings-map';
import { storageAvailable } from '../lib/storage';
import { setStorageAvailable } from '../lib/storage-status';
import { currentTenant, setCurrentTenant, tenantBase, tenantFromPath } from '../lib/tenant';
import { ensureTenantStylesheet } from '../lib/theme';
import { yieldToMain } from '../lib/yield-to-main';
import { App } from './app';
import { NoTenantPage } from './no-tenant-page';
import { createRouter } from './router';

export async function bootstrap(container: HTMLElement): Promise<void> {
  const tenant = tenantFromPath(window.location.pathname);
  // The municipality's look starts loading with the first chunk's evaluation; the rest of start-up runs in tasks of
  // its own. Lighthouse's simulation counts the task that starts the first calls in full at the first paint (four
  // times over, less 50 ms): the evaluation while it started them, with the storage probe and the boot data beside
  // them (decision 061). So that task starts the calls and nothing else.
  if (tenant !== null) ensureTenantStylesheet(tenant);
  await yieldToMain();
  loadContrast();
  trackInputModality();
  const locale = storedLocale() ?? chooseLocale(browserLanguages());
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
  if (isAuthorized()) {
    await yieldToMain();
    startSessionQueries(tenant, locale, boot.settings);
  }
  // The first chunk's evaluation, i18n's start and the router's were one task: with the first calls under way, each
  // gets a task of its own, and the browser can answer input between them (lib/yield-to-main.ts, decision 059).
  await yieldToMain();
  await startI18n(tenant, locale, boot.texts);
  await yieldToMain();
  const router = createRouter(tenant);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Once the router has the first screen's code (the welcome screen's at once: it is in this chunk), in a
  // transition: React renders it in slices of a few milliseconds and lets the browser answer input in between,
  // instead of one long task. Not earlier: RouterProvider reads the router's state when it renders and subscribes
  // only once it is committed, so a route arriving during a sliced render would be missed and the page would stay
  // blank. Before that the page would show nothing anyway (decision 036).
  await routerReady(router);
  startTransition(() => root.render(app));
  whenFirstScreenSettled(router, () => afterPaintWhenIdle(() => void syncTexts()));
  // What was started for the first screen is for that screen only: not for one navigated to after it.
  const first = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === first) return;
    endPageStart();
    stop();
  });
}

/** Resolves once the router has loaded what its first screen needs (or failed to: that is a state too). */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The paths (after /{tenant}) of home, whose tiles show the overview counts. */
const HOME_PATHS = new Set(['', '/home', '/index.html']);
/** The paths of the screens that start from the list of requestable products (the catalogue, the request flow). */
const CATALOGUE_PATHS = /^\/(requestable-products|request-product\/[^/]+\/[^/]+)$/;
/** The path of the shopping cart, which shows the cart's items and the municipality's payment services. */
const CART_PATH = '/shopping-cart';

/**
 * The calls every authenticated screen waits on, started before the screen's code has loaded instead of after it: the
 * user record (the e-mail gate, app/email-gate-layout.tsx) and the overview counts (home's tiles, the header's cart
 * badge), on home its announcements, on the catalogue and the request flow the requestable products, and on the cart
 * its items and the payment services. The same queries the screens use, so they are asked once; a session that has
 * ended answers as it would to the screen.
 */
function startSessionQueries(tenant: string, locale: Locale, settings: SettingsMap | undefined): void {
  void queryClient.prefetchQuery(nawQueryOptions());
  const rest = window.location.pathname.slice(tenantBase(tenant).length).replace(/\/+$/, '');
  const onHome = HOME_PATHS.has(rest);
  if (onHome || (settings && settingFlag(settings, 'SHOW_SHOPPING_CART_ICON'))) {
    void queryClient.prefetchQuery(overviewCountsQueryOptions());
  }
  // Home's announcements: asked for here, the screen's first commit finds them under way (or there) instead of
  // starting the call among its effects, in the task that follows its first paint.
  if (onHome) void queryClient.prefetchQuery(announcementsQueryOptions());
  if (CATALOGUE_PATHS.test(rest)) prefetchWithPage(requestablePermitsQueryOptions(LANGUAGE_OF[locale]));
  if (rest === CART_PATH) {
    prefetchWithPage(cartQueryOptions(LANGUAGE_OF[locale]));
    void queryClient.prefetchQuery(paymentServicesQueryOptions());
  }
}

/** The longest an idle moment is waited for (a page that never idles still gets its texts' update). */
const IDLE_LIMIT_MS = 2000;

/**
 * Runs `then` once the browser has painted what it is rendering now and has an idle moment: the
 * texts' comparison with the server (two calls, about 20 KB) then neither delays the first screen's
 * paint nor shares the network with what that screen still loads (its images, its later calls).
 */
function afterPaintWhenIdle(then: () => void): void {
  requestAnimationFrame(() =>
    // The second frame's callback runs after the first frame has been painted.
    requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(then, { timeout: IDLE_LIMIT_MS });
      else setTimeout(then, 200);
    }),
  );
}

/** The longest the texts' update waits for the first screen (a screen that keeps polling never settles). */
const SETTLE_LIMIT_MS = 3000;

/**
 * Runs `then` once the first screen is there (its title shown, lib/first-screen.ts) and has its first
 * data (no query in flight), or after SETTLE_LIMIT_MS: work that the screen does not need waits.
 */
function whenFirstScreenSettled(router: ReturnType<typeof createRouter>, then: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(limit);
    stopRouter();
    stopQueries();
    stopScreen();
    then();
  };
  const check = () => {
    if (screenShown.get() && router.state.navigation.state === 'idle' && queryClient.isFetching() === 0)
      // After React has rendered what the last answer brought (and the screen its own calls, if it has any).
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (queryClient.isFetching() === 0) finish();
        }, 0),
      );
  };
  const limit = setTimeout(finish, SETTLE_LIMIT_MS);
  const stopRouter = router.subscribe(check);
  const stopQueries = queryClient.getQueryCache().subscribe(check);
  const stopScreen = screenShown.subscribe(check);
  check();
}
