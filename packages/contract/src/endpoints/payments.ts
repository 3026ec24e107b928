/**
 * Paying: direct payment status, payment links, open payments and the public payment portal
 * (lifecycle 2.16–2.20, 4.7, 7). The payment forward itself is eloket/get_forward_post.
 * The spec names transactionid and paymentreference without the p_ prefix (lifecycle 7): the server takes those
 * names as well as p_transactionid and p_paymentreference, which our web app sends like every other parameter.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  emptyResult,
  invoiceItem,
  invoiceReference,
  openPayment,
  paidPayment,
  paymentDetails,
  paymentHandleResult,
  paymentLink,
  paymentStatus,
  refundItem,
} from '../entities.js';
import { noParams, oneOf, optionalJsonList, optionalText, text, yn } from '../params.js';
import { PAYMENT_HANDLE_KINDS } from '../status-codes.js';

const reference = () => text(64);

/** The state of the session's current direct payment, read on return from the provider. */
export const getPaymentStatus = defineEndpoint({
  name: 'eloket/get_payment_status',
  area: 'payments',
  access: 'session',
  params: noParams,
  result: paymentStatus,
  spec: 'lifecycle 2.17, 3, 4.7, 7',
});

export const cancelBulkpayment = defineEndpoint({
  name: 'eloket/cancel_bulkpayment',
  area: 'payments',
  access: 'session',
  params: z.object({ p_transactionid: reference() }),
  aliases: { transactionid: 'p_transactionid' },
  result: emptyResult,
  spec: 'lifecycle 2.16, 2.17, 7',
});

/** The products just paid (/process-result). */
export const getPaidPermits = defineEndpoint({
  name: 'eloket/get_paid_permits',
  area: 'payments',
  access: 'session',
  params: noParams,
  result: invoiceItem,
  spec: 'lifecycle 2.17, 7',
});

export const getOpenPayments = defineEndpoint({
  name: 'eloket/get_open_payments',
  area: 'payments',
  access: 'session',
  params: noParams,
  result: openPayment,
  spec: 'lifecycle 2.19, 3, 4.7, 7',
});

/**
 * Ours (issue 26, decision 030): the payments the resident made, newest first, each with what it paid for;
 * the second list of /payments. The specification lists open payments only (lifecycle 2.19).
 */
export const getPaidPayments = defineEndpoint({
  name: 'eloket/get_paid_payments',
  area: 'payments',
  access: 'session',
  params: noParams,
  result: paidPayment,
  spec: 'lifecycle 2.19 (ours, decision 030)',
});

/** Ours (issue 26, decision 030): the resident's refunds, newest first, with where each stands. */
export const getRefunds = defineEndpoint({
  name: 'eloket/get_refunds',
  area: 'payments',
  access: 'session',
  params: noParams,
  result: refundItem,
  spec: 'lifecycle 2.10, 2.19 (ours, decision 030)',
});

export const getPaymentDetails = defineEndpoint({
  name: 'eloket/get_payment_details',
  area: 'payments',
  access: 'session',
  params: z.object({ p_int_reference: reference() }),
  result: paymentDetails,
  spec: 'lifecycle 2.19, 3, 7',
});

/**
 * p_initial Y creates a payment link for p_invoices and e-mails it; N sends the link with
 * p_internal_reference again.
 */
export const createPaymentSendLink = defineEndpoint({
  name: 'eloket/create_payment_send_link',
  area: 'payments',
  access: 'session',
  params: z
    .object({
      p_initial: yn(),
      p_internal_reference: optionalText(64),
      p_invoices: optionalJsonList(invoiceReference),
    })
    .superRefine((value, ctx) => {
      if (value.p_initial === 'Y' && value.p_invoices.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'required', path: ['p_invoices'] });
      }
      if (value.p_initial === 'N' && value.p_internal_reference === '') {
        ctx.addIssue({ code: 'custom', message: 'required', path: ['p_internal_reference'] });
      }
    }),
  result: paymentLink,
  spec: 'lifecycle 2.15, 2.18, 3, 7',
});

/** Lifecycle 7 "Cancel payment link: transactionid (path not shown)". Only payment links can be withdrawn. */
export const cancelPaymentlink = defineEndpoint({
  name: 'eloket/cancel_paymentlink',
  area: 'payments',
  access: 'session',
  params: z.object({ p_transactionid: reference() }),
  aliases: { transactionid: 'p_transactionid' },
  result: emptyResult,
  spec: 'lifecycle 2.19, 4.7, 7',
});

/**
 * Sends a payment link again by its PAYMENTREFERENCE: a pending request's, or the one named on an
 * invoice the payment forward rejected because that link holds it (/confirmation-pay-products).
 */
export const sendPaymentlink = defineEndpoint({
  name: 'eloket/send_paymentlink',
  area: 'payments',
  access: 'session',
  params: z.object({ p_paymentreference: reference() }),
  aliases: { paymentreference: 'p_paymentreference' },
  result: emptyResult,
  spec: 'lifecycle 2.12, 2.16, 3, 4.3, 7',
});

/**
 * The public payment portal: GET {base}/paymentlink/handle/{payment|invoice}/{value}. The server maps the
 * two path segments into p_kind and p_value. Success is statuscode OK or PENDING.
 */
export const paymentlinkHandle = defineEndpoint({
  name: 'paymentlink/handle',
  area: 'payments',
  methods: ['GET'],
  access: 'public',
  params: z.object({ p_kind: oneOf(PAYMENT_HANDLE_KINDS), p_value: text(128) }),
  result: paymentHandleResult,
  spec: 'lifecycle 2.20, 3, 4.7, 7, 8; DECISIONS 1',
});
