/**
 * The cart's use cases (lifecycle 2.15, 3, 4.6, 7; core 2.10): the invoices of whatever costs money
 * (made by the invoices area's `createInvoice`) listed as cart items, and judged before a payment takes them. Whether an invoice may
 * be paid is decided only here, so the cart's CAN_CONTINUE and the payment's accepted list agree.
 */
import {
  type CartItem,
  euroFromCents,
  type InvoiceItem,
  type InvoiceItemStatuscode,
  type Locale,
  PCS_CODE_NEW_REQUEST,
  PCS_CODE_PLATE_CHANGE,
  PCS_CODE_PROLONGATION,
  type RequestStatuscode,
  type RequestType,
} from '@parkeerloket/contract';
import type { Database } from '../db/database.js';
import type { InvoiceKind } from '../db/schema.js';
import type { CountPart, CountScope } from '../home/index.js';
import { translate } from '../http/messages.js';
import {
  countOpenInvoicesOf,
  type InvoiceRow,
  listOpenInvoices,
  openInvoicesCountQuery,
  openPaymentsHolding,
} from '../invoices/index.js';
import { findRequest, readPlates, requestResultOf } from '../requests/index.js';

/**
 * REQUEST_TYPE and PCS_CANCEL per invoice kind (lifecycle 4.6; constants 9: WEB_NEW, WEB_CHLI). A plate
 * change's fee is an rpay_request, listed by get_rpay_permits; WEB_CHLI makes the browser call it a
 * licence plate change.
 */
export const KIND_WIRE: Record<InvoiceKind, { type: RequestType; pcsCancel: string }> = {
  REQUEST: { type: 'to_be_paid_request', pcsCancel: PCS_CODE_NEW_REQUEST },
  PROLONGATION: { type: 'vrex_request', pcsCancel: PCS_CODE_PROLONGATION },
  PLATE_CHANGE: { type: 'rpay_request', pcsCancel: PCS_CODE_PLATE_CHANGE },
};

/**
 * Kinds whose subject is a request that must still await payment for the invoice to be payable: all of
 * them (a plate change and a prolongation are requests of their own kind).
 */
const REQUEST_KINDS: ReadonlySet<InvoiceKind> = new Set(['REQUEST', 'PLATE_CHANGE', 'PROLONGATION']);

/**
 * Kinds whose product starts on the request's first day, and so expires unpaid (decision 016). A plate
 * change is not one: its request carries the running permit's validity, and it lapses with the permit.
 */
const EXPIRING_KINDS: ReadonlySet<InvoiceKind> = new Set(['REQUEST', 'PROLONGATION']);

export type InvoiceVerdict =
  | { payable: true; invoice: InvoiceRow }
  | {
      payable: false;
      invoiceId: number;
      invoice?: InvoiceRow;
      code: InvoiceItemStatuscode;
      /** INVOICE_ALREADY_IN_PAYMENT: the open payment that holds the invoice. */
      heldBy?: number;
    };

/**
 * Which of the given invoices the relation may pay now: its own, OPEN, in no open payment, and (for a
 * request) its request still AWAIT_PAYMENT and its product not expired on `today`. `own` are the
 * relation's invoices among `invoiceIds`, read by the caller (a payment locks them as it reads them,
 * lockOwnInvoices): an id without its row there, another relation's or tenant's invoice as well as
 * one that does not exist, is INVOICE_NOT_FOUND.
 */
