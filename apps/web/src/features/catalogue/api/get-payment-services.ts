/**
 * eloket/get_payment_services (core 3.7, 7.3; lifecycle 7): how the municipality lets users pay,
 * result[0].PAYMENT_SERVICES (directpayment and/or paymentlink). Here only to word a product's
 * unpaid invoice; it does not change while the page is open. Quiet: unknown services fall back
 * to the direct-payment wording.
 */
import type { PaymentService } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { parsePaymentServices } from '../catalogue-view';

export async function fetchPaymentServices(): Promise<PaymentService[]> {
  const answer = await callService(endpoints.getPaymentServices, {}, { quiet: true });
  return parsePaymentServices(answer.result[0]?.PAYMENT_SERVICES);
}

export function paymentServicesQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.getPaymentServices.name],
    queryFn: fetchPaymentServices,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { public: true },
  });
}

/** The services, or undefined while unknown (loading or failed). */
export function usePaymentServices(): PaymentService[] | undefined {
  return useQuery(paymentServicesQueryOptions()).data;
}
