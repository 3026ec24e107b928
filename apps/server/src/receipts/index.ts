/**
 * The resident's receipts and refunds (issue 26, decision 030): the payments made with their receipt PDFs,
 * and the refund orders with where each stands. Reads the payments' and the termination's tables through
 * their areas; owns none. Above both; used by the app's root (handlers and the receipt's route).
 */
export { createReceiptHandlers } from './receipt-handlers.js';
export { type ReceiptRoutesOptions, receiptRoutesPlugin } from './receipt-routes.js';
export { MUNICIPALITY_ADDRESS_SETTING } from './receipt-service.js';
