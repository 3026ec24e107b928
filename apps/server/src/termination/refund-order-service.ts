/**
 * The refund queue's changes to one refund order (docs/refunds.md, decision 034): approve it, give or
 * correct its account, and record what the bank did with it (paid, or returned with a reason). Each
 * locks the order, asks the refund-order machine, and writes the new state in one transaction;
 * `within` runs in that transaction too (the back office's audit row commits with the change). The
 * export itself is refund-export.ts.
 */
import { hasControlCharacters, normalizeIban } from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import { notifyOutbox } from '../mail/index.js';
import { checkIbanNumber } from '../profile/index.js';
import { readStaffQueueSettings, type Tenant } from '../tenants/index.js';
import { type RefundOrderEvent, type RefundOrderRefusal, refundOrderTransition } from './refund-order-machine.js';
import { messageRefundPaid } from './termination-messages.js';
import { lockRefundOrder, type RefundOrderRow, updateRefundOrder } from './termination-repository.js';

export type RefundOrderProblem = RefundOrderRefusal | 'not_found' | 'invalid_iban' | 'invalid_owner' | 'invalid_reason';

/** A change the order's state or the input does not allow; nothing was changed. */
export class RefundOrderError extends Error {
  override name = 'RefundOrderError';
  constructor(
    readonly problem: RefundOrderProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface RefundOrderChange {
  before: RefundOrderRow;
  after: RefundOrderRow;
}

export interface RefundOrderOptions {
  /** Staff id of who acts; null: the operator tool. */
  by: string | null;
  now?: Date;
  within?: (trx: Database, change: RefundOrderChange) => Promise<void>;
}

export const FAILURE_REASON_MAX_LENGTH = 300;
const OWNER_MAX_LENGTH = 70;

async function moveRefundOrder(
  db: Database,
  tenant: Tenant,
  orderId: number,
  event: RefundOrderEvent,
  options: RefundOrderOptions,
  change: (order: RefundOrderRow) => Omit<Parameters<typeof updateRefundOrder>[3], 'status'>,
  effect?: (trx: Database) => Promise<void>,
): Promise<RefundOrderChange> {
  const { refundFourEyes } = await readStaffQueueSettings(db, tenant.id);
  return db
    .transaction()
    .execute((trx) => moveLockedRefundOrder(trx, tenant, orderId, event, refundFourEyes, options, change, effect));
}

/** moveRefundOrder inside the caller's transaction (a payment's delivery locks the payment first). */
async function moveLockedRefundOrder(
  trx: Database,
  tenant: Tenant,
  orderId: number,
  event: RefundOrderEvent,
  refundFourEyes: boolean,
  options: RefundOrderOptions & { remainingCents?: number },
  change: (order: RefundOrderRow) => Omit<Parameters<typeof updateRefundOrder>[3], 'status'>,
  effect?: (trx: Database) => Promise<void>,
): Promise<RefundOrderChange> {
  const before = await lockRefundOrder(trx, tenant.id, orderId);
  if (!before) throw new RefundOrderError('not_found', `Refund order ${orderId} does not exist at ${tenant.code}`);
  const outcome = refundOrderTransition(before.status, event, {
    fourEyes: refundFourEyes,
    hasAccount: before.iban !== '',
    orderedBy: before.ordered_by,
    by: options.by,
    ...(options.remainingCents !== undefined ? { remainingCents: options.remainingCents } : {}),
  });
  if (!outcome.ok) {
    throw new RefundOrderError(
      outcome.refusal,
      `Refund order ${orderId} (${before.status}): ${event} refused (${outcome.refusal})`,
    );
  }
  await updateRefundOrder(trx, tenant.id, orderId, { status: outcome.status, ...change(before) });
  const after = (await lockRefundOrder(trx, tenant.id, orderId)) as RefundOrderRow;
  await effect?.(trx);
  await options.within?.(trx, { before, after });
  return { before, after };
}

/** A financial employee approves an order: with four eyes on, never the one who ordered it. */
export async function approveRefundOrder(db: Database, tenant: Tenant, orderId: number, options: RefundOrderOptions) {
  const now = options.now ?? new Date();
  return moveRefundOrder(db, tenant, orderId, 'APPROVE', options, () => ({
    approved_by: options.by,
    approved_at: now,
  }));
}

/**
 * Gives an order the account to pay to (a payment's refund without one, or one the bank returned), or
 * corrects it. Whoever gives it becomes who ordered it, so with four eyes another approves it.
 */
export async function setRefundAccount(
  db: Database,
  tenant: Tenant,
  orderId: number,
  account: { iban: string; owner: string },
  options: RefundOrderOptions,
) {
  const iban = normalizeIban(account.iban);
  if (checkIbanNumber(iban)) throw new RefundOrderError('invalid_iban', 'The IBAN is not valid.');
  const owner = account.owner.replace(/\s+/g, ' ').trim();
  if (owner === '' || owner.length > OWNER_MAX_LENGTH || hasControlCharacters(owner)) {
    throw new RefundOrderError('invalid_owner', 'Give the account holder’s name (at most 70 characters).');
  }
  return moveRefundOrder(db, tenant, orderId, 'SET_ACCOUNT', options, () => ({
    iban,
    owner,
    ordered_by: options.by,
    approved_by: null,
    approved_at: null,
    failure_reason: null,
    settled_at: null,
  }));
}

/**
 * A staff member orders a payment's refund to the account it has (payments with a problem): they count
 * as who ordered it, so with four eyes another approves it. Without an account: setRefundAccount.
 */
export async function orderRefundOrder(db: Database, tenant: Tenant, orderId: number, options: RefundOrderOptions) {
  return moveRefundOrder(db, tenant, orderId, 'ORDER', options, () => ({ ordered_by: options.by }));
}

/**
 * What a payment's refund order becomes when `deliveredCents` of its money went to what the payment was
 * for (payments with a problem), in the payments area's transaction, which locked the payment, its
 * requests and invoices first (settle-payment.ts's lock order). Nothing left: CANCELLED (keeping its
 * amount); a rest: OPEN with that amount, its approval undone. Refused (RefundOrderError wrong_state) once exported or paid.
 */
export async function deliverFromRefundOrder(
  trx: Database,
  tenant: Tenant,
  orderId: number,
  deliveredCents: number,
  options: RefundOrderOptions,
): Promise<RefundOrderChange> {
  const { refundFourEyes } = await readStaffQueueSettings(trx, tenant.id);
  const before = await lockRefundOrder(trx, tenant.id, orderId);
  if (!before) throw new RefundOrderError('not_found', `Refund order ${orderId} does not exist at ${tenant.code}`);
  const remainingCents = before.amount_cents - deliveredCents;
  if (remainingCents < 0)
    throw new Error(`delivered ${deliveredCents} from refund order ${orderId} of ${before.amount_cents}`);
  // A cancelled order keeps the amount it held (the table allows no 0): what went to the delivery.
  return moveLockedRefundOrder(trx, tenant, orderId, 'DELIVER', refundFourEyes, { ...options, remainingCents }, () => ({
    amount_cents: remainingCents > 0 ? remainingCents : before.amount_cents,
    approved_by: null,
    approved_at: null,
    settled_at: remainingCents === 0 ? (options.now ?? new Date()) : null,
  }));
}

/**
 * The bank paid an exported order: the one place a refund becomes PAID. A "refund paid" e-mail to the
 * resident belongs here (in `within`'s transaction, or beside this call), once.
 */
export async function markRefundPaid(db: Database, tenant: Tenant, orderId: number, options: RefundOrderOptions) {
  const now = options.now ?? new Date();
  let messaged = false;
  const change = await moveRefundOrder(
    db,
    tenant,
    orderId,
    'PAID',
    options,
    () => ({ settled_at: now }),
    async (trx) => {
      // The resident hears that the money is on its way (issue 26), in the transaction that records it.
      messaged = await messageRefundPaid(trx, tenant, orderId);
    },
  );
  if (messaged) notifyOutbox();
  return change;
}

/** The bank returned an exported order with its reason: it goes back to the queue for another account. */
export async function markRefundFailed(
  db: Database,
  tenant: Tenant,
  orderId: number,
  reason: string,
  options: RefundOrderOptions,
) {
  const text = reason.replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > FAILURE_REASON_MAX_LENGTH || hasControlCharacters(text)) {
    throw new RefundOrderError(
      'invalid_reason',
      `Give the bank’s reason (at most ${FAILURE_REASON_MAX_LENGTH} characters).`,
    );
  }
  const now = options.now ?? new Date();
  return moveRefundOrder(db, tenant, orderId, 'FAIL', options, () => ({ settled_at: now, failure_reason: text }));
}
