/**
 * All SQL of termination and refunds: ending a permit, refund orders and their SEPA exports (the
 * planned end itself is the permits area's setPlannedEnd). Every function takes the tenant (the
 * jobs' sweep over permits due to end is the permits area's lockDuePermits).
 */
import { type Expression, sql } from 'kysely';
import type { Database } from '../db/database.js';
import { type EndingPermit, markPermitEnded, type PermitJsonPart, permitRequestIdOf } from '../permits/index.js';
import type { RefundOrderStatus } from './refund-order-machine.js';

/** The refund a permit's termination produced, as the history shows it. */
export interface PermitRefund {
  amount_cents: number;
  status: 'PLANNED' | 'OPEN' | 'EXPORTED';
}

/**
 * Each listed permit's latest refund order that was not cancelled (a planned one replaced or called off),
 * as a JSON subselect of the permits listing for all its permits at once, so the history stays one
 * statement (decisions 015 and 051).
 */
export const permitRefundJson: PermitJsonPart<PermitRefund> = (
  tenantId: Expression<number>,
  permitIds: Expression<number>,
) =>
  sql<[number, PermitRefund][] | null>`(select json_agg(json_build_array(o.permit_id,
      json_build_object('amount_cents', o.amount_cents, 'status', o.status)))
    from (select distinct on (o.permit_id) o.permit_id, o.amount_cents, o.status
      from refund_orders o
      where o.tenant_id = ${tenantId} and o.permit_id in (${permitIds}) and o.status <> 'CANCELLED'
      order by o.permit_id, o.id desc) o)`;

/**
 * Ends a locked permit on `endDate` (its last valid day), makes its refund payable and frees its place.
 * Answers the refund orders it made payable.
 */
export async function endPermit(
  trx: Database,
  permit: EndingPermit,
  endDate: string,
  freedOn: string,
): Promise<{ id: number; amountCents: number; iban: string }[]> {
  await markPermitEnded(trx, permit, { endDate, reason: 'TERMINATED', freedOn });
  const opened = await trx
    .updateTable('refund_orders')
    .set({ status: 'OPEN' })
    .where('tenant_id', '=', permit.tenant_id)
    .where('permit_id', '=', permit.id)
    .where('status', '=', 'PLANNED')
    .returning(['id', 'amount_cents', 'iban'])
    .execute();
  return opened.map((o) => ({ id: o.id, amountCents: o.amount_cents, iban: o.iban }));
}

/** Cancels the permit's refund order that waits for its planned termination. */
export async function cancelPlannedRefund(trx: Database, tenantId: number, permitId: number): Promise<void> {
  await trx
    .updateTable('refund_orders')
    .set({ status: 'CANCELLED' })
    .where('tenant_id', '=', tenantId)
    .where('permit_id', '=', permitId)
    .where('status', '=', 'PLANNED')
    .execute();
}

