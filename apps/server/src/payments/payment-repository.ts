/**
 * All SQL on payments. Every function takes the tenant, except the reconcile job's search for due
 * payments, which looks across tenants (the job runs for the whole server) and says so.
 */
import { type Expression, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { PaymentRowStatus, PaymentsTable } from '../db/schema.js';
import type { HoldingPayment } from '../invoices/index.js';
import { newDisplayReference } from './display-reference.js';

export type PaymentRow = Selectable<PaymentsTable>;

export interface NewPayment {
  relationId: number;
  reference: string;
  method: 'directpayment' | 'paymentlink';
  amountCents: number;
  locale: string;
  expiresAt: Date | null;
  invoiceIds: readonly number[];
}

/**
 * The payment and its invoices; an invoice already in an open payment makes the insert fail (unique live_key).
 * The short reference is drawn again in the rare case the municipality has it already (`on conflict` on its
 * unique index, so a transaction around this stays usable).
 */
export async function insertPayment(
  db: Database,
  tenantId: number,
  payment: NewPayment,
  displayReference: () => string = newDisplayReference,
): Promise<PaymentRow> {
  let row: PaymentRow | undefined;
  for (let attempt = 0; row === undefined; attempt++) {
    if (attempt === 10) throw new Error('no free short payment reference after 10 attempts');
    row = await db
      .insertInto('payments')
      .values({
        tenant_id: tenantId,
        relation_id: payment.relationId,
        reference: payment.reference,
        display_reference: displayReference(),
        method: payment.method,
        amount_cents: payment.amountCents,
        locale: payment.locale,
        expires_at: payment.expiresAt,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'display_reference']).where('display_reference', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
  }
  if (payment.invoiceIds.length === 0) return row;
  await db
    .insertInto('payment_invoices')
    .values(
      payment.invoiceIds.map((invoiceId) => ({
        tenant_id: tenantId,
        payment_id: row.id,
        invoice_id: invoiceId,
        live_key: invoiceId,
      })),
    )
    .execute();
  return row;
}

/**
 * Records the provider's checkout, only when the payment has none and is OPEN: of two checkouts
 * started at once for one link, one is kept and the other's address is never shown, so never paid.
 */
export async function setCheckout(
  db: Database,
  tenantId: number,
  paymentId: number,
  checkout: { provider: string; providerPaymentId: string; checkoutUrl: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      provider: checkout.provider,
      provider_payment_id: checkout.providerPaymentId,
      checkout_url: checkout.checkoutUrl,
      updated_at: new Date(),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .where('status', '=', 'OPEN')
    .where('provider_payment_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A payment link whose checkout ended unpaid forgets it; the next visit starts a new one. */
export async function clearCheckout(db: Database, tenantId: number, paymentId: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ provider_payment_id: null, checkout_url: null, updated_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .execute();
}

export async function findPayment(
  db: Database,
  tenantId: number,
  paymentId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  let query = db.selectFrom('payments').selectAll().where('tenant_id', '=', tenantId).where('id', '=', paymentId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findPaymentByReference(
  db: Database,
  tenantId: number,
  reference: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function findPaymentByProviderId(
  db: Database,
  tenantId: number,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

/** The open payment that holds an invoice, if any. */
export async function findOpenPaymentOfInvoice(
  db: Database,
  tenantId: number,
  invoiceId: number,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments as p')
    .innerJoin('payment_invoices as pi', (join) =>
      join.onRef('pi.tenant_id', '=', 'p.tenant_id').onRef('pi.payment_id', '=', 'p.id'),
    )
    .selectAll('p')
    .where('p.tenant_id', '=', tenantId)
    .where('pi.live_key', '=', invoiceId)
    .executeTakeFirst();
}

export async function paymentInvoiceIds(db: Database, tenantId: number, paymentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('payment_invoices')
    .select('invoice_id')
    .where('tenant_id', '=', tenantId)
    .where('payment_id', '=', paymentId)
    .orderBy('invoice_id')
    .execute();
  return rows.map((r) => r.invoice_id);
}

/**
 * Moves the payment from `from` to `to` with its transition row, only when it still is in `from`.
 * A payment that leaves OPEN lets go of its invoices, so they can go into another payment.
 */
export async function updatePaymentStatus(
  db: Database,
  tenantId: number,
  paymentId: number,
  change: { from: PaymentRowStatus; to: PaymentRowStatus; event: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: change.to,
      updated_at: change.at,
      ...(change.to === 'PAID' || change.to === 'PROBLEM' ? { paid_at: change.at } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('payment_transitions')
    .values({
      tenant_id: tenantId,
      payment_id: paymentId,
      event: change.event,
      from_status: change.from,
      to_status: change.to,
    })
    .execute();
  if (change.to !== 'OPEN') {
    await db
      .updateTable('payment_invoices')
      .set({ live_key: null })
      .where('tenant_id', '=', tenantId)
      .where('payment_id', '=', paymentId)
      .execute();
  }
  return true;
}

export async function markChecked(db: Database, tenantId: number, paymentId: number, at: Date): Promise<void> {
  await db
    .updateTable('payments')
    .set({ checked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .execute();
}

/**
 * The open payment holding the invoice `invoiceId` (payment_invoices.live_key; the outer query's
 * columns), as a scalar subselect: its id, or null. The invoices area's queries use it (the cart, the
 * pending list, the prolongations), given by the composition root (`onPaymentHolding`).
 */
export function paymentIdHolding(
  tenantId: Expression<number>,
  invoiceId: Expression<number>,
): RawBuilder<number | null> {
  return sql<number | null>`(
    select hpi.payment_id from payment_invoices hpi where hpi.tenant_id = ${tenantId} and hpi.live_key = ${invoiceId})`;
}

/** paymentIdHolding as JSON `{id, reference, method}` (the pending list names the payment), or null. */
export function paymentHolding(
  tenantId: Expression<number>,
  invoiceId: Expression<number>,
): RawBuilder<HoldingPayment | null> {
  return sql<HoldingPayment | null>`(
    select json_build_object('id', hp.id, 'reference', hp.reference, 'method', hp.method)
    from payment_invoices hpi join payments hp on hp.tenant_id = hpi.tenant_id and hp.id = hpi.payment_id
    where hpi.tenant_id = ${tenantId} and hpi.live_key = ${invoiceId})`;
}

/** A payment with the ids of its invoices in id order, read in the payment's statement (issue 23). */
export type PaymentWithInvoices = PaymentRow & { invoice_ids: number[] };

/** The ids of the invoices of the payment (a query of `payments`) in id order, as a JSON array column. */
function invoiceIdsColumn() {
  return sql<number[]>`coalesce(
    (select json_agg(pi.invoice_id order by pi.invoice_id) from payment_invoices pi
      where pi.tenant_id = payments.tenant_id and pi.payment_id = payments.id),
    '[]'::json)`.as('invoice_ids');
}

/** One of the tenant's payments by its reference, with its invoice ids (a listing of its invoices). */
export async function findPaymentWithInvoices(
  db: Database,
  tenantId: number,
  reference: string,
): Promise<PaymentWithInvoices | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .select(invoiceIdsColumn())
    .where('tenant_id', '=', tenantId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

function latestDirectPaymentQuery(
  db: Database,
  tenantId: number,
  relationId: number,
  statuses?: readonly PaymentRowStatus[],
) {
  let query = db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('method', '=', 'directpayment');
  if (statuses) query = query.where('status', 'in', statuses);
  return query.orderBy('id', 'desc').limit(1);
}

/** The relation's newest direct payment: the one its browser returns from (lifecycle 2.17). */
export async function latestDirectPayment(
  db: Database,
  tenantId: number,
  relationId: number,
  statuses?: readonly PaymentRowStatus[],
): Promise<PaymentRow | undefined> {
  return latestDirectPaymentQuery(db, tenantId, relationId, statuses).executeTakeFirst();
}

/** latestDirectPayment with its invoice ids (a listing of its invoices). */
export async function latestDirectPaymentWithInvoices(
  db: Database,
  tenantId: number,
  relationId: number,
  statuses?: readonly PaymentRowStatus[],
): Promise<PaymentWithInvoices | undefined> {
  return latestDirectPaymentQuery(db, tenantId, relationId, statuses).select(invoiceIdsColumn()).executeTakeFirst();
}

/** The relation's payments in some states, with their invoice ids. */
function relationPaymentsQuery(
  db: Database,
  tenantId: number,
  relationId: number,
  statuses: readonly PaymentRowStatus[],
) {
  return db
    .selectFrom('payments')
    .selectAll()
    .select(invoiceIdsColumn())
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('status', 'in', statuses);
}

/** Payments waiting for the resident (OPEN) or for the municipality (PROBLEM), newest first, with their invoice ids. */
export async function listOpenPayments(
  db: Database,
  tenantId: number,
  relationId: number,
): Promise<PaymentWithInvoices[]> {
  return relationPaymentsQuery(db, tenantId, relationId, ['OPEN', 'PROBLEM']).orderBy('id', 'desc').execute();
}

/** The relation's open or troubled payments counted, as a query (the home counts embed it). */
export function openPaymentsCountQuery(db: Database, tenantId: number, relationId: number) {
  return db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('status', 'in', ['OPEN', 'PROBLEM']);
}

/**
 * For the reconcile job, across tenants: one OPEN payment that is due, locked so that another
 * instance's run skips it (`for update skip locked`). Due: a provider payment older than `since`
 * and not asked since then, or a payment link past its expiry.
 */
export async function claimDuePayment(db: Database, since: Date, now: Date): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('provider_payment_id', 'is not', null),
          eb('created_at', '<', since),
          eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', since)]),
        ]),
        eb('expires_at', '<', now),
      ]),
    )
    .orderBy(sql`coalesce(checked_at, created_at)`)
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** The relation's paid payments, newest paid first, with their invoice ids (the receipts' list, decision 030). */
export async function listPaidPayments(
  db: Database,
  tenantId: number,
  relationId: number,
): Promise<PaymentWithInvoices[]> {
  return relationPaymentsQuery(db, tenantId, relationId, ['PAID'])
    .orderBy('paid_at', (o) => o.desc().nullsLast())
    .orderBy('id', 'desc')
    .execute();
}

/** The references of some of the tenant's payments, by id (what a payment's refund names). */
export async function paymentReferencesById(
  db: Database,
  tenantId: number,
  paymentIds: readonly number[],
): Promise<Map<number, Pick<PaymentRow, 'reference' | 'display_reference'>>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'reference', 'display_reference'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...paymentIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * For the payment_link_expiring reminder, across tenants: the OPEN payment links that expire after `now` and
 * at or before `until`. Not locked: the reminder locks each with `lockOpenLink` in a transaction of its own.
 */
export async function listExpiringLinks(db: Database, now: Date, until: Date): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where('method', '=', 'paymentlink')
    .where('expires_at', '>', now)
    .where('expires_at', '<=', until)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
}

/** Locks the payment link if it is still OPEN; false when it ended or another transaction holds it. */
export async function lockOpenLink(db: Database, tenantId: number, paymentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .where('status', '=', 'OPEN')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row !== undefined;
}
