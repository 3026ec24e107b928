/**
 * p_invoices (lifecycle 7: eloket/get_forward_post for a direct payment, payment/create_payment_send_link):
 * the invoices to pay as a JSON list of `{INVOICEID}`, which the endpoints' schemas read back with
 * optionalJsonList(invoiceReference). The one encoder, so the browser's calls cannot drift from that parser.
 * A plain file without zod: the web app imports it.
 */
export function encodeInvoiceReferences(invoiceIds: readonly number[]): string {
  return JSON.stringify(invoiceIds.map((INVOICEID) => ({ INVOICEID })));
}
