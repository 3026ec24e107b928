/**
 * The payment calls (lifecycle 2.16–2.20, 7). The amount is never sent: the server computes it
 * from the invoices named. After anything that changes what is owed, the cart and the counts (the
 * cart badge, the home tiles) are fetched again.
 */
import {
  encodeInvoiceReferences,
  type InvoiceItem,
  type OpenPayment,
  type PaidPayment,
  type PaymentDetails,
  type PaymentHandleKind,
  type PaymentHandleResult,
  type PaymentLink,
  type PaymentStatusItem,
  type paymentlinkHandle,
  type RefundItem,
} from '@parkeerloket/contract';
import { overviewCountsQueryOptions } from '../../../api/get-overview-counts';
import { callService, type ServiceAnswer } from '../../../lib/api-client';
import { type EndpointRef, endpoints } from '../../../lib/endpoints';
import { queryClient } from '../../../lib/query-client';

/**
 * The counts (cart badge, home tiles) and the payment lists are stale after a payment changed. The cart
 * itself is fetched fresh whenever it is shown.
 */
export function refreshOwed({ status = true }: { status?: boolean } = {}): void {
  void queryClient.invalidateQueries({ queryKey: overviewCountsQueryOptions().queryKey });
  // Not the status when the status itself was just read: invalidating it would read it again, endlessly.
  const lists = [endpoints.getOpenPayments.name, endpoints.getPaidPayments.name, endpoints.getRefunds.name];
  for (const name of [...lists, ...(status ? [endpoints.getPaymentStatus.name] : [])]) {
    void queryClient.invalidateQueries({ queryKey: [name] });
  }
}

export async function cancelDirectPayment(transactionId: string): Promise<void> {
  await callService(endpoints.cancelBulkpayment, { p_transactionid: transactionId });
  refreshOwed();
}

export async function fetchPaymentStatus(): Promise<PaymentStatusItem | null> {
  return (await callService(endpoints.getPaymentStatus, {}, { quiet: true })).result[0] ?? null;
}

export async function fetchPaidPermits(): Promise<InvoiceItem[]> {
  return (await callService(endpoints.getPaidPermits, {}, { quiet: true })).result;
}

export async function fetchOpenPayments(): Promise<OpenPayment[]> {
  return (await callService(endpoints.getOpenPayments, {}, { quiet: true })).result;
}

/** The payments made, newest first (ours, decision 030). */
export async function fetchPaidPayments(): Promise<PaidPayment[]> {
  return (await callService(endpoints.getPaidPayments, {}, { quiet: true })).result;
}

/** The resident's refunds, newest first (ours, decision 030). */
export async function fetchRefunds(): Promise<RefundItem[]> {
  return (await callService(endpoints.getRefunds, {}, { quiet: true })).result;
}

export async function fetchPaymentDetails(reference: string): Promise<PaymentDetails | null> {
  return (
    (await callService(endpoints.getPaymentDetails, { p_int_reference: reference }, { quiet: true })).result[0] ?? null
  );
}

export async function createPaymentLink(invoices: readonly number[]): Promise<PaymentLink | null> {
  const answer = await callService(endpoints.createPaymentSendLink, {
    p_initial: 'Y',
    p_invoices: encodeInvoiceReferences(invoices),
  });
  refreshOwed();
  return answer.result[0] ?? null;
}

export async function resendPaymentLink(reference: string): Promise<void> {
  await callService(endpoints.createPaymentSendLink, { p_initial: 'N', p_internal_reference: reference });
}

/** eloket/send_paymentlink: the link that holds an invoice, named by the invoice item's PAYMENTREFERENCE. */
export async function sendPaymentLinkAgain(paymentReference: string): Promise<void> {
  await callService(endpoints.sendPaymentlink, { p_paymentreference: paymentReference });
}

export async function withdrawPaymentLink(reference: string): Promise<void> {
  await callService(endpoints.cancelPaymentlink, { p_transactionid: reference });
  refreshOwed();
}

/**
 * paymentlink/handle/{payment|invoice}/{value} (public, GET): the value travels in the path. Quiet:
 * the portal shows a failure itself.
 */
export function handlePaymentLink(kind: PaymentHandleKind, value: string): Promise<ServiceAnswer<PaymentHandleResult>> {
  const endpoint: EndpointRef<typeof paymentlinkHandle> = {
    name: `paymentlink/handle/${kind}/${encodeURIComponent(value)}`,
    methods: ['GET'],
    body: 'form',
  };
  return callService(endpoint, { p_kind: kind, p_value: value }, { quiet: true });
}
