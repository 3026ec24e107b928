/**
 * The route table: every route of core 2.1 and lifecycle 2.1, relative to /{tenant}
 * (the router's basename). Screens load lazily, so the welcome screen does not carry the
 * code of the others.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { WelcomeScreen } from '../features/login/components/welcome-screen';
import { AppLayout } from '../features/shell/components/app-layout';
import { loadAllTexts } from '../lib/i18n';
import { RequireAuthorization } from './require-authorization';

type Screen = () => Promise<{ Component: ComponentType }>;

/**
 * A screen past the welcome screen: its code and every bundled text (lib/bundled-texts.ts)
 * load together, so the welcome screen carries neither.
 */
function screen(load: () => Promise<ComponentType>): Screen {
  return async () => {
    const [Component] = await Promise.all([load(), loadAllTexts()]);
    return { Component };
  };
}

const home = screen(async () => (await import('../features/home/components/home-screen')).HomeScreen);
// The first screen of every visitor: in the initial chunk, so it costs no extra round trip.
const welcome: Screen = async () => ({ Component: WelcomeScreen });
const settings: Screen = async () => ({
  Component: (await import('../features/settings/components/settings-screen')).SettingsScreen,
});
const notFound: Screen = async () => ({
  Component: (await import('../features/shell/components/not-found-screen')).NotFoundScreen,
});
const cart = screen(async () => (await import('../features/cart')).ShoppingCartScreen);
const prolongationScreens = () => import('../features/prolongations');
const prolongations = screen(async () => (await prolongationScreens()).ProlongationsScreen);
const prolongationDetails = screen(async () => (await prolongationScreens()).ProlongationDetailsScreen);
const prolongationConfirm = screen(async () => (await prolongationScreens()).ConfirmationForProlongationScreen);
const prolongationDocuments = screen(async () => (await prolongationScreens()).ViewDocumentsForProlongationScreen);
const payments = () => import('../features/payments');
const confirmPay = screen(async () => (await payments()).ConfirmationPayProductsScreen);
const paymentProcess = screen(async () => (await payments()).PaymentProcessScreen);
const processResult = screen(async () => (await payments()).ProcessResultScreen);
const confirmLink = screen(async () => (await payments()).ConfirmPaymentLinkScreen);
const openPayments = screen(async () => (await payments()).PaymentsScreen);
const paymentDetails = screen(async () => (await payments()).PaymentDetailsScreen);
const paymentPortal = screen(async () => (await payments()).PaymentPortalScreen);
const waitingList = () => import('../features/waiting-list');
const waitingListScreen = screen(async () => (await waitingList()).WaitingListScreen);
const waitingItemDetails = screen(async () => (await waitingList()).WaitingItemDetailsScreen);
// The waiting-item request flow: the waiting-list screen with the request flow's stages (features do not import each other).
const confirmationForWaiting = screen(async () => {
  const [{ ConfirmationForWaitingScreen }, { RequestFlowScreen }] = await Promise.all([
    waitingList(),
    import('../features/request-flow'),
  ]);
  return () => <ConfirmationForWaitingScreen Flow={RequestFlowScreen} />;
});
const waitingDocuments = screen(async () => (await waitingList()).ViewDocumentsForWaitingScreen);
const help = () => import('../features/help');
const contactAndHelp = screen(async () => (await help()).ContactAndHelpScreen);
const accessibilityStatement = screen(async () => (await help()).AccessibilityStatementScreen);
const emailGate = screen(async () => (await import('./email-gate-layout')).EmailGateLayout);

