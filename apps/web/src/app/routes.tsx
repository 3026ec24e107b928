/**
 * The route table: every route of core 2.1 and lifecycle 2.1, relative to /{tenant}
 * (the router's basename). Screens load lazily, so the welcome screen does not carry the
 * code of the others. A route whose screen a later issue builds shows a placeholder until
 * then: that issue replaces its `screen` here.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../features/shell/components/app-layout';
import { RequireAuthorization } from './require-authorization';

type Screen = () => Promise<{ Component: ComponentType }>;

const placeholder: Screen = async () => ({
  Component: (await import('../components/placeholder-screen')).PlaceholderScreen,
});
const home: Screen = async () => ({ Component: (await import('../features/home/components/home-screen')).HomeScreen });
const welcome: Screen = async () => ({
  Component: (await import('../features/login/components/welcome-screen')).WelcomeScreen,
});
const settings: Screen = async () => ({
  Component: (await import('../features/settings/components/settings-screen')).SettingsScreen,
});
const notFound: Screen = async () => ({
  Component: (await import('../features/shell/components/not-found-screen')).NotFoundScreen,
});

interface RouteEntry {
  path: string;
  screen: Screen;
}

/** Public routes (core 2.1; lifecycle 2.20). */
export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  { path: 'welcome', screen: welcome },
  { path: 'login', screen: welcome },
  { path: 'settings', screen: settings },
  { path: 'login-person', screen: placeholder },
  { path: 'login-citizens', screen: placeholder },
  { path: 'login-companies', screen: placeholder },
  { path: 'login-company', screen: placeholder },
  { path: 'login-eu-citizen', screen: placeholder },
  { path: 'login-permit', screen: placeholder },
  { path: 'send-email-verification-permit', screen: placeholder },
  { path: 'email-verification-code-permit', screen: placeholder },
  { path: 'process-login', screen: placeholder },
  { path: 'choose-branches', screen: placeholder },
  { path: 'request-new-password', screen: placeholder },
  { path: 'register-password', screen: placeholder },
  { path: 'paymentportal', screen: placeholder },
];

/** Routes behind authorization (core 2.1; lifecycle 2.1). '/waiting-list/' matches 'waiting-list' too. */
export const AUTHORIZED_ROUTES: readonly RouteEntry[] = [
  { path: 'home', screen: home },
  { path: 'index.html', screen: home },
  { path: 'requestable-products', screen: placeholder },
  { path: 'request-product/:permitTypeId/:areaId', screen: placeholder },
  { path: 'current-products', screen: placeholder },
  { path: 'product-details/:rootRqtId', screen: placeholder },
  { path: 'manage-lic-plates/:rootRqtId', screen: placeholder },
  { path: 'terminate-with-restriction/:rootRqtId', screen: placeholder },
  { path: 'confirmation-terminate/:rootRqtId', screen: placeholder },
  { path: 'view-documents/:rootRqtId', screen: placeholder },
  { path: 'view-cards/:rootRqtId', screen: placeholder },
  { path: 'permits-history', screen: placeholder },
  { path: 'permit-history-details/:rootRqtId', screen: placeholder },
  { path: 'view-history-documents/:rootRqtId', screen: placeholder },
  { path: 'view-history-cards/:rootRqtId', screen: placeholder },
  { path: 'pending-requests', screen: placeholder },
  { path: 'upload-files-for-pending-request/:requestId', screen: placeholder },
  { path: 'prolongations', screen: placeholder },
  { path: 'prolongation-item-details/:requestId', screen: placeholder },
  { path: 'confirmation-for-prolongation/:requestId', screen: placeholder },
  { path: 'view-documents-for-prolongation/:requestId', screen: placeholder },
  { path: 'waiting-list', screen: placeholder },
  { path: 'waiting-item-details/:wltId', screen: placeholder },
  { path: 'confirmation-for-waiting/:wltId', screen: placeholder },
  { path: 'view-documents-for-waiting/:wltId', screen: placeholder },
  { path: 'shopping-cart', screen: placeholder },
  { path: 'confirmation-pay-products', screen: placeholder },
  { path: 'payment-process', screen: placeholder },
  { path: 'process-result', screen: placeholder },
  { path: 'confirm-payment-link', screen: placeholder },
  { path: 'payments', screen: placeholder },
  { path: 'payment-details/:uniqeId', screen: placeholder },
  { path: 'start-camera', screen: placeholder },
  { path: 'user', screen: placeholder },
  { path: 'set-email', screen: placeholder },
  { path: 'send-verifications-email', screen: placeholder },
  { path: 'email-verification-code', screen: placeholder },
  { path: 'iban-editor', screen: placeholder },
  { path: 'address-type-step', screen: placeholder },
  { path: 'zipcode-step', screen: placeholder },
  { path: 'dutch-address-step', screen: placeholder },
  { path: 'select-country-step', screen: placeholder },
  { path: 'foreign-address-step', screen: placeholder },
  { path: 'confirm-address-step', screen: placeholder },
];

const toRoute = ({ path, screen }: RouteEntry): RouteObject => ({ path, lazy: screen });

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: () => null,
    children: [
      ...PUBLIC_ROUTES.map(toRoute),
      {
        element: <RequireAuthorization />,
        children: [{ index: true, lazy: home }, ...AUTHORIZED_ROUTES.map(toRoute)],
      },
      { path: '*', lazy: notFound },
    ],
  },
];
