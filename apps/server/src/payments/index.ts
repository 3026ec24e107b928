/**
 * The payments area: payments bundling invoices, the payment state machine, the provider adapters
 * (simulator, Mollie), the endpoints, the webhook and the simulator's checkout, and the reconcile job.
 * See docs/adapters/payments.md.
 */

export {
  type DeliverOptions,
  deliverPaymentProblem,
  type PaymentDelivery,
  PaymentDeliveryError,
  type PaymentDeliveryRefusal,
} from './deliver-payment-problem.js';
export { shownReference } from './display-reference.js';
export { MOLLIE_STATUS_MAP, mapMollieStatus, mollieProvider } from './mollie-provider.js';
export { type PaymentEnv, readPaymentEnv } from './payment-env.js';
export { type PaymentExportFilters, paymentExportBatch, revenuePerMonth } from './payment-export.js';
export {
  createPaymentHandlers,
  directPaymentForward,
  openPaymentsEnder,
  type PaymentDependencies,
} from './payment-handlers.js';
export { paymentsOfRelation, relationIdOfPaymentReference } from './payment-listing.js';
export { type PaymentState, type ProviderStatus, transitionPayment } from './payment-machine.js';
export type { PaymentProvider } from './payment-provider.js';
export {
  findPaymentWithInvoices,
  listPaidPayments,
  type PaymentWithInvoices,
  paymentHolding,
  paymentIdHolding,
  paymentReferencesById,
} from './payment-repository.js';
export { type PaymentRoutesOptions, paymentRoutesPlugin } from './payment-routes.js';
export {
  countOpenPayments,
  createPaymentLink,
  DEFAULT_PAYMENT_LINK_VALID_DAYS,
  PAYMENT_LINK_VALID_DAYS_SETTING,
} from './payment-service.js';
export { PAYMENT_JOBS, RECONCILE_AFTER_MS, reconcilePaymentsJob } from './payments-jobs.js';
export {
  configurePaymentProvider,
  describePaymentProvider,
  PaymentProviderConfigError,
  type ProviderChoice,
} from './provider-settings.js';
