/**
 * The operator's waiting-list setting: how long an offered place is held before it passes to the next
 * in line (DECISIONS 2, Waiting list: "a limited time to continue"). Each municipality sets its own; a
 * new value applies to places offered from then on, an offer already made keeps the deadline its
 * e-mail gave.
 */
import type { Database } from '../db/database.js';
import { readWaitingOfferDays, requireTenant, setWaitingOfferDays, TenantAdminError } from '../tenants/index.js';

export const WAITING_LIST_COMMANDS = ['set-waiting-offer-days', 'show-waiting-offer-days'] as const;

export const WAITING_LIST_HELP = `Waiting list (docs/waiting-list.md)
  set-waiting-offer-days <code> <days>           How many days (1-365) an offered waiting-list place is held
                                                 before it passes to the next in line (default 14; new offers).
  show-waiting-offer-days <code>                 Print that number of days.`;

export function isWaitingListCommand(command: string): boolean {
  return (WAITING_LIST_COMMANDS as readonly string[]).includes(command);
}

export async function runWaitingListCommand(
  db: Database,
  command: string,
  args: readonly string[],
  write: (text: string) => void,
): Promise<void> {
  const tenant = await requireTenant(db, args[0] ?? '');
  if (command === 'set-waiting-offer-days') {
    const days = args[1] ?? '';
    if (!/^\d{1,3}$/.test(days) || Number(days) < 1 || Number(days) > 365) {
      throw new TenantAdminError('Give the number of days as a whole number from 1 to 365');
    }
    await setWaitingOfferDays(db, tenant.id, Number(days));
  }
  write(`${tenant.code}: an offered waiting-list place is held ${await readWaitingOfferDays(db, tenant.id)} days.\n`);
}
