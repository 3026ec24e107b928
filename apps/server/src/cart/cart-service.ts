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
import { sql } from 'kysely';
import { type CatalogueNames, catalogueNames } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { reusableStatement } from '../db/reusable-statement.js';
import type { InvoiceKind } from '../db/schema.js';
import type { CountPart, CountScope } from '../home/index.js';
import {
  countOpenInvoicesOf,
  type InvoiceRow,
  invoicesByIdQuery,
  openInvoicesCountQuery,
  openInvoicesQuery,
  openPaymentsHolding,
} from '../invoices/index.js';
import {
  findRequest,
  type ListedRequest,
  listedRequestResult,
  listedRequestsJson,
  listedRequestsOf,
  type RequestRow,
  requestJson,
} from '../requests/index.js';
import { tenantCatalogue } from '../settings/index.js';

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
  return subjectStatusBlocking(invoice, await findRequest(db, tenantId, invoice.subject_id), today);
}

/** requestStatusBlocking on the invoice's subject request as read already (undefined or null: none). */
function subjectStatusBlocking(
  invoice: Pick<InvoiceRow, 'kind'>,
  subject: Pick<RequestRow, 'status' | 'valid_from'> | null | undefined,
  today: string,
): RequestStatuscode | null {
  if (!REQUEST_KINDS.has(invoice.kind)) return null;
  if (!subject) return 'INVOICE_NOT_FOUND';
  if (subject.status !== 'AWAIT_PAYMENT') return subject.status as RequestStatuscode;
  return EXPIRING_KINDS.has(invoice.kind) && isProductExpired(subject.valid_from, today) ? 'PRODUCT_EXPIRED' : null;
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
  const [listed] = await withRequests(db, tenantId, [invoice]);
  return productOf(invoice, listed?.request ?? null, await catalogueNames(db, tenantId), locale);
}

/** invoiceProduct on the invoice's request as read already (null: none), named from the catalogue in memory. */
function productOf(
  invoice: Pick<InvoiceRow, 'amount_cents'>,
  request: ListedRequest | null,
  names: CatalogueNames,
  locale: Locale,
) {
  if (!request) return { DESCRIPTION: null, PRICE: euroFromCents(invoice.amount_cents) };
  const result = listedRequestResult(request, names, locale);
  return {
    DESCRIPTION: result.DESCRIPTION as string | null | undefined,
    STAFFEL: request.staffel,
    HAS_STAFFEL_YN: request.staffel > 1 ? ('Y' as const) : ('N' as const),
    LOCATIONDESCRIPTION: result.LOCATIONDESCRIPTION as string | null | undefined,
    LOCATION_SPECIFICATION: result.LOCATION_SPECIFICATION as string | null | undefined,
    VALID_FROM: result.VALID_FROM as string | null | undefined,
    VALID_TO: result.VALID_TO as string | null | undefined,
    VALID_DAYS: result.VALID_DAYS as CartItem['VALID_DAYS'],
    LICENSE_PLATES: request.plates.map((plate) => ({ LICENSE_PLATE: plate })),
    PRICE: euroFromCents(invoice.amount_cents),
  };
}

/** An invoice with its request (request_id) and, when another, its subject request (subject_id). */
interface InvoiceWithRequests {
  invoice: InvoiceRow;
  request: ListedRequest | null;
  subject: ListedRequest | null;
}

/** The columns that add an invoice's request and subject to a query of invoices `i` (issue 23: no statement per invoice). */
function requestColumns() {
  const tenant = sql.ref<number>('i.tenant_id');
  return [
    requestJson(tenant, sql.ref('i.request_id')).as('request'),
    // Mostly the same request: read once.
    sql<ListedRequest | null>`case when i.subject_id = i.request_id then null else ${requestJson(
      tenant,
      sql.ref('i.subject_id'),
    )} end`.as('subject'),
  ];
}