const loginChoice = () => import('../features/login/components/login-choice-screen');
const loginCitizens = screen(async () => (await loginChoice()).LoginCitizensScreen);
const loginCompanies = screen(async () => (await loginChoice()).LoginCompaniesScreen);
const externalLogin = () => import('../features/login/components/external-login-screen');
const loginPerson = screen(async () => (await externalLogin()).LoginPersonScreen);
const loginEuCitizen = screen(async () => (await externalLogin()).LoginEuCitizenScreen);
const loginCompany = screen(async () => (await externalLogin()).LoginCompanyScreen);
const loginPermit = screen(
  async () => (await import('../features/login/components/permit-login-screen')).PermitLoginScreen,
);
const processLogin = screen(
  async () => (await import('../features/login/components/process-login-screen')).ProcessLoginScreen,
);
const otp = () => import('../features/login/components/otp-screens');
const otpSent = screen(async () => (await otp()).SendEmailVerificationPermitScreen);
const otpCode = screen(async () => (await otp()).EmailVerificationCodePermitScreen);
const chooseBranches = screen(
  async () => (await import('../features/login/components/choose-branches-screen')).ChooseBranchesScreen,
);
const requestNewPassword = screen(
  async () => (await import('../features/login/components/request-new-password-screen')).RequestNewPasswordScreen,
);
const registerPassword = screen(
  async () => (await import('../features/login/components/register-password-screen')).RegisterPasswordScreen,
);
const setEmail = screen(async () => (await import('../features/profile/components/set-email-screen')).SetEmailScreen);
// The spec's code screens are part of /set-email (issue 24): their paths lead there.
const sendVerification = screen(
  async () => (await import('../features/profile/components/set-email-screen')).SendVerificationRedirect,
);
const catalogue = () => import('../features/catalogue/components/requestable-products-screen');
const requestableProducts = screen(async () => (await catalogue()).RequestableProductsScreen);
const profile = screen(async () => (await import('../features/profile/components/profile-screen')).ProfileScreen);
const ibanEditor = screen(
  async () => (await import('../features/profile/components/iban-editor-screen')).IbanEditorScreen,
);
const wizard = () => import('../features/profile/components/address-wizard-screens');
const addressTypeStep = screen(async () => (await wizard()).AddressTypeStepScreen);
const zipcodeStep = screen(async () => (await wizard()).ZipcodeStepScreen);
const dutchAddressStep = screen(async () => (await wizard()).DutchAddressStepScreen);
const selectCountryStep = screen(async () => (await wizard()).SelectCountryStepScreen);
const foreignAddressStep = screen(async () => (await wizard()).ForeignAddressStepScreen);
const confirmAddressStep = screen(async () => (await wizard()).ConfirmAddressStepScreen);
const requestProduct = screen(async () => (await import('../features/request-flow')).RequestFlowScreen);
const pendingRequests = screen(async () => (await import('../features/pending')).PendingRequestsScreen);
const pendingRequest = screen(async () => (await import('../features/request-flow')).PendingRequestScreen);
const products = () => import('../features/products');
const currentProducts = screen(async () => (await products()).CurrentProductsScreen);
const productDetails = screen(async () => (await products()).ProductDetailsScreen);
const managePlates = screen(async () => (await products()).ManagePlatesScreen);
const viewCards = screen(async () => (await products()).ViewCardsScreen);
const viewDocuments = screen(async () => (await products()).ViewDocumentsScreen);
const termination = () => import('../features/termination');
const terminateStep1 = screen(async () => (await termination()).TerminateWithRestrictionScreen);
const terminateStep2 = screen(async () => (await termination()).ConfirmationTerminateScreen);
const history = () => import('../features/history');
const permitsHistory = screen(async () => (await history()).PermitsHistoryScreen);
const historyDetails = screen(async () => (await history()).PermitHistoryDetailsScreen);
const historyDocuments = screen(async () => (await history()).ViewHistoryDocumentsScreen);
const historyCards = screen(async () => (await history()).ViewHistoryCardsScreen);

interface RouteEntry {
  path: string;
  screen: Screen;
}

