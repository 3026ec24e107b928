/**
 * The operator's refund commands (docs/refunds.md): list a municipality's refund orders, and export
 * the unpaid ones as a SEPA credit transfer file for its bank, with a CSV copy. An exported order is
 * marked and never exported again.
 */
import { writeFile } from 'node:fs/promises';
import type { Database } from '../db/database.js';
import { readStaffQueueSettings, requireTenant, setStaffQueueSettings, TenantAdminError } from '../tenants/index.js';
import {
  exportRefunds,
  listRefundOrders,
  REFUND_ORDER_STATUSES,
  RefundExportError,
  type RefundOrderRow,
} from '../termination/index.js';

export const REFUND_COMMANDS = ['refund-orders', 'export-refunds', 'refund-settings'] as const;

export const REFUND_HELP = `Refunds (docs/refunds.md)
  refund-orders <code> [--status=OPEN|APPROVED|...]   The refund orders of terminated products and of
                                                 payments that could not be delivered against.
  export-refunds <code> --iban=<debtor IBAN> --name="Gemeente X" [--bic=<BIC>] --to=<file.xml> [--csv=<file.csv>] [--date=YYYY-MM-DD]
                                                 The payable orders (OPEN and APPROVED; with four eyes APPROVED only)
                                                 as a SEPA credit transfer (pain.001.001.03) for the municipality's
                                                 bank, and as CSV; they are marked EXPORTED.
  refund-settings <code> [--four-eyes=on|off] [--reasons="Reason one|Reason two"]
                                                 Four eyes on refunds (decision 034), and the reasons a reviewer picks
                                                 from when rejecting a document; without flags: shows them.`;

export function isRefundCommand(command: string): boolean {
  return (REFUND_COMMANDS as readonly string[]).includes(command);
}

const STATUSES = REFUND_ORDER_STATUSES;

/** A termination refunds a product; a payment's refund gives back money that could not be delivered against. */
function refundSubject(order: RefundOrderRow): string {
  return order.payment_id !== null ? `payment ${order.payment_id}` : `product ${order.request_id}`;
}

function flag(flags: Record<string, string | boolean>, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export async function runRefundCommand(
  db: Database,
  command: string,
  args: readonly string[],
  flags: Record<string, string | boolean>,
  write: (text: string) => void,
): Promise<void> {
  const code = args[0];
  if (!code) throw new TenantAdminError('Give the tenant code. See: npm run operator -- help');
  const tenant = await requireTenant(db, code);
  if (command === 'refund-settings') {
    const fourEyes = flag(flags, 'four-eyes');
    if (fourEyes && fourEyes !== 'on' && fourEyes !== 'off') throw new TenantAdminError('--four-eyes is on or off');
    const reasons = flag(flags, 'reasons')
      ?.split('|')
      .map((r) => r.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    if (reasons?.some((r) => r.length > 200)) throw new TenantAdminError('A reason is at most 200 characters');
    await setStaffQueueSettings(db, tenant.id, {
      ...(fourEyes ? { refundFourEyes: fourEyes === 'on' } : {}),
      ...(reasons ? { rejectionReasons: reasons } : {}),
    });
    const now = await readStaffQueueSettings(db, tenant.id);
    write(
      `four eyes: ${now.refundFourEyes ? 'on' : 'off'}\nrejection reasons: ${now.rejectionReasons.join(' | ') || '(the bundled ones)'}\n`,
    );
    return;
  }
  if (command === 'refund-orders') {
    const status = flag(flags, 'status');
    if (status && !(STATUSES as readonly string[]).includes(status)) {
      throw new TenantAdminError(`--status is one of ${STATUSES.join(', ')}`);
    }
    const orders = await listRefundOrders(db, tenant.id, status as (typeof STATUSES)[number] | undefined);
    if (orders.length === 0) {
      write('No refund orders.\n');
      return;
    }
    for (const o of orders) {
      write(
        `${o.id}\t${o.status}\t${refundSubject(o)}\t€ ${(o.amount_cents / 100).toFixed(2)}\t${o.iban || 'no account'}\t${o.owner}${o.end_date ? `\tends ${o.end_date}` : ''}${o.export_id ? `\texport ${o.export_id}` : ''}\n`,
      );
    }
    return;
  }
  const iban = flag(flags, 'iban');
  const name = flag(flags, 'name');
  const to = flag(flags, 'to');
  if (!iban || !name || !to) throw new TenantAdminError('Give --iban, --name and --to (see help).');
  const date = flag(flags, 'date');
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new TenantAdminError('--date is YYYY-MM-DD');
  try {
    const csv = flag(flags, 'csv');
    const file = await exportRefunds(
      db,
      tenant,
      { name, iban, bic: flag(flags, 'bic') },
      {
        executionDate: date,
        // Written before the orders are marked; wx never overwrites an earlier file, which may be at the bank already.
        deliver: async (out) => {
          await writeFile(to, out.xml, { flag: 'wx' });
          if (csv) await writeFile(csv, out.csv, { flag: 'wx' });
        },
      },
    );
    if (!file) {
      write('No unpaid refund orders: nothing exported.\n');
      return;
    }
    write(
      `${file.count} refund order(s), € ${(file.totalCents / 100).toFixed(2)} in total, exported as ${file.messageId} to ${to}${csv ? ` and ${csv}` : ''}.\n`,
    );
  } catch (error) {
    if (error instanceof RefundExportError) throw new TenantAdminError(error.message);
    throw error;
  }
}
