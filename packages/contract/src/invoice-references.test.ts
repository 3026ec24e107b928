import { describe, expect, it } from 'vitest';
import { createPaymentSendLink, getForwardPost } from './endpoints/index.js';
import { encodeInvoiceReferences } from './invoice-references.js';

describe('p_invoices', () => {
  it('is encoded as the payment endpoints parse it back', () => {
    expect(encodeInvoiceReferences([5, 12])).toBe('[{"INVOICEID":5},{"INVOICEID":12}]');
    const p_invoices = encodeInvoiceReferences([5, 12]);
    expect(getForwardPost.params.parse({ p_ext_service: 'directpayment', p_invoices }).p_invoices).toEqual([
      { INVOICEID: 5 },
      { INVOICEID: 12 },
    ]);
    expect(createPaymentSendLink.params.parse({ p_initial: 'Y', p_invoices }).p_invoices).toEqual([
      { INVOICEID: 5 },
      { INVOICEID: 12 },
    ]);
  });

  it('of no invoices is an empty list, which a direct payment refuses', () => {
    expect(encodeInvoiceReferences([])).toBe('[]');
    expect(
      getForwardPost.params.safeParse({ p_ext_service: 'directpayment', p_invoices: encodeInvoiceReferences([]) })
        .success,
    ).toBe(false);
  });
});