/** A row of invoices `i` with requestColumns() split into the invoice's own columns and its requests. */
function splitRequests<T extends InvoiceRow & { request: ListedRequest | null; subject: ListedRequest | null }>(
  row: T,
): { row: Omit<T, 'request' | 'subject'>; request: ListedRequest | null; subject: ListedRequest | null } {
  const { request, subject, ...rest } = row;
  return { row: rest, request, subject: rest.subject_id === rest.request_id ? request : subject };
}

/** The invoices read again with their requests, in one statement. */
async function withRequests(
  db: Database,
  tenantId: number,
  invoices: readonly InvoiceRow[],
): Promise<InvoiceWithRequests[]> {
  if (invoices.length === 0) return [];
  const ids = invoices.map((invoice) => invoice.id);
  const rows = await invoicesByIdQuery(db, tenantId, ids).select(requestColumns()).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return invoices.map((invoice) => {
    const row = byId.get(invoice.id);
    const request = row?.request ?? null;
    return { invoice, request, subject: invoice.subject_id === invoice.request_id ? request : (row?.subject ?? null) };
  });
}

/** These invoices in id order, each with its request and subject, in one statement (issue 23). */
async function readWithRequests(db: Database, tenantId: number, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  const rows = await invoicesByIdQuery(db, tenantId, [...new Set(invoiceIds)])
    .selectAll('i')
    .select(requestColumns())
    .orderBy('i.id')
    .execute();
  return rows.map(splitRequests);
}

/**
 * The invoices inside a payment as items, in id order, each with the outcome `codeOf` gives it
 * (lifecycle 3, 4.7): invoiceItemOf for all of them in one statement (issue 23).
 */
export async function invoiceItemsOf(
  db: Database,
  tenantId: number,
  invoiceIds: readonly number[],
  codeOf: (invoice: InvoiceRow) => InvoiceItemStatuscode,
  locale: Locale,
): Promise<InvoiceItem[]> {
  const rows = await readWithRequests(db, tenantId, invoiceIds);
  if (rows.length === 0) return [];
  const names = await catalogueNames(db, tenantId);
  const texts = await textsOf(db, tenantId, locale);
  return rows.map(({ row, request }) => {
    const code = codeOf(row);
    return {
      ...productOf(row, request, names, locale),
      INVOICEID: row.id,
      STATUSCODE: code,
      STATUS: invoiceStatusText(texts, code),
    };
  });
}

/**
 * Which of these invoices a payment that holds them may still settle (stillPayable's rule), read
 * with their subject requests in one statement: a listing judges all its payment links at once.
 */
export async function stillPayableInvoiceIds(
  db: Database,
  tenantId: number,
  invoiceIds: readonly number[],
  today: string,
): Promise<Set<number>> {
  const rows = await readWithRequests(db, tenantId, invoiceIds);
  return new Set(
    rows
      .filter(({ row, subject }) => row.status === 'OPEN' && subjectStatusBlocking(row, subject, today) === null)
      .map(({ row }) => row.id),
  );
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
    STATUS: invoiceStatusText(await textsOf(db, tenantId, locale), code),
  };
}

/**
 * The text of an invoice outcome, the one way every invoice item gets it: the payment's wording for
 * the outcome (`payment.invoice.*`), else the request status label (`request.status.*`), each in the
 * municipality's own words where it set them. `texts` is the municipality's catalogue in the caller's
 * language (the settings area's tenantCatalogue, kept in memory).
 */
export function invoiceStatusText(texts: Readonly<Record<string, string>>, code: InvoiceItemStatuscode): string {
  return texts[`payment.invoice.${code}`] ?? texts[`request.status.${code}`] ?? code;
}

