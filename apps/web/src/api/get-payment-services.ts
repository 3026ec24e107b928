/**
 * eloket/get_payment_services (core 3.7, 7.3; lifecycle 7): how the municipality lets users pay,
 * result[0].PAYMENT_SERVICES (directpayment and/or paymentlink). Here only to word a product's
 * unpaid invoice; it does not change while the page is open. Quiet: unknown services fall back
 * to the direct-payment wording.
 */
import type { PaymentService } from '@parkeerloket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

/** PAYMENT_SERVICES of eloket/get_payment_services: comma-separated, known values only. */
export function parsePaymentServices(value: string | null | undefined): PaymentService[] {
  const services: PaymentService[] = [];
  for (const part of (value ?? '').split(',')) {
    const name = part.trim().toLowerCase();
    if ((name === 'directpayment' || name === 'paymentlink') && !services.includes(name)) services.push(name);
  }
  return services;
}

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
