/**
 * A payment's receipt as a tagged PDF (the plumbing of http/pdf-document.ts, as the permit's proof):
 * the municipality and its address, the title, the payer and their address, the reference, date and
 * method, then each item paid for with its period and amount, and the total, in reading order.
 */
import { formatDisplayDate, formatEuro, type Locale } from '@parkeerloket/contract';
import { translate } from '../http/messages.js';
import { startTaggedPdf } from '../http/pdf-document.js';

export interface ReceiptItem {
  description: string;
  validFrom: string | null;
  validTo: string | null;
  amountCents: number;
}

export interface ReceiptFacts {
  locale: Locale;
  municipality: string;
  municipalityAddress: readonly string[];
  payer: string;
  payerAddress: readonly string[];
  reference: string;
  /** The day it was paid, YYYY-MM-DD. */
  paidOn: string;
  method: 'directpayment' | 'paymentlink';
  items: readonly ReceiptItem[];
  totalCents: number;
  /** The moment it was made, in Europe/Amsterdam (YYYY-MM-DDTHH:mm:ss). */
  madeAt: string;
}

export function renderReceipt(facts: ReceiptFacts): Promise<Uint8Array> {
  const t = (key: string, values?: Record<string, string | number>) => translate(facts.locale, key, values);
  const money = (cents: number) => formatEuro(cents, facts.locale);
  const title = t('receipts.pdf.title');
  const pdf = startTaggedPdf({
    locale: facts.locale,
    title: `${title} ${facts.reference}`,
    subject: title,
    author: facts.municipality,
  });
  const { field, paragraph } = pdf;

  paragraph(facts.municipality, { bold: true, size: 13 });
  for (const line of facts.municipalityAddress) paragraph(line, { size: 10 });
  paragraph(title, { bold: true, size: 20, gap: 8, role: 'H1' });
  pdf.doc.moveDown(0.5);

  field(t('receipts.pdf.payer'), facts.payer);
  if (facts.payerAddress.length > 0) field(t('receipts.pdf.address'), facts.payerAddress.join(', '));
  field(t('receipts.pdf.reference'), facts.reference);
  field(t('receipts.pdf.paid_on'), formatDisplayDate(facts.paidOn));
  field(t('receipts.pdf.method'), t(`payments.method.${facts.method}`));

  pdf.doc.moveDown(1);
  paragraph(t('receipts.pdf.items_heading'), { bold: true, size: 14, role: 'H2' });
  for (const item of facts.items) {
    const period =
      item.validFrom && item.validTo
        ? t('receipts.pdf.period', { from: formatDisplayDate(item.validFrom), to: formatDisplayDate(item.validTo) })
        : item.validFrom
          ? t('receipts.pdf.period_from', { from: formatDisplayDate(item.validFrom) })
          : '';
    field(item.description, [period, money(item.amountCents)].filter((part) => part !== '').join(': '));
  }
  pdf.doc.moveDown(0.5);
  field(t('receipts.pdf.total'), money(facts.totalCents));
  paragraph(t('receipts.pdf.made_on', { moment: formatDisplayDate(facts.madeAt, true) }), { size: 9, gap: 16 });
  return pdf.finish();
}
