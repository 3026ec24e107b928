/**
 * Paying refunds (DECISIONS 3, Refunds): the payable refund orders of a municipality (OPEN and
 * APPROVED, or with four eyes on APPROVED only: the refund-order machine's EXPORT) as one SEPA credit
 * transfer file (ISO 20022 pain.001.001.03, which Dutch banks import), written with the maintained
 * `sepa` package, plus the same orders as CSV for the bookkeeping. The orders go out in one
 * transaction that locks them and marks them EXPORTED with the export's message id: an order is
 * never in two files.
 */
import { randomBytes } from 'node:crypto';
import { amsterdamDay, LOCALES, type Locale, normalizeIban } from '@parkeerloket/contract';
import SEPA from 'sepa';
import type { Database } from '../db/database.js';
import { translate } from '../http/messages.js';
import { checkIbanNumber } from '../profile/index.js';
import { readStaffQueueSettings, type Tenant } from '../tenants/index.js';
import { exportableStatuses } from './refund-order-machine.js';
import { exportPayableRefunds, type RefundOrderRow } from './termination-repository.js';

export interface DebtorAccount {
  /** The municipality's name as its bank knows it. */
  name: string;
  iban: string;
  /** Optional since SEPA 2016; NOTPROVIDED when absent. */
  bic?: string | undefined;
}

export class RefundExportError extends Error {}

/** SEPA allows a restricted Latin set in names and texts; anything else becomes a space or is mapped. */
export function sepaText(value: string, max: number): string {
  const plain = value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return plain
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

function euro(cents: number): number {
  return cents / 100;
}

export interface SepaFileInput {
  messageId: string;
  created: Date;
  executionDate: string;
  debtor: DebtorAccount;
  orders: readonly Pick<RefundOrderRow, 'id' | 'amount_cents' | 'iban' | 'owner' | 'request_id'>[];
  remittance: (order: Pick<RefundOrderRow, 'id' | 'request_id'>) => string;
}

/** The pain.001.001.03 document of the orders. */
export function sepaCreditTransfer(input: SepaFileInput): string {
  const doc = new SEPA.Document('pain.001.001.03');
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.created;
  doc.grpHdr.initiatorName = sepaText(input.debtor.name, 70);
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = new Date(`${input.executionDate}T12:00:00Z`);
  info.debtorIBAN = normalizeIban(input.debtor.iban);
  info.debtorName = sepaText(input.debtor.name, 70);
  if (input.debtor.bic) info.debtorBIC = input.debtor.bic.toUpperCase();
  doc.addPaymentInfo(info);
  for (const order of input.orders) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(order.owner, 70);
    tx.creditorIBAN = order.iban;
    tx.amount = euro(order.amount_cents);
    tx.remittanceInfo = sepaText(input.remittance(order), 140);
    tx.end2endId = `REFUND-${order.id}`;
    info.addTransaction(tx);
  }
  return doc.toString();
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The orders as CSV (semicolon-separated, as Dutch spreadsheets read it), amounts in euro with a decimal comma. */
export function refundCsv(orders: readonly RefundOrderRow[], messageId: string): string {
  const header = ['order', 'product', 'iban', 'owner', 'amount_eur', 'end_date', 'message_id'];
  const rows = orders.map((o) =>
    [
      o.id,
      o.request_id ?? '',
      o.iban,
      o.owner,
      (o.amount_cents / 100).toFixed(2).replace('.', ','),
      o.end_date ?? '',
      messageId,
    ]
      .map(csvCell)
      .join(';'),
  );
  return `${[header.join(';'), ...rows].join('\n')}\n`;
}

export interface RefundExport {
  /** The export's id, to download its file again; set once the orders are marked. */
  exportId?: number;
  messageId: string;
  count: number;
  totalCents: number;
  xml: string;
  csv: string;
}

/** Exports every payable refund order of the tenant (the operator tool and the staff's refund queue); null when there is none. */
export async function exportRefunds(
  db: Database,
  tenant: Tenant,
  debtor: DebtorAccount,
  options: {
    now?: Date;
    executionDate?: string | undefined;
    /**
     * Stores the files before the orders are marked; when it throws, nothing is marked exported. Runs
     * in the export's transaction (`trx`), so what it writes there commits with the export.
     */
    deliver?: (file: RefundExport, trx: Database) => Promise<void>;
  } = {},
): Promise<RefundExport | null> {
  if (checkIbanNumber(normalizeIban(debtor.iban))) throw new RefundExportError('The debtor IBAN is not valid.');
  if (sepaText(debtor.name, 70) === '') throw new RefundExportError('Give the debtor name.');
  if (debtor.bic && !/^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/.test(debtor.bic.toUpperCase())) {
    throw new RefundExportError('The BIC is not valid.');
  }
  const now = options.now ?? new Date();
  const executionDate = options.executionDate ?? amsterdamDay(now);
  // Unique per file, at most 35 characters as pain.001 allows.
  const messageId = `PL-${tenant.id}-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`.toUpperCase();
  const { refundFourEyes } = await readStaffQueueSettings(db, tenant.id);
  const exported = await exportPayableRefunds(
    db,
    tenant.id,
    exportableStatuses(refundFourEyes),
    async (orders, trx) => {
      const xml = sepaCreditTransfer({
        messageId,
        created: now,
        executionDate,
        debtor,
        orders,
        remittance: (order) =>
          translate(
            LOCALES.includes(tenant.defaultLocale as Locale) ? (tenant.defaultLocale as Locale) : 'nl_NL',
            // A payment's refund has no product: the money came back from a payment that could not be delivered.
            order.request_id === null ? 'refund.remittance_payment' : 'refund.remittance',
            { product: order.request_id ?? '', order: order.id },
          ),
      });
      const file: RefundExport = {
        messageId,
        count: orders.length,
        totalCents: orders.reduce((sum, order) => sum + order.amount_cents, 0),
        xml,
        csv: refundCsv(orders, messageId),
      };
      await options.deliver?.(file, trx);
      return { messageId, xml, result: file };
    },
  );
  return exported ? { ...exported.result, exportId: exported.exportId } : null;
}