/** Public routes (core 2.1; lifecycle 2.20). */
export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  { path: 'welcome', screen: welcome },
  { path: 'login', screen: welcome },
  { path: 'settings', screen: settings },
  { path: 'login-person', screen: loginPerson },
  { path: 'login-citizens', screen: loginCitizens },
  { path: 'login-companies', screen: loginCompanies },
  { path: 'login-company', screen: loginCompany },
  { path: 'login-eu-citizen', screen: loginEuCitizen },
  { path: 'login-permit', screen: loginPermit },
  { path: 'send-email-verification-permit', screen: otpSent },
  { path: 'email-verification-code-permit', screen: otpCode },
  { path: 'process-login', screen: processLogin },
  { path: 'choose-branches', screen: chooseBranches },
  { path: 'request-new-password', screen: requestNewPassword },
  { path: 'register-password', screen: registerPassword },
  { path: 'paymentportal', screen: paymentPortal },
  { path: 'contact-and-help', screen: contactAndHelp },
  { path: 'accessibility-statement', screen: accessibilityStatement },
];

/** Routes behind authorization (core 2.1; lifecycle 2.1). '/waiting-list/' matches 'waiting-list' too. */
export const AUTHORIZED_ROUTES: readonly RouteEntry[] = [
  { path: 'home', screen: home },
  { path: 'index.html', screen: home },
  { path: 'requestable-products', screen: requestableProducts },
  { path: 'request-product/:permitTypeId/:areaId', screen: requestProduct },
  { path: 'current-products', screen: currentProducts },
  { path: 'product-details/:rootRqtId', screen: productDetails },
  { path: 'manage-lic-plates/:rootRqtId', screen: managePlates },
  { path: 'terminate-with-restriction/:rootRqtId', screen: terminateStep1 },
  { path: 'confirmation-terminate/:rootRqtId', screen: terminateStep2 },
  { path: 'view-documents/:rootRqtId', screen: viewDocuments },
  { path: 'view-cards/:rootRqtId', screen: viewCards },
  { path: 'permits-history', screen: permitsHistory },
  { path: 'permit-history-details/:rootRqtId', screen: historyDetails },
  { path: 'view-history-documents/:rootRqtId', screen: historyDocuments },
  { path: 'view-history-cards/:rootRqtId', screen: historyCards },
  { path: 'pending-requests', screen: pendingRequests },
  { path: 'upload-files-for-pending-request/:requestId', screen: pendingRequest },
  { path: 'prolongations', screen: prolongations },
  { path: 'prolongation-item-details/:requestId', screen: prolongationDetails },
  { path: 'confirmation-for-prolongation/:requestId', screen: prolongationConfirm },
  { path: 'view-documents-for-prolongation/:requestId', screen: prolongationDocuments },
  { path: 'waiting-list', screen: waitingListScreen },
  { path: 'waiting-item-details/:wltId', screen: waitingItemDetails },
  { path: 'confirmation-for-waiting/:wltId', screen: confirmationForWaiting },
  { path: 'view-documents-for-waiting/:wltId', screen: waitingDocuments },
  { path: 'shopping-cart', screen: cart },
  { path: 'confirmation-pay-products', screen: confirmPay },
  { path: 'payment-process', screen: paymentProcess },
  { path: 'process-result', screen: processResult },
  { path: 'confirm-payment-link', screen: confirmLink },
  { path: 'payments', screen: openPayments },
  { path: 'payment-details/:uniqeId', screen: paymentDetails },
  { path: 'start-camera', screen: screen(async () => (await import('../features/documents/route')).StartCameraScreen) },
  { path: 'user', screen: profile },
  { path: 'set-email', screen: setEmail },
  { path: 'send-verifications-email', screen: sendVerification },
  { path: 'email-verification-code', screen: sendVerification },
  { path: 'iban-editor', screen: ibanEditor },
  { path: 'address-type-step', screen: addressTypeStep },
  { path: 'zipcode-step', screen: zipcodeStep },
  { path: 'dutch-address-step', screen: dutchAddressStep },
  { path: 'select-country-step', screen: selectCountryStep },
  { path: 'foreign-address-step', screen: foreignAddressStep },
  { path: 'confirm-address-step', screen: confirmAddressStep },
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
        children: [
          {
            // The e-mail gate (core 2.9) stands between authorization and every authenticated screen.
            lazy: emailGate,
            children: [{ index: true, lazy: home }, ...AUTHORIZED_ROUTES.map(toRoute)],
          },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];
