/**
 * The cart area: invoices (one per request, plate change or prolongation that costs money) and the
 * cart that lists them. Other areas charge for something ONLY through `createInvoice`; the payments
 * area settles invoices through the functions below.
 */
export { cartHandlers } from './cart-handlers.js';
export {
  cartCountPart,
  countCartItems,
  createInvoice,
  type InvoiceVerdict,
  invoiceItemOf,
  invoiceProduct,
  invoiceStatusText,
  isProductExpired,
  judgeInvoices,
  listCart,
  stillPayable,
} from './cart-service.js';
export { type CartItemToWithdraw, refuseWhileInPayment, withdrawCartItem } from './cart-withdraw.js';
export { applyInvoicePaid, type InvoicePaidEffect, onInvoicePaid } from './invoice-effects.js';
export {
  cancelOpenInvoice,
  findInvoiceByReference,
  findInvoices,
  type InvoiceRow,
  lockInvoices,
  markInvoicePaid,
  markRequestInvoicePaidOutside,
  type NewInvoice,
  newReference,
  openPaymentsOfRequests,
  type RequestInPayment,
} from './invoice-repository.js';
