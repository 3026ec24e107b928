/**
 * The prolongations' calls (lifecycle 2.13, 4.4, 7): eloket/get_vrex_permits, fresh on every visit
 * (a job may have offered one, a payment settled one), quiet so each screen shows a failure with a
 * retry; withdrawing one awaiting confirmation (eloket/withdraw_item without an invoice; with an
 * invoice it is a cart item, withdrawn by the shared call). Afterwards the list, the products, the
 * cart and the counts load again.
 */
import { PCS_CODE_PROLONGATION, type Prolongation } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refreshIssuedProducts } from '../../../api/get-issued-products';
import { withdrawCartItem } from '../../../api/withdraw-item';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { loginEmail } from '../../../lib/login-session';
import { queryClient } from '../../../lib/query-client';

function prolongationsQueryOptions(language: string) {
  return queryOptions({
    queryKey: [endpoints.getVrexPermits.name, language],
    queryFn: async (): Promise<Prolongation[]> =>
      (await callService(endpoints.getVrexPermits, {}, { quiet: true })).result,
    staleTime: 0,
  });
}

export function useProlongations(language: string) {
  return useQuery(prolongationsQueryOptions(language));
}

/** One prolongation of the list by its REQUESTID, or null once the list is there without it. */
export function useProlongation(requestId: number, language: string) {
  const query = useProlongations(language);
  const prolongation = query.data?.find((p) => p.REQUESTID === requestId) ?? (query.data ? null : undefined);
  return { ...query, prolongation };
}

export async function refreshProlongations(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [endpoints.getVrexPermits.name] });
  await refreshIssuedProducts();
}

export async function withdrawProlongation(prolongation: Prolongation): Promise<void> {
  try {
    if (prolongation.INVOICEID) {
      await withdrawCartItem({
        REQUESTID: prolongation.REQUESTID,
        INVOICEID: prolongation.INVOICEID,
        PCS_CANCEL: prolongation.PCS_CODE ?? PCS_CODE_PROLONGATION,
      });
    } else {
      await callService(endpoints.withdrawItem, {
        p_rqt_id: `${prolongation.REQUESTID}`,
        p_reference: '',
        p_email: loginEmail(),
        p_pcs_code: prolongation.PCS_CODE ?? PCS_CODE_PROLONGATION,
      });
    }
  } finally {
    await refreshProlongations();
  }
}