export async function judgeInvoices(
  db: Database,
  tenantId: number,
  invoiceIds: readonly number[],
  own: readonly InvoiceRow[],
  today: string,
): Promise<InvoiceVerdict[]> {
  const ids = [...new Set(invoiceIds)];
  const rows = new Map(own.map((row) => [row.id, row]));
  const holding = await openPaymentsHolding(db, tenantId, [...rows.keys()]);
  const verdicts: InvoiceVerdict[] = [];
  for (const invoiceId of ids) {
    const invoice = rows.get(invoiceId);
    if (!invoice) {
      verdicts.push({ payable: false, invoiceId, code: 'INVOICE_NOT_FOUND' });
      continue;
    }
    const refuse = (code: InvoiceItemStatuscode) => verdicts.push({ payable: false, invoiceId, invoice, code });
    const heldBy = holding.get(invoice.id);
    if (invoice.status === 'PAID') refuse('INVOICE_ALREADY_PAID');
    else if (invoice.status === 'CANCELLED') refuse('INVOICE_CANCELLED');
    else if (heldBy !== undefined)
      verdicts.push({ payable: false, invoiceId, invoice, code: 'INVOICE_ALREADY_IN_PAYMENT', heldBy });
    else {
      const status = await requestStatusBlocking(db, tenantId, invoice, today);
      if (status) refuse(status);
      else verdicts.push({ payable: true, invoice });
    }
  }
  return verdicts;
}

/**
 * PRODUCT_EXPIRED (lifecycle 4.6; decision 016): the product a request awaits payment for can no
 * longer be issued as requested once its first day has passed unpaid: the price and the validity were
 * for a period that has begun. The first day itself still counts.
 */
export function isProductExpired(validFrom: string, today: string): boolean {
  return validFrom < today;
}

/**
 * The request's status when it no longer awaits payment (withdrawn, say), PRODUCT_EXPIRED when its
 * product expired; null when it may be paid.
 */
async function requestStatusBlocking(
  db: Database,
  tenantId: number,
  invoice: InvoiceRow,
  today: string,
): Promise<RequestStatuscode | null> {
  if (!REQUEST_KINDS.has(invoice.kind)) return null;
  const request = await findRequest(db, tenantId, invoice.subject_id);
  if (!request) return 'INVOICE_NOT_FOUND';
  if (request.status !== 'AWAIT_PAYMENT') return request.status as RequestStatuscode;
  return EXPIRING_KINDS.has(invoice.kind) && isProductExpired(request.valid_from, today) ? 'PRODUCT_EXPIRED' : null;
}

/** Whether every invoice may still be settled by a payment that holds it (same rule, without "in a payment"). */
export async function stillPayable(
  db: Database,
  tenantId: number,
  invoices: readonly InvoiceRow[],
  today: string,
): Promise<boolean> {
  for (const invoice of invoices) {
    if (invoice.status !== 'OPEN') return false;
    if (await requestStatusBlocking(db, tenantId, invoice, today)) return false;
  }
  return true;
}

/** The product an invoice is for, in the caller's language: the fields of a cart or invoice item. */
export async function invoiceProduct(db: Database, tenantId: number, invoice: InvoiceRow, locale: Locale) {
  const request = await findRequest(db, tenantId, invoice.request_id);
  if (!request) return { DESCRIPTION: null, PRICE: euroFromCents(invoice.amount_cents) };
  const result = await requestResultOf(db, tenantId, request, locale);
  const plates = await readPlates(db, tenantId, request.id);
  return {
    DESCRIPTION: result.DESCRIPTION as string | null | undefined,
    STAFFEL: request.staffel,
    HAS_STAFFEL_YN: request.staffel > 1 ? ('Y' as const) : ('N' as const),
    LOCATIONDESCRIPTION: result.LOCATIONDESCRIPTION as string | null | undefined,
    LOCATION_SPECIFICATION: result.LOCATION_SPECIFICATION as string | null | undefined,
    VALID_FROM: result.VALID_FROM as string | null | undefined,
    VALID_TO: result.VALID_TO as string | null | undefined,
    VALID_DAYS: result.VALID_DAYS as CartItem['VALID_DAYS'],
    LICENSE_PLATES: plates.map((plate) => ({ LICENSE_PLATE: plate.license_plate })),
    PRICE: euroFromCents(invoice.amount_cents),
  };
}

/** An invoice inside a payment, with its outcome (lifecycle 3, 4.7). */
export async function invoiceItemOf(
  db: Database,
  tenantId: number,
  invoice: InvoiceRow,
  code: InvoiceItemStatuscode,
  locale: Locale,
): Promise<InvoiceItem> {
  return {
    ...(await invoiceProduct(db, tenantId, invoice, locale)),
    INVOICEID: invoice.id,
    STATUSCODE: code,
    STATUS: invoiceStatusText(locale, code),
  };
}

