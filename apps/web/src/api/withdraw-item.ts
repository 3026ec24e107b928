/**
 * Withdrawing a cart item (lifecycle 2.15, 7 "cancel cart item"): eloket/withdraw_item with the
 * item's request, invoice and PCS_CANCEL, and the stored login e-mail as p_email (lifecycle 7). Shared, not in the cart feature: the same call withdraws a
 * prolongation (4.4), the contract's area for it. Not quiet: a refusal (the item is in a running payment)
 * is shown with the server's reason. Afterwards the cart and the counts (the badge) are fetched again.
 */
import type { CartItem } from '@parkeerloket/contract';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';
import { loginEmail } from '../lib/login-session';
import { queryClient } from '../lib/query-client';
import { overviewCountsQueryOptions } from './get-overview-counts';

/** After anything that takes an item out of the cart (a withdrawn cart item or pending request): the cart and the counts. */
export async function refreshCartAndCounts(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [endpoints.getShoppingCart.name] }),
    queryClient.invalidateQueries({ queryKey: overviewCountsQueryOptions().queryKey }),
  ]);
}

export async function withdrawCartItem(item: Pick<CartItem, 'REQUESTID' | 'INVOICEID' | 'PCS_CANCEL'>): Promise<void> {
  try {
    await callService(endpoints.withdrawItem, {
      p_rqt_id: `${item.REQUESTID}`,
      p_ive_id: `${item.INVOICEID}`,
      p_reference: '',
      p_email: loginEmail(),
      p_pcs_code: item.PCS_CANCEL ?? '',
    });
  } finally {
    await refreshCartAndCounts();
  }
}
