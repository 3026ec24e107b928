/** Handlers of the resident's paid payments and refunds (ours, decision 030): thin, the service does the work. */
import { getPaidPayments, getRefunds } from '@parkeerloket/contract';
import { handle } from '../http/handler.js';
import { paidPayments, refunds } from './receipt-service.js';

export function createReceiptHandlers() {
  return [handle(getPaidPayments, (ctx) => paidPayments(ctx)), handle(getRefunds, (ctx) => refunds(ctx))];
}
