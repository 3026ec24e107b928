/**
 * Every screen's path inside a municipality (core 2, lifecycle 2; the route table in app/routes.tsx): one
 * home, so a screen links to another area's screen by name and a renamed route changes in one place. Paths
 * are relative to the tenant (the router adds /{tenant}). A screen with ids in its path is a function of
 * them; the areas still to be built (current products, history, prolongations, waiting list, cart,
 * payments) are here already, so their screens and links use these names from the start.
 */
import { CONTACT_AND_HELP_PATH } from '@parkeerloket/contract';

type Id = number | string;

const withId = (base: string) => (id: Id) => `${base}/${encodeURIComponent(String(id))}`;

export const paths = {
  // ---- Public and part-way through login (core 2).
  welcome: '/welcome',
  login: '/login',
  settings: '/settings',
  loginPerson: '/login-person',
  loginCitizens: '/login-citizens',
  loginCompanies: '/login-companies',
  loginCompany: '/login-company',
  loginEuCitizen: '/login-eu-citizen',
  loginPermit: '/login-permit',
  otpSent: '/send-email-verification-permit',
  otpCode: '/email-verification-code-permit',
  processLogin: '/process-login',
  chooseBranches: '/choose-branches',
  requestNewPassword: '/request-new-password',
  registerPassword: '/register-password',
  paymentPortal: '/paymentportal',
  // Ours (issue 26, decision 031): the municipality's help pages, public.
  contactAndHelp: CONTACT_AND_HELP_PATH,
  accessibilityStatement: '/accessibility-statement',

  // ---- Home and requesting (core 3; lifecycle 2.2, 2.3).
  home: '/home',
  requestableProducts: '/requestable-products',
  requestProduct: (permitTypeId: Id, areaId: Id) =>
    `/request-product/${encodeURIComponent(String(permitTypeId))}/${encodeURIComponent(String(areaId))}`,

  // ---- Current products (lifecycle 2.6 to 2.10).
  currentProducts: '/current-products',
  productDetails: withId('/product-details'),
  manageLicensePlates: withId('/manage-lic-plates'),
  terminateWithRestriction: withId('/terminate-with-restriction'),
  confirmationTerminate: withId('/confirmation-terminate'),
  viewDocuments: withId('/view-documents'),
  viewCards: withId('/view-cards'),

  // ---- History (lifecycle 2.11).
  permitsHistory: '/permits-history',
  permitHistoryDetails: withId('/permit-history-details'),
  viewHistoryDocuments: withId('/view-history-documents'),
  viewHistoryCards: withId('/view-history-cards'),

  // ---- Pending requests (lifecycle 2.12).
  pendingRequests: '/pending-requests',
  uploadFilesForPendingRequest: withId('/upload-files-for-pending-request'),

  // ---- Prolongations (lifecycle 2.13).
  prolongations: '/prolongations',
  prolongationItemDetails: withId('/prolongation-item-details'),
  confirmationForProlongation: withId('/confirmation-for-prolongation'),
  viewDocumentsForProlongation: withId('/view-documents-for-prolongation'),

  // ---- Waiting list (lifecycle 2.14).
  waitingList: '/waiting-list',
  waitingItemDetails: withId('/waiting-item-details'),
  confirmationForWaiting: withId('/confirmation-for-waiting'),
  viewDocumentsForWaiting: withId('/view-documents-for-waiting'),

  // ---- Cart and payments (lifecycle 2.15 to 2.20).
  shoppingCart: '/shopping-cart',
  confirmationPayProducts: '/confirmation-pay-products',
  paymentProcess: '/payment-process',
  processResult: '/process-result',
  confirmPaymentLink: '/confirm-payment-link',
  payments: '/payments',
  paymentDetails: withId('/payment-details'),

  // ---- Documents (lifecycle 2.5: the full-screen camera).
  startCamera: '/start-camera',

  // ---- Profile and the e-mail gate (core 2.9, 2.13, 2.14).
  user: '/user',
  setEmail: '/set-email',
  sendVerificationEmail: '/send-verifications-email',
  emailVerificationCode: '/email-verification-code',
  ibanEditor: '/iban-editor',
  addressTypeStep: '/address-type-step',
  zipcodeStep: '/zipcode-step',
  dutchAddressStep: '/dutch-address-step',
  selectCountryStep: '/select-country-step',
  foreignAddressStep: '/foreign-address-step',
  confirmAddressStep: '/confirm-address-step',
} as const;
