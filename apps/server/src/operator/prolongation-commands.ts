/**
 * The operator's prolongation setting (docs/jobs.md, decision 010): per permit type, how many days
 * before a permit's end the job `prolongation-offers` offers its next period.
 */
import type { Database } from '../db/database.js';
import { setProlongationOfferDays } from '../prolongations/index.js';
import { TenantAdminError } from '../tenants/index.js';

export const PROLONGATION_COMMANDS = ['set-prolongation-days'] as const;

export const PROLONGATION_HELP = `Prolongations (docs/jobs.md)
  set-prolongation-days <code> <PERMIT_TYPE_CODE> <days|off>
                                                 Offer a permit of that type its next period this many days
                                                 (1 to 366) before its end; "off" offers none (the default).`;

export function isProlongationCommand(command: string): boolean {
  return (PROLONGATION_COMMANDS as readonly string[]).includes(command);
}

export async function runProlongationCommand(
  db: Database,
  args: readonly string[],
  write: (text: string) => void,
): Promise<void> {
  const [code, permitType, value] = args;
  if (!code || !permitType || !value) {
    throw new TenantAdminError(
      'Give the tenant code, the permit type code and the days (or "off"). See: npm run operator -- help',
    );
  }
  const days = value === 'off' ? null : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  write(`${await setProlongationOfferDays(db, code, permitType, days)}\n`);
}
