/**
 * What paying an invoice brings, per kind: a request's invoice moves the request on (PAID, through
 * applyRequestEvent: the permit), a prolongation's extends its permit. The area that owns the subject
 * exports its effect and the composition root registers it (composition.ts, `wireEffects`), so this
 * area imports none of them. An effect runs in the transaction that marks the invoice paid, so it
 * happens exactly once, together with the payment.
 */
import type { Database } from '../db/database.js';
import type { InvoiceKind } from '../db/schema.js';
import type { InvoiceRow } from './invoice-repository.js';

export type InvoicePaidEffect = (trx: Database, tenantId: number, invoice: InvoiceRow) => Promise<void>;

const effects = new Map<InvoiceKind, InvoicePaidEffect>();

/** For the composition root: what a paid invoice of this kind does to its subject. */
export function onInvoicePaid(kind: InvoiceKind, effect: InvoicePaidEffect): void {
  effects.set(kind, effect);
}

export async function applyInvoicePaid(trx: Database, tenantId: number, invoice: InvoiceRow): Promise<void> {
  const effect = effects.get(invoice.kind);
  // Paid and nothing happening would take the money and give nothing: refuse, so the payment rolls back.
  if (!effect) throw new Error(`no effect registered for a paid ${invoice.kind} invoice ${invoice.id}`);
  await effect(trx, tenantId, invoice);
}