export async function insertRefundOrder(
  trx: Database,
  tenantId: number,
  order: {
    relationId: number;
    permitId: number;
    amountCents: number;
    iban: string;
    owner: string;
    endDate: string;
    status: 'PLANNED' | 'OPEN';
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('refund_orders')
    .values({
      tenant_id: tenantId,
      relation_id: order.relationId,
      permit_id: order.permitId,
      amount_cents: order.amountCents,
      iban: order.iban,
      owner: order.owner,
      end_date: order.endDate,
      status: order.status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A payment's refund (money received for something that could no longer be delivered): OPEN at once,
 * one per payment (a unique index, so a payment settled twice is never refunded twice). The IBAN is
 * empty when neither the provider nor the resident gave one: the order is listed, not exported.
 */
export async function insertPaymentRefundOrder(
  trx: Database,
  tenantId: number,
  order: { relationId: number; paymentId: number; amountCents: number; iban: string; owner: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('refund_orders')
    .values({
      tenant_id: tenantId,
      relation_id: order.relationId,
      payment_id: order.paymentId,
      amount_cents: order.amountCents,
      iban: order.iban,
      owner: order.owner,
      status: 'OPEN',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface RefundOrderRow {
  id: number;
  relation_id: number;
  /** A termination's refund: the permit and its request; a payment's refund: null. */
  permit_id: number | null;
  request_id: number | null;
  /** A payment's refund: the payment that took the money; a termination's refund: null. */
  payment_id: number | null;
  amount_cents: number;
  iban: string;
  owner: string;
  end_date: string | null;
  status: RefundOrderStatus;
  export_id: number | null;
  created_at: Date;
  /** Staff id of who ordered it or gave its account; null: the resident or the portal. */
  ordered_by: string | null;
  approved_by: string | null;
  approved_at: Date | null;
  settled_at: Date | null;
  failure_reason: string | null;
}

function refundOrderQuery(db: Database, tenantId: number) {
  return db
    .selectFrom('refund_orders as o')
    .select(permitRequestIdOf(db, 'o.tenant_id', 'o.permit_id').as('request_id'))
    .select([
      'o.id',
      'o.relation_id',
      'o.permit_id',
      'o.payment_id',
      'o.amount_cents',
      'o.iban',
      'o.owner',
      'o.end_date',
      'o.status',
      'o.export_id',
      'o.created_at',
      'o.ordered_by',
      'o.approved_by',
      'o.approved_at',
      'o.settled_at',
      'o.failure_reason',
    ])
    .where('o.tenant_id', '=', tenantId);
}

export async function listRefundOrders(
  db: Database,
  tenantId: number,
  status?: RefundOrderRow['status'],
): Promise<RefundOrderRow[]> {
  let query = refundOrderQuery(db, tenantId);
  if (status) query = query.where('o.status', '=', status);
  return (await query.orderBy('o.id').execute()) as RefundOrderRow[];
}

/**
 * Takes every refund order of the tenant in `statuses` (what the refund-order machine lets an export
 * take) for an export: locked (`for update skip locked`), so two exports at once never both take an
 * order, then marked EXPORTED with the export's id by `record`, which also keeps the file.
 */
export async function exportPayableRefunds<T>(
  db: Database,
  tenantId: number,
  statuses: readonly RefundOrderStatus[],
  record: (orders: RefundOrderRow[], trx: Database) => Promise<{ messageId: string; xml: string; result: T }>,
): Promise<{ orders: RefundOrderRow[]; exportId: number; result: T } | null> {
  if (statuses.length === 0) return null;
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('refund_orders')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', 'in', statuses)
      // Without an account there is nothing to transfer to: listed for the municipality, left out of the file.
      .where('iban', '<>', '')
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    if (locked.length === 0) return null;
    const ids = locked.map((row) => row.id);
    const orders = (await refundOrderQuery(trx, tenantId)
      .where('o.id', 'in', ids)
      .orderBy('o.id')
      .execute()) as RefundOrderRow[];
    const { messageId, xml, result } = await record(orders, trx);
    const total = orders.reduce((sum, order) => sum + order.amount_cents, 0);
    const { id: exportId } = await trx
      .insertInto('refund_exports')
      .values({ tenant_id: tenantId, message_id: messageId, order_count: orders.length, total_cents: total, xml })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('refund_orders')
      .set({ status: 'EXPORTED', export_id: exportId })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
    return { orders, exportId, result };
  });
}

/** One of a relation's refund orders as the resident's list shows it, with when it went to the bank. */
export interface RelationRefundRow {
  id: number;
  permit_id: number | null;
  payment_id: number | null;
  amount_cents: number;
  iban: string;
  end_date: string | null;
  status: string;
  created_at: Date;
  /** The SEPA file's moment; null before the order was exported. */
  exported_at: Date | null;
  /** When the bank paid it or returned it; null before. */
  settled_at: Date | null;
}

/**
 * The relation's refund orders that were not cancelled, newest first (the resident's refunds, decision
 * 030). Read only: the states are moved by this area and the back office.
 */
export async function listRefundsOfRelation(
  db: Database,
  tenantId: number,
  relationId: number,
): Promise<RelationRefundRow[]> {
  return (await db
    .selectFrom('refund_orders as o')
    .leftJoin('refund_exports as e', (join) =>
      join.onRef('e.tenant_id', '=', 'o.tenant_id').onRef('e.id', '=', 'o.export_id'),
    )
    .select([
      'o.id',
      'o.permit_id',
      'o.payment_id',
      'o.amount_cents',
      'o.iban',
      'o.end_date',
      'o.status',
      'o.created_at',
      'e.created_at as exported_at',
      'o.settled_at',
    ])
    .where('o.tenant_id', '=', tenantId)
    .where('o.relation_id', '=', relationId)
    .where('o.status', '<>', 'CANCELLED')
    .orderBy('o.id', 'desc')
    .execute()) as RelationRefundRow[];
}

/** One order, locked for a change of state (the refund-order service asks the machine first). */
export async function lockRefundOrder(
  trx: Database,
  tenantId: number,
  orderId: number,
): Promise<RefundOrderRow | null> {
  await trx
    .selectFrom('refund_orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  return findRefundOrder(trx, tenantId, orderId);
}

/** The refund order a payment's undeliverable money became (one per payment), if any. */
export async function findPaymentRefundOrder(
  db: Database,
  tenantId: number,
  paymentId: number,
): Promise<RefundOrderRow | null> {
  const row = await refundOrderQuery(db, tenantId)
    .where('o.payment_id', '=', paymentId)
    .orderBy('o.id')
    .executeTakeFirst();
  return (row as RefundOrderRow | undefined) ?? null;
}

export async function findRefundOrder(db: Database, tenantId: number, orderId: number): Promise<RefundOrderRow | null> {
  const row = await refundOrderQuery(db, tenantId).where('o.id', '=', orderId).executeTakeFirst();
  return (row as RefundOrderRow | undefined) ?? null;
}

export async function updateRefundOrder(
  trx: Database,
  tenantId: number,
  orderId: number,
  change: {
    status: RefundOrderStatus;
    amount_cents?: number;
    iban?: string;
    owner?: string;
    ordered_by?: string | null;
    approved_by?: string | null;
    approved_at?: Date | null;
    settled_at?: Date | null;
    failure_reason?: string | null;
  },
): Promise<void> {
  await trx
    .updateTable('refund_orders')
    .set(change)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .execute();
}

export interface RefundOrderFilter {
  statuses?: readonly RefundOrderStatus[];
  /** Only the refunds of payments that could not be delivered against (the payment problems). */
  paymentsOnly?: boolean;
}

function filtered(db: Database, tenantId: number, filter: RefundOrderFilter) {
  let query = refundOrderQuery(db, tenantId);
  if (filter.statuses && filter.statuses.length > 0) query = query.where('o.status', 'in', filter.statuses);
  if (filter.paymentsOnly) query = query.where('o.payment_id', 'is not', null);
  return query;
}

/** A page of refund orders, oldest first, with the count of all that match. */
export async function listRefundOrderPage(
  db: Database,
  tenantId: number,
  filter: RefundOrderFilter,
  page: { offset: number; limit: number },
): Promise<{ items: RefundOrderRow[]; total: number }> {
  const items = (await filtered(db, tenantId, filter)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute()) as RefundOrderRow[];
  let count = db
    .selectFrom('refund_orders as o')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('o.tenant_id', '=', tenantId);
  if (filter.statuses && filter.statuses.length > 0) count = count.where('o.status', 'in', filter.statuses);
  if (filter.paymentsOnly) count = count.where('o.payment_id', 'is not', null);
  const { n } = await count.executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}

/** A refund export's file, as it was exported; null when unknown or made before files were kept. */
export async function readRefundExportFile(
  db: Database,
  tenantId: number,
  exportId: number,
): Promise<{ messageId: string; xml: string } | null> {
  const row = await db
    .selectFrom('refund_exports')
    .select(['message_id', 'xml'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', exportId)
    .executeTakeFirst();
  return row?.xml ? { messageId: row.message_id, xml: row.xml } : null;
}

/** How many refund orders match (the back office's start screen). */
export async function countRefundOrders(db: Database, tenantId: number, filter: RefundOrderFilter): Promise<number> {
  return (await listRefundOrderPage(db, tenantId, filter, { offset: 0, limit: 0 })).total;
}