/** The text of an invoice outcome: the payment's own wording, else the request status label. */
export function invoiceStatusText(locale: Locale, code: InvoiceItemStatuscode): string {
  const own = translate(locale, `payment.invoice.${code}`);
  return own === `payment.invoice.${code}` ? translate(locale, `request.status.${code}`) : own;
}

/**
 * An OPEN invoice's cart status: held by an open payment, PENDING_PAYMENT (awaiting its result); else
 * the request's status when the request no longer awaits payment, or PRODUCT_EXPIRED; else
 * AWAIT_PAYMENT. Only an AWAIT_PAYMENT item may be continued; it and a PRODUCT_EXPIRED one may be
 * withdrawn (CAN_CONTINUE, CAN_CANCEL; lifecycle 2.15, 4.6).
 */
export async function cartItemStatus(
  db: Database,
  tenantId: number,
  invoice: InvoiceRow,
  heldBy: number | null,
  today: string,
): Promise<RequestStatuscode> {
  if (heldBy !== null) return 'PENDING_PAYMENT';
  return (await requestStatusBlocking(db, tenantId, invoice, today)) ?? 'AWAIT_PAYMENT';
}

/** Statuses in which the cart offers Withdraw (lifecycle 2.15). */
export const WITHDRAWABLE_CART_STATUSES: ReadonlySet<RequestStatuscode> = new Set(['AWAIT_PAYMENT', 'PRODUCT_EXPIRED']);

/**
 * The relation's cart on `today`: its OPEN invoices of the given kinds. An invoice held by an open
 * payment is PENDING_PAYMENT (awaiting the payment's result) and cannot be continued or withdrawn; a
 * payable one is AWAIT_PAYMENT; a request's invoice is always paid with the rest (pay_now Y).
 */
export async function listCart(
  db: Database,
  tenantId: number,
  relationId: number,
  locale: Locale,
  kinds: readonly InvoiceKind[],
  today: string,
): Promise<CartItem[]> {
  const rows = (await listOpenInvoices(db, tenantId, relationId)).filter((row) => kinds.includes(row.kind));
  const items: CartItem[] = [];
  for (const row of rows) {
    const { open_payment_id: heldBy, ...invoice } = row;
    const status = await cartItemStatus(db, tenantId, invoice, heldBy, today);
    const product = await invoiceProduct(db, tenantId, invoice, locale);
    items.push({
      ...product,
      PERMIT_PRICE: product.PRICE,
      PRICE_COMPONENTS: [{ DESCRIPTION: product.DESCRIPTION ?? '', PRICE: product.PRICE }],
      REQUESTID: invoice.request_id,
      INVOICEID: invoice.id,
      REQUEST_TYPE: KIND_WIRE[invoice.kind].type,
      PCS_CANCEL: KIND_WIRE[invoice.kind].pcsCancel,
      STATUSCODE: status,
      CAN_CANCEL: WITHDRAWABLE_CART_STATUSES.has(status) ? 'Y' : 'N',
      CAN_CONTINUE: status === 'AWAIT_PAYMENT' ? 'Y' : 'N',
      PAID_AMOUNT: 0,
      pay_now: invoice.kind === 'REQUEST' ? 'Y' : 'N',
    });
  }
  return items;
}

/** shopping_cart_count: every OPEN invoice of the relation, whatever its kind (core 2.10, 2.11). */
export async function countCartItems({ db, tenantId, relationId }: CountScope): Promise<number> {
  return relationId === null ? 0 : countOpenInvoicesOf(db, tenantId, relationId);
}

/** shopping_cart_count inside the home counts' one statement. */
export function cartCountPart({ db, tenantId, relationId }: CountScope): CountPart | number {
  return relationId === null ? 0 : { select: openInvoicesCountQuery(db, tenantId, relationId) };
}