/** The municipality's texts in the caller's language, for invoiceStatusText. */
async function textsOf(db: Database, tenantId: number, locale: Locale): Promise<Readonly<Record<string, string>>> {
  return (await tenantCatalogue(db, tenantId, locale)).catalogue;
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

/** cartItemStatus on the invoice's subject request as read already. */
function listedItemStatus(
  invoice: Pick<InvoiceRow, 'kind'>,
  heldBy: number | null,
  subject: Pick<RequestRow, 'status' | 'valid_from'> | null,
  today: string,
): RequestStatuscode {
  if (heldBy !== null) return 'PENDING_PAYMENT';
  return subjectStatusBlocking(invoice, subject, today) ?? 'AWAIT_PAYMENT';
}

/** Statuses in which the cart offers Withdraw (lifecycle 2.15). */
export const WITHDRAWABLE_CART_STATUSES: ReadonlySet<RequestStatuscode> = new Set(['AWAIT_PAYMENT', 'PRODUCT_EXPIRED']);

/**
 * An OPEN invoice's cart status and what the cart offers for it (listCart's STATUSCODE, CAN_CANCEL,
 * CAN_CONTINUE), on the open payment holding it and its subject request as read already: for a
 * listing that shows the cart's word beside its own rows in its one statement (the prolongations).
 */
export function cartItemState(
  invoice: Pick<InvoiceRow, 'kind'>,
  heldBy: number | null,
  subject: Pick<RequestRow, 'status' | 'valid_from'> | null,
  today: string,
): Pick<CartItem, 'STATUSCODE' | 'CAN_CANCEL' | 'CAN_CONTINUE'> {
  const status = listedItemStatus(invoice, heldBy, subject, today);
  return {
    STATUSCODE: status,
    CAN_CANCEL: WITHDRAWABLE_CART_STATUSES.has(status) ? 'Y' : 'N',
    CAN_CONTINUE: status === 'AWAIT_PAYMENT' ? 'Y' : 'N',
  };
}

/**
 * The invoices always paid with the rest (pay_now Y, ticked and locked in the cart): a new request's,
 * and a prolongation's, which the resident has just confirmed (issue 24: unticked it made the total
 * € 0,00; decision 023). A plate change's fee stays the resident's choice.
 */
const PAID_WITH_THE_REST: ReadonlySet<InvoiceKind> = new Set<InvoiceKind>(['REQUEST', 'PROLONGATION']);

/**
 * The relation's cart on `today`: its OPEN invoices of the given kinds. An invoice held by an open
 * payment is PENDING_PAYMENT (awaiting the payment's result) and cannot be continued or withdrawn; a
 * payable one is AWAIT_PAYMENT; a request's and a confirmed prolongation's invoice is always paid
 * with the rest (pay_now Y).
 */
export async function listCart(
  db: Database,
  tenantId: number,
  relationId: number,
  locale: Locale,
  kinds: readonly InvoiceKind[],
  today: string,
): Promise<CartItem[]> {
  const names = await catalogueNames(db, tenantId);
  // One statement: the invoices, their requests and subjects, and those requests' plates, as one JSON text (issue 23,
  // decision 051).
  const [row] = await OPEN_INVOICES_WITH_REQUESTS.run(db, { tenant: tenantId, relation: relationId });
  const [items, requests, plates] = JSON.parse(row?.items as string) as [CartRowArray[], unknown, unknown];
  const requestsById = listedRequestsOf(requests, plates);
  const rows: CartRow[] = [];
  for (const a of items) {
    const invoice = cartRowOf(a, requestsById);
    if (kinds.includes(invoice.kind)) rows.push(invoice);
  }
  return rows.map((invoice) => {
    const request = invoice.request;
    const subject = invoice.subject_id === invoice.request_id ? request : invoice.subject;
    const state = cartItemState(invoice, invoice.open_payment_id, subject, today);
    const product: Partial<ReturnType<typeof productOf>> & Pick<ReturnType<typeof productOf>, 'DESCRIPTION' | 'PRICE'> =
      productOf(invoice, request, names, locale);
    // One object literal with every key (those productOf leaves out stay undefined, which the JSON leaves out too,
    // so the answer is the same): spreading the product and the state into it, then adding keys one by one, was
    // most of the listing's own CPU (issue 29, decision 050).
    return {
      DESCRIPTION: product.DESCRIPTION,
      STAFFEL: product.STAFFEL,
      HAS_STAFFEL_YN: product.HAS_STAFFEL_YN,
      LOCATIONDESCRIPTION: product.LOCATIONDESCRIPTION,
      LOCATION_SPECIFICATION: product.LOCATION_SPECIFICATION,
      VALID_FROM: product.VALID_FROM,
      VALID_TO: product.VALID_TO,
      VALID_DAYS: product.VALID_DAYS,
      LICENSE_PLATES: product.LICENSE_PLATES,
      PRICE: product.PRICE,
      PERMIT_PRICE: product.PRICE,
      PRICE_COMPONENTS: [{ DESCRIPTION: product.DESCRIPTION ?? '', PRICE: product.PRICE }],
      REQUESTID: invoice.request_id,
      INVOICEID: invoice.id,
      REQUEST_TYPE: KIND_WIRE[invoice.kind].type,
      PCS_CANCEL: KIND_WIRE[invoice.kind].pcsCancel,
      STATUSCODE: state.STATUSCODE,
      CAN_CANCEL: state.CAN_CANCEL,
      CAN_CONTINUE: state.CAN_CONTINUE,
      PAID_AMOUNT: 0,
      pay_now: PAID_WITH_THE_REST.has(invoice.kind) ? 'Y' : 'N',
    } satisfies CartItem;
  });
}

/** An open invoice as the cart's statement sends it: the positions of OPEN_INVOICES_WITH_REQUESTS's array. */
type CartRowArray = [number, InvoiceKind, number, number, number, number | null];

/** What the cart reads of an open invoice. */
interface CartRow {
  id: number;
  kind: InvoiceKind;
  request_id: number;
  subject_id: number;
  amount_cents: number;
  open_payment_id: number | null;
  request: ListedRequest | null;
  subject: ListedRequest | null;
}

function cartRowOf(a: CartRowArray, requests: ReadonlyMap<number, ListedRequest>): CartRow {
  const request = requests.get(a[2]) ?? null;
  return {
    id: a[0],
    kind: a[1],
    request_id: a[2],
    subject_id: a[3],
    amount_cents: a[4],
    open_payment_id: a[5],
    request,
    subject: a[3] === a[2] ? request : (requests.get(a[3]) ?? null),
  };
}

/**
 * The cart's one statement, built and compiled once (decision 050): the relation's open invoices (the
 * invoices area's query, materialised as `x`), then their requests and subjects and those requests' plates
 * (the requests area's listedRequestsJson), each read once for the whole cart, as one JSON text of arrays
 * rather than rows of every invoice column with a subselect per invoice, which the driver (and the embedded
 * database's thread, in a message) took apart and copied field by field (issue 29, decision 051).
 */
const OPEN_INVOICES_WITH_REQUESTS = reusableStatement(['tenant', 'relation'], (db, values) => {
  const requests = listedRequestsJson(
    sql`(select x.tenant_id, x.request_id from x union all select x.tenant_id, x.subject_id from x)`,
  );
  return db
    .with(
      (cte) => cte('x').materialized(),
      () => openInvoicesQuery(db, values.tenant, values.relation),
    )
    .selectNoFrom(
      sql<string>`json_build_array(
        (select coalesce(json_agg(json_build_array(x.id, x.kind, x.request_id, x.subject_id, x.amount_cents,
          x.open_payment_id) order by x.id), '[]') from x),
        ${requests.requests},
        ${requests.plates})::text`.as('items'),
    );
});

/** shopping_cart_count: every OPEN invoice of the relation, whatever its kind (core 2.10, 2.11). */
export async function countCartItems({ db, tenantId, relationId }: CountScope): Promise<number> {
  return relationId === null ? 0 : countOpenInvoicesOf(db, tenantId, relationId);
}

/** shopping_cart_count inside the home counts' one statement. */
export function cartCountPart({ db, tenantId, relationId }: CountScope): CountPart | number {
  return relationId === null ? 0 : { select: openInvoicesCountQuery(db, tenantId, relationId) };
}
