/**
 * eloket/get_product_rqt_parms (lifecycle 2.3, 3, 7): what the flow needs to know about the product
 * (locations, plate requirements, start date range, flags). Asked once when the flow opens, with the
 * product's STAFFEL and, when it has one, its WAITINGLISTID. Quiet: the screen shows a failure with a
 * retry.
 */
import type { ProductRequestParameters } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService, ServiceError } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import type { FlowProduct } from '../request-flow-machine';

export async function fetchProductRqtParms(product: FlowProduct): Promise<ProductRequestParameters> {
  const answer = await callService(
    endpoints.getProductRqtParms,
    {
      p_pte_id: String(product.permitTypeId),
      p_ara_id: String(product.areaId),
      p_staffel: String(product.staffel),
      p_wlt_id: product.waitingListId === null ? '' : String(product.waitingListId),
    },
    { quiet: true },
  );
  const params = answer.result[0];
  if (!params) throw new ServiceError('failure', answer);
  return params;
}

export function productRqtParmsQueryOptions(product: FlowProduct | null, language: string) {
  return queryOptions({
    queryKey: [
      endpoints.getProductRqtParms.name,
      product?.permitTypeId,
      product?.areaId,
      product?.staffel,
      product?.waitingListId,
      language,
    ],
    queryFn: () => fetchProductRqtParms(product as FlowProduct),
    enabled: product !== null,
    // Fresh each time the flow opens: start dates and availability change by the day.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useProductRqtParms(product: FlowProduct | null, language: string) {
  return useQuery(productRqtParmsQueryOptions(product, language));
}
