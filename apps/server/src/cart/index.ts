/**
 * The cart area: the relation's invoices listed as cart items, judged before a payment takes them,
 * and withdrawn. The invoices themselves belong to the invoices area.
 */
export { cartHandlers } from './cart-handlers.js';
export {
  cartCountPart,
  cartItemState,
  countCartItems,
  type InvoiceVerdict,
  invoiceItemOf,
  invoiceItemsOf,
  invoiceProduct,
  invoiceStatusText,
  isProductExpired,
  judgeInvoices,
  listCart,
  stillPayable,
  stillPayableInvoiceIds,
} from './cart-service.js';
export { type CartItemToWithdraw, withdrawCartItem } from './cart-withdraw.js';
