/**
 * The operator's hand on issued products. A payment received outside the portal (at the counter, by bank transfer): the municipality's
 * employee records it, and the request moves on as if the payment service had reported it (PAID: the
 * permit is issued, or a plate change takes effect). The portal's own payments come through the
 * payments area.
 */

import type { Database } from '../db/database.js';
import { markRequestInvoicePaidOutside } from '../invoices/index.js';
import { findPermitIdByRoot, setPermitCards } from '../permits/index.js';
import { applyRequestEvent } from '../requests/index.js';
import { requireTenant, TenantAdminError } from '../tenants/index.js';

export const PAYMENT_COMMANDS = ['record-payment', 'set-cards'] as const;

export const PAYMENT_HELP = `Payments outside the portal
  record-payment <code> <requestId>              The request's invoice was paid at the counter or by transfer:
                                                 it is marked paid and the request moves on (permit, plate change).
Card numbers
  set-cards <code> <rootRqtId> <card>[,<card>...]  Set the card numbers of a permit (replacing those it had);
                                                 letters and digits, upper-cased. An empty list removes them.`;

export function isPaymentCommand(command: string): boolean {
  return (PAYMENT_COMMANDS as readonly string[]).includes(command);
}

async function setCards(db: Database, args: readonly string[], write: (text: string) => void): Promise<void> {
  const tenant = await requireTenant(db, args[0] ?? '');
  const root = args[1];
  if (!root || !/^\d{1,15}$/.test(root)) throw new TenantAdminError('Give the product (ROOT_RQT_ID) as a number');
  const cards = (args[2] ?? '')
    .split(',')
    .map((card) => card.trim().toUpperCase())
    .filter(Boolean);
  if (cards.some((card) => !/^[A-Z0-9]{1,30}$/.test(card))) {
    throw new TenantAdminError('A card number has 1 to 30 letters and digits');
  }
  const permitId = await findPermitIdByRoot(db, tenant.id, Number(root));
  if (permitId === null) throw new TenantAdminError(`No permit for request ${root}`);
  try {
    await setPermitCards(db, tenant.id, permitId, cards);
  } catch (error) {
    if (String(error).includes('unique')) throw new TenantAdminError('A card number is already another permit’s');
    throw error;
  }
  write(`Product ${root}: card numbers ${cards.join(', ') || '(none)'}.\n`);
}

export async function runPaymentCommand(
  db: Database,
  command: string,
  args: readonly string[],
  write: (text: string) => void,
): Promise<void> {
  if (command === 'set-cards') return setCards(db, args, write);
  const tenant = await requireTenant(db, args[0] ?? '');
  const requestId = args[1];
  if (!requestId || !/^\d{1,15}$/.test(requestId)) throw new TenantAdminError('Give the request id as a number');
  const outcome = await db.transaction().execute(async (trx) => {
    const applied = await applyRequestEvent(trx, tenant.id, Number(requestId), { type: 'PAID' });
    if (!applied.ok) return applied;
    if (!(await markRequestInvoicePaidOutside(trx, tenant.id, Number(requestId), new Date()))) {
      throw new TenantAdminError(`Request ${requestId} has no open invoice.`);
    }
    return applied;
  });
  if (!outcome.ok) {
    throw new TenantAdminError(`Request ${requestId} does not wait for payment (${outcome.request.status}).`);
  }
  write(`Request ${requestId}: payment recorded, now ${outcome.status}.\n`);
}
