/**
 * A payment received outside the portal (at the counter, by bank transfer): the municipality's
 * employee records it, and the request moves on as if the payment service had reported it (PAID: the
 * permit is issued, or a plate change takes effect). The portal's own payments come through the
 * payments area.
 */
import type { Database } from '../db/database.js';
import { applyRequestEvent, markInvoicePaid } from '../request-flow/index.js';
import { requireTenant, TenantAdminError } from '../tenants/tenant-admin.js';

export const PAYMENT_COMMANDS = ['record-payment'] as const;

export const PAYMENT_HELP = `Payments outside the portal
  record-payment <code> <requestId>              The request's invoice was paid at the counter or by transfer:
                                                 it is marked paid and the request moves on (permit, plate change).`;

export function isPaymentCommand(command: string): boolean {
  return (PAYMENT_COMMANDS as readonly string[]).includes(command);
}

export async function runPaymentCommand(
  db: Database,
  args: readonly string[],
  write: (text: string) => void,
): Promise<void> {
  const tenant = await requireTenant(db, args[0] ?? '');
  const requestId = args[1];
  if (!requestId || !/^\d{1,15}$/.test(requestId)) throw new TenantAdminError('Give the request id as a number');
  const outcome = await db.transaction().execute(async (trx) => {
    const applied = await applyRequestEvent(trx, tenant.id, Number(requestId), { type: 'PAID' });
    if (!applied.ok) return applied;
    if (!(await markInvoicePaid(trx, tenant.id, Number(requestId), new Date()))) {
      throw new TenantAdminError(`Request ${requestId} has no open invoice.`);
    }
    return applied;
  });
  if (!outcome.ok) {
    throw new TenantAdminError(`Request ${requestId} does not wait for payment (${outcome.request.status}).`);
  }
  write(`Request ${requestId}: payment recorded, now ${outcome.status}.\n`);
}
