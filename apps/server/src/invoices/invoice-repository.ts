/**
 * All SQL on invoices. Every function takes the tenant; rows are found by (tenant_id, id).
 */
import { randomBytes } from 'node:crypto';
import { type Expression, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { InvoiceKind, InvoicesTable } from '../db/schema.js';
import { type HoldingPayment, paymentHolding } from './payment-holding.js';

export type InvoiceRow = Selectable<InvoicesTable>;

/**
 * Every invoice kind: each one's subject is a request. Named in the queries that look for "a request's
 * invoice", so that the one-live index (tenant_id, kind, subject_id) serves them.
 */
const REQUEST_INVOICE_KINDS: readonly InvoiceKind[] = ['REQUEST', 'PLATE_CHANGE', 'PROLONGATION'];

/**
 * What is charged: a request, a plate change or a prolongation, and the request whose product it is.
 * Every kind's subject is a request (a plate change and a prolongation are requests of their own kind),
 * so "a request's invoice" below is its invoice of whatever kind: a request has one kind, so one live invoice.
 */
export interface NewInvoice {
  kind: InvoiceKind;
  /** The thing charged for: the request, the plate change request (LICENSE_CHANGE), the prolongation request. */
  subjectId: number;
  /**
   * The request whose product the cart shows and whose id its item carries (REQUESTID, p_rqt_id of
   * withdraw_item): the subject itself for every kind. A plate change request carries the permit's type,
   * place and validity with the new plates, so the cart shows the product as it will be once paid.
   */
  requestId: number;
  relationId: number;
  amountCents: number;
}

/** 128 random bits, URL-safe: unguessable, so a link or a portal address carries no other secret. */
export function newReference(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The live (not cancelled) invoice for the subject, or a new OPEN one. At most one live invoice per
 * subject (a unique index), so a subject is charged, and so paid, at most once. Works inside the
 * caller's transaction.
 */
export async function insertInvoice(db: Database, tenantId: number, invoice: NewInvoice): Promise<number> {
  const live = await db
    .selectFrom('invoices')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', invoice.kind)
    .where('subject_id', '=', invoice.subjectId)
    .where('status', '<>', 'CANCELLED')
    .executeTakeFirst();
  if (live) return live.id;
  const { id } = await db
    .insertInto('invoices')
    .values({
      tenant_id: tenantId,
      relation_id: invoice.relationId,
      request_id: invoice.requestId,
      kind: invoice.kind,
      subject_id: invoice.subjectId,
      amount_cents: invoice.amountCents,
      reference: newReference(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Cancels the subject's OPEN invoice, if any (a request withdrawn while it waited for payment). */
export async function cancelOpenInvoice(
  db: Database,
  tenantId: number,
  subject: { kind: InvoiceKind; subjectId: number },
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ status: 'CANCELLED' })
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', subject.kind)
    .where('subject_id', '=', subject.subjectId)
    .where('status', '=', 'OPEN')
    .execute();
}

export async function findInvoices(db: Database, tenantId: number, ids: readonly number[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('invoices').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

export async function findInvoiceByReference(
  db: Database,
  tenantId: number,
  reference: string,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** Locks the invoices (in id order, so two payments settling at once never deadlock) and answers them. */
export async function lockInvoices(db: Database, tenantId: number, ids: readonly number[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Locks the relation's own invoices among `ids` (in id order, as lockInvoices) and answers them.
 * Another relation's are neither locked nor answered: to the caller they do not exist.
 */
export async function lockOwnInvoices(
  db: Database,
  tenantId: number,
  relationId: number,
  ids: readonly number[],
): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** OPEN → PAID by this payment; false when it was not OPEN any more. */
export async function markInvoicePaid(
  db: Database,
  tenantId: number,
  invoiceId: number,
  paymentId: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ status: 'PAID', paid_at: at, payment_id: paymentId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', invoiceId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A request's open invoice (a new request's, a plate change's or a prolongation's) paid outside the
 * portal (counter, bank transfer); answers whether there was one.
 */
export async function markRequestInvoicePaidOutside(
  db: Database,
  tenantId: number,
  requestId: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ status: 'PAID', paid_at: at })
    .where('tenant_id', '=', tenantId)
    .where('kind', 'in', REQUEST_INVOICE_KINDS)
    .where('subject_id', '=', requestId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * openPaymentsOfRequests for one request inside a listing's statement (issue 23): the open payment
 * holding the OPEN invoice of the request `requestId` (the outer query's columns), as JSON
 * `{reference, method}`, or null.
 */
export function requestPaymentJson(
  tenantId: Expression<number>,
  requestId: Expression<number>,
): RawBuilder<Pick<RequestInPayment, 'reference' | 'method'> | null> {
  // A request is the subject of at most one live invoice: its own, its plate change's fee or its prolongation's.
  return sql<Pick<RequestInPayment, 'reference' | 'method'> | null>`(
    select ${paymentHolding().paymentHolding(sql.ref('i.tenant_id'), sql.ref('i.id'))}
    from invoices i
    where i.tenant_id = ${tenantId} and i.kind in (${sql.join(REQUEST_INVOICE_KINDS)}) and i.subject_id = ${requestId}
      and i.status = 'OPEN'
    limit 1)`;
}

/** A subject's OPEN invoice as `openInvoiceJson` answers it: the columns a listing shows, with the open payment holding it. */
export type ListedOpenInvoice = Pick<
  InvoiceRow,
  'id' | 'kind' | 'status' | 'amount_cents' | 'request_id' | 'subject_id'
> & {
  open_payment_id: number | null;
};

/**
 * The OPEN invoice of kind `kind` for the subject `subjectId` (the outer query's columns) as one JSON
 * value, with the open payment holding it (`open_payment_id`), or null: for a listing of another
 * area's rows that shows their invoice inside its one statement (issue 23; the prolongations).
 */
export function openInvoiceJson(
  tenantId: Expression<number>,
  kind: InvoiceKind,
  subjectId: Expression<number>,
): RawBuilder<ListedOpenInvoice | null> {
  return sql<ListedOpenInvoice | null>`(
    select json_build_object(
      'id', oi.id, 'kind', oi.kind, 'status', oi.status, 'amount_cents', oi.amount_cents,
      'request_id', oi.request_id, 'subject_id', oi.subject_id,
      'open_payment_id', ${paymentHolding().paymentIdHolding(sql.ref('oi.tenant_id'), sql.ref('oi.id'))})
    from invoices oi
    where oi.tenant_id = ${tenantId} and oi.kind = ${kind} and oi.subject_id = ${subjectId} and oi.status = 'OPEN'
    limit 1)`;
}

/** The relation's OPEN invoices, oldest first, with whether an open payment holds them. */
export async function listOpenInvoices(db: Database, tenantId: number, relationId: number) {
  return openInvoicesQuery(db, tenantId, relationId).execute();
}

/**
 * The relation's OPEN invoices in id order, each with the open payment holding it (open_payment_id),
 * as a query: the cart adds its columns of the invoice's request (issue 23: one statement). The
 * invoice is `i`.
 */
export function openInvoicesQuery(db: Database, tenantId: number, relationId: number) {
  return db
    .selectFrom('invoices as i')
    .selectAll('i')
    .select(paymentHolding().paymentIdHolding(sql.ref('i.tenant_id'), sql.ref('i.id')).as('open_payment_id'))
    .where('i.tenant_id', '=', tenantId)
    .where('i.relation_id', '=', relationId)
    .where('i.status', '=', 'OPEN')
    .orderBy('i.id');
}

/**
 * These invoices (by id, of the tenant) as a query of invoices `i` selecting only `i.id`, for an area
 * above that adds its own columns about each (the cart adds the invoice's requests) and runs it.
 */
export function invoicesByIdQuery(db: Database, tenantId: number, invoiceIds: readonly number[]) {
  return db
    .selectFrom('invoices as i')
    .select('i.id')
    .where('i.tenant_id', '=', tenantId)
    .where('i.id', 'in', invoiceIds);
}

/** For each invoice id, the open payment holding it (payment_invoices.live_key). */
export async function openPaymentsHolding(
  db: Database,
  tenantId: number,
  invoiceIds: readonly number[],
): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices as i')
    .select(['i.id', paymentHolding().paymentIdHolding(sql.ref('i.tenant_id'), sql.ref('i.id')).as('payment_id')])
    .where('i.tenant_id', '=', tenantId)
    .where('i.id', 'in', invoiceIds)
    .execute();
  return new Map(rows.flatMap((r) => (r.payment_id === null ? [] : [[r.id, r.payment_id] as const])));
}

/** The open payment holding a request's OPEN invoice: its reference and method (direct payment or payment link). */
export interface RequestInPayment {
  requestId: number;
  invoiceId: number;
  reference: string;
  method: HoldingPayment['method'];
}

/**
 * For each of the requests whose OPEN invoice (of any kind: a plate change's fee as well) an open
 * payment holds (payment_invoices.live_key), that payment. With `forUpdate` (inside a transaction) the requests' OPEN invoices are locked first, so a
 * payment being bundled at the same moment either holds them already or waits until the caller is done.
 */
export async function openPaymentsOfRequests(
  db: Database,
  tenantId: number,
  requestIds: readonly number[],
  options: { forUpdate?: boolean } = {},
): Promise<Map<number, RequestInPayment>> {
  if (requestIds.length === 0) return new Map();
  if (options.forUpdate) {
    await db
      .selectFrom('invoices')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('kind', 'in', REQUEST_INVOICE_KINDS)
      .where('subject_id', 'in', requestIds)
      .where('status', '=', 'OPEN')
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  const rows = await db
    .selectFrom('invoices as i')
    .select([
      'i.subject_id',
      'i.id',
      paymentHolding().paymentHolding(sql.ref('i.tenant_id'), sql.ref('i.id')).as('payment'),
    ])
    .where('i.tenant_id', '=', tenantId)
    .where('i.kind', 'in', REQUEST_INVOICE_KINDS)
    .where('i.subject_id', 'in', requestIds)
    .where('i.status', '=', 'OPEN')
    .execute();
  return new Map(
    rows.flatMap(({ subject_id: requestId, id: invoiceId, payment }) =>
      payment === null
        ? []
        : [[requestId, { requestId, invoiceId, reference: payment.reference, method: payment.method }] as const],
    ),
  );
}

/** The relation's OPEN invoices counted, as a query (the home counts embed it in their one statement). */
export function openInvoicesCountQuery(db: Database, tenantId: number, relationId: number) {
  return db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('relation_id', '=', relationId)
    .where('status', '=', 'OPEN');
}

export async function countOpenInvoicesOf(db: Database, tenantId: number, relationId: number): Promise<number> {
  const row = await openInvoicesCountQuery(db, tenantId, relationId).executeTakeFirst();
  return Number(row?.n ?? 0);
}
