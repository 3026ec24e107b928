/**
 * The resident's receipts and refunds (issue 26, decision 030): the payments they made with what each
 * paid for, the refund orders made for them with where each stands, and one payment's receipt as a PDF.
 * Read only: the payments area owns payments, the termination area the refund orders; neither is moved here.
 */
import {
  amsterdamDateTime,
  amsterdamDay,
  euroFromCents,
  type InvoiceItem,
  maskIban,
  type PaidPayment,
  type RefundItem,
  relationName,
  residentRefundState,
} from '@parkeerloket/contract';
import { invoiceItemsOf } from '../cart/index.js';
import type { CallContext } from '../http/call-context.js';
import type { FileAnswer } from '../http/file-answer.js';
import { translate } from '../http/messages.js';
import { notFound } from '../http/service-error.js';
import type { InvoiceRow } from '../invoices/index.js';
import {
  findPaymentWithInvoices,
  listPaidPayments,
  type PaymentWithInvoices,
  paymentReferencesById,
  shownReference,
} from '../payments/index.js';
import { callerRelation, callerRelationId } from '../sessions/index.js';
import { readSettings } from '../tenants/index.js';
import { listRefundsOfRelation } from '../termination/index.js';
import { renderReceipt } from './receipt-pdf.js';
import { postalLines, settingLines } from './receipt-rules.js';

export type ReceiptCall = Pick<CallContext, 'db' | 'tenant' | 'session' | 'locale'>;

/** The setting with the municipality's postal address as its receipts print it. */
export const MUNICIPALITY_ADDRESS_SETTING = 'MUNICIPALITY_ADDRESS';

/**
 * What each payment paid for: its invoices that it paid (not those it could not settle), read for all
 * the payments at once, so the list is a fixed number of statements however many payments there are.
 */
async function paidItemsOf(call: ReceiptCall, payments: readonly PaymentWithInvoices[]) {
  const paidBy = new Map<number, number>();
  const items = await invoiceItemsOf(
    call.db,
    call.tenant.id,
    payments.flatMap((payment) => payment.invoice_ids),
    (invoice: InvoiceRow) => {
      if (invoice.status === 'PAID' && invoice.payment_id !== null) paidBy.set(invoice.id, invoice.payment_id);
      return invoice.status === 'PAID' ? 'PROCESSED' : 'PROCESSING_FAILED';
    },
    call.locale,
  );
  const byPayment = new Map<number, InvoiceItem[]>();
  for (const item of items) {
    const paymentId = item.INVOICEID ? paidBy.get(item.INVOICEID) : undefined;
    if (paymentId === undefined) continue;
    byPayment.set(paymentId, [...(byPayment.get(paymentId) ?? []), item]);
  }
  return byPayment;
}

const paidItem = (item: InvoiceItem) => ({
  DESCRIPTION: item.DESCRIPTION,
  STAFFEL: item.STAFFEL,
  HAS_STAFFEL_YN: item.HAS_STAFFEL_YN,
  VALID_FROM: item.VALID_FROM,
  VALID_TO: item.VALID_TO,
  PRICE: item.PRICE,
});

const paidDay = (payment: PaymentWithInvoices) => amsterdamDay(payment.paid_at ?? payment.updated_at);

/** eloket/get_paid_payments: the caller's paid payments, newest first, each with what it paid for. */
export async function paidPayments(call: ReceiptCall): Promise<PaidPayment[]> {
  const payments = await listPaidPayments(call.db, call.tenant.id, callerRelationId(call.session));
  if (payments.length === 0) return [];
  const items = await paidItemsOf(call, payments);
  return payments.map((payment) => ({
    PAID_DATE: paidDay(payment),
    REFERENCE: shownReference(payment),
    UNIQUE_ID: payment.reference,
    AMOUNT: euroFromCents(payment.amount_cents),
    METHOD: payment.method,
    ITEMS: (items.get(payment.id) ?? []).map(paidItem),
  }));
}

/** eloket/get_refunds: the caller's refund orders (not the cancelled ones), newest first, with where each stands. */
export async function refunds(call: ReceiptCall): Promise<RefundItem[]> {
  const rows = await listRefundsOfRelation(call.db, call.tenant.id, callerRelationId(call.session));
  const references = await paymentReferencesById(
    call.db,
    call.tenant.id,
    rows.flatMap((row) => (row.payment_id === null ? [] : [row.payment_id])),
  );
  const listed: RefundItem[] = [];
  for (const row of rows) {
    const state = residentRefundState(row.status);
    if (state === null) continue;
    const payment = row.payment_id === null ? undefined : references.get(row.payment_id);
    listed.push({
      AMOUNT: euroFromCents(row.amount_cents),
      IBAN: row.iban === '' ? null : maskIban(row.iban),
      STATUS: row.status as RefundItem['STATUS'],
      STATE: state,
      ORDER_DATE: amsterdamDay(row.created_at),
      END_DATE: row.end_date,
      SENT_DATE: row.exported_at ? amsterdamDay(row.exported_at) : null,
      SETTLED_DATE: row.settled_at ? amsterdamDay(row.settled_at) : null,
      DESCRIPTION: null,
      REFERENCE: payment ? shownReference(payment) : null,
    });
  }
  return listed;
}

/**
 * The receipt of one of the caller's paid payments (by its handle, the long reference) as a PDF, in
 * the caller's language. Another relation's or municipality's payment, or one not paid, is NOT_FOUND.
 */
export async function readOwnReceipt(
  caller: ReceiptCall & Pick<CallContext, 'now'>,
  reference: string,
): Promise<FileAnswer['file']> {
  const { db, tenant, locale } = caller;
  const relation = await callerRelation(db, tenant.id, caller.session);
  const payment = await findPaymentWithInvoices(db, tenant.id, reference);
  if (!payment || payment.relation_id !== relation.id || payment.status !== 'PAID') throw notFound('payment');
  const items = (await paidItemsOf(caller, [payment])).get(payment.id) ?? [];
  const settings = await readSettings(db, tenant.id);
  const shown = shownReference(payment);
  const data = await renderReceipt({
    locale,
    municipality: tenant.name,
    municipalityAddress: settingLines(settings[MUNICIPALITY_ADDRESS_SETTING]),
    payer: relationName({ NAME: relation.name, FIRSTNAME: relation.firstname, LASTNAME: relation.lastname }),
    payerAddress: postalLines(relation),
    reference: shown,
    paidOn: paidDay(payment),
    method: payment.method,
    items: items.map((item) => ({
      description: item.DESCRIPTION ?? '',
      validFrom: item.VALID_FROM ?? null,
      validTo: item.VALID_TO ?? null,
      amountCents: Math.round((item.PRICE ?? 0) * 100),
    })),
    totalCents: payment.amount_cents,
    madeAt: amsterdamDateTime(caller.now),
  });
  return {
    data,
    contentType: 'application/pdf',
    filename: translate(locale, 'receipts.pdf.file_name', { reference: shown }),
  };
}
