/**
 * eloket/send_paymentlink (lifecycle 4.3, 7 "Resend payment link by payment reference"): e-mails an
 * open payment link again, by the PAYMENTREFERENCE a pending request carries. Shared: the contract's
 * area for it is payments. Not quiet: a refusal (the link is paid, withdrawn or expired) is shown.
 */
import { callService } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

export async function sendPaymentLinkAgain(reference: string): Promise<void> {
  await callService(endpoints.sendPaymentlink, { p_paymentreference: reference });
}
