/** The payments feature: paying directly, payment links, open payments and the public portal (lifecycle 2.16–2.20). */
export { ConfirmationPayProductsScreen } from './components/confirmation-pay-products-screen';
export { ConfirmPaymentLinkScreen, PaymentDetailsScreen, PaymentsScreen } from './components/payment-link-screens';
export { PaymentPortalScreen } from './components/payment-portal-screen';
export { PaymentProcessScreen, ProcessResultScreen } from './components/payment-result-screens';
