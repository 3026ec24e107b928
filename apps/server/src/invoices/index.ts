/**
 * The invoices area: the invoices table (one invoice per request, plate change or prolongation that
 * costs money), charging through `createInvoice`, and what paying each kind brings (a registry the
 * composition root fills). The cart lists invoices; the payments area settles them.
 */
export { applyInvoicePaid, type InvoicePaidEffect, onInvoicePaid } from './invoice-effects.js';
export { invoicesOfRelation } from './invoice-listing.js';
export {
  cancelOpenInvoice,
  countOpenInvoicesOf,
  findInvoiceByReference,
  findInvoices,
  type InvoiceRow,
  invoicesByIdQuery,
  type ListedOpenInvoice,
  listOpenInvoices,
  lockInvoices,
  lockOwnInvoices,
  markInvoicePaid,
  markRequestInvoicePaidOutside,
  type NewInvoice,
  newReference,
  openInvoiceJson,
  openInvoicesCountQuery,
  openInvoicesQuery,
  openPaymentsHolding,
  openPaymentsOfRequests,
  type RequestInPayment,
  requestPaymentJson,
} from './invoice-repository.js';
export { createInvoice, refuseWhileInPayment } from './invoice-service.js';
export { type HoldingPayment, onPaymentHolding, type PaymentHoldingFragments } from './payment-holding.js';
