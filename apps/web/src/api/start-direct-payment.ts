/**
 * eloket/get_forward_post for a direct payment (lifecycle 2.16, 7): the contract files this endpoint
 * under login (it also forwards logins), so the payment screens call it from here. The server takes
 * the named invoices into a payment and answers the checkout to go to, and what is and is not in it;
 * the amount is never sent. The counts (cart badge) change with it.
 */
import { encodeInvoiceReferences, type PayInvoicesResult } from '@parkeerloket/contract';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';
import { queryClient } from '../lib/query-client';
import { overviewCountsQueryOptions } from './get-overview-counts';

export async function startDirectPayment(invoices: readonly number[]): Promise<PayInvoicesResult> {
  const answer = await callService(endpoints.getForwardPost, {
    p_ext_service: 'directpayment',
    p_invoices: encodeInvoiceReferences(invoices),
  });
  void queryClient.invalidateQueries({ queryKey: overviewCountsQueryOptions().queryKey });
  return answer.result[0] ?? {};
}
