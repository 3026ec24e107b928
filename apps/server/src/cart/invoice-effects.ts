/**
 * What paying an invoice brings, per kind. A request's invoice moves the request on (PAID, through
 * applyRequestEvent: the permit). The area that owns plate changes or prolongations registers its
 * own effect at start (`onInvoicePaid`); it runs in the transaction that marks the invoice paid, so
 * it happens exactly once, together with the payment.
 */
import type { Database } from '../db/database.js';
import type { InvoiceKind } from '../db/schema.js';
import { applyRequestEvent } from '../request-flow/index.js';
import type { InvoiceRow } from './invoice-repository.js';

export type InvoicePaidEffect = (trx: Database, tenantId: number, invoice: InvoiceRow) => Promise<void>;

const effects = new Map<InvoiceKind, InvoicePaidEffect>([
  [
    'REQUEST',
    async (trx, tenantId, invoice) => {
      const applied = await applyRequestEvent(trx, tenantId, invoice.subject_id, { type: 'PAID' });
      // The payment checked the request under lock before; a refusal here is a bug, not a user error.
      if (!applied.ok) throw new Error(`request ${invoice.subject_id} refused PAID: ${applied.refusal}`);
    },
  ],
]);

/** For the plate-change and prolongation areas: what their paid invoice does to their subject. */
export function onInvoicePaid(kind: Exclude<InvoiceKind, 'REQUEST'>, effect: InvoicePaidEffect): void {
  effects.set(kind, effect);
}

export async function applyInvoicePaid(trx: Database, tenantId: number, invoice: InvoiceRow): Promise<void> {
  const effect = effects.get(invoice.kind);
  // Paid and nothing happening would take the money and give nothing: refuse, so the payment rolls back.
  if (!effect) throw new Error(`no effect registered for a paid ${invoice.kind} invoice ${invoice.id}`);
  await effect(trx, tenantId, invoice);
}
